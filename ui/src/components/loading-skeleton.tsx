import './components.css';

// Kept apart from load-state.tsx, which is in the dashboard's entry (the
// operator gate draws its states): only pages draw a skeleton, so it travels
// in their chunks, not in the entry's budgeted bytes.

export interface LoadingSkeletonProps {
  /** What screen readers hear once, e.g. 'Loading your orders'. */
  label: string;
  /** The grey blocks in the shape of what is coming, each by its class, e.g. 'db-skeleton--row'. */
  blocks: readonly string[];
  className?: string;
}

/** A shimmering outline of the content while the API answers. */
export function LoadingSkeleton({ label, blocks, className }: LoadingSkeletonProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="db-visually-hidden" role="status">
        {label}
      </p>
      {blocks.map((block, index) => (
        <div key={index} className={`db-skeleton ${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
