export interface LegalTextProps {
  /** Plain text: paragraphs apart by a blank line, "## " starts a heading. */
  body: string;
}

const HEADING = /^##\s+/;

/** A store's legal text, drawn as text: whatever it holds, no markup of its own reaches the page. */
export function LegalText({ body }: LegalTextProps) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, index) =>
        HEADING.test(block) ? (
          <h2 key={index}>{block.replace(HEADING, '')}</h2>
        ) : (
          <p key={index}>{block}</p>
        ),
      )}
    </>
  );
}
