// The names of the tests that failed, and of those that passed only on a
// retry, read from jest's and Playwright's JSON reports: the summary lists
// them so a flake shows by name instead of hiding inside a green total.

/**
 * @param {{ testResults?: Array<{ name: string, status?: string, message?: string,
 *   assertionResults?: Array<{ fullName: string, status: string, invocations?: number }> }> }} report
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
      failed.push(`${where} (the file itself failed)`);
    for (const test of assertions) {
      if (test.status === 'failed') failed.push(`${where} › ${test.fullName}`);
      // jest.retryTimes counts each try as an invocation.
      else if (test.status === 'passed' && (test.invocations ?? 1) > 1)
        flaky.push(`${where} › ${test.fullName}`);
    }
  }
  return { failed, flaky };
}

/**
 * @typedef {{ title: string, file?: string, suites?: PlaywrightSuite[],
 *   specs?: Array<{ title: string, file?: string, tests: Array<{ status: string, projectName?: string }> }> }} PlaywrightSuite
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
        if (test.status === 'unexpected') failed.push(name);
        else if (test.status === 'skipped') failed.push(`${name} (skipped)`);
        else if (test.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failed.push(`(run error) ${firstLine(error.message)}`);
  return { failed, flaky };
}

/** @param {string | undefined} text */
const firstLine = (text) => (text ?? '').split('\n')[0]?.slice(0, 200) ?? '';
