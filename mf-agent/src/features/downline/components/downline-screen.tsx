import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterSelect,
  formatDate,
  formatMoney,
  Pagination,
  QueryView,
  RecordFields,
  StatusBadge,
  useQuery,
  useSearchParams,
} from '@wl/kit';
import { AgentLink } from '../../access/index.ts';
import { type DownlineFilter, type DownlineMember, type DownlinePage, fetchDownline } from '../api/downline-api.ts';
import '../downline.i18n.ts';
import { AccountSearch, report } from '../../../ui/index.ts';
import styles from './downline.module.css';

// the two selects of the search form: the filter each sets, its label, and its options as [value, text] after 'all' ('')
const SELECTS = [
  {
    name: 'type',
    label: 'downline.type',
    options: [
      ['member', 'downline.members'],
      ['agent', 'downline.agents'],
    ],
  },
  {
    name: 'online',
    label: 'downline.online',
    options: [
      ['1', 'downline.online_yes'],
      ['0', 'downline.online_no'],
    ],
  },
] as const satisfies readonly {
  name: keyof DownlineFilter;
  label: ParseKeys<'agent'>;
  options: readonly (readonly [string, ParseKeys<'agent'>])[];
}[];

const typeName = (m: DownlineMember) => (m.isAgent ? 'agent' : m.type === 4 ? 'trial' : 'member');
const TYPE_NAME_TEXT = {
  member: 'downline.type_name.member',
  agent: 'downline.type_name.agent',
  trial: 'downline.type_name.trial',
} as const satisfies Record<ReturnType<typeof typeName>, ParseKeys<'agent'>>;

/**
 * /m/member/team (issue 11 item 4): the agent's downline, newest first; a search looks at every level below; a
 * sub-agent's own downline opens in place with a breadcrumb back. Filters live in the address, so back works.
 */
export function DownlineScreen() {
  const { t } = useTranslation('agent');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: DownlineFilter = {
    parentId: params.get('parentId') ?? '',
    account: params.get('account') ?? '',
    type: params.get('type') ?? '',
    online: params.get('online') ?? '',
    page: Number(params.get('page')) || 1,
  };
  const query = useQuery(['agent', 'downline', filter.parentId, filter.account, filter.type, filter.online, filter.page], () =>
    fetchDownline(filter),
  );

  const update = (change: Partial<Record<keyof DownlineFilter, string>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) v ? next.set(k, v) : next.delete(k);
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };

  return (
    <div className={report.screen}>
      <AccountSearch
        value={filter.account}
        onSearch={(account) => update({ account })}
        label={t('downline.search')}
        button={t('downline.search_button')}
      >
        {SELECTS.map(({ name, label, options }) => (
          <div key={name} className={report.field}>
            <label htmlFor={`${id}-${name}`}>{t(label)}</label>
            <FilterSelect
              id={`${id}-${name}`}
              value={filter[name]}
              onChange={(value) => update({ [name]: value })}
              placeholder={t('downline.all')}
              options={options.map(([value, text]) => ({ value, label: t(text) }))}
            />
          </div>
        ))}
      </AccountSearch>
      <QueryView query={query} placeholder={<div className={styles.placeholder} />} className={styles.placeholder}>
        {(page) => <DownlineList page={page} labelId={`${id}-summary`} onPage={(n) => update({ page: String(n) })} />}
      </QueryView>
    </div>
  );
}

function DownlineList({ page, labelId, onPage }: { page: DownlinePage; labelId: string; onPage: (n: number) => void }) {
  const { t } = useTranslation('agent');
  const day = (iso: string | null) => (iso ? formatDate(iso) : t('downline.never'));
  return (
    <>
      {page.parent.length > 1 ? (
        <nav aria-label={t('downline.path')}>
          <ol className={styles.crumbs}>
            {page.parent.map((p, i) => (
              <li key={p.id}>
                {i === page.parent.length - 1 ? (
                  <span aria-current="page">{p.account}</span>
                ) : (
                  <AgentLink to={{ search: i === 0 ? '' : `?parentId=${p.id}` }}>{p.account}</AgentLink>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <p id={labelId} className={styles.summary}>
        {t('downline.summary', {
          count: page.footer.memberCount,
          online: page.footer.onlineCount,
          balance: formatMoney(page.footer.balance),
        })}
      </p>
      {page.list.length === 0 ? (
        <p className={styles.empty}>{t('downline.empty')}</p>
      ) : (
        <ul className={report.list} aria-labelledby={labelId}>
          {page.list.map((m) => (
            <li key={m.id}>
              <RecordFields
                // a nickname is the member's own text
                title={<span data-verbatim="">{m.nickname ? `${m.account} (${m.nickname})` : m.account}</span>}
                status={
                  <StatusBadge tone={m.online ? 'success' : 'neutral'}>
                    {t(m.online ? 'downline.online_yes' : 'downline.online_no')}
                  </StatusBadge>
                }
                fields={[
                  { label: t('downline.type'), value: t(TYPE_NAME_TEXT[typeName(m)]) },
                  { label: t('downline.upline'), value: m.parentAccount },
                  { label: t('downline.registered'), value: day(m.regDate) },
                  { label: t('downline.last_login'), value: day(m.lastLoginAt) },
                  { label: t('downline.balance'), value: formatMoney(m.balance), amount: true },
                ]}
              />
              {m.directCount > 0 || m.isAgent ? (
                <AgentLink className={styles.drill} to={`?parentId=${m.id}`}>
                  {t('downline.drill', { account: m.account, count: m.teamCount })}
                </AgentLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={page.currentPage} totalPages={page.totalPages} onChange={onPage} />
    </>
  );
}
