const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const range = (figure, format) =>
  `${format(figure.median)} (${format(figure.min)}–${format(figure.max)})`;

/** The results as tables on stdout, then each budget with ✓ or ✗. */
export function printReport(results, verdicts) {
  // --only may leave any section out.
  if (results.pages) {
    console.log(
      `\nPages: cold cache, CPU ${results.cpuSlowdown}× slower, median (min–max) of ${results.runs} runs`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(results.pages).map(([name, page]) => [
          name,
          {
            'JS wire': range(page.jsTransferred, kb),
            'JS gzip -9': kb(page.jsGzip.median),
            'JS decoded': range(page.jsDecoded, kb),
            requests: page.requests.median,
            FCP: range(page.fcp, ms),
            LCP: range(page.lcp, ms),
            CLS: page.cls.median.toFixed(3),
            TBT: range(page.tbt, ms),
            'React DOM': page.copies.reactDom,
            'MF runtime': page.copies.federationRuntime,
          },
        ]),
      ),
    );
  }
  if (results.navigation) {
    console.log('First client-side move from home into another remote (click → heading on screen)');
    console.table(
      Object.fromEntries(
        Object.entries(results.navigation).map(([remote, time]) => [
          remote,
          { time: range(time, ms) },
        ]),
      ),
    );
  }
  if (results.lighthouse) {
    console.log('Lighthouse 12, mobile preset');
    console.table(
      Object.fromEntries(
        Object.entries(results.lighthouse).map(([page, run]) => [page, run.scores]),
      ),
    );
  }
  if (results.api) {
    console.log(
      `API: autocannon, ${results.api.connections} connections, ${results.api.durationSeconds} s per route`,
    );
    const row = (route) => ({
      'req/s': Math.round(route.requestsPerSecond),
      p50: ms(route.p50),
      p99: ms(route.p99),
      'vs trivial': route.ratioToTrivial === undefined ? '1.00' : route.ratioToTrivial.toFixed(2),
      errors: route.errors,
    });
    console.table({
      'trivial route': row(results.api.trivial),
      ...Object.fromEntries(
        Object.entries(results.api.routes).map(([name, route]) => [name, row(route)]),
      ),
    });
  }
  console.log('Budgets');
  for (const verdict of verdicts)
    console.log(
      `  ${verdict.met ? '✓' : '✗'} ${verdict.name}: ${verdict.actual} (budget ${verdict.budget})`,
    );
}
