import { Link } from 'react-router-dom';
import { signOut, useSession } from '@storefront/shared';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

function describeDocumentStatus(status: string | null): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Not submitted';
}

export function AccountPage() {
  const user = useSession('user');
  if (!user) {
    return (
      <DashboardPage title="my Account">
        <EmptyState>
          <p>Sign in to manage your account.</p>
        </EmptyState>
      </DashboardPage>
    );
  }
  const mobileVerified = user.mobileVerified === 'true';
  return (
    <DashboardPage title="my Account">
      <dl className="db-facts">
        <dt>Mobile number</dt>
        <dd>
          {mobileVerified ? 'Verified' : 'Not verified'}{' '}
          {!mobileVerified && (
            <Link to="/verify/mobile?returnTo=/dashboard/account">Verify now</Link>
          )}
        </dd>
        <dt>Government documents</dt>
        <dd>
          {describeDocumentStatus(user.documentVerify)}{' '}
          {user.documentVerify !== 'approved' && (
            <Link to="/verify/documents?returnTo=/dashboard/account">Upload documents</Link>
          )}
        </dd>
      </dl>
      <button type="button" className="db-button" onClick={() => void signOut()}>
        Log out
      </button>
    </DashboardPage>
  );
}
