import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// Modules import each other's services, and some build SQL when their file
// loads. Whichever module a process happens to load first, every module must
// load: each one here is loaded first, in a registry of its own.
//
// The loads run in one node process under tsx (load-each-module.cjs), as the
// API runs from source: jest's registry compiles every file again for each
// fresh registry, which took 75 s of CPU for these loads against 15 s there.

const MODULES = path.resolve(__dirname, '../src/modules');
const modules = readdirSync(MODULES).filter((name) =>
  statSync(path.join(MODULES, name)).isDirectory(),
);
const files = modules.flatMap((name) => [`${name}/service`, `${name}/index`]);

let outcomes: Record<string, string> = {};

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--require',
      require.resolve('tsx/cjs'),
      path.join(__dirname, 'load-each-module.cjs'),
      ...files,
    ],
    { cwd: path.resolve(__dirname, '..'), maxBuffer: 16 * 1024 * 1024 },
  );
  outcomes = JSON.parse(stdout);
}, 180_000);

describe('every API module', () => {
  it.each(files)('%s loads when it is the first module loaded', (file) => {
    expect(outcomes[file]).toBe('loaded');
  });
});
