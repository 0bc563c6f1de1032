import { formatMoney } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { PAID_LABELS, TO_PAY_LABELS } from '../../../lib/payment';

/**
 * How the order is paid. An open order shows what is left to pay once the
 * wallet part is taken off; a completed one what was paid; a cancelled one
 * that nothing is to pay, and what went back to the wallet. Nothing shows for
 * an open order paid entirely the usual way: the summary's total says it.
 */
export function PaymentSplit({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const fromWallet = order.walletPaidMinor;
  const byMethod = order.totalMinor - fromWallet;
  const cancelled = order.status === 'cancelled';
  const completed = order.status === 'completed';
  if (!cancelled && !completed && fromWallet === 0) return null;

  return (
    <dl className="sf-totals" aria-label="How you pay">
      {fromWallet > 0 && (
        <div>
          <dt>{cancelled ? 'Refunded to your wallet' : 'Paid from wallet'}</dt>
          <dd>{money(fromWallet)}</dd>
        </div>
      )}
      {cancelled ? (
        <div className="sf-totals__grand">
          <dt>Cancelled</dt>
          <dd>Nothing to pay</dd>
        </div>
      ) : (
        byMethod > 0 && (
          <div className="sf-totals__grand">
            <dt>{(completed ? PAID_LABELS : TO_PAY_LABELS)[order.paymentMethod]}</dt>
            <dd>{money(byMethod)}</dd>
          </div>
        )
      )}
    </dl>
  );
}
