import { useState } from 'react';
import { useApi } from '@storefront/shared';
import type { FinishBatchResult } from '@storefront/shared/operator-contracts';
import { DashboardPage, LoadError, LoadingNote } from '@storefront/ui';
import { getPickingOverview } from '../api/picking-api';
import { BatchWalk } from './batch-walk';
import { FinishedBatch } from './finished-batch';
import { StartScreen } from './start-screen';
import '../../../components/operator.css';
import './picking.css';

/**
 * /operator/picking: the picker's open batch when there is one, else what
 * there is to claim; after a finish, what each order came to.
 */
export function PickingPage() {
  const [claimed, setClaimed] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishBatchResult | null>(null);
  // A new round after each finish, so the start screen reads what waits afresh.
  const [round, setRound] = useState(0);
  const busy = claimed !== null || finished !== null;
  const overview = useApi(busy ? null : `operator-picking:${round}`, getPickingOverview);
  const batchId = claimed ?? (busy ? null : overview.data?.openBatchId);

  let content;
  if (finished) {
    content = (
      <FinishedBatch
        result={finished}
        onPickMore={() => {
          setFinished(null);
          setRound((count) => count + 1);
        }}
      />
    );
  } else if (batchId) {
    content = (
      <BatchWalk
        batchId={batchId}
        onFinished={(result) => {
          setClaimed(null);
          setFinished(result);
        }}
      />
    );
  } else if (overview.failure) {
    content = (
      <LoadError what="what there is to pick" failure={overview.failure} onRetry={overview.retry} />
    );
  } else if (!overview.data) {
    content = <LoadingNote>Loading what there is to pick</LoadingNote>;
  } else {
    content = <StartScreen overview={overview.data} onClaimed={setClaimed} />;
  }

  return (
    <DashboardPage title="Picking">
      <div className="db-pick">{content}</div>
    </DashboardPage>
  );
}
