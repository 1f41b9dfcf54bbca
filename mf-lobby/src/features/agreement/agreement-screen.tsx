import { api, ErrorState, Loading, SafeHtml } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import styles from '../content.module.css';

const fetchAgreement = () => api.get<{ title: string; content: string }>('/wps/system/userAgreement', { silent: true });

/** /m/useragreement: the platform's agreement text, sanitized. */
export function AgreementScreen() {
  const doc = useResource(fetchAgreement, []);
  if (doc.status === 'error' && !doc.data) return <ErrorState onRetry={doc.reload} />;
  if (!doc.data) return <Loading />;
  return (
    <div className={styles.page}>
      <article className={styles.panel} data-testid="user-agreement">
        <h2>{doc.data.title}</h2>
        <SafeHtml html={doc.data.content} />
      </article>
    </div>
  );
}
