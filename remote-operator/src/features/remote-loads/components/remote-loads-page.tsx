import { Link, useApi } from '@storefront/shared';
import { getRemoteLoads, remoteLoadsUrl } from '../api/get-remote-loads';
import { useLoadWindow } from '../hooks/use-load-window';
import { LOAD_WINDOW_SPANS } from '../lib/load-windows';
import { LoadWindowFilter } from './load-window-filter';
import { REMOTE_LOAD_COLUMNS } from './remote-load-table';
import '../../../components/operator.css';
import './remote-loads.css';
import { REMOTE_LOADS_PATH } from '../../../lib/urls/back-office';
import { DashboardPage, DataTable, EmptyState, ListPager } from '@storefront/ui';

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

  const total = figures.data?.total ?? 0;
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
      {figures.data?.items.length ? (
        <p className="db-op-muted" role="status">
          {figures.data.loads} {figures.data.loads === 1 ? 'load' : 'loads'},{' '}
          {figures.data.failures} failed, of {total} {total === 1 ? 'version' : 'versions'}
        </p>
      ) : null}
      <DataTable
        caption="Loads of each remote version, the most loaded first"
        columns={REMOTE_LOAD_COLUMNS}
        rows={figures.data?.items}
        rowKey={(figure) => `${figure.remote}@${figure.version}`}
        what="the load figures"
        failure={figures.failure}
        onRetry={figures.retry}
        empty={
          <EmptyState>
            {total > 0 ? (
              <>
                <p>There is nothing on this page.</p>
                <Link to={REMOTE_LOADS_PATH + searchFor(1)}>Back to the first page</Link>
              </>
            ) : (
              <p>No loads recorded in {LOAD_WINDOW_SPANS[loadWindow]}.</p>
            )}
          </EmptyState>
        }
        footer={
          <ListPager
            label="Pages of remote versions"
            page={page}
            list={figures.data}
            hrefFor={(target) => REMOTE_LOADS_PATH + searchFor(target)}
          />
        }
      />
    </DashboardPage>
  );
}
