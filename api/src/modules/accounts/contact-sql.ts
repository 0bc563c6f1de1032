import { sql } from 'drizzle-orm';
import type { StoreFacts } from '../notifications/service';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/raw-rows';

/** What a message to a customer needs of them and their store. */
export interface CustomerContact {
  name: string;
  mobile: string;
  email: string | null;
  bySms: boolean;
  byEmail: boolean;
  store: StoreFacts;
}

/**
 * The contact as one json column, from `users u join stores s`: a statement
 * that reads the customer anyway (checkout's lock) selects it too and saves
 * the round trip.
 */
export const CONTACT_COLUMN = sql`
  json_build_object(
    'name', u.name, 'mobile', u.mobile, 'email', u.email,
    'bySms', u.order_updates_by_sms, 'byEmail', u.order_updates_by_email,
    'store', json_build_object(
      'name', s.name, 'pickupAddress', s.pickup_address, 'pickupHours', s.pickup_hours
    )
  )`;

// Every change to an order asks this in its transaction: parsed once per connection.
const contactOf = preparedStatement<{ contact: CustomerContact }, { userId: string }>(
  'customer_contact',
  sql`
    select ${CONTACT_COLUMN} as contact
    from users u join stores s on s.id = u.store_id
    where u.id = ${sql.placeholder('userId')}`,
);

export const contactSql = {
  async read(tx: Database, userId: string): Promise<CustomerContact | undefined> {
    const [row] = await contactOf(tx, { userId });
    return row?.contact;
  },
};
