import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, type RecordsPage, type RecordsQuery, RecordFields, RecordsList } from '@wl/kit';
import '../team-records.i18n.ts';
import { AccountSearch, report } from '../../../ui/index.ts';
import { TotalsLine } from './totals-line.tsx';

/** the game types the lists filter by */
export const GAME_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'INHOUSE', 'PVP', 'LOTT', 'ELOTT'] as const;
type GameType = (typeof GAME_TYPES)[number];
const GAME_TYPE_TEXT = {
  SPORTS: 'records.game_type.SPORTS',
  ESPORTS: 'records.game_type.ESPORTS',
  COCKFIGHT: 'records.game_type.COCKFIGHT',
  LIVE: 'records.game_type.LIVE',
  FISH: 'records.game_type.FISH',
  RNG: 'records.game_type.RNG',
  INHOUSE: 'records.game_type.INHOUSE',
  PVP: 'records.game_type.PVP',
  LOTT: 'records.game_type.LOTT',
  ELOTT: 'records.game_type.ELOTT',
} as const satisfies Record<GameType, ParseKeys<'agent'>>;

/** a list's title or a figure's label: a key of the texts, read at render */
type Text = ParseKeys<'agent'>;

/** A figure of a row: plain text, or money that the footer also sums over the whole range. */
type Column<Row, Totals> =
  | { label: Text; text: (row: Row) => string | number }
  | { label: Text; money: (row: Row) => number; total: (totals: Totals) => number };

export interface TeamList<Row, Totals extends { memberCount: number }> {
  queryKey: string;
  title: Text;
  fetch: (q: RecordsQuery, account: string, signal: AbortSignal) => Promise<RecordsPage<Row> & { totals: Totals }>;
  rowKey: (row: Row) => string | number;
  /** the game types the list may be narrowed to (none: no type filter) */
  gameTypes?: readonly GameType[];
  columns: Column<Row, Totals>[];
}

/** A plain figure is a count, in the text's digits; a name (a vendor's, a game type's) as the platform gives it. */
const textOf = (value: string | number) => (typeof value === 'number' ? formatCount(value) : value);

/**
 * A team list (betting, rebate): the records kit with the account search, a row of figures per member and
 * the platform's totals of the money figures under it (issue 11 item 4).
 */
export function TeamRecordsScreen<Row extends { account: string }, Totals extends { memberCount: number }>({
  list,
}: {
  list: TeamList<Row, Totals>;
}) {
  const { t } = useTranslation('agent');
  const [account, setAccount] = useState('');
  const money = list.columns.filter((c) => 'money' in c);
  return (
    <div className={report.screen}>
      <RecordsList<Row, RecordsPage<Row> & { totals: Totals }>
        queryKey={list.queryKey}
        label={t(list.title)}
        fetchPage={(q, { signal }) => list.fetch(q, account, signal)}
        rowKey={list.rowKey}
        typeOptions={list.gameTypes?.map((value) => ({ value, label: t(GAME_TYPE_TEXT[value]) }))}
        extraFilters={<AccountSearch value={account} onSearch={setAccount} label={t('records.account')} button={t('records.search')} />}
        filterKey={[account]}
        emptyText={t('records.empty')}
        renderRow={(row) => (
          <RecordFields
            title={row.account}
            fields={list.columns.map((c) =>
              'money' in c
                ? { label: t(c.label), value: formatMoney(c.money(row)), amount: true }
                : { label: t(c.label), value: textOf(c.text(row)) },
            )}
          />
        )}
        renderTotals={(p) => (
          <TotalsLine
            items={[
              [t('records.members'), formatCount(p.totals.memberCount)],
              ...money.map((c): [string, string] => [t(c.label), formatMoney(c.total(p.totals))]),
            ]}
          />
        )}
      />
    </div>
  );
}
