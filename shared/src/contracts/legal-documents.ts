/** The store's legal pages, each at its own storefront path (/terms, /privacy, /cookies). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export const LEGAL_DOCUMENT_TITLES: Record<LegalDocumentName, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy notice',
  cookies: 'Cookie policy',
};
