import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ensureRuntimeConfig, startSession } from '@storefront/shared';
import { router } from './app/router';
import { prepareRemotes } from './features/remotes/api/remote-registry';
import { loadStoreDetails } from './features/store/api/load-store';
import './app/styles.css';

startSession();
void ensureRuntimeConfig().then(loadStoreDetails);
// Started now so the first remote route does not wait for remotes.json; errors surface there.
prepareRemotes().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
