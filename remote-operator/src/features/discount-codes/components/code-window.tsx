import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { formatDayAndTime } from '@storefront/ui';

/** When the code can be used: its start, and its end or 'No end'. */
export function CodeWindow({ code }: { code: OperatorDiscountCode }) {
  return (
    <>
      <span className="db-op-block">
        From <time dateTime={code.startsAt}>{formatDayAndTime(code.startsAt)}</time>
      </span>
      <span className="db-op-block db-op-muted">
        {code.endsAt ? (
          <>
            Until <time dateTime={code.endsAt}>{formatDayAndTime(code.endsAt)}</time>
          </>
        ) : (
          'No end'
        )}
      </span>
    </>
  );
}
