import { sql } from 'drizzle-orm';
import type { StoreFacts } from '../notifications/service';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/raw-rows';
import { storeView } from '../store/service';
import { CONTACT_COLUMN } from './contact-column';

/** What a message to a customer needs of them and their store. */
export interface CustomerContact {
  name: string;
  mobile: string;
  email: string | null;
  bySms: boolean;
  byEmail: boolean;
  store: StoreFacts;
}

// Every change to an order asks this in its transaction: parsed once per connection.
const contactOf = preparedStatement<{ contact: CustomerContact }, { userId: string }>(
  'customer_contact',
  () => sql`
    select ${CONTACT_COLUMN} as contact
    from users u join ${storeView('s')} on s.id = u.store_id
    where u.id = ${sql.placeholder('userId')}`,
);

export const contactSql = {
  async read(tx: Database, userId: string): Promise<CustomerContact | undefined> {
    const [row] = await contactOf(tx, { userId });
    return row?.contact;
  },
};
