import { ratio } from './peers.mjs';

/**
 * @import { Verdict } from './budgets.mjs'
 * @import { PageSummary } from './pages.mjs'
 * @import { ComparedFigure, PeerResult } from './peers.mjs'
 * @import { BenchResults } from './report.mjs'
 * @import { Spread } from './stats.mjs'
 */

/**
 * budgets.json's `peerRatios`, one entry per peer by its name in peers.json:
 * the most ours ÷ the peer's median may be, per page and figure (keys of
 * RATIO_FIGURES), and per move (our NAVIGATIONS' names). A ratio is taken
 * within one run, so what else the machine does falls on both.
 * @typedef {{ pages: Record<string, Record<string, number>>, navigation: Record<string, number> }} PeerRatioBudgets
 */

/**
 * The page figures a ratio budget may name: its label, given the run's CPU
 * slowdown, and the page summary's figure.
 * @type {Record<string, [(cpuSlowdown: number) => string, ComparedFigure]>}
 */
export const RATIO_FIGURES = {
  fcpAt1x: [() => 'FCP at 1× CPU', 'fcpAt1x'],
  fcp: [(cpuSlowdown) => `FCP at ${cpuSlowdown}× CPU`, 'fcp'],
  lcp: [(cpuSlowdown) => `LCP at ${cpuSlowdown}× CPU`, 'lcp'],
};

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} value */
const times = (value) => value.toFixed(2);

/**
 * Each ratio budget beside its figures: ours, the peer's, and ours ÷ the
 * peer's. A part this run did not measure (--only) is left out, as other
 * budgets are; but a budget whose peer was not measured in a part that ran
 * (the peer missing from the peers file, its page or move unreachable, a
 * figure it never reported) is a verdict that says so and is not met: a ratio
 * that cannot be taken must not pass.
 * @param {BenchResults} results
 * @param {Record<string, PeerRatioBudgets>} budgets
 * @returns {Verdict[]}
 */
export function judgePeerRatios(results, budgets) {
  /** @type {Verdict[]} */
  const verdicts = [];
  for (const [peerName, limits] of Object.entries(budgets)) {
    const peer = results.peers?.find((candidate) => candidate.name === peerName);
    /**
     * @param {string} name
     * @param {number} budget
     * @param {{ ours: number | undefined, theirs: number | undefined, missing: string | null, note?: string }} figures
     */
    const judgeRatio = (name, budget, { ours, theirs, missing, note }) => {
      const verdict = { name: `${name}, ours ÷ ${peerName}`, budget: times(budget) };
      const value = ratio(ours, theirs);
      if (missing || value === null) {
        const reason =
          missing ??
          (ours === undefined || Number.isNaN(ours) ? 'ours was not measured' : null) ??
          `${peerName} reported no figure`;
        verdicts.push({
          ...verdict,
          actual: `not measured: ${reason}`,
          met: false,
          measured: false,
        });
        return;
      }
      // ratio() gave a number, so both figures are there.
      const [our, their] = /** @type {[number, number]} */ ([ours, theirs]);
      verdicts.push({
        ...verdict,
        actual: `${times(value)} (ours ${ms(our)}, ${peerName} ${ms(their)})`,
        met: value <= budget,
        ...(note ? { note } : {}),
      });
    };

    if (results.pages)
      for (const [page, figures] of Object.entries(limits.pages))
        for (const [key, budget] of Object.entries(figures)) {
          if (!RATIO_FIGURES[key])
            throw new Error(
              `budgets.json: peerRatios.${peerName}.pages.${page} has unknown "${key}"`,
            );
          const [label, figure] = RATIO_FIGURES[key];
          const theirs = peer?.pages[page];
          // Without an unreachable message, the page was summarised.
          const summary =
            theirs && !theirs.unreachable ? /** @type {PageSummary} */ (theirs) : undefined;
          judgeRatio(`${page} ${label(results.cpuSlowdown)}`, budget, {
            ours: results.pages[page]?.[figure]?.median,
            theirs: summary?.[figure]?.median,
            missing: whyNot(peerName, peer, theirs, `no ${page} page`),
            // What failed to load on the peer's page made its LCP earlier, if anything.
            note:
              figure === 'lcp' && summary?.failedOrigins.length
                ? `${peerName}'s LCP here is without what failed to load: ${summary.failedOrigins.join(', ')}; its LCP element: ${summary.lcpElements.join(' or ')}`
                : undefined,
          });
        }

    if (results.navigation)
      for (const [move, budget] of Object.entries(limits.navigation)) {
        const theirs = peer?.navigation[move];
        judgeRatio(`${move}: click → heading on screen at ${results.cpuSlowdown}× CPU`, budget, {
          ours: results.navigation[move]?.median,
          // Without an unreachable message, the move was timed.
          theirs: theirs && !theirs.unreachable ? /** @type {Spread} */ (theirs).median : undefined,
          missing: whyNot(peerName, peer, theirs, `no "${move}" move`),
        });
      }
  }
  return verdicts;
}

/**
 * Why the peer has no figure for a page or move, or null when it has one.
 * @param {string} peerName
 * @param {PeerResult | undefined} peer
 * @param {{ unreachable?: string } | undefined} measured the peer's page or move
 * @param {string} absent what the peers file leaves out, when it does
 */
function whyNot(peerName, peer, measured, absent) {
  if (!peer) return `${peerName} is not among this run's peers (--peers)`;
  if (!measured) return `${peerName} lists ${absent} in the peers file`;
  if (measured.unreachable) return `${peerName} unreachable: ${measured.unreachable}`;
  return null;
}
