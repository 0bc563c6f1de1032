import { Link, useSession } from '@storefront/shared';
import './site-footer.css';

/**
 * The store's address, phone, VAT number, opening hours and pickup point, and
 * its legal pages, under every page but verify: all from the store's settings. Drawn from the session's store, which a
 * page drawn on the server already holds: the footer is in its HTML.
 */
export function SiteFooter() {
  const store = useSession('store');
  if (!store) return null;
  return (
    <footer className="host-footer">
      <section>
        <h2>{store.name}</h2>
        <address>
          {store.address}
          {store.phone && (
            <>
              <br />
              <a href={`tel:${store.phone}`}>{store.phoneDisplay}</a>
            </>
          )}
        </address>
        {store.vatNumberDisplay && <p>VAT number {store.vatNumberDisplay}</p>}
      </section>
      <section>
        <h2>Opening hours</h2>
        <dl>
          {store.openingHours?.map(({ day, opens, closes }) => (
            <div key={day}>
              <dt>{day}</dt>
              <dd>{opens ? `${opens}–${closes}` : 'Closed'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2>Pickup point</h2>
        <address>{store.pickupAddress}</address>
        {store.pickupHours && <p>{store.pickupHours}</p>}
      </section>
      <nav aria-label="Legal">
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/cookies">Cookies</Link>
      </nav>
    </footer>
  );
}
