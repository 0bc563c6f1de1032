import type { ReactNode } from 'react';
import './status-badge.css';

/** How a status reads at a glance. Its words always say it too: the colour is never the only clue. */
export type StatusTone = 'good' | 'bad' | 'waiting' | 'neutral';

/** A status as a pill: a document's review, a message's sending, a ledger entry's kind. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`db-badge db-badge--${tone}`}>{children}</span>;
}
