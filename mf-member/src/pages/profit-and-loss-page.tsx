import { ProfitAndLoss } from '../features/records/index.ts';

/** /m/profitandloss: profit and loss by period. */
export default function ProfitAndLossPage() {
  return <ProfitAndLoss />;
}
