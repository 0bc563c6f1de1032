import { useEffect, useState } from 'react';
import type { Suggestion } from '@storefront/shared/contracts';
import { searchTextProblem } from '@storefront/shared/constants';
import { getSuggestions } from '../api/get-suggestions';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_AFTER_MS = 250;
// One letter matches most of the shop: suggestions start at the second.
const SUGGEST_FROM_LENGTH = 2;
// One array for "none", so the box can tell a new answer from the same nothing.
const NONE: Suggestion[] = [];

/**
 * Suggestions for what is typed, asked once typing pauses. A newer text
 * cancels the older request, so a slow answer never replaces a fresher one.
 * The last answer stays on show until the next arrives, so the list does not
 * flicker with every key.
 */
export function useSuggestions(text: string): Suggestion[] {
  const [items, setItems] = useState(NONE);
  const q = text.trim();
  const askable = q.length >= SUGGEST_FROM_LENGTH && searchTextProblem(q) === null;

  useEffect(() => {
    if (!askable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(q, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setItems(found);
        },
        () => {
          // Suggestions only help: without them the box is still a plain search.
        },
      );
    }, SUGGEST_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, askable]);

  return askable ? items : NONE;
}
