import { useState } from 'react';
import type { ChangeSubstitutionsRequest, Order } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { changeSubstitutions } from '../api/change-substitutions';

/**
 * Saves one change of the order's substitution choices as soon as it is
 * made; the answer (the order) replaces the one on screen.
 */
export function useChangeSubstitutions(
  order: Order,
  onChanged: (order: Order) => void,
  /** Picking started meanwhile (409): show the order afresh, choices locked. */
  onStale: () => void,
) {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(
    (change: ChangeSubstitutionsRequest) => changeSubstitutions(order.id, change),
    {
      busy: () => ({ title: 'Saving your choice', subtitle: order.number }),
      success: () => 'Your choice is saved',
      glance: true,
    },
  );

  async function change(request: ChangeSubstitutionsRequest) {
    setError(null);
    const outcome = await mutate(request);
    if (!outcome.ok) {
      setError(outcome.failure.message);
      if (outcome.failure.status === 409) onStale();
      return;
    }
    onChanged(outcome.result);
  }

  return { change, saving: running, error };
}
