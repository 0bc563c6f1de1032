import { FormAlert } from '@storefront/ui';
import { useDataExport } from '../hooks/use-data-export';

/** A copy of everything the store keeps about the customer, to download. */
export function YourData() {
  const data = useDataExport();
  return (
    <section className="db-section" aria-labelledby="db-your-data">
      <h2 id="db-your-data">Your data</h2>
      <p>
        Download a copy of what we keep about you: your details, addresses, orders, favourites,
        wallet, points, referrals, documents you sent and the messages we sent you.
      </p>
      <FormAlert>{data.error}</FormAlert>
      <button
        type="button"
        className="db-button db-button--outline"
        disabled={data.downloading}
        onClick={() => void data.download()}
      >
        {data.downloading ? 'Preparing…' : 'Download my data'}
      </button>
    </section>
  );
}
