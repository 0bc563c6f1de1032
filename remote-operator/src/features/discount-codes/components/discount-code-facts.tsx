import { formatMoney } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { categoriesText, minSpendText, perCustomerText, usesText } from '../lib/discount-words';
import { formatDayAndTime } from '@storefront/ui';

/** What the code is (it cannot be edited) and what it has given so far. */
export function DiscountCodeFacts({ code }: { code: OperatorDiscountCode }) {
  const facts: [string, string][] = [
    ['Offer', code.description],
    ['Minimum spend', minSpendText(code)],
    ['Categories', categoriesText(code)],
    ['Starts', formatDayAndTime(code.startsAt)],
    ['Ends', code.endsAt ? formatDayAndTime(code.endsAt) : 'No end'],
    ['Uses', code.maxUses === null ? `${usesText(code)} (no limit)` : usesText(code)],
    ['Uses per customer', perCustomerText(code)],
    ['Discount given', formatMoney(code.discountGivenMinor, code.currency)],
    ['Created', formatDayAndTime(code.createdAt)],
  ];
  return (
    <section className="db-card" aria-labelledby="db-dc-facts">
      <h2 id="db-dc-facts">The code</h2>
      <dl className="db-dc-facts" aria-label="About the code">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
