import { GameRecords } from '../features/records/index.ts';
import { SignedInMember } from '../ui/signed-in-member.tsx';

/** /m/gameRecord: the betting record. */
export default function GameRecordPage() {
  return (
    <SignedInMember>
      <GameRecords />
    </SignedInMember>
  );
}
