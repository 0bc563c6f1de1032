import type { ReactNode } from 'react';
import './components.css';

/** The frame every dashboard page shares: its heading, then its content. */
export function DashboardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="db-page__title">{title}</h1>
      {children}
    </>
  );
}

/** What stands in for an empty list: a sentence and a way on. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="db-empty">{children}</div>;
}
