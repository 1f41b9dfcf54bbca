import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, useConfigStore, type Language } from '@wl/shared';
import { FlagBD, FlagGB } from '../icons.tsx';
import { changeLanguage } from '../../app/language.ts';
import styles from './language-picker.module.css';

const LABELS: Record<Language, { name: string; Flag: typeof FlagBD }> = {
  bn: { name: 'বাংলা', Flag: FlagBD },
  en: { name: 'English', Flag: FlagGB },
};

export function LanguagePicker() {
  const { t, i18n } = useTranslation('shell');
  const languages = useConfigStore((s) => s.config?.languages ?? LANGUAGES);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'bn';
  const { Flag } = LABELS[current];

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.picker} ref={ref}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={`${t('language')}: ${LABELS[current].name}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Flag />
      </button>
      {open ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern, each option a button
        <ul className={styles.list} role="listbox" id={listId} aria-label={t('language')}>
          {languages.map((lng) => {
            const { name, Flag: F } = LABELS[lng];
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
                    setOpen(false);
                  }}
                >
                  <F /> {name}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
