import { useApi, useLocation } from '@storefront/shared';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '@storefront/shared/constants';
import { LoadError } from '@storefront/ui';
import { getLegalDocument } from '../api/get-legal-document';
import { LegalText } from './legal-text';
import './legal.css';

const documentAt = (pathname: string): LegalDocumentName =>
  LEGAL_DOCUMENTS.find((name) => pathname.startsWith(`/${name}`)) ?? 'terms';

/** /terms, /privacy and /cookies: the store's own texts, from its record. */
export default function LegalPage() {
  const document = documentAt(useLocation().pathname);
  const { data, failure, retry } = useApi(`legal-${document}`, (signal) =>
    getLegalDocument(document, signal),
  );

  if (failure) {
    return (
      <div className="sf-page">
        <LoadError what="this page" failure={failure} onRetry={retry} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="sf-page" aria-busy="true">
        <p className="sf-visually-hidden" role="status">
          Loading
        </p>
      </div>
    );
  }
  return (
    <div className="sf-page">
      <article className="sf-card sf-legal">
        <h1>{data.title}</h1>
        <LegalText body={data.body} />
      </article>
    </div>
  );
}
