import { useEffect, useEffectEvent, useState } from 'react';
import { describeApiError, type ApiFailure } from '@storefront/shared';
import type { CartLine, DISCOUNT_CODE_REFUSED, DiscountQuote } from '@storefront/shared/contracts';
import { getDiscountQuote } from './get-discount-quote';

// Written out, checked against the contract's type: importing the value would
// bring the contracts (zod) to the cart page (docs/performance.md).
const REFUSED: typeof DISCOUNT_CODE_REFUSED = 'DISCOUNT_CODE_REFUSED';

/**
 * The API said no to the code itself: it does not apply (409), or is not a
 * code at all (400 on the field). Its message is for the customer.
 */
export function refusesCode(failure: ApiFailure | null): failure is ApiFailure {
  return (
    failure !== null &&
    (failure.code === REFUSED || failure.field === 'code' || failure.field === 'discountCode')
  );
}

/** What a quote was priced for: the code, and the cart's lines as they were then. */
const pricingKey = (code: string, lines: CartLine[]) =>
  [code, ...lines.map((line) => `${line.productId}x${line.quantity}@${line.priceMinor}`)].join(' ');

interface Priced {
  key: string;
  quote?: DiscountQuote;
  failure?: ApiFailure;
}

export interface DiscountCodeOptions {
  /** The code applied, as the page keeps it (in the checkout draft); null when none. */
  code: string | null;
  lines: CartLine[];
  /** A code that applies is kept; null when it is removed or stops applying. */
  onChange: (code: string | null) => void;
}

/**
 * A discount code on the customer's cart: applying one, pricing it again
 * whenever the lines change, and dropping it, with the API's reason said at
 * the field, once it no longer applies. The API prices it: the cart knows
 * nothing of what a code applies to.
 */
export function useDiscountCode({ code, lines, onChange }: DiscountCodeOptions) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [priced, setPriced] = useState<Priced | null>(null);
  const key = code && lines.length > 0 ? pricingKey(code, lines) : null;
  const current = priced && priced.key === key ? priced : null;
  const needsPricing = key !== null && current === null;

  // The code goes back in the field, so the customer sees which one the reason is about.
  function drop(dropped: string, reason: string) {
    setError(reason);
    setTyped(dropped);
    setPriced(null);
    onChange(null);
  }
  const dropWhenPriced = useEffectEvent(drop);

  useEffect(() => {
    if (!needsPricing || !code || !key) return;
    const controller = new AbortController();
    getDiscountQuote(code, controller.signal).then(
      (quote) => {
        if (!controller.signal.aborted) setPriced({ key, quote });
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        const failure = describeApiError(reason);
        if (refusesCode(failure)) dropWhenPriced(code, failure.message);
        else setPriced({ key, failure });
      },
    );
    return () => controller.abort();
  }, [code, key, needsPricing]);

  async function apply() {
    // The API checks the rest with the contract's schema and answers in its words (400 on the
    // field): checking here would bring the contracts (zod) to the cart page.
    const candidate = typed.trim().toUpperCase();
    if (!candidate) return setError('Enter a discount code');
    setError(null);
    setApplying(true);
    try {
      const quote = await getDiscountQuote(candidate);
      setPriced({ key: pricingKey(quote.code, lines), quote });
      setTyped('');
      onChange(quote.code);
    } catch (reason) {
      setError(describeApiError(reason).message);
    } finally {
      setApplying(false);
    }
  }

  return {
    code,
    /** What the code takes off the cart as it is now; null until priced, or without a code. */
    quote: current?.quote ?? null,
    pricing: needsPricing,
    /** Why the code could not be priced just now (not a refusal): it stays applied. */
    failure: current?.failure ?? null,
    retry: () => setPriced(null),
    typed,
    setTyped: (text: string) => {
      setTyped(text);
      setError(null);
    },
    /** Why the code typed (or the one just dropped) does not apply. */
    error,
    applying,
    apply,
    remove: () => {
      setPriced(null);
      setError(null);
      onChange(null);
    },
    /** Placing the order refused the code: drop it and say why at the field. */
    refuse: (reason: string) => {
      if (code) drop(code, reason);
    },
  };
}

export type DiscountCode = ReturnType<typeof useDiscountCode>;
