import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, prepareMoneyFormat, type PageData } from '@storefront/shared';
import { AppTree } from './app-tree';
import { nextTask } from './next-task';
import { AppRoutes } from './router';
import './styles.css';

function app(pageData: PageData | null) {
  return (
    <AppTree pageData={pageData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppTree>
  );
}

/**
 * Draws the shell into #root, or, on a page the server drew, takes over the
 * HTML it drew once the remote's code is in. As a transition, hydration yields
 * to the browser every few milliseconds instead of blocking it to the end; the
 * prices' formatter is made first, in a task of its own, as no slice of
 * hydration can be cut short while ICU starts.
 */
export async function renderApp(
  pageData: PageData | null,
  remoteLoaded: Promise<void>,
): Promise<void> {
  const container = document.getElementById('root')!;
  if (!pageData) {
    createRoot(container).render(app(null));
    return;
  }
  await nextTask();
  prepareMoneyFormat(pageData.store?.currency ?? 'GBP');
  await Promise.all([remoteLoaded, nextTask()]);
  startTransition(() => void hydrateRoot(container, app(pageData)));
}
