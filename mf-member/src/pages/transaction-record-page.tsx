import { TransactionRecords } from '../features/records/index.ts';
import { SignedInMember } from '../ui/signed-in-member.tsx';

/** /m/transaction/record (and ?types=A): the account record. */
export default function TransactionRecordPage() {
  return (
    <SignedInMember>
      <TransactionRecords />
    </SignedInMember>
  );
}
