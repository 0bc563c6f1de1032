import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Modules import each other's services, and some build SQL when their file
// loads. Whichever module a process happens to load first, every module must
// load: each one here is loaded first, in a registry of its own.

const MODULES = path.resolve(__dirname, '../src/modules');
const modules = readdirSync(MODULES).filter((name) =>
  statSync(path.join(MODULES, name)).isDirectory(),
);

describe('every API module', () => {
  it.each(modules.flatMap((name) => [`${name}/service`, `${name}/index`]))(
    '%s loads when it is the first module loaded',
    (file) => {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        expect(() => require(path.join(MODULES, file))).not.toThrow();
      });
    },
  );
});
