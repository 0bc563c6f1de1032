import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The API's domains share one shape (api/src/modules/<domain>/), and these
// rules keep it: a reading of the source, so a change that breaks one fails here.

const SRC = path.resolve(__dirname, '../src');
const MODULES = path.join(SRC, 'modules');
const MODULE_FILES = ['index.ts', 'routes.ts', 'service.ts', 'repository.ts', 'tables.ts'];
const MAX_LINES = 300;

const modules = readdirSync(MODULES).filter((name) =>
  statSync(path.join(MODULES, name)).isDirectory(),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

const read = (file: string) => readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(SRC, file);
const importsOf = (file: string) =>
  [...read(file).matchAll(/from '([^']+)'/g)].map(([, from]) => from!);

describe('every API module', () => {
  it('exists', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'accounts',
        'addresses',
        'audit',
        'cart',
        'catalogue',
        'discounts',
        'documents',
        'favourites',
        'imports',
        'notifications',
        'orders',
        'payments',
        'problem-reports',
        'receipts',
        'referrals',
        'remote-loads',
        'rewards',
        'slots',
        'store',
        'wallet',
      ]),
    );
  });

  it.each(modules)('%s has routes, service, repository, tables and index', (name) => {
    const missing = MODULE_FILES.filter((file) => {
      try {
        return !statSync(path.join(MODULES, name, file)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('routes call services, never a repository, and declare no auth of their own', () => {
    // routes.ts, and the files a large module splits its routes into (x-routes.ts).
    const routeFiles = modules.flatMap((name) =>
      sourceFiles(path.join(MODULES, name)).filter((file) => /routes\.ts$/.test(file)),
    );
    const broken = routeFiles.flatMap((file) => {
      const source = read(file);
      return [
        /app\.repos\b/.test(source) && `${relative(file)} uses app.repos`,
        importsOf(file).some((from) => /repositor/.test(from)) &&
          `${relative(file)} imports a repository`,
        /onRequest:\s*app\.(authenticate|requireOperator)/.test(source) &&
          `${relative(file)} sets its own auth hook`,
      ].filter(Boolean);
    });
    expect(broken).toEqual([]);
  });

  it('uses another module only through its service (its tables only for a foreign key)', () => {
    const reachesIn = modules.flatMap((name) =>
      sourceFiles(path.join(MODULES, name)).flatMap((file) => {
        const allowed = path.basename(file) === 'tables.ts' ? /^(service|tables)$/ : /^service$/;
        return (
          importsOf(file)
            // '../<module>' (its index) or '../<module>/<file>': only its service (or tables).
            .map((from) => /^\.\.\/([^/.][^/]*)(?:\/(.+))?$/.exec(from))
            .filter((match) => match && modules.includes(match[1]!))
            .filter((match) => !allowed.test(match![2] ?? 'index'))
            .map((match) => `${relative(file)} imports ${match![0]}`)
        );
      }),
    );
    expect(reachesIn).toEqual([]);
  });

  it("has SQL only for its own tables: another's it reads through that module's views", () => {
    // Which module owns each table, from the names its tables.ts gives pgTable().
    const owner = new Map(
      modules.flatMap((name) =>
        [...read(path.join(MODULES, name, 'tables.ts')).matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map(
          ([, table]) => [table!, name] as const,
        ),
      ),
    );
    const trespasses = modules.flatMap((name) =>
      sourceFiles(path.join(MODULES, name))
        .filter((file) => path.basename(file) !== 'tables.ts')
        .flatMap((file) => {
          const source = read(file);
          const named = [...source.matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)\b/gi)]
            .map(([, table]) => table!)
            .filter((table) => owner.has(table) && owner.get(table) !== name)
            .map((table) => `${relative(file)} names ${table} (${owner.get(table)})`);
          // Every module's tables, gathered for drizzle-kit: a table object from
          // there is SQL on a table some other module owns.
          const gathered = importsOf(file).includes('../../db/schema')
            ? [`${relative(file)} imports db/schema`]
            : [];
          return [...named, ...gathered];
        }),
    );
    expect([...new Set(trespasses)]).toEqual([]);
  });
});

describe('the API source', () => {
  it(`keeps every file under ${MAX_LINES} lines`, () => {
    const long = sourceFiles(SRC)
      .map((file) => ({ file: relative(file), lines: read(file).split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('has no repository outside a module: routes and other code reach SQL through a service', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => !file.startsWith(MODULES))
      .filter((file) => /app\.repos\b/.test(read(file)) || /-repository\.ts$/.test(file))
      .map(relative);
    expect(outside).toEqual([]);
  });
});

describe('every route', () => {
  it('reads the caller as request.customer or request.operator, never request.account!', () => {
    const asserted = sourceFiles(SRC)
      .filter((file) => read(file).includes('request.account!'))
      .map(relative);
    expect(asserted).toEqual([]);
  });
});
