import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, useConfigStore, type Language } from '@wl/kit';
import { lazyPart } from '../../app/lazy-part.ts';
import { LANGUAGE_LABELS as LABELS } from './language-labels.ts';
import styles from './language-picker.module.css';

// the list's code comes at the first opening (a first screen only shows the button); a popup over the
// page, so nothing moves while it loads
const LanguageList = lazyPart(() => import('./language-list.tsx').then((m) => m.LanguageList));

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
        <Suspense fallback={null}>
          <LanguageList id={listId} languages={languages} current={current} onPicked={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
