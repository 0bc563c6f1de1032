import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig, startSession } from '@storefront/shared';
import { router } from './app/router';
import { prepareRemotes } from './features/remotes/api/remote-registry';
import './app/styles.css';

startSession();
void loadRuntimeConfig();
void prepareRemotes();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
