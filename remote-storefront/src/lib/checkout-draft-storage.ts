import type { CheckoutDraft } from '@storefront/shared/contracts';

// sessionStorage: a reload keeps the choices, a new tab or visit starts afresh.
const DRAFT_KEY = 'sf-checkout-draft';

/** The draft as kept, unchecked: checkout checks it with the draft's schema before using it. */
export function readStoredDraft(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function storeDraft(draft: CheckoutDraft): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearStoredDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}

// The cart page reads and writes the code without the draft's schema: that
// would bring the contracts (zod) to a page that has no other use for them
// (docs/performance.md). Checkout checks the whole draft when it reads it.
function isDraftOf(stored: unknown, userId: string): stored is CheckoutDraft {
  return typeof stored === 'object' && stored !== null && 'userId' in stored
    ? stored.userId === userId
    : false;
}

/** The discount code kept in this customer's draft, if any. */
export function storedDiscountCode(userId: string): string | null {
  const stored = readStoredDraft();
  if (!isDraftOf(stored, userId)) return null;
  return typeof stored.discountCode === 'string' ? stored.discountCode : null;
}

/** Keeps the code in this customer's draft, starting one when they have none yet. */
export function storeDiscountCode(userId: string, discountCode: string | null): void {
  const stored = readStoredDraft();
  // A draft begun outside checkout starts at the first step; checkout moves it
  // on to its own first step when it reads it.
  const draft: CheckoutDraft = isDraftOf(stored, userId)
    ? stored
    : { userId, step: 'delivery', deliveryOption: 'delivery', address: null };
  storeDraft({ ...draft, discountCode });
}
