import type { PointsEntry, PointsEntryKind } from '@storefront/shared/contracts';
import { DataTable, ledgerColumns } from '@storefront/ui';
import type { ReactNode } from 'react';
import { DASHBOARD_LEDGER } from '../../../components/ledger';

const KIND_WORDS: Record<PointsEntryKind, string> = {
  earned: 'Earned',
  redeemed: 'Redeemed',
};

/** +12 or −200: the sign as well as the word, never the colour alone. */
function signedPoints(points: number): string {
  return points < 0 ? `−${Math.abs(points)}` : `+${points}`;
}

const COLUMNS = ledgerColumns<PointsEntry>({
  ...DASHBOARD_LEDGER,
  amountHeading: 'Points',
  describe: (entry) => <span className="db-ledger__description">{entry.description}</span>,
  kindLabel: (entry) => KIND_WORDS[entry.kind],
  tone: (entry) => (entry.points < 0 ? 'bad' : 'good'),
  amount: (entry) => signedPoints(entry.points),
  balanceAfter: (entry) => entry.balanceAfter,
});

/** The points history, newest first, with the balance each entry left. */
export function PointsHistory({ entries, empty }: { entries: PointsEntry[]; empty: ReactNode }) {
  return (
    <DataTable
      caption="Points history, newest first"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      what="your points history"
      empty={empty}
    />
  );
}
