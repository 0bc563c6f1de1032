import { FormAlert } from '@storefront/ui';
import { useSignOut } from '../hooks/use-sign-out';

/** Log out on this device, or on every device at once. */
export function SignOutActions() {
  const signOut = useSignOut();
  return (
    <section className="db-section" aria-labelledby="db-sign-out">
      <h2 id="db-sign-out">Sign out</h2>
      <FormAlert>{signOut.error}</FormAlert>
      <div className="db-actions">
        <button type="button" className="db-button" onClick={signOut.here}>
          Log out
        </button>
        <button
          type="button"
          className="db-button db-button--quiet"
          disabled={signOut.busy}
          onClick={signOut.everywhere}
        >
          Log out of all devices
        </button>
      </div>
    </section>
  );
}
