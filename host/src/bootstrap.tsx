import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, startApp } from '@storefront/shared';
import { AppRoutes } from './app/router';
import { loadFirstRemote } from './features/remotes/api/load-first-remote';
import { startRemotePrefetching } from './features/remotes/api/prefetch-remotes';
import './app/styles.css';

void startApp();
// Before the first render, so the remote's manifest is on its way while React mounts the shell.
loadFirstRemote();
startRemotePrefetching();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
