import { Link, formatMoney } from '@storefront/shared';
import { lineQuantityText, productPath } from '@storefront/shared/constants';
import type { Order } from '@storefront/shared/contracts';
import { OrderLineList } from '@storefront/ui';
import { cameWords } from '../lib/line-offers';

/**
 * What was ordered: picture, name (a link to the variant's page), quantity or
 * weight, unit price and line total; after picking, what came of each line.
 */
export function OrderLines({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <OrderLineList
      label="Items in this order"
      lines={order.lines}
      currency={order.currency}
      imageSize={56}
      // A line knows only its variant's id, whose page opens on it and takes its own address.
      name={(line) => (
        <Link to={productPath(line.listedProductId, line.productId)}>{line.name}</Link>
      )}
      detail={(line) => {
        const came = cameWords(line, money);
        if (line.substituteFor || line.quantity === 0) return came;
        return came ? `${came} · ${lineQuantityText(line, money)}` : lineQuantityText(line, money);
      }}
    />
  );
}
