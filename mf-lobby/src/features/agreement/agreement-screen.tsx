import { agreementCall } from '@wl/platform-contract/calls/lobby-content';
import { api, QueryView, SafeHtml, useQuery } from '@wl/kit';
import styles from '../content.module.css';

const fetchAgreement = () => api.call(agreementCall, {}, { silent: true });

/** /m/useragreement: the platform's agreement text, sanitized. */
export function AgreementScreen() {
  const doc = useQuery(['lobby', 'agreement'], fetchAgreement);
  return (
    <div className={styles.page}>
      <QueryView query={doc}>
        {(agreement) => (
          <article className={styles.panel} data-testid="user-agreement">
            <h2>{agreement.title}</h2>
            <SafeHtml html={agreement.content} />
          </article>
        )}
      </QueryView>
    </div>
  );
}
