/** Each budget of budgets.json beside the figure it limits; figures not measured this run are left out. */
export function judge(results, budgets) {
  const verdicts = [];
  const check = (name, actual, budget, met, format = (value) => value) =>
    verdicts.push({ name, actual: format(actual), budget: format(budget), met });
  const atMost = (name, actual, budget, format) =>
    check(name, actual, budget, actual <= budget, format);
  const atLeast = (name, actual, budget, format) =>
    check(name, actual, budget, actual >= budget, format);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const ms = (value) => `${Math.round(value)} ms`;

  const pageFigures = {
    criticalJsBytes: ['critical JS (before LCP)', 'criticalJsBytes', kb],
    totalJsBytes: ['total JS in 10 s', 'totalJsBytes', kb],
    lcpMs: ['LCP', 'lcp', ms],
    cls: ['CLS', 'cls', (value) => value.toFixed(3)],
    tbtMs: ['TBT', 'tbt', ms],
  };
  for (const [name, limits] of Object.entries(budgets.pages)) {
    for (const [key, budget] of Object.entries(limits)) {
      if (!pageFigures[key]) throw new Error(`budgets.json: pages.${name} has unknown "${key}"`);
      const [label, figure, format] = pageFigures[key];
      // JS bytes are as served (brotli), headers included.
      const page = results.pages?.[name];
      if (page) atMost(`${name} ${label}`, page[figure].median, budget, format);
    }
  }
  for (const [name, page] of Object.entries(results.pages ?? {})) {
    atMost(`${name}: React DOM copies`, page.copies.reactDom, budgets.copies.reactDom);
    atMost(
      `${name}: federation runtime copies`,
      page.copies.federationRuntime,
      budgets.copies.federationRuntime,
    );
  }
  // The bare click is reported only: the budget holds the move a person makes, pointer first.
  for (const [name, budget] of Object.entries(budgets.navigationMs)) {
    const time = results.navigation?.[name];
    if (time) atMost(`first move into ${name}`, time.median, budget, ms);
  }
  for (const [page, run] of Object.entries(results.lighthouse ?? {}))
    for (const [category, minimum] of Object.entries(budgets.lighthouse))
      atLeast(`Lighthouse ${page} ${category}`, run.scores[category], minimum);
  const catalog = results.api?.routes['catalog list'];
  if (catalog) {
    atMost('API catalog list p99', catalog.p99, budgets.api.catalogListP99Ms, ms);
    atLeast(
      'API catalog list vs trivial',
      catalog.ratioToTrivial,
      budgets.api.catalogListRatioToTrivial,
      (value) => value.toFixed(2),
    );
    atMost('API errors', catalog.errors, 0);
  }
  if (results.write) judgeWrites(results.write, budgets.write, { atLeast, atMost, ms });
  return verdicts;
}

/**
 * Each write route's throughput and p99 on PostgreSQL (medians of the
 * runs), with no error; the catalogue list's p99 while each of them ran (the
 * worst route's median), and on PGlite under cart load.
 */
function judgeWrites(write, budgets, { atLeast, atMost, ms }) {
  const perSecond = (value) => `${Math.round(value)}/s`;
  // A figure that could not be taken (no answer came) misses its budget.
  const msOrNone = (value) => (value === null ? 'no answer' : ms(value));
  const noMoreThan = (name, actual, budget) =>
    atMost(name, actual ?? Infinity, budget, (value) =>
      msOrNone(value === Infinity ? null : value),
    );
  for (const [name, limits] of Object.entries(budgets.postgres)) {
    const route = write.postgres.routes[name];
    if (!route) throw new Error(`budgets.json: write.postgres has unknown route "${name}"`);
    atLeast(`PostgreSQL ${name} throughput`, route.perSecond, limits.perSecond, perSecond);
    noMoreThan(`PostgreSQL ${name} p99`, route.p99, limits.p99Ms);
    atMost(`PostgreSQL ${name} errors`, route.errors, 0);
  }
  const catalogue = (engine, label, budget) => {
    const runs = Object.values(engine.routes).map((route) => route.catalogue);
    const worst = runs.some((run) => run.p99 === null)
      ? null
      : Math.max(...runs.map((run) => run.p99));
    noMoreThan(`${label} catalogue list p99`, worst, budget);
    atMost(
      `${label} catalogue list errors`,
      runs.reduce((sum, run) => sum + run.errors, 0),
      0,
    );
  };
  catalogue(write.postgres, 'PostgreSQL, during the write runs:', budgets.catalogueP99Ms);
  catalogue(write.pglite, 'PGlite, under cart updates:', budgets.pgliteCatalogueP99Ms);
}
