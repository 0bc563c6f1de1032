// The product CSV import of 50,000 rows, measured by product-import.mjs
// (written beside this bench by the import's own work): imported only when
// that file is there, so the bench runs before it lands and reports the
// import as not measured, which misses its budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @import { ImportFigures } from './budgets.mjs' */

export const IMPORT_MODULE = path.join(import.meta.dirname, 'product-import.mjs');

/**
 * The import's figures, or why there are none.
 * @param {{ apiBaseUrl: string, authKey: string, storeId: number, rows: number }} options
 * @returns {Promise<{ figures: ImportFigures | null, note?: string }>}
 */
export async function measureImport(options) {
  if (!existsSync(IMPORT_MODULE))
    return { figures: null, note: `${path.basename(IMPORT_MODULE)} is not there yet` };
  const name = path.basename(IMPORT_MODULE);
  /** @param {unknown} error */
  const why = (error) => (error instanceof Error ? error.message : String(error));
  /** @type {{ measureProductImport?: (options: object) => Promise<ImportFigures> }} */
  let module;
  try {
    module = await import(pathToFileURL(IMPORT_MODULE).href);
  } catch (error) {
    return { figures: null, note: `${name} did not load: ${why(error)}` };
  }
  if (typeof module.measureProductImport !== 'function')
    return { figures: null, note: `${name} exports no measureProductImport` };
  try {
    return { figures: await module.measureProductImport(options) };
  } catch (error) {
    return { figures: null, note: `the import failed: ${why(error)}` };
  }
}
