import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, startApp } from '@storefront/shared';
import { router } from './app/router';
import { startRemotePrefetching } from './features/remotes/api/prefetch-remotes';
import { prepareRemotes } from './features/remotes/api/remote-registry';
import './app/styles.css';

void startApp();
// Started now so the first remote route does not wait for remotes.json; errors surface there.
prepareRemotes().catch(() => undefined);
startRemotePrefetching();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
