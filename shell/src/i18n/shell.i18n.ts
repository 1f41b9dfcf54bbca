// The shell's texts: Bengali, the default, rides in the code; English is fetched only when on screen.
import bn, { type ShellTexts } from './shell.bn.ts';

export const shellTranslations = { bn, en: () => import(/* webpackChunkName: "texts-en-shell" */ './shell.en.ts') };

declare global {
  interface WlTexts {
    shell: ShellTexts;
  }
}
