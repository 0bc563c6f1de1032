import { z } from 'zod';

// In a browser, zod is told not to compile validators with `new Function`:
// the apps' Content-Security-Policy has no 'unsafe-eval', and zod's probe for
// it would be reported as a violation. Zod decides when a schema is built, so
// every contracts module that builds one imports this right after zod (a
// barrel import would pull every schema into every page; see package.json
// sideEffects). On Node (the API) the fast path stays.
if ('document' in globalThis) z.config({ jitless: true });
