// The names of the tests that failed, and of those that passed only on a
// retry, read from jest's and Playwright's JSON reports: the summary lists
// them so a flake shows by name instead of hiding inside a green total. A
// failed name carries its error's first line, since CI keeps only the end of
// the run's output and the error itself may be far above it.

/**
 * @param {{ testResults?: Array<{ name: string, status?: string, message?: string,
 *   assertionResults?: Array<{ fullName: string, status: string, invocations?: number,
 *     failureMessages?: string[] }> }> }} report
 * @param {string} root the folder the file names are shown relative to
 */
export function jestTestNames(report, root = '') {
  const failed = [];
  const flaky = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(root)
      ? file.name.slice(root.length).replace(/^\//, '')
      : file.name;
    const assertions = file.assertionResults ?? [];
    // A file that did not compile or crashed has a failed status and no failed test.
    if (file.status === 'failed' && !assertions.some((test) => test.status === 'failed'))
      failed.push(withWhy(`${where} (the file itself failed)`, file.message));
    for (const test of assertions) {
      if (test.status === 'failed')
        failed.push(withWhy(`${where} › ${test.fullName}`, test.failureMessages?.[0]));
      // jest.retryTimes counts each try as an invocation.
      else if (test.status === 'passed' && (test.invocations ?? 1) > 1)
        flaky.push(`${where} › ${test.fullName}`);
    }
  }
  return { failed, flaky };
}

/**
 * @typedef {{ title: string, file?: string, suites?: PlaywrightSuite[],
 *   specs?: Array<{ title: string, file?: string, tests: Array<{ status: string, projectName?: string,
 *     results?: Array<{ error?: { message?: string } }> }> }> }} PlaywrightSuite
 * @param {{ suites?: PlaywrightSuite[], errors?: Array<{ message?: string }> }} report
 */
export function playwrightTestNames(report) {
  const failed = [];
  const flaky = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      const name = [...path, spec.title].filter(Boolean).join(' › ');
      for (const test of spec.tests) {
        if (test.status === 'unexpected')
          failed.push(withWhy(name, test.results?.at(-1)?.error?.message));
        else if (test.status === 'skipped') failed.push(`${name} (${skippedWhy(test)})`);
        else if (test.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failed.push(`(run error) ${firstLine(error.message)}`);
  return { failed, flaky };
}

/**
 * A test skipped in the run has a result; one that never started has none: its
 * project waits on another (e2e's "solo" on "parallel") in which a test failed,
 * or the run stopped before it.
 * @param {{ projectName?: string, results?: unknown[] }} test
 */
const skippedWhy = (test) =>
  test.results && test.results.length === 0
    ? `did not run${test.projectName ? ` in ${test.projectName}` : ''}: a project it depends on failed, or the run stopped first`
    : 'skipped';

// eslint-disable-next-line no-control-regex -- terminal colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The first line of `text` that says something, without colour codes, at most 200 characters. */
const firstLine = (text) =>
  (text ?? '')
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

/** @param {string} name @param {string | undefined} error */
const withWhy = (name, error) => (firstLine(error) ? `${name}\n      ${firstLine(error)}` : name);
