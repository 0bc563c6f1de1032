// Prints the text of a PDF read from standard input, page by page, one text
// run per line: what a person reading the file sees. pdfjs-dist ships only as
// ES modules, which jest's CommonJS tests cannot load, so they run this file.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 })
  .promise;
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  for (const item of content.items) if ('str' in item && item.str.trim()) console.log(item.str);
}
