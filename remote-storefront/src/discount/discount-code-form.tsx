import type { FormEvent } from 'react';
import { useHydrated } from '@storefront/shared';
import { FormField } from '@storefront/ui';
import type { DiscountCode } from './use-discount-code';
import './discount-code.css';

export interface DiscountCodeFormProps {
  discount: DiscountCode;
}

/**
 * The discount code on the cart page and at checkout's review: a field to
 * apply one, or the one applied (or why it takes nothing off now) with a way
 * to remove it. What it takes off shows in the totals beside it.
 */
export function DiscountCodeForm({ discount }: DiscountCodeFormProps) {
  // Drawn on the server, the controls wait for the script that runs them.
  const ready = useHydrated();
  const { applied } = discount;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    discount.apply();
  }

  if (applied) {
    return (
      <div className="sf-discount">
        {/* Said in words when a change to the cart stops the code applying: it never drops silently. */}
        <p
          className={applied.notApplying ? 'sf-discount__problem' : 'sf-discount__applied'}
          role="status"
        >
          {applied.notApplying ? (
            <>
              <strong>{applied.code}</strong> takes nothing off now. {applied.notApplying}
            </>
          ) : (
            <>
              <strong>{applied.code}</strong> applied: {applied.description}
            </>
          )}
        </p>
        {/* Once the cart says why the code takes nothing off, that says it. */}
        {discount.error && !applied.notApplying && (
          <p className="sf-discount__problem" role="alert">
            {discount.error}
          </p>
        )}
        <button
          type="button"
          className="sf-link-button"
          disabled={!ready || discount.busy}
          onClick={discount.remove}
        >
          Remove<span className="sf-visually-hidden"> discount code {applied.code}</span>
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
      />
      <button
        type="submit"
        className="sf-button sf-button--outline"
        disabled={!ready || discount.busy}
      >
        Apply
      </button>
    </form>
  );
}
