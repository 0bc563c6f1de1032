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

  const home = results.pages?.home;
  if (home) {
    // What the page's scripts cost on the wire, compressed as served (brotli).
    atMost('home JS on the wire', home.jsTransferred.median, budgets.home.jsWireBytes, kb);
    atMost('home LCP', home.lcp.median, budgets.home.lcpMs, ms);
    atMost('home CLS', home.cls.median, budgets.home.cls, (value) => value.toFixed(3));
    atMost('home TBT', home.tbt.median, budgets.home.tbtMs, ms);
  }
  for (const [name, page] of Object.entries(results.pages ?? {})) {
    atMost(`${name}: React DOM copies`, page.copies.reactDom, budgets.copies.reactDom);
    atMost(
      `${name}: federation runtime copies`,
      page.copies.federationRuntime,
      budgets.copies.federationRuntime,
    );
  }
  for (const [remote, time] of Object.entries(results.navigation ?? {}))
    atMost(`first move into ${remote}`, time.median, budgets.firstNavigationMs, ms);
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
  return verdicts;
}
