/** The text runs of a PDF, in reading order, as pdf.js extracts them: what a reader sees. */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim()) text.push(item.str);
    }
  }
  return text;
}
