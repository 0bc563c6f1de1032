import { Outlet } from 'react-router-dom';
import { LoaderOverlay } from '../loader/loader-overlay';
import { useNavigationEffects } from './use-navigation-effects';
import { useScrollRestoration } from './use-scroll-restoration';
import { useSessionEnded } from './use-session-ended';
import './app-frame.css';

/**
 * The root view of every page, the host's and each remote's standalone one: the
 * routed outlet, the loader overlay, and scroll to top / restore on back.
 */
export function AppFrame() {
  useNavigationEffects();
  useScrollRestoration();
  useSessionEnded();
  return (
    <>
      <Outlet />
      <LoaderOverlay />
    </>
  );
}
