import type { RemoteLoadFigure } from '@storefront/shared/operator-contracts';
import { formatDayAndTime, type Column } from '@storefront/ui';
import { loadTimeText, versionText } from '../lib/remote-load-words';

/** One row per version of each remote, the most loaded first. */
export const REMOTE_LOAD_COLUMNS: readonly Column<RemoteLoadFigure>[] = [
  { header: 'Remote', cell: (figure) => figure.remote },
  { header: 'Version', cell: (figure) => versionText(figure.version) },
  { header: 'Loads', cell: (figure) => figure.loads, numeric: true },
  { header: 'Failures', cell: (figure) => figure.failures, numeric: true },
  { header: 'p75 load time', cell: (figure) => loadTimeText(figure.p75Ms), numeric: true },
  {
    header: 'Last load',
    cell: ({ lastAt }) => <time dateTime={lastAt}>{formatDayAndTime(lastAt)}</time>,
  },
];
