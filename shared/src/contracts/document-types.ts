// Plain constants of government documents, kept apart from their zod schemas
// so the verify screens draw without loading any validation code.

export const DOCUMENT_TYPES = ['passport', 'driving_licence', 'national_id'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The sides of a document a file is uploaded for; a type that needs no back has the front only. */
export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** Which document types have a back side that must be uploaded too. */
export const DOCUMENT_NEEDS_BACK: Record<DocumentType, boolean> = {
  passport: false,
  driving_licence: true,
  national_id: true,
};

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  passport: 'Passport',
  driving_licence: 'Driving licence',
  national_id: 'National identity card',
};

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
