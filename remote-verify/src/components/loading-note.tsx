export interface LoadingNoteProps {
  children: string;
}

/** A quiet placeholder while the API answers; screen readers hear it once. */
export function LoadingNote({ children }: LoadingNoteProps) {
  return (
    <p className="vf-loading" role="status">
      {children}
    </p>
  );
}
