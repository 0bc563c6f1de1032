import type { Account } from '@storefront/shared/contracts';
import { readableMobile } from '@storefront/ui';

/** Name, e-mail and mobile number, as the API has them. */
export function ContactDetails({ account }: { account: Account }) {
  return (
    <dl className="db-facts">
      <dt>Name</dt>
      <dd>{account.name}</dd>
      <dt>E-mail</dt>
      <dd>{account.email ?? 'None'}</dd>
      <dt>Mobile number</dt>
      <dd>{readableMobile(account.mobile)}</dd>
    </dl>
  );
}
