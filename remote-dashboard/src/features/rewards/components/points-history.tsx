import { Link } from 'react-router-dom';
import type { PointsEntry, PointsEntryKind } from '@storefront/shared/contracts';
import { formatDate } from '../../wallet/components/money-page-parts';

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
    <table className="db-ledger">
      <caption className="db-m-hidden">Points history, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Type</th>
          <th scope="col" className="db-ledger__number">
            Points
          </th>
          <th scope="col" className="db-ledger__number">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatDate(entry.createdAt)}</td>
            <td>
              <span className="db-ledger__description">{entry.description}</span>
              {entry.orderId && entry.orderNumber && (
                <Link
                  className="db-ledger__order"
                  to={`/dashboard/order-details/${encodeURIComponent(entry.orderId)}`}
                >
                  Order {entry.orderNumber}
                </Link>
              )}
            </td>
            <td>
              <span className={`db-kind db-kind--${entry.kind}`}>{KIND_WORDS[entry.kind]}</span>
            </td>
            <td className={`db-ledger__number db-amount--${entry.kind}`}>
              {signedPoints(entry.points)}
            </td>
            <td className="db-ledger__number">{entry.balanceAfter}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
