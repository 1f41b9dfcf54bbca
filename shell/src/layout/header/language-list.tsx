import { useTranslation } from 'react-i18next';
import type { Language } from '@wl/shared';
import { changeLanguage } from '../../app/language.ts';
import { LANGUAGE_LABELS } from './language-labels.ts';
import styles from './language-picker.module.css';

interface Props {
  id: string;
  languages: readonly Language[];
  current: Language;
  onPicked: () => void;
}

/** The picker's open list: one option a language, the current one selected. */
export function LanguageList({ id, languages, current, onPicked }: Props) {
  const { t } = useTranslation('shell');
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern, each option a button
    <ul className={styles.list} role="listbox" id={id} aria-label={t('language')}>
      {languages.map((lng) => {
        const { name, Flag } = LANGUAGE_LABELS[lng];
        return (
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the option's button takes the focus
          // biome-ignore lint/a11y/useFocusableInteractive: the option's button takes the focus
          <li key={lng} role="option" aria-selected={lng === current}>
            <button
              type="button"
              lang={lng}
              className={styles.option}
              onClick={() => {
                changeLanguage(lng);
                onPicked();
              }}
            >
              <Flag /> {name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
