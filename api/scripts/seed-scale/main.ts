// `pnpm --dir api seed:scale --size large|medium|small [--seed N] [--template]`:
// fills the configured database (DATABASE_URL, else PGlite) with a large,
// deterministic data set on top of the demo store. See docs/scale.md.
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { parseScaleArgs, refuseProduction } from './args';
import { seedConfiguredDatabase } from './database';
import { buildScaleTemplate } from './template';

async function main() {
  const args = parseScaleArgs(process.argv.slice(2));
  refuseProduction(process.env);
  // A scale database is for measuring on this machine: its demo accounts are
  // the published ones, so the benchmark can sign in as the operator.
  process.env.DEMO_ACCOUNTS ??= 'published';
  // PGlite's own directory per data set, never the development database's.
  process.env.PGLITE_DIR ??= path.join(
    __dirname,
    '..',
    '..',
    'data',
    `pglite-scale-${args.size}-s${args.seed}`,
  );
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  if (args.template) {
    await buildScaleTemplate(config, { ...args, log });
  } else {
    await seedConfiguredDatabase(config, { ...args, log });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && process.env.DEBUG) console.error(error.stack);
  process.exit(1);
});
