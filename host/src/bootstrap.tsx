import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, startApp } from '@storefront/shared';
import { AppRoutes } from './app/router';
import { startRemotePrefetching } from './features/remotes/api/prefetch-remotes';
import './app/styles.css';

void startApp();
startRemotePrefetching();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
