import { FormAlert } from '@storefront/ui';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { usePauseDiscountCode } from '../hooks/use-pause-discount-code';
import { DISCOUNT_STATUS_LABELS, isFinished, type DiscountStatus } from '../lib/discount-status';

export interface PauseControlProps {
  code: OperatorDiscountCode;
  status: DiscountStatus;
  onChanged: (code: OperatorDiscountCode) => void;
}

/** Pause or Resume, with what it means for customers; nothing to do once the code is done. */
export function PauseControl({ code, status, onChanged }: PauseControlProps) {
  const pause = usePauseDiscountCode(code, onChanged);
  if (isFinished(status)) {
    return (
      <p className="db-op-muted">
        {DISCOUNT_STATUS_LABELS[status]}: customers can no longer use this code.
      </p>
    );
  }
  return (
    <div className="db-dc-pause">
      <p className="db-op-muted">
        {code.paused
          ? 'Paused: customers cannot use it until it is resumed.'
          : 'Pausing stops customers using it at once; orders already placed keep their discount.'}
      </p>
      <button
        type="button"
        className={code.paused ? 'db-action' : 'db-action db-op-quiet'}
        disabled={pause.saving}
        onClick={() => void pause.toggle()}
      >
        {code.paused ? 'Resume' : 'Pause'}
      </button>
      <FormAlert>{pause.error}</FormAlert>
    </div>
  );
}
