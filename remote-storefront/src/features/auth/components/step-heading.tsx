import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A heading that takes the focus when it appears, so a screen reader announces
 * the new step and the keyboard starts from it.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
