import { useSession } from '@storefront/shared';
import { formatMoney } from '@storefront/shared/money';
import type { ProductQuery } from '../hooks/use-product-query';

// Bands in pence, as the URL and the API take prices; both ends are included.
const PRICE_BANDS: Array<[minPrice: string, maxPrice: string]> = [
  ['', '200'],
  ['200', '500'],
  ['500', '1000'],
  ['1000', ''],
];

const bandValue = (minPrice: string, maxPrice: string) => `${minPrice}-${maxPrice}`;

function bandLabel(minPrice: string, maxPrice: string, currency: string) {
  const money = (pence: string) => formatMoney(Number(pence), currency);
  if (!minPrice) return `Up to ${money(maxPrice)}`;
  if (!maxPrice) return `${money(minPrice)} and over`;
  return `${money(minPrice)} to ${money(maxPrice)}`;
}

export interface PriceRangeSelectProps {
  disabled: boolean;
  minPrice: string;
  maxPrice: string;
  onChange: (change: Pick<ProductQuery, 'minPrice' | 'maxPrice'>) => void;
}

/** The price filter as a few bands; a range from a link that is no band shows as its own choice. */
export function PriceRangeSelect({
  disabled,
  minPrice,
  maxPrice,
  onChange,
}: PriceRangeSelectProps) {
  const currency = useSession('store')?.currency ?? 'GBP';
  const chosen = minPrice || maxPrice ? bandValue(minPrice, maxPrice) : '';
  const bands = PRICE_BANDS.some(([min, max]) => bandValue(min, max) === chosen)
    ? PRICE_BANDS
    : [...PRICE_BANDS, [minPrice, maxPrice] as [string, string]];

  return (
    <div className="sf-filters__select">
      <label htmlFor="sf-product-price">Price</label>
      <select
        id="sf-product-price"
        disabled={disabled}
        value={chosen}
        onChange={(event) => {
          const [min = '', max = ''] = event.currentTarget.value.split('-');
          onChange({ minPrice: min, maxPrice: max });
        }}
      >
        <option value="">Any price</option>
        {bands
          .filter(([min, max]) => min || max)
          .map(([min, max]) => (
            <option key={bandValue(min, max)} value={bandValue(min, max)}>
              {bandLabel(min, max, currency)}
            </option>
          ))}
      </select>
    </div>
  );
}
