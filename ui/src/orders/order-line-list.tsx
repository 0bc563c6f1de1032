import type { ReactNode } from 'react';
import { catalogueImageUrl, formatMoney } from '@storefront/shared';
import './order-line-list.css';

/** What a list line needs of an order's line. */
export interface ListedLine {
  productId: number;
  image: string;
  lineTotalMinor: number;
}

export interface OrderLineListProps<Line extends ListedLine> {
  /** Names the list, e.g. "Items in this order". */
  label: string;
  lines: readonly Line[];
  currency: string;
  /** The picture's side, in pixels. */
  imageSize: number;
  /** The line's name, a link where it leads somewhere. */
  name: (line: Line) => ReactNode;
  /** Under the name, e.g. "2 × £3.50". */
  detail: (line: Line) => ReactNode;
}

/**
 * An order's lines: picture, name, a detail under it, and the line's total.
 * The customer's order page and the store's both list them so.
 */
export function OrderLineList<Line extends ListedLine>({
  label,
  lines,
  currency,
  imageSize,
  name,
  detail,
}: OrderLineListProps<Line>) {
  return (
    <ul className="db-line-list" aria-label={label}>
      {lines.map((line) => (
        <li key={line.productId} className="db-line-list__line">
          {/* The name beside it says what the picture shows. */}
          <img
            src={catalogueImageUrl(line.image)}
            alt=""
            width={imageSize}
            height={imageSize}
            loading="lazy"
          />
          <span>
            <span className="db-line-list__name">{name(line)}</span>
            <span className="db-line-list__detail">{detail(line)}</span>
          </span>
          <span className="db-line-list__total">{formatMoney(line.lineTotalMinor, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
