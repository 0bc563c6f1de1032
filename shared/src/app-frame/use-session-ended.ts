import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { whenSessionRefused } from '../http/http-client';
import { endSession, navigateWhenSessionEnds } from '../session/session-ended';

/**
 * Every app's one handler of an ended session: a request the API refuses for
 * its session forgets the user and moves to sign-in through this router.
 */
export function useSessionEnded(): void {
  const navigate = useNavigate();
  useEffect(() => {
    whenSessionRefused(endSession);
    return navigateWhenSessionEnds((path) => navigate(path));
  }, [navigate]);
}
