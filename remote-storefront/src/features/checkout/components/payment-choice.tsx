import { useId } from 'react';
import { PAYMENT_LABELS } from '../../../lib/payment';
import type { PaymentChoice } from '../hooks/use-payment-choice';

interface OptionProps {
  label: string;
  hint: string;
  checked: boolean;
  onChoose: () => void;
}

// Named by its label alone; the hint is its description, read after it.
function PaymentOption({ label, hint, checked, onChoose }: OptionProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label className="sf-choice">
      <input
        type="radio"
        name="paymentMethod"
        checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={onChoose}
      />
      <span>
        <strong id={labelId}>{label}</strong>
        <span id={hintId}>{hint}</span>
      </span>
    </label>
  );
}

/**
 * Paying in person or by card, where the store takes cards. A refusal from
 * the API (Stripe's page could not open) shows here, with in person a click away.
 */
export function PaymentChoiceFields({ payment }: { payment: PaymentChoice }) {
  const errorId = useId();
  const { inPerson, refusal } = payment;
  return (
    <fieldset className="sf-choices" aria-describedby={refusal ? errorId : undefined}>
      <legend>How would you like to pay?</legend>
      <PaymentOption
        label={PAYMENT_LABELS[inPerson]}
        hint={
          inPerson === 'cash_on_delivery'
            ? 'Pay in cash when your order arrives.'
            : 'Pay when you collect your order.'
        }
        checked={!payment.byCard}
        onChoose={() => payment.choose(false)}
      />
      <PaymentOption
        label={PAYMENT_LABELS.card}
        hint="Pay now on Stripe's secure page; the money is taken when your order is complete."
        checked={payment.byCard}
        onChoose={() => payment.choose(true)}
      />
      {refusal && (
        <p id={errorId} className="sf-form__error" role="alert">
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
