import { UplineScreen } from '../features/upline/index.ts';

/** /m/upLine/transfer: a member's transfer to the upline agent. */
export default function UpLineTransferPage() {
  return <UplineScreen />;
}
