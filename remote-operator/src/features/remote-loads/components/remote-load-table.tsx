import type { RemoteLoadFigure } from '@storefront/shared/contracts';
import { loadTimeText, versionText } from '../lib/remote-load-words';
import { formatDayAndTime } from '@storefront/ui';

/**
 * One row per version of each remote, the most loaded first; on a narrow
 * screen each row becomes a card (stacked-table.css).
 */
export function RemoteLoadTable({ figures }: { figures: RemoteLoadFigure[] }) {
  return (
    <table className="db-table db-stacked-table">
      <caption className="db-visually-hidden">
        Loads of each remote version, the most loaded first
      </caption>
      <thead>
        <tr>
          <th scope="col">Remote</th>
          <th scope="col">Version</th>
          <th scope="col" className="db-table__number">
            Loads
          </th>
          <th scope="col" className="db-table__number">
            Failures
          </th>
          <th scope="col" className="db-table__number">
            p75 load time
          </th>
          <th scope="col">Last load</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((figure) => (
          <tr key={`${figure.remote}@${figure.version}`}>
            <th scope="row" data-label="Remote">
              {figure.remote}
            </th>
            <td data-label="Version">{versionText(figure.version)}</td>
            <td data-label="Loads" className="db-table__number">
              {figure.loads}
            </td>
            <td data-label="Failures" className="db-table__number">
              {figure.failures}
            </td>
            <td data-label="p75 load time" className="db-table__number">
              {loadTimeText(figure.p75Ms)}
            </td>
            <td data-label="Last load">
              <time dateTime={figure.lastAt}>{formatDayAndTime(figure.lastAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
