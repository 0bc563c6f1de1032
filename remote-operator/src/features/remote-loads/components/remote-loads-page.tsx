import { Link, useApi } from '@storefront/shared';
import { getRemoteLoads, remoteLoadsUrl } from '../api/get-remote-loads';
import { useLoadWindow } from '../hooks/use-load-window';
import { LOAD_WINDOW_SPANS } from '../lib/load-windows';
import { LoadWindowFilter } from './load-window-filter';
import { RemoteLoadTable } from './remote-load-table';
import '../../../components/operator.css';
import '@storefront/ui/styles/stacked-table.css';
import './remote-loads.css';
import { REMOTE_LOADS_PATH } from '../../../lib/urls/back-office';
import { DashboardPage, EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

/**
 * /operator/remote-loads: how each version of the page's remotes
 * has been loading on shoppers' pages, as the host measured it. A version
 * that fails often or loads slowly is the one to roll back.
 */
export function RemoteLoadsPage() {
  const { loadWindow, hours, page, searchFor, setLoadWindow } = useLoadWindow();
  const figures = useApi(`operator-remote-loads:${remoteLoadsUrl(hours, page)}`, (signal) =>
    getRemoteLoads(hours, page, signal),
  );

  let content;
  if (figures.failure) {
    content = (
      <LoadError what="the load figures" failure={figures.failure} onRetry={figures.retry} />
    );
  } else if (!figures.data) {
    content = <LoadingNote>Loading the load figures</LoadingNote>;
  } else if (figures.data.items.length === 0) {
    content = (
      <EmptyState>
        {figures.data.total > 0 ? (
          <>
            <p>There is nothing on this page.</p>
            <Link to={REMOTE_LOADS_PATH + searchFor(1)}>Back to the first page</Link>
          </>
        ) : (
          <p>No loads recorded in {LOAD_WINDOW_SPANS[loadWindow]}.</p>
        )}
      </EmptyState>
    );
  } else {
    const { items, loads, failures, total, pageSize } = figures.data;
    content = (
      <>
        <p className="db-op-muted" role="status">
          {loads} {loads === 1 ? 'load' : 'loads'}, {failures} failed, of {total}{' '}
          {total === 1 ? 'version' : 'versions'}
        </p>
        <RemoteLoadTable figures={items} />
        <Pager
          label="Pages of remote versions"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(target) => REMOTE_LOADS_PATH + searchFor(target)}
        />
      </>
    );
  }

  return (
    <DashboardPage title="Remote loads">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-rl-lead">
          How long each part of the shop took to arrive on shoppers&apos; pages, and how often it
          failed, per version, the most loaded first. Three in four successful loads took at most
          the p75 time. Versions that were never released are counted together as other.
        </p>
        <LoadWindowFilter value={loadWindow} onChange={setLoadWindow} />
      </div>
      {content}
    </DashboardPage>
  );
}
