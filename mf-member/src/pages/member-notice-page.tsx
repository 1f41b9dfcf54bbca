import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@wl/kit';
import { NoticeList } from '../features/inbox/index.ts';

/** memberNotice (?types=A): the agent's announcements; another allowed type in the query shows that type. */
export default function MemberNoticePage() {
  const { t } = useTranslation('member-inbox');
  const [params] = useSearchParams();
  const types = /^(A|PL|B|H)$/.test(params.get('types') ?? '') ? (params.get('types') as string) : 'A';
  return <NoticeList types={types} title={types === 'A' ? t('agent_notices') : t('announcements')} />;
}
