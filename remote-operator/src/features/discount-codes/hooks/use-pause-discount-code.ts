import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/contracts';
import { setDiscountCodePaused } from '../api/set-discount-code-paused';
import { saveWithLoader } from '@storefront/ui';

/** Pauses a live code or resumes a paused one, handing the code as it now is to `onChanged`. */
export function usePauseDiscountCode(
  code: OperatorDiscountCode,
  onChanged: (code: OperatorDiscountCode) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function toggle() {
    const paused = !code.paused;
    setError(null);
    setSaving(true);
    const outcome = await saveWithLoader(
      { title: paused ? 'Pausing the code' : 'Resuming the code', subtitle: code.code },
      () => setDiscountCodePaused(code.id, paused),
    );
    setSaving(false);
    if (!outcome.ok) {
      setError(outcome.failure.message);
      return;
    }
    loaderService.success(`${code.code} ${paused ? 'paused' : 'resumed'}`, MESSAGE_DISPLAY_MS);
    onChanged(outcome.result);
  }

  return { toggle, error, saving };
}
