// The tests of `pnpm bench --data large` (large/*.test.mjs), run from here:
// `npm test`, `pnpm test:tools` and `pnpm test:changed` find node tests one
// folder down in tools/ (tools/*/*.test.mjs), and large/ is two.
import './large/budgets.test.mjs';
import './large/load.test.mjs';
import './large/plans.test.mjs';
import './large/report.test.mjs';
import './large/routes.test.mjs';
