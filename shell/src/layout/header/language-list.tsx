import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@wl/kit';
import { changeLanguage } from '../../app/language.ts';
import { LANGUAGE_LABELS } from './language-labels.ts';
import styles from './language-picker.module.css';

interface Props {
  id: string;
  languages: readonly Language[];
  current: Language;
  onPicked: () => void;
}

/** Up and down move between the options, as in any list box; Tab still leaves the list. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (!step) return;
  event.preventDefault();
  const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="option"]')];
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  options[(at + step + options.length) % options.length]?.focus();
}

/**
 * The picker's open list: one option a language, the current one selected. Each option is its button (an
 * option holding a button is a control inside a control: screen readers announce one and lose the other).
 */
export function LanguageList({ id, languages, current, onPicked }: Props) {
  const { t } = useTranslation('shell');
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern, each option a button
    <ul className={styles.list} role="listbox" id={id} aria-label={t('language')} onKeyDown={moveFocus}>
      {languages.map((lng) => {
        const { name, Flag } = LANGUAGE_LABELS[lng];
        return (
          <li key={lng} role="none">
            <button
              type="button"
              role="option"
              aria-selected={lng === current}
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
