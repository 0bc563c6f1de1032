import type { ReactNode } from 'react';
import './status-badge.css';

/**
 * How a status reads at a glance: done well, gone wrong, waiting its turn,
 * under way, or nothing to say. Its words always say it too: the colour is
 * never the only clue.
 */
export type StatusTone = 'good' | 'bad' | 'waiting' | 'progress' | 'neutral';

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
  /** A page's own placing of the pill (a margin, no wrapping). */
  className?: string;
}

/** A status as a pill: an order's, a document's review, an import row's, a code's. */
export function StatusBadge({ tone, children, className }: StatusBadgeProps) {
  const classes = `db-badge db-badge--${tone}`;
  return <span className={className ? `${classes} ${className}` : classes}>{children}</span>;
}
