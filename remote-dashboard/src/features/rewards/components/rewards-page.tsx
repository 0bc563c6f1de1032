import { useState } from 'react';
import { Link, useSearchParams, formatMoney, useApi } from '@storefront/shared';
import { POINTS_PER_CURRENCY_UNIT, POINTS_PER_REDEEMED_UNIT } from '@storefront/shared/constants';
import '../../../components/money-pages.css';
import { useDocumentsApproved } from '../../../hooks/use-documents-approved';
import { getRewards } from '../api/get-rewards';
import type { Redeemed } from '../hooks/use-redeem-points';
import { PointsHistory } from './points-history';
import { RedeemForm } from './redeem-form';
import { DashboardPage, EmptyState, LoadError, LoadingNote, pageFrom, Pager } from '@storefront/ui';

function RewardsContent() {
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const rewards = useApi(`rewards-${page}`, (signal) => getRewards(page, signal));
  const approved = useDocumentsApproved();
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);

  if (rewards.failure) {
    return (
      <LoadError what="your loyalty rewards" failure={rewards.failure} onRetry={rewards.retry} />
    );
  }
  if (!rewards.data) return <LoadingNote>Loading your loyalty rewards…</LoadingNote>;

  const data = rewards.data;
  const money = (minor: number) => formatMoney(minor, data.currency);

  async function showRedeemed(answer: Redeemed) {
    setRedeemed(answer);
    // The new balance at once; the fresh history as soon as the API gives it.
    rewards.replace({
      ...data,
      balance: answer.pointsBalance,
      redeemableMinor: Math.floor(answer.pointsBalance / POINTS_PER_REDEEMED_UNIT) * 100,
    });
    try {
      rewards.replace(await getRewards(page));
    } catch {
      // The balance above is already right; the history catches up on the next visit.
    }
  }

  return (
    <>
      <section className="db-balance" aria-labelledby="db-points-balance">
        <div className="db-balance__grid">
          <div>
            <h2 id="db-points-balance" className="db-balance__label">
              Points balance
            </h2>
            <p className="db-balance__value" data-testid="points-balance">
              {data.balance} {data.balance === 1 ? 'point' : 'points'}
            </p>
          </div>
          <div>
            <h2 className="db-balance__label">Worth</h2>
            <p className="db-balance__value" data-testid="points-worth">
              {money(data.redeemableMinor)}
            </p>
          </div>
        </div>
      </section>

      {redeemed && (
        <p className="db-m-notice db-m-notice--ok" role="status">
          You redeemed {redeemed.points} points: {money(redeemed.creditedMinor)} is in your wallet,
          which now holds {money(redeemed.walletBalanceMinor)}.{' '}
          <Link to="/dashboard/wallet">See your wallet</Link>
        </p>
      )}

      <section className="db-m-card" aria-labelledby="db-points-how">
        <h2 id="db-points-how">How it works</h2>
        <ul className="db-m-rules">
          <li>
            Earn {POINTS_PER_CURRENCY_UNIT} point for every whole {money(100)} of an order, once the
            order is completed: an order of {money(1299)} earns 12 points.
          </li>
          <li>
            Redeem {POINTS_PER_REDEEMED_UNIT} points for {money(100)} of wallet credit, in steps of{' '}
            {POINTS_PER_REDEEMED_UNIT}, and spend it at checkout.
          </li>
          <li>Redeeming needs verified identity documents.</li>
        </ul>
      </section>

      <section className="db-m-card">
        <RedeemForm
          key={data.balance}
          balance={data.balance}
          currency={data.currency}
          approved={approved}
          onRedeemed={showRedeemed}
        />
      </section>

      <h2>History</h2>
      <PointsHistory
        entries={data.items}
        empty={
          data.total === 0 ? (
            <EmptyState>
              <p>No points yet. Your first points arrive when an order of yours is completed.</p>
              <Link to="/products">Go shopping</Link>
            </EmptyState>
          ) : (
            <EmptyState>
              <p>There is nothing on this page.</p>
              <Link to="/dashboard/rewards">See the latest points</Link>
            </EmptyState>
          )
        }
      />
      <Pager
        label="Points history pages"
        page={page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(to) => (to === 1 ? '/dashboard/rewards' : `/dashboard/rewards?page=${to}`)}
      />
    </>
  );
}

export function RewardsPage() {
  return (
    <DashboardPage title="Loyalty Rewards">
      <RewardsContent />
    </DashboardPage>
  );
}
