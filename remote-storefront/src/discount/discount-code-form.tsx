import type { FormEvent } from 'react';
import { useHydrated } from '@storefront/shared';
import { FormField } from '../components/form-field';
import type { DiscountCode } from './use-discount-code';
import './discount-code.css';

export interface DiscountCodeFormProps {
  discount: DiscountCode;
}

/**
 * The discount code on the cart page and at checkout's review: a field to
 * apply one, or the one applied with a way to remove it. What it takes off
 * shows in the totals beside it.
 */
export function DiscountCodeForm({ discount }: DiscountCodeFormProps) {
  // Drawn on the server, the controls wait for the script that runs them.
  const ready = useHydrated();
  const { code } = discount;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void discount.apply();
  }

  if (code) {
    return (
      <div className="sf-discount">
        <p className="sf-discount__applied" role="status">
          {discount.quote && (
            <>
              <strong>{code}</strong> applied: {discount.quote.description}
            </>
          )}
          {discount.pricing && `Checking ${code}…`}
        </p>
        {discount.failure && (
          <p className="sf-discount__problem">
            We couldn&apos;t check {code}. {discount.failure.message}{' '}
            <button type="button" className="sf-link-button" onClick={discount.retry}>
              Try again
            </button>
          </p>
        )}
        <button type="button" className="sf-link-button" onClick={discount.remove}>
          Remove<span className="sf-visually-hidden"> discount code {code}</span>
        </button>
      </div>
    );
  }

  return (
    <form className="sf-discount sf-discount--form" noValidate onSubmit={onSubmit}>
      <FormField
        name="discountCode"
        label="Discount code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={!ready}
        value={discount.typed}
        onChange={(event) => discount.setTyped(event.target.value)}
        error={discount.error ?? undefined}
        announceError
      />
      <button
        type="submit"
        className="sf-button sf-button--outline"
        disabled={!ready || discount.applying}
      >
        Apply
      </button>
    </form>
  );
}
