// A node:test reporter that writes the few fields of jest's --json output that
// scripts/summarize-tests.mjs reads, so the cluster suite counts in CI's total.

/**
 * What this reporter reads of node:test's events (TestEvent in node:test/reporters,
 * whose union has no `details` on most of its kinds).
 * @typedef {{ type: string, data?: { details?: { type?: string } } }} ReadEvent
 */

/** @param {AsyncIterable<ReadEvent>} source */
export default async function* jestSummary(source) {
  let passed = 0;
  let failed = 0;
  let suiteFailed = false;
  for await (const event of source) {
    const isSuite = event.data?.details?.type === 'suite';
    if (event.type === 'test:pass' && !isSuite) passed += 1;
    if (event.type === 'test:fail') {
      if (isSuite) suiteFailed = true;
      else failed += 1;
    }
  }
  // A suite can fail with no failed test of its own (a hook, a file that does not load): still a failure.
  if (suiteFailed && failed === 0) failed = 1;
  yield `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numRuntimeErrorTestSuites: 0 })}\n`;
}
