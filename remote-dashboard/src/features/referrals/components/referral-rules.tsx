import { formatMoney } from '@storefront/shared';

/** The rules of the scheme, in words. */
export function ReferralRules({
  rewardMinor,
  currency,
}: {
  rewardMinor: number;
  currency: string;
}) {
  const reward = formatMoney(rewardMinor, currency);
  return (
    <section className="db-m-card" aria-labelledby="db-referral-rules">
      <h2 id="db-referral-rules">How it works</h2>
      <ul className="db-m-rules">
        <li>
          Your friend registers with your link or code. When they complete their first order, you
          both get {reward} in your wallets.
        </li>
        <li>Your own code can&apos;t be used on your own account.</li>
        <li>One reward per friend: only their first completed order counts.</li>
      </ul>
    </section>
  );
}
