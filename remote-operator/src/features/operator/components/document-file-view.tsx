import type { DocumentSide } from '@storefront/shared/contracts';
import { useDocumentFile } from '../hooks/use-document-file';
import { LoadError, LoadingNote } from '@storefront/ui';

export interface DocumentFileViewProps {
  documentId: string;
  side: DocumentSide;
  /** What the document is, e.g. 'Passport of Ada Lovelace'. */
  title: string;
}

const SIDE_LABELS: Record<DocumentSide, string> = { front: 'Front', back: 'Back' };

/** One side of a document as the customer sent it: a picture inline, a PDF embedded. */
export function DocumentFileView({ documentId, side, title }: DocumentFileViewProps) {
  const file = useDocumentFile(documentId, side);
  const label = `${SIDE_LABELS[side]} of ${title}`;

  let content;
  if (file.failure) {
    content = <LoadError what={label.toLowerCase()} failure={file.failure} onRetry={file.retry} />;
  } else if (!file.url) {
    content = <LoadingNote>{`Loading the ${side}`}</LoadingNote>;
  } else if (file.isPdf) {
    content = <iframe className="db-op-file__pdf" src={file.url} title={label} />;
  } else {
    content = <img className="db-op-file__image" src={file.url} alt={label} />;
  }

  return (
    <figure className="db-op-file">
      <figcaption>{SIDE_LABELS[side]}</figcaption>
      {content}
    </figure>
  );
}
