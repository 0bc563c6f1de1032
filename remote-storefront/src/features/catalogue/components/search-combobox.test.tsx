import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestion } from '@storefront/shared/contracts';
import type { Route } from '@storefront/shared/testing';
import { aPage, aProduct, aSummary, CATEGORIES } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp, resetPage } from '../../../testing/test-utils';

const SUGGESTIONS: Suggestion[] = [
  { kind: 'category', slug: 'bakery', name: 'Bakery' },
  { kind: 'product', id: 7, name: 'Dark Chocolate', categoryName: 'Snacks' },
  { kind: 'product', id: 8, name: 'Chocolate Digestives', categoryName: 'Bakery' },
];

function mockSearch(
  suggestions: Suggestion[] = SUGGESTIONS,
  suggest: Route = [200, { items: suggestions }],
) {
  return mockApi({
    'GET /stores/38/categories': [200, { items: CATEGORIES }],
    'GET /stores/38/products': [200, aPage([aSummary()])],
    'GET /stores/38/suggestions': suggest,
    'GET /products/7': [200, aProduct({ id: 7, name: 'Dark Chocolate' })],
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
// The product's page, once drawn. Opening it is a transition: until its code has
// arrived the list stays on screen, and the location with it.
const productPage = (name: string) => screen.findByRole('heading', { level: 1, name });

async function typeAndWait(text: string) {
  await userEvent.type(box(), text);
  await screen.findByRole('listbox', { name: 'Suggestions' });
}

describe('search suggestions', () => {
  beforeEach(resetPage);

  it('asks once typing pauses, and lists what the API offers', async () => {
    const api = mockSearch();
    await renderApp('/products');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await typeAndWait('choclate');
    expect(api.to('GET /stores/38/suggestions').map((call) => call.params)).toEqual([
      { q: 'choclate' },
    ]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options().map((option) => option.textContent)).toEqual([
      'Bakery Category',
      'Dark Chocolate in Snacks',
      'Chocolate Digestives in Bakery',
    ]);
  });

  it('asks nothing for the search the page opened with: its results are on the page', async () => {
    const api = mockSearch();
    await renderApp('/products?q=chocolate');
    await screen.findByRole('heading', { level: 2, name: /for “chocolate”/ });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.to('GET /stores/38/suggestions')).toEqual([]);
    expect(box()).toHaveValue('chocolate');
  });

  it('moves through the options with the arrow keys, focus staying in the box', async () => {
    mockSearch();
    await renderApp('/products');
    await typeAndWait('choc');

    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    expect(box()).toHaveFocus();
  });

  it('opens the product picked with Enter', async () => {
    mockSearch();
    await renderApp('/products');
    await typeAndWait('choc');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await productPage('Dark Chocolate')).toBeVisible();
    expect(currentLocation()).toBe('/products/7');
  });

  it('filters by the category picked, leaving the typed words out of the search', async () => {
    mockSearch();
    await renderApp('/products?sort=newest');
    await typeAndWait('bak');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(currentLocation()).toBe('/products?sort=newest&category=bakery');
  });

  it('picks with a click too', async () => {
    mockSearch();
    await renderApp('/products');
    await typeAndWait('choc');
    await userEvent.click(screen.getByRole('option', { name: 'Dark Chocolate in Snacks' }));
    expect(await productPage('Dark Chocolate')).toBeVisible();
    expect(currentLocation()).toBe('/products/7');
  });

  it('closes with Escape, after which Enter searches for what was typed', async () => {
    mockSearch();
    await renderApp('/products');
    await typeAndWait('choc');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveValue('choc');

    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe('/products?q=choc');
  });

  it('asks nothing for one letter, and stays shut when nothing is suggested', async () => {
    const api = mockSearch([]);
    await renderApp('/products');
    await userEvent.type(box(), 'c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.to('GET /stores/38/suggestions')).toEqual([]);

    await userEvent.type(box(), 'h');
    await waitFor(() => expect(api.to('GET /stores/38/suggestions')).toHaveLength(1));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('cancels the request for older words when typing goes on', async () => {
    const slow: AbortSignal[] = [];
    // The answer for "ch" never comes on its own: only its cancellation ends it.
    mockSearch(SUGGESTIONS, (config) => {
      if (config.params.q !== 'ch') return [200, { items: SUGGESTIONS }];
      const signal = config.signal as AbortSignal;
      slow.push(signal);
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('canceled'))),
      );
    });
    await renderApp('/products');
    await userEvent.type(box(), 'ch');
    await waitFor(() => expect(slow).toHaveLength(1));
    expect(slow[0]!.aborted).toBe(false);

    await typeAndWait('oc');
    expect(slow[0]!.aborted).toBe(true);
    expect(options()).toHaveLength(3);
  });
});
