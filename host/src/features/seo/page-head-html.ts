import type { PageHead } from '@storefront/shared';

// Search engines show about this much of a description; a longer one is cut for them.
const DESCRIPTION_MAX_LENGTH = 160;

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};
/** A value as it may stand between an attribute's double quotes. */
export const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/** One line of at most DESCRIPTION_MAX_LENGTH characters, cut at a word with an ellipsis. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > 0 ? cut.slice(0, wordEnd) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The head elements of a drawn page: its canonical link, its meta description
 * and, when it has any, its structured data as JSON-LD. "<" is escaped in the
 * JSON, so no text in it can close the script element or open a comment.
 */
export function pageHeadHtml({
  canonicalUrl,
  description,
  structuredData,
}: PageHead & { canonicalUrl?: string }): string {
  const tags = [];
  if (canonicalUrl) tags.push(`<link rel="canonical" href="${escapeAttribute(canonicalUrl)}">`);
  if (description)
    tags.push(
      `<meta name="description" content="${escapeAttribute(shortDescription(description))}">`,
    );
  if (structuredData) {
    const json = JSON.stringify(structuredData).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}
