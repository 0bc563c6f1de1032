import { parseArgs } from 'node:util';
import { SIZE_NAMES, type SizeName } from './sizes';

export interface ScaleArgs {
  size: SizeName;
  seed: number;
  /** Build (or reuse) a PostgreSQL template database instead of filling DATABASE_URL's. */
  template: boolean;
}

export const USAGE =
  'usage: pnpm --dir api seed:scale --size large|medium|small [--seed N] [--template]';

/** The command line's options; throws with the usage on anything else. */
export function parseScaleArgs(argv: string[]): ScaleArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string' },
      seed: { type: 'string', default: '1' },
      template: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const size = values.size as SizeName | undefined;
  if (!size || !SIZE_NAMES.includes(size)) throw new Error(`--size is required\n${USAGE}`);
  const seed = Number(values.seed);
  // The seed is written into SQL text and database names: a plain small integer only.
  if (!Number.isInteger(seed) || seed < 0 || seed > 1_000_000) {
    throw new Error(`--seed is a whole number from 0 to 1000000\n${USAGE}`);
  }
  return { size, seed, template: values.template ?? false };
}

/**
 * The data set's 200,000 customers share one published password
 * (SCALE_CUSTOMER_PASSWORD), and its demo accounts are the published ones:
 * never on a production database.
 */
export function refuseProduction(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'seed:scale makes measuring data with published passwords: it refuses NODE_ENV=production',
    );
  }
}
