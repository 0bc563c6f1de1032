import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface CheckoutStepProps {
  title: string;
  /** Move focus to the heading: the customer just arrived from another step. */
  focus: boolean;
  children: ReactNode;
}

/** One checkout step; a screen reader hears its name as soon as it appears. */
export function CheckoutStep({ title, focus, children }: CheckoutStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <section className="sf-card sf-checkout-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
