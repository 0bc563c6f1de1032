import { formatMoney } from '@storefront/shared';
import type { Referral } from '@storefront/shared/contracts';
import { EmptyState, formatDate } from '@storefront/ui';

function describeStatus(friend: Referral, currency: string): string {
  if (friend.status === 'rewarded') {
    const reward =
      friend.rewardMinor === null ? '' : ` ${formatMoney(friend.rewardMinor, currency)}`;
    const when = friend.rewardedAt ? ` on ${formatDate(friend.rewardedAt)}` : '';
    return `Rewarded${reward}${when}`;
  }
  return 'Joined: waiting for their first completed order';
}

/** The friends who registered with the customer's code, each with where they stand. */
export function FriendsList({ friends, currency }: { friends: Referral[]; currency: string }) {
  if (friends.length === 0) {
    return (
      <EmptyState>
        <p>No friends have joined with your code yet. Share your link to invite them.</p>
      </EmptyState>
    );
  }
  return (
    <table className="db-ledger">
      <caption className="db-visually-hidden">Friends who joined with your code</caption>
      <thead>
        <tr>
          <th scope="col">Friend</th>
          <th scope="col">Joined</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {friends.map((friend, index) => (
          <tr key={`${friend.joinedAt}-${index}`}>
            <td>{friend.friendName}</td>
            <td>{formatDate(friend.joinedAt)}</td>
            <td>
              <span className={`db-kind db-kind--${friend.status}`}>
                {describeStatus(friend, currency)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
