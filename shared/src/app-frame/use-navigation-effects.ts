import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loaderService } from '../loader/loader-service';
import { pushStoredUser } from '../session/app-start';

/**
 * docs/session.md and docs/loader.md: after every completed navigation the
 * stored user is pushed to the session again, and a busy state kept "until the
 * route changes" closes.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  useEffect(() => {
    try {
      pushStoredUser();
    } catch (error) {
      console.error('Could not refresh the session after navigation', error);
    }
    loaderService.navigationEnded();
  }, [location.key]);
}
