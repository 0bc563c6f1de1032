import type { PaymentOption } from '@storefront/shared/contracts';
import { StatusBadge } from '@storefront/ui';

/** Which ways to pay are on, and what turns each on or off: set where the API runs, not here. */
export function PaymentOptions({ options }: { options: PaymentOption[] }) {
  return (
    <section className="db-card" aria-labelledby="db-store-payments">
      <h2 id="db-store-payments">Payments</h2>
      <p className="db-op-muted">
        These follow the API’s settings: checkout offers only the ones that are on.
      </p>
      <ul className="db-store-payments">
        {options.map((option) => (
          <li key={option.method}>
            <span className="db-store-payments__name">{option.label}</span>
            <StatusBadge tone={option.on ? 'good' : 'bad'}>{option.on ? 'On' : 'Off'}</StatusBadge>
            <p>{option.explanation}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
