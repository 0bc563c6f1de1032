import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jestTestNames, playwrightTestNames } from './test-names.mjs';

test('jest: failed tests, files that failed without a test, and passes on a retry are named', () => {
  const names = jestTestNames(
    {
      testResults: [
        {
          name: '/repo/api/test/orders.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'orders refunds once',
              status: 'failed',
              failureMessages: [
                '\n\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n  at …',
              ],
            },
            { fullName: 'orders lists', status: 'passed', invocations: 1 },
            { fullName: 'orders pays', status: 'passed', invocations: 2 },
          ],
        },
        {
          name: '/repo/api/test/broken.test.ts',
          status: 'failed',
          message: 'Cannot find module ./gone',
          assertionResults: [],
        },
        {
          name: '/repo/api/test/fine.test.ts',
          status: 'passed',
          assertionResults: [{ fullName: 'ok', status: 'passed' }],
        },
      ],
    },
    '/repo',
  );
  assert.deepEqual(names.failed, [
    'api/test/orders.test.ts › orders refunds once\n      Error: expect(received).toBe(expected)',
    'api/test/broken.test.ts (the file itself failed)\n      Cannot find module ./gone',
  ]);
  assert.deepEqual(names.flaky, ['api/test/orders.test.ts › orders pays']);
});

test('Playwright: unexpected, skipped and unrun tests fail by name, flaky ones are listed apart', () => {
  const names = playwrightTestNames({
    suites: [
      {
        title: 'checkout.spec.ts',
        file: 'checkout.spec.ts',
        specs: [
          {
            title: 'pays by card',
            tests: [
              {
                status: 'unexpected',
                results: [
                  { error: { message: 'first try' } },
                  {
                    error: {
                      message: 'Error: Timed out 5000ms waiting for expect(page).toHaveURL',
                    },
                  },
                ],
              },
            ],
          },
        ],
        suites: [
          {
            title: 'pickup',
            file: 'checkout.spec.ts',
            specs: [
              { title: 'books a slot', tests: [{ status: 'flaky' }] },
              { title: 'keeps the slot', tests: [{ status: 'expected' }] },
              { title: 'shows the store', tests: [{ status: 'skipped' }] },
              {
                title: 'changes the store name',
                tests: [{ status: 'skipped', projectName: 'solo', results: [] }],
              },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'Error: webServer exited early\n  at …' }],
  });
  assert.deepEqual(names.failed, [
    'checkout.spec.ts › pays by card\n      Error: Timed out 5000ms waiting for expect(page).toHaveURL',
    'checkout.spec.ts › pickup › shows the store (skipped)',
    'checkout.spec.ts › pickup › changes the store name (did not run in solo: a project it depends on failed, or the run stopped first)',
    '(run error) Error: webServer exited early',
  ]);
  assert.deepEqual(names.flaky, ['checkout.spec.ts › pickup › books a slot']);
});
