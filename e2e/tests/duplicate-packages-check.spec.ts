import { expect, test } from '@playwright/test';
import {
  describeDuplicates,
  describeScripts,
  findDuplicates,
  unmappedScripts,
} from '../support/duplicate-packages';

// The check's own rules, on package maps shaped like the builds write them.
const HOST = 'http://localhost:8080';
const VERIFY = 'http://localhost:8082';
const RUNTIME_API = ['@module-federation/runtime@2.9.2', '@module-federation/error-codes@2.9.2'];
const maps = {
  [HOST]: {
    files: {
      'federation-runtime.js': [
        ...RUNTIME_API,
        '@module-federation/sdk@2.9.2',
        '@module-federation/webpack-bundler-runtime@2.9.2',
      ],
      'main.1a2b3c4d.js': RUNTIME_API,
      'npm.react-router.11111111.js': ['react-router@7.18.5'],
      'npm.zod.22222222.js': ['zod@4.6.7'],
    },
  },
  [VERIFY]: {
    files: {
      'remoteEntry.js': RUNTIME_API,
      '__federation_expose_App.33333333.js': [],
      'npm.react-router.44444444.js': ['react-router@7.18.5'],
      '598.55555555.js': ['@module-federation/runtime@2.9.2'],
      'remoteEntry.old.js': [...RUNTIME_API, '@module-federation/webpack-bundler-runtime@2.9.2'],
    },
  },
};

test('a library bundled privately into a second app fails, naming the package and both files', () => {
  const scripts = describeScripts(
    [
      `${HOST}/npm.react-router.11111111.js`,
      `${VERIFY}/__federation_expose_App.33333333.js`,
      `${VERIFY}/npm.react-router.44444444.js`,
    ],
    maps,
  );
  const duplicates = findDuplicates(scripts);
  expect(duplicates).toEqual([
    {
      packageName: 'react-router@7.18.5',
      files: [`${HOST}/npm.react-router.11111111.js`, `${VERIFY}/npm.react-router.44444444.js`],
    },
  ]);
  expect(describeDuplicates(duplicates)).toBe(
    `react-router@7.18.5 in ${HOST}/npm.react-router.11111111.js, ${VERIFY}/npm.react-router.44444444.js`,
  );
});

test('one copy of each package, fetched twice at the same URL, passes', () => {
  const scripts = describeScripts(
    [`${HOST}/npm.zod.22222222.js`, `${HOST}/npm.zod.22222222.js`, `${VERIFY}/remoteEntry.js`],
    maps,
  );
  expect(findDuplicates(scripts)).toEqual([]);
});

test("federation's runtime API counts once per app and once in the runtime file: twice from one app fails", () => {
  const entries = describeScripts(
    [`${HOST}/federation-runtime.js`, `${HOST}/main.1a2b3c4d.js`, `${VERIFY}/remoteEntry.js`],
    maps,
  );
  expect(findDuplicates(entries)).toEqual([]);
  const glueOutsideEntry = describeScripts(
    [`${VERIFY}/remoteEntry.js`, `${VERIFY}/598.55555555.js`],
    maps,
  );
  expect(findDuplicates(glueOutsideEntry).map((duplicate) => duplicate.files)).toEqual([
    [`${VERIFY}/remoteEntry.js`, `${VERIFY}/598.55555555.js`],
  ]);
});

test('the bundler runtime in an app’s entry as well as in the runtime file fails', () => {
  const scripts = describeScripts(
    [`${HOST}/federation-runtime.js`, `${HOST}/main.1a2b3c4d.js`, `${VERIFY}/remoteEntry.old.js`],
    maps,
  );
  expect(findDuplicates(scripts)).toEqual([
    {
      packageName: '@module-federation/webpack-bundler-runtime@2.9.2',
      files: [`${HOST}/federation-runtime.js`, `${VERIFY}/remoteEntry.old.js`],
    },
  ]);
});

test('a script no build lists is reported rather than passed', () => {
  const scripts = describeScripts([`${HOST}/stray.js`, `${HOST}/npm.zod.22222222.js`], maps);
  expect(unmappedScripts(scripts)).toEqual([`${HOST}/stray.js`]);
});
