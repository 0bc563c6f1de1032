import type { PointsEntry, PointsEntryKind } from '@storefront/shared/contracts';
import { Ledger } from '../../../components/ledger';

const KIND_WORDS: Record<PointsEntryKind, string> = {
  earned: 'Earned',
  redeemed: 'Redeemed',
};

/** +12 or −200: the sign as well as the word, never the colour alone. */
function signedPoints(points: number): string {
  return points < 0 ? `−${Math.abs(points)}` : `+${points}`;
}

/** The points history, newest first, with the balance each entry left. */
export function PointsHistory({ entries }: { entries: PointsEntry[] }) {
  return (
    <Ledger
      caption="Points history, newest first"
      amountHeading="Points"
      entries={entries}
      describe={(entry) => <span className="db-ledger__description">{entry.description}</span>}
      kindLabel={(entry) => KIND_WORDS[entry.kind]}
      amount={(entry) => signedPoints(entry.points)}
      balanceAfter={(entry) => entry.balanceAfter}
    />
  );
}
