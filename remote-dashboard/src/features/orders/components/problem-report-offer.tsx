import { useState } from 'react';
import type { Order } from '@storefront/shared/contracts';
import { REPORT_THANKS } from '../hooks/use-problem-report-form';
import { reportableLines, reportWindowEnd } from '../lib/problem-reports';
import { ProblemReportForm } from './problem-report-form';
import { formatDayAndTime } from '@storefront/ui';

export interface ProblemReportOfferProps {
  order: Order;
  onChanged: (order: Order) => void;
}

/**
 * "Report a problem" while the order's window is open and something is left
 * to report; it opens the form in place, which on a phone reads better than a
 * dialog. A sent report closes the form and the answered order is shown.
 */
export function ProblemReportOffer({ order, onChanged }: ProblemReportOfferProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  // Read once: a window that closes while the page is open is the API's to refuse.
  const [now] = useState(Date.now);
  const lines = reportableLines(order);
  const until = lines.length > 0 ? reportWindowEnd(order, now) : null;

  return (
    <>
      {sent && (
        <p className="db-notice db-notice--success" role="status">
          {REPORT_THANKS}
        </p>
      )}
      {until && (
        <div className="db-problem-offer">
          <p>
            You can report a missing or damaged item until{' '}
            <time dateTime={until}>{formatDayAndTime(until)}</time>.
          </p>
          {!open && (
            <button
              type="button"
              className="db-action db-action--quiet"
              onClick={() => {
                setSent(false);
                setOpen(true);
              }}
            >
              Report a problem
            </button>
          )}
        </div>
      )}
      {until && open && (
        <ProblemReportForm
          order={order}
          lines={lines}
          onClose={() => setOpen(false)}
          onSent={(updated) => {
            setOpen(false);
            setSent(true);
            onChanged(updated);
          }}
        />
      )}
    </>
  );
}
