import { Link } from '@storefront/shared';
import { DISCOUNT_CODES_PATH } from '../../../lib/urls/discount-codes';

export function BackLink() {
  return (
    <p className="db-dc-back">
      <Link to={DISCOUNT_CODES_PATH}>← All discount codes</Link>
    </p>
  );
}
