import { useState } from 'react';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { useMutation } from '@storefront/ui';
import { setDiscountCodePaused } from '../api/set-discount-code-paused';

/** Pauses a live code or resumes a paused one, handing the code as it now is to `onChanged`. */
export function usePauseDiscountCode(
  code: OperatorDiscountCode,
  onChanged: (code: OperatorDiscountCode) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(
    (paused: boolean) => setDiscountCodePaused(code.id, paused),
    {
      busy: (paused) => ({
        title: paused ? 'Pausing the code' : 'Resuming the code',
        subtitle: code.code,
      }),
      success: (_, paused) => `${code.code} ${paused ? 'paused' : 'resumed'}`,
    },
  );

  async function toggle() {
    setError(null);
    const outcome = await mutate(!code.paused);
    if (outcome.ok) onChanged(outcome.result);
    else setError(outcome.failure.message);
  }

  return { toggle, error, saving: running };
}
