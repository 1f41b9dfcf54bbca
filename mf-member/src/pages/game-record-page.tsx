import { GameRecords } from '../features/records/index.ts';

/** /m/gameRecord: the betting record. */
export default function GameRecordPage() {
  return <GameRecords />;
}
