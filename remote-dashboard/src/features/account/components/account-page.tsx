import { useSession } from '@storefront/shared';
import { AddressBook } from './address-book';
import { ChangeMobileForm } from './change-mobile-form';
import { ChangePasswordForm } from './change-password-form';
import { ContactDetails } from './contact-details';
import { DeleteAccount } from './delete-account';
import { OrderUpdateChoices } from './order-update-choices';
import { SignOutActions } from './sign-out-actions';
import { VerificationStatus } from './verification-status';
import { YourData } from './your-data';
import './account.css';
import { DashboardPage, LoadError, LoadingNote, useAccount } from '@storefront/ui';

/**
 * my Account: contact details and a new mobile number, verification, order
 * messages, password, addresses, a copy of the customer's data, signing out,
 * and deleting the account.
 */
export function AccountPage() {
  const user = useSession('user');
  const account = useAccount();
  // The device's record answers at once; the API's, once it arrives, is the newer word.
  const mobileVerified = account.data?.mobileVerified ?? user?.mobileVerified ?? false;
  const documentStatus = account.data?.documentStatus ?? user?.documentStatus ?? null;

  return (
    <DashboardPage title="my Account">
      <div className="db-account">
        <section className="db-section" aria-labelledby="db-contact">
          <h2 id="db-contact">Contact details</h2>
          {account.failure ? (
            <LoadError what="your details" failure={account.failure} onRetry={account.retry} />
          ) : account.data ? (
            <ContactDetails account={account.data} />
          ) : (
            <LoadingNote>Loading your details…</LoadingNote>
          )}
        </section>
        <section className="db-section" aria-labelledby="db-verification">
          <h2 id="db-verification">Verification</h2>
          <VerificationStatus mobileVerified={mobileVerified} documentStatus={documentStatus} />
        </section>
        <ChangeMobileForm onChanged={account.replace} />
        <OrderUpdateChoices />
        <ChangePasswordForm />
        <AddressBook />
        <YourData />
        <SignOutActions />
        <DeleteAccount />
      </div>
    </DashboardPage>
  );
}
