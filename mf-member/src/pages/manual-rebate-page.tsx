import { ManualRebate } from '../features/records/index.ts';

/** /m/member/manualRebate: claim the rebate available now. */
export default function ManualRebatePage() {
  return <ManualRebate />;
}
