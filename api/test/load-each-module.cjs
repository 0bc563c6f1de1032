// Loads each module named on the command line first, in a registry of its own
// (module-load-order.test.ts runs it under tsx's require hook), and prints what
// each load came to as JSON: "loaded", or the error's stack.
const path = require('node:path');

const MODULES = path.resolve(__dirname, '../src/modules');
/** @type {Record<string, string>} */
const outcomes = {};
for (const file of process.argv.slice(2)) {
  // A fresh registry of the API's own files. The packages they use stay loaded:
  // none of them imports an API file, so they cannot change which module loads
  // first, and loading them again took half of each load's time.
  for (const loaded of Object.keys(require.cache)) {
    if (!loaded.includes(`${path.sep}node_modules${path.sep}`)) delete require.cache[loaded];
  }
  try {
    require(path.join(MODULES, file));
    outcomes[file] = 'loaded';
  } catch (error) {
    outcomes[file] = String((error && error.stack) || error);
  }
}
process.stdout.write(JSON.stringify(outcomes));
