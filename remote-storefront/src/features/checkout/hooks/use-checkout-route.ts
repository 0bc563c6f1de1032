import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@storefront/shared';
import type { CheckoutStep } from '@storefront/shared/contracts';
import { checkoutPath, stepBefore, stepOfPath, stepToShow } from './checkout-steps';
import type { CheckoutDraft } from './use-checkout-draft';

/** What a step's history entry remembers: the step the customer came from by Continue. */
interface StepState {
  checkoutFrom?: CheckoutStep;
}

/**
 * Which step is on screen, from the URL (/checkout/<step>), and moving between
 * steps. Continue pushes the next step, so the browser's Back and Forward walk
 * the steps; the step's own Back goes back in history when the entry before it
 * is that step, so the two never disagree.
 */
export function useCheckoutRoute(draft: CheckoutDraft, steps: CheckoutStep[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const requested = stepOfPath(useParams()['*']);
  const shown = stepToShow(requested, draft, steps);
  const cameFrom = (location.state as StepState | null)?.checkoutFrom;

  // Focus follows the customer from step to step, but not on first arrival.
  const [arrivedAt] = useState(shown);
  const [moved, setMoved] = useState(false);
  if (!moved && shown !== arrivedAt) setMoved(true);

  // An automatic move (the default address picked by itself) replaces its entry
  // and keeps what that entry remembered.
  const entryState = useRef(location.state);
  useEffect(() => {
    entryState.current = location.state;
  }, [location.state]);

  const forward = useCallback(
    (from: CheckoutStep, next: CheckoutStep, replace = false) => {
      const state: StepState = replace
        ? ((entryState.current as StepState | null) ?? {})
        : { checkoutFrom: from };
      navigate(checkoutPath(next), { replace, state });
    },
    [navigate],
  );

  const previous = stepBefore(shown, steps);
  const back = previous
    ? () => {
        if (cameFrom === previous) navigate(-1);
        else navigate(checkoutPath(previous));
      }
    : undefined;

  return {
    shown,
    /** The URL names another step than the one to show: replace it. */
    redirect: requested === shown ? null : checkoutPath(shown),
    moved,
    forward,
    back,
  };
}
