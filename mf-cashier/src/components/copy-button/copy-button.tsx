import { useEffect, useState } from 'react';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { copyText } from './copy-text.ts';
import layout from '../screen/screen.module.css';
import styles from './copy-button.module.css';

/** How long the button says 'Copied' before it offers to copy again. */
const COPIED_MS = 2000;

/**
 * A copy button for a number the player types into a wallet or bank app. Its name is its visible word
 * plus what it copies ("Copy receiving number"), and it says 'Copied' where the player is looking.
 */
function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useCashierT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => setState((await copyText(text)) ? 'copied' : 'failed');
  return (
    <span className={styles.wrap}>
      <button type="button" className={`${layout.textAction} ${styles.button}`} onClick={() => void copy()} data-state={state}>
        {state === 'copied' ? t('copy.copied') : t('copy.copy')}
        <span className="wl-visually-hidden"> {what}</span>
      </button>
      <span role="status" className={state === 'failed' ? styles.failed : 'wl-visually-hidden'}>
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}

/**
 * A label, a value in large tabular digits, and its copy button. `shown` is what the player reads when it differs
 * from what is copied: an amount reads "৳1,000.50" and copies as the "1000.50" a wallet app's field takes.
 */
export function CopyRow({ label, value, shown, copyWhat }: { label: string; value: string; shown?: string; copyWhat: string }) {
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{shown ?? value}</span>
      </div>
      <CopyButton text={value} what={copyWhat} />
    </div>
  );
}
