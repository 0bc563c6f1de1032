import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { SPECS_BY_APP } from '../../e2e/specs-by-app.mjs';
import { planTests, topicWords } from './changed-tests.mjs';

const context = {
  apiTestFiles: ['test/card-payments.test.ts', 'test/orders.test.ts', 'test/wallet.test.ts'],
  specsByApp: {
    host: ['shell.spec.ts'],
    'remote-verify': ['verify.spec.ts'],
    api: ['back-office.spec.ts'],
  },
  toolTests: (/** @type {string} */ dir) => dir === 'tools/release',
};

test('a remote’s change runs its related unit tests, builds it and runs its browser tests', () => {
  const plan = planTests(
    ['remote-verify/src/features/mobile/mobile-page.tsx', 'README.md'],
    context,
  );
  assert.deepEqual(plan.unit, [{ pkg: 'remote-verify', all: false }]);
  assert.deepEqual(plan.build, ['remote-verify']);
  assert.deepEqual(plan.specs, ['verify.spec.ts']);
  assert.deepEqual(plan.apiTests, []);
});

test('an API source runs the API tests named after it; one named after nothing is reported', () => {
  const plan = planTests(['api/src/services/payments/card-events.ts', 'api/src/app.ts'], context);
  assert.deepEqual(plan.apiTests, ['test/card-payments.test.ts']);
  assert.deepEqual(plan.apiUnmatched, ['api/src/app.ts']);
  assert.deepEqual(plan.build, ['api']);
  assert.deepEqual(plan.specs, ['back-office.spec.ts']);
  assert.equal(planTests(['api/test/helper.ts'], context).apiTests, 'all');
  assert.deepEqual(planTests(['api/test/wallet.test.ts'], context).apiTests, [
    'test/wallet.test.ts',
  ]);
});

test('shared touches every front end; a tool runs its node tests', () => {
  const plan = planTests(['shared/src/http-client.ts', 'tools/release/commands.mjs'], context);
  assert.deepEqual(
    plan.unit.map(({ pkg, all }) => `${pkg}:${all}`),
    [
      'shared:false',
      'ui:true',
      'host:true',
      'remote-storefront:true',
      'remote-verify:true',
      'remote-dashboard:true',
      'remote-operator:true',
    ],
  );
  assert.deepEqual(plan.nodeTests, ['tools/release/*.test.mjs']);
  assert.deepEqual(plan.specs, ['shell.spec.ts', 'verify.spec.ts']);
});

test('the UI kit touches the two remotes drawn with it, and their browser tests', () => {
  const plan = planTests(['ui/src/data-table/data-table.tsx'], context);
  assert.deepEqual(
    plan.unit.map(({ pkg, all }) => `${pkg}:${all}`),
    ['ui:false', 'remote-dashboard:true', 'remote-operator:true'],
  );
});

test('topic words drop where a file sits and plurals', () => {
  assert.deepEqual(topicWords('src/services/payments/card-events.ts'), [
    'payment',
    'card',
    'event',
  ]);
});

test('every browser test is listed under an app, and every listed one exists', () => {
  const specs = readdirSync(path.join(import.meta.dirname, '../../e2e/tests')).filter((file) =>
    file.endsWith('.spec.ts'),
  );
  const listed = new Set(Object.values(SPECS_BY_APP).flat());
  assert.deepEqual(
    specs.filter((spec) => !listed.has(spec)),
    [],
  );
  assert.deepEqual(
    [...listed].filter((spec) => !specs.includes(spec)),
    [],
  );
});
