import { Link, useLocation, safeReturnTo } from '@storefront/shared';
import { LoadError, LoadingNote } from '@storefront/ui';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useDocuments } from '../hooks/use-documents';
import { DocumentStatus } from './document-status';
import { DocumentUploadForm } from './document-upload-form';
import './documents.css';

const PURPOSE = 'upload your document';

function DocumentVerificationContent({ returnTo }: { returnTo: string }) {
  const documents = useDocuments();
  if (!documents.signedIn) return <SignInPrompt purpose={PURPOSE} />;
  if (documents.failure?.status === 401) return <SignInPrompt purpose={PURPOSE} expired />;
  if (documents.failure) {
    return (
      <LoadError what="your documents" failure={documents.failure} onRetry={documents.retry} />
    );
  }
  if (!documents.data) return <LoadingNote>Loading your documents…</LoadingNote>;

  const { data, replace } = documents;
  const canUpload = data.status === 'none' || data.status === 'rejected';
  return (
    <>
      <DocumentStatus documents={data} returnTo={returnTo} />
      {canUpload && (
        <DocumentUploadForm
          onUploaded={(document) =>
            replace({ status: 'pending', items: [document, ...data.items] })
          }
        />
      )}
      {data.status !== 'approved' && (
        <Link className="vf-link" to={returnTo}>
          {canUpload ? 'Not now' : 'Back'}
        </Link>
      )}
    </>
  );
}

export function DocumentVerificationPage() {
  const returnTo = safeReturnTo(useLocation().search, '/dashboard/account');
  return (
    <>
      <h1>Verify your identity</h1>
      <p className="vf-lead">
        To pay from your wallet and redeem loyalty rewards, we need to see one government ID: a
        passport, driving licence or national identity card.
      </p>
      <DocumentVerificationContent returnTo={returnTo} />
    </>
  );
}
