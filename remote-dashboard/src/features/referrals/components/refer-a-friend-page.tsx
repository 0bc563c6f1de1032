import { formatMoney, useApi } from '@storefront/shared';
import '../../../components/money-pages.css';
import { getReferrals } from '../api/get-referrals';
import { AddReferrerForm } from './add-referrer-form';
import { FriendsList } from './friends-list';
import { ReferralLink } from './referral-link';
import { ReferralRules } from './referral-rules';
import { DashboardPage, LoadError, LoadingNote } from '@storefront/ui';

function ReferralsContent() {
  const referrals = useApi('referrals', getReferrals);

  if (referrals.failure) {
    return (
      <LoadError what="your referrals" failure={referrals.failure} onRetry={referrals.retry} />
    );
  }
  if (!referrals.data) return <LoadingNote>Loading your referrals…</LoadingNote>;

  const data = referrals.data;
  async function refresh() {
    try {
      referrals.replace(await getReferrals());
    } catch {
      // The code was added; the page shows it on the next visit.
      referrals.replace({ ...data, canAddReferrer: false });
    }
  }

  return (
    <>
      <p className="db-m-lead">
        Invite friends to shop with us. You both get {formatMoney(data.rewardMinor, data.currency)}{' '}
        of wallet credit when they complete their first order.
      </p>
      <ReferralLink code={data.code} linkPath={data.linkPath} />
      <ReferralRules rewardMinor={data.rewardMinor} currency={data.currency} />

      <section className="db-m-card" aria-labelledby="db-referral-friends">
        <h2 id="db-referral-friends">Your friends</h2>
        <p data-testid="referral-earned">
          Rewards earned: <strong>{formatMoney(data.earnedMinor, data.currency)}</strong>
        </p>
        <FriendsList friends={data.items} currency={data.currency} />
      </section>

      {data.referredBy && (
        <p className="db-m-notice" data-testid="referred-by">
          You joined with {data.referredBy}&apos;s code.
        </p>
      )}
      {data.canAddReferrer && <AddReferrerForm onAdded={refresh} />}
    </>
  );
}

export function ReferAFriendPage() {
  return (
    <DashboardPage title="Refer Friends">
      <ReferralsContent />
    </DashboardPage>
  );
}
