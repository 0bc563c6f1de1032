import { sql } from 'drizzle-orm';

// Alone in its file, importing nothing of the modules: checkout's statement is
// built when its file loads and reads this column then, through the accounts'
// service, which may itself be part-way through loading (an import cycle).

/**
 * A customer's contact as one json column, from `users u` joined to the
 * store's view as `s`: a statement that reads the customer anyway (checkout's
 * lock) selects it too and saves the round trip.
 */
export const CONTACT_COLUMN = sql`
  json_build_object(
    'name', u.name, 'mobile', u.mobile, 'email', u.email,
    'bySms', u.order_updates_by_sms, 'byEmail', u.order_updates_by_email,
    'store', json_build_object(
      'name', s.name, 'pickupAddress', s.pickup_address, 'pickupHours', s.pickup_hours
    )
  )`;
