import { coldPage } from './browser.mjs';
import { originOf } from './servers.mjs';

/**
 * @import { Browser, Page } from '@playwright/test'
 * @import { States } from './pages.mjs'
 */

/**
 * A person's interaction with one of our pages: the page it happens on and the
 * state that page starts from, what is done first (not measured), and the
 * interaction measured.
 * @typedef {{ name: string, path: string, state?: keyof States, prepare?: (page: Page) => Promise<unknown>, act: (page: Page) => Promise<unknown> }} Interaction
 */

// After the page is drawn and its network quiet, as a person reads before acting.
const SETTLE_MS = 1000;
// Event Timing entries come after the next paint; this is ample for them to arrive.
const REPORT_MS = 1000;
/** The shortest duration Event Timing reports (its minimum durationThreshold). */
export const SHORTEST_REPORTED_MS = 16;

/**
 * The interactions of pnpm bench: each on the page where a person does it.
 * @param {{ productId: number, familyId: number }} options `familyId` is a product with variants.
 * @returns {Interaction[]}
 */
export function benchInteractions({ productId, familyId }) {
  return [
    {
      name: 'add to cart',
      path: `/products/${productId}`,
      act: (page) => page.getByRole('button', { name: 'Add to cart' }).click(),
    },
    {
      name: 'quantity step',
      path: `/products/${productId}`,
      act: (page) => page.getByRole('button', { name: 'Increase quantity' }).click(),
    },
    {
      name: 'variant pick',
      path: `/products/${familyId}`,
      act: (page) => page.getByRole('radio', { checked: false }).first().check(),
    },
    {
      name: 'filter change',
      path: '/products',
      act: (page) => page.getByLabel('Category').selectOption({ index: 1 }),
    },
    {
      name: 'checkout step',
      path: '/checkout',
      state: 'signedIn',
      prepare: (page) => page.getByLabel(/Store pickup/).check(),
      act: (page) => page.getByRole('button', { name: 'Continue' }).click(),
    },
  ];
}

/**
 * One interaction's latency on a cold page, as INP counts it: the longest
 * Event Timing duration (input delay, handlers and the next paint) among the
 * events of the interactions `act` made. An interaction quicker than Event
 * Timing reports counts as SHORTEST_REPORTED_MS.
 * @param {Browser} browser
 * @param {Interaction} interaction
 * @param {States} states
 */
export async function interactOnce(browser, interaction, states) {
  const tab = await coldPage(browser, {
    storageState: interaction.state ? states[interaction.state] : undefined,
  });
  try {
    await tab.page.goto(originOf('host') + interaction.path, { waitUntil: 'load' });
    await tab.page.waitForLoadState('networkidle');
    await interaction.prepare?.(tab.page);
    await tab.page.waitForTimeout(SETTLE_MS);
    await tab.page.evaluate((threshold) => {
      const durations = /** @type {number[]} */ ([]);
      /** @type {Window & { __interactions?: number[] }} */ (window).__interactions = durations;
      new PerformanceObserver((list) => {
        // Entries of type event are PerformanceEventTiming (interactionId is newer than
        // TypeScript's DOM types); only those of an interaction count.
        for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (
          list.getEntries()
        ))
          if (entry.interactionId) durations.push(entry.duration);
      }).observe(
        /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: threshold }),
      );
    }, SHORTEST_REPORTED_MS);
    await interaction.act(tab.page);
    await tab.page.waitForTimeout(REPORT_MS);
    const durations = await tab.page.evaluate(
      () => /** @type {Window & { __interactions?: number[] }} */ (window).__interactions ?? [],
    );
    return Math.max(SHORTEST_REPORTED_MS, ...durations);
  } finally {
    await tab.context.close();
  }
}
