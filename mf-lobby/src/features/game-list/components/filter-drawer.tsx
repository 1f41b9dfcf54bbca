import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogButton, formatMoney } from '@wl/kit';
import type { TypeVendors } from '../../games/index.ts';
import styles from './filter-drawer.module.css';

interface Props {
  vendors: TypeVendors['vendors'];
  vendor: string | null;
  minBet: string;
  /** empty: the type has no minimum-bet filter (only slots have one) */
  minBetOptions: string[];
  onApply(filters: { vendor: string | null; minBet: string }): void;
  onClose(): void;
}

/** The filter drawer: vendor and (slots only) minimum bet. It opens scrolled to the top. */
export default function FilterDrawer({ vendors, vendor, minBet, minBetOptions, onApply, onClose }: Props) {
  const { t } = useTranslation('lobby');
  const [draftVendor, setDraftVendor] = useState(vendor);
  const [draftBet, setDraftBet] = useState(minBet);
  const body = useRef<HTMLDivElement>(null);

  // Spec section 2: the drawer starts at its top, and the list behind it at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (body.current) body.current.scrollTop = 0;
  }, []);

  return (
    <Dialog
      open
      className={styles.drawer}
      title={t('list.filter_title')}
      onClose={onClose}
      actions={
        <>
          <DialogButton
            onClick={() => {
              setDraftVendor(null);
              setDraftBet('');
            }}
          >
            {t('list.reset')}
          </DialogButton>
          <DialogButton variant="primary" onClick={() => onApply({ vendor: draftVendor, minBet: draftBet })}>
            {t('list.apply')}
          </DialogButton>
        </>
      }
    >
      <div ref={body} className={styles.body} data-testid="filter-drawer">
        <fieldset className={styles.group}>
          <legend>{t('list.vendor_filter')}</legend>
          {[{ vendor: '', vendorName: t('list.all_vendors') }, ...vendors].map((v) => (
            <label key={v.vendor || 'all'} className={styles.option}>
              <input
                type="radio"
                name="vendor"
                checked={(draftVendor ?? '') === v.vendor}
                onChange={() => setDraftVendor(v.vendor || null)}
              />
              <span data-verbatim="">{v.vendorName}</span>
            </label>
          ))}
        </fieldset>
        {minBetOptions.length > 0 ? (
          <fieldset className={styles.group} data-testid="min-bet-filter">
            <legend>{t('list.min_bet')}</legend>
            {minBetOptions.map((option) => (
              <label key={option || 'all'} className={styles.option}>
                <input type="radio" name="minBet" checked={draftBet === option} onChange={() => setDraftBet(option)} />
                <span>{option ? formatMoney(option) : t('list.min_bet_all')}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}
