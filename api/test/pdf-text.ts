import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text runs of a PDF, in reading order, as pdf.js extracts them. */
export function pdfText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'print-pdf-text.mjs')],
      { env: { ...process.env, NODE_OPTIONS: '' } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-text failed: ${stderr || error.message}`));
        else resolve(stdout.split('\n').filter(Boolean));
      },
    );
    child.stdin!.end(pdf);
  });
}
