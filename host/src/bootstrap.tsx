import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, readPageData, startApp, type PageData } from '@storefront/shared';
import { AppTree } from './app/app-tree';
import { AppRoutes } from './app/router';
import { loadRemoteFor, startRemotePrefetching } from './features/remotes/api/prefetch-remotes';
import './app/styles.css';

const container = document.getElementById('root')!;
const pageData = readPageData();

void startApp({ store: pageData?.store });
// The remote (and page) the browser opened on starts loading before React
// renders the shell, rather than when its route first renders. Started earlier
// still, beside the shell's own chunks, it competed with them for the CPU:
// home LCP 2,304 ms against 1,804 ms (bench medians at 4× slowdown).
const remoteLoaded = loadRemoteFor(location.pathname);
startRemotePrefetching();

function app(data: PageData | null) {
  return (
    <AppTree pageData={data}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppTree>
  );
}

if (pageData) {
  // The server drew this page: once the remote's code is in, React takes over
  // the HTML it drew. As a transition, hydration yields to the browser every
  // few milliseconds instead of blocking it until the whole page is done.
  void remoteLoaded.then(() => startTransition(() => void hydrateRoot(container, app(pageData))));
} else {
  createRoot(container).render(app(null));
}
