import type { CheckoutStep } from '../hooks/use-checkout-draft';

const LABELS: Record<CheckoutStep, string> = {
  delivery: 'Delivery',
  address: 'Address',
  review: 'Review and place order',
};

export function CheckoutProgress({
  steps,
  current,
}: {
  steps: CheckoutStep[];
  current: CheckoutStep;
}) {
  if (steps.length < 2) return null;
  return (
    <ol className="sf-checkout-progress" aria-label="Checkout steps">
      {steps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          <span className="sf-checkout-progress__number" aria-hidden="true">
            {index + 1}
          </span>
          {LABELS[step]}
        </li>
      ))}
    </ol>
  );
}
