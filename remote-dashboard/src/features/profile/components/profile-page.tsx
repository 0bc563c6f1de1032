import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePictureForm } from './profile-picture-form';
import './profile.css';
import { DashboardPage, LoadError, LoadingNote, useAccount } from '@storefront/ui';

/** my profile: the customer's name, e-mail and picture, as the API has them. */
export function ProfilePage() {
  const account = useAccount();
  return (
    <DashboardPage title="my profile">
      {account.failure ? (
        <LoadError what="your profile" failure={account.failure} onRetry={account.retry} />
      ) : !account.data ? (
        <LoadingNote>Loading your profile…</LoadingNote>
      ) : (
        <div className="db-profile">
          <ProfilePictureForm account={account.data} onUploaded={account.replace} />
          {/* Keyed by what was saved, so the form starts again from the account. */}
          <ProfileDetailsForm
            key={`${account.data.name}|${account.data.email ?? ''}`}
            account={account.data}
            onSaved={account.replace}
          />
        </div>
      )}
    </DashboardPage>
  );
}
