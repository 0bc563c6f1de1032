import type { ReactNode } from 'react';

/** A form's or an action's failure, read out as it appears; nothing while there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="db-alert" role="alert">
      {children}
    </p>
  );
}
