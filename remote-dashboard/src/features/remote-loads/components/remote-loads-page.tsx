import { useApi } from '@storefront/shared';
import { DashboardPage, EmptyState } from '../../../components/dashboard-page';
import { LoadError, LoadingNote } from '../../../components/load-state';
import { getRemoteLoads, remoteLoadsUrl } from '../api/get-remote-loads';
import { useLoadWindow } from '../hooks/use-load-window';
import { LOAD_WINDOW_SPANS } from '../lib/load-windows';
import { LoadWindowFilter } from './load-window-filter';
import { RemoteLoadTable } from './remote-load-table';
import '../../../components/operator.css';
import '../../../components/stacked-table.css';
import './remote-loads.css';

/**
 * /dashboard/operator/remote-loads: how each version of the page's remotes
 * has been loading on shoppers' pages, as the host measured it. A version
 * that fails often or loads slowly is the one to roll back.
 */
export function RemoteLoadsPage() {
  const { loadWindow, hours, setLoadWindow } = useLoadWindow();
  const figures = useApi(`operator-remote-loads:${remoteLoadsUrl(hours)}`, (signal) =>
    getRemoteLoads(hours, signal),
  );

  let content;
  if (figures.failure) {
    content = (
      <LoadError what="the load figures" failure={figures.failure} onRetry={figures.retry} />
    );
  } else if (!figures.data) {
    content = <LoadingNote>Loading the load figures</LoadingNote>;
  } else if (figures.data.remotes.length === 0) {
    content = (
      <EmptyState>
        <p>No loads recorded in {LOAD_WINDOW_SPANS[loadWindow]}.</p>
      </EmptyState>
    );
  } else {
    const { remotes } = figures.data;
    const loads = remotes.reduce((sum, figure) => sum + figure.loads, 0);
    const failures = remotes.reduce((sum, figure) => sum + figure.failures, 0);
    content = (
      <>
        <p className="db-op-muted" role="status">
          {loads} {loads === 1 ? 'load' : 'loads'}, {failures} failed
        </p>
        <RemoteLoadTable figures={remotes} />
      </>
    );
  }

  return (
    <DashboardPage title="Remote loads">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-rl-lead">
          How long each part of the shop took to arrive on shoppers&apos; pages, and how often it
          failed, per version. The p75 time is over successful loads.
        </p>
        <LoadWindowFilter value={loadWindow} onChange={setLoadWindow} />
      </div>
      {content}
    </DashboardPage>
  );
}
