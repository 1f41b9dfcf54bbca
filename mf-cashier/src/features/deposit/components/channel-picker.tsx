import { CdnImage } from '@wl/kit';
import { useId } from 'react';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { paisaMoney } from '../../../lib/currency.ts';
import { toPaisa } from '../../../lib/money.ts';
import type { DepositChannel } from '../api/deposit-types.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';

/** The merchant's deposit methods as large radio cards: logo, name, limits. */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: DepositChannel[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useCashierT();
  const money = paisaMoney;
  const name = useId();
  return (
    <fieldset className={styles.channels}>
      <legend className={layout.legend}>{t('deposit.channel')}</legend>
      <div className={styles.channelGrid}>
        {channels.map((channel, i) => (
          <label key={channel.code} className={styles.channel} data-frame-part={`channel-${i}`}>
            <input type="radio" name={name} value={channel.code} checked={value === channel.code} onChange={() => onChange(channel.code)} />
            <span className={styles.channelCard}>
              <span className={styles.logoBox} aria-hidden="true">
                <CdnImage src={channel.logo} alt="" width={40} height={40} className={styles.logo} data-frame-part="logo" />
              </span>
              <span className={styles.channelName} data-frame-part="name">
                {channel.name}
              </span>
              <span className={styles.channelLimits} data-frame-part="limits">
                {t('deposit.channel_limits', { min: money(toPaisa(channel.min)), max: money(toPaisa(channel.max)) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The picker's final size while the channels load, so the form below does not jump. */
export function ChannelsPlaceholder() {
  const { t } = useCashierT();
  return (
    <div role="status" className={styles.channelsPlaceholder}>
      <span className="wl-visually-hidden">{t('common:in_please_wait')}</span>
      {/* a card's own boxes, empty: the placeholder is a card's height in either language */}
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={`${styles.channelCard} ${styles.channelSkeleton}`} aria-hidden="true">
          <span className={styles.logoBox} />
          <span className={styles.channelName}>{'\u00a0'}</span>
          <span className={styles.channelLimits} />
        </span>
      ))}
    </div>
  );
}
