// The types of this remote's texts, for i18next's typed keys (decision 059): the namespace is made of the parts its
// features register, each exporting its texts' type beside its registration.
import type { CommissionTexts } from '../features/commission/commission.i18n.ts';
import type { ContractsTexts } from '../features/contracts/contracts.i18n.ts';
import type { DownlineTexts } from '../features/downline/downline.i18n.ts';
import type { HomeTexts } from '../features/home/home.i18n.ts';
import type { KpiTexts } from '../features/kpi/kpi.i18n.ts';
import type { TeamRecordsTexts } from '../features/team-records/team-records.i18n.ts';
import type { AgentCommonTexts } from './common.i18n.ts';

declare global {
  interface WlTexts {
    agent: CommissionTexts & ContractsTexts & DownlineTexts & HomeTexts & KpiTexts & TeamRecordsTexts & AgentCommonTexts;
  }
}
