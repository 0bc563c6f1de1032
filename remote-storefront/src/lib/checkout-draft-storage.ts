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
