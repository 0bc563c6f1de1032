import { StrictMode, type ReactNode } from 'react';
import { PageDataProvider, type PageData } from '@storefront/shared';

export interface AppTreeProps {
  /** The data a server-rendered page was drawn with; null for a page drawn in the browser. */
  pageData: PageData | null;
  /** The router, with the host's routes inside. */
  children: ReactNode;
}

/** What wraps the host's routes, the same on the server and in the browser so hydration matches. */
export function AppTree({ pageData, children }: AppTreeProps) {
  return (
    <StrictMode>
      <PageDataProvider data={pageData}>{children}</PageDataProvider>
    </StrictMode>
  );
}
