import type { Language } from '@wl/kit';
import { FlagBD, FlagGB } from '../icons.tsx';

/** Each language in its own words, with its flag: the picker's button and its list. */
export const LANGUAGE_LABELS: Record<Language, { name: string; Flag: typeof FlagBD }> = {
  bn: { name: 'বাংলা', Flag: FlagBD },
  en: { name: 'English', Flag: FlagGB },
};
