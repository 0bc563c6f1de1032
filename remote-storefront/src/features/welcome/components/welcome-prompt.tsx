import { Link, useSession } from '@storefront/shared';
import './welcome.css';

/**
 * Customers the store imported from a file start with the store's copy of
 * their details; this asks them to check it until they save their profile.
 */
export function WelcomePrompt() {
  const addedFromCsv = useSession('userAddedFromCSV');
  const storeName = useSession('store')?.name ?? 'the store';
  if (addedFromCsv !== true) return null;

  return (
    <section className="sf-welcome" aria-label="Welcome">
      <h2>Welcome to {storeName}</h2>
      <p>
        The store set up your account for you. Please check your details and complete your profile.
      </p>
      <Link className="sf-button sf-button--solid" to="/dashboard/profile">
        Complete your profile
      </Link>
    </section>
  );
}
