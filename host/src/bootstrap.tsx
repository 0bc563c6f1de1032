import { nextTask } from './app/next-task';

// Each part of the start is a task of its own: React DOM, then the shared
// package (the router inside it), then the session and the remote, then the shell.
async function start() {
  await import('react-dom');
  await nextTask();
  const [shared, intent, loader, cart, { remoteForPath }, { loadShell }] = await Promise.all([
    import('@storefront/shared'),
    import(/* webpackChunkName: "start-remotes" */ './features/remotes/api/intent-listeners'),
    import(/* webpackChunkName: "start-remotes" */ './features/remotes/api/remote-loader'),
    import(/* webpackChunkName: "start-remotes" */ './features/remotes/api/storefront-cart'),
    import(/* webpackChunkName: "start-remotes" */ './app/routes'),
    import(/* webpackChunkName: "start-remotes" */ './app/load-shell'),
  ]);
  await nextTask();
  const pageData = shared.readPageData();
  void shared.startApp({ store: pageData?.store, drawnWithSession: pageData?.drawnWithSession });
  // The apps reach what another remote exposes through the host's loader.
  shared.provideExposedModules(loader.loadExposed);
  // The remote (and page) the browser opened on starts loading before React
  // renders the shell, rather than when its route first renders. Started earlier
  // still, beside the shell's own chunks, it competed with them for the CPU and
  // home's LCP came later (docs/performance.md).
  const remoteLoaded = intent.loadPage(remoteForPath, location.pathname);
  intent.listenForIntent(remoteForPath);
  intent.prefetchLinkedRemotesWhenIdle(remoteForPath);
  intent.prefetchInViewWhenLoaded(remoteForPath);
  cart.startStorefrontCartWhenIdle(remoteLoaded);
  await nextTask();
  const { renderApp } = await loadShell();
  await renderApp(pageData, remoteLoaded);
}

void start();
