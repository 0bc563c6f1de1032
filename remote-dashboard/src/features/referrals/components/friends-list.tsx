import { formatMoney } from '@storefront/shared';
import type { Referral } from '@storefront/shared/contracts';
import { DataTable, EmptyState, formatDate, StatusBadge, type Column } from '@storefront/ui';

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
  const columns: Column<Referral>[] = [
    { header: 'Friend', cell: (friend) => friend.friendName },
    { header: 'Joined', cell: (friend) => formatDate(friend.joinedAt) },
    {
      header: 'Status',
      cell: (friend) => (
        <StatusBadge tone={friend.status === 'rewarded' ? 'good' : 'neutral'}>
          {describeStatus(friend, currency)}
        </StatusBadge>
      ),
    },
  ];
  return (
    <DataTable
      caption="Friends who joined with your code"
      columns={columns}
      rows={friends}
      // A friend has no id of their own here; the day they joined and their place do.
      rowKey={(friend) => `${friend.joinedAt}-${friends.indexOf(friend)}`}
      what="your friends"
      empty={
        <EmptyState>
          <p>No friends have joined with your code yet. Share your link to invite them.</p>
        </EmptyState>
      }
    />
  );
}
