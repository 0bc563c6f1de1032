import { Link } from '@storefront/shared';
import { checkoutPath } from '../hooks/checkout-steps';
import type { CheckoutStep } from '../hooks/use-checkout-draft';

const LABELS: Record<CheckoutStep, string> = {
  delivery: 'Delivery',
  address: 'Address',
  review: 'Review and place order',
};

/** The steps in order; the ones already passed link back to themselves. */
export function CheckoutProgress({
  steps,
  current,
}: {
  steps: CheckoutStep[];
  current: CheckoutStep;
}) {
  if (steps.length < 2) return null;
  const currentIndex = steps.indexOf(current);
  return (
    <ol className="sf-checkout-progress" aria-label="Checkout steps">
      {steps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          <span className="sf-checkout-progress__number" aria-hidden="true">
            {index + 1}
          </span>
          {index < currentIndex ? (
            <Link to={checkoutPath(step)}>{LABELS[step]}</Link>
          ) : (
            LABELS[step]
          )}
        </li>
      ))}
    </ol>
  );
}
