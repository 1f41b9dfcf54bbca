import { create } from 'zustand';

/**
 * Choices one part makes for another: the bottom menu's Home resets the lobby's game category to HOT
 * without the shell knowing the lobby.
 */
interface UiPrefs {
  gameCategory: string;
  setGameCategory(category: string): void;
}

export const useUiPrefs = create<UiPrefs>()((set) => ({
  gameCategory: 'HOT',
  setGameCategory: (gameCategory) => set({ gameCategory }),
}));
