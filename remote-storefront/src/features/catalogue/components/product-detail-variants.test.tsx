import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProductWithOptions } from '../../../testing/fixtures';
import {
  currentLocation,
  lastNavigation,
  mockApi,
  renderApp,
  resetPage,
} from '../../../testing/test-utils';
import { cartService } from '../../../cart/cart-service';
import { openingVariant, useVariantChoice } from '../hooks/use-variant-choice';

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');
const COFFEE = aProductWithOptions();
// Asked for any of its variants, the API answers the listed product.
const mockCoffee = () =>
  mockApi({
    'GET /products/20': [200, COFFEE],
    'GET /products/21': [200, COFFEE],
    'GET /products/22': [200, COFFEE],
  });

const price = () => screen.getByText(/^£\d+\.\d\d$/);
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

describe('product detail with options', () => {
  beforeEach(resetPage);

  it('offers each option as a radio group named by its legend, values in order', async () => {
    mockCoffee();
    await renderApp('/products/20');

    const size = await screen.findByRole('group', { name: 'Size' });
    const grind = screen.getByRole('group', { name: 'Grind' });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['250 g', '1 kg']);
    expect(
      within(grind)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Whole bean', 'Ground']);
    expect(within(size).getByRole('radio', { name: '250 g' })).toBeChecked();
    expect(within(grind).getByRole('radio', { name: 'Whole bean' })).toBeChecked();
    expect(price()).toHaveTextContent('£4.50');
    expect(screen.getByText('In stock')).toBeVisible();
  });

  it('shows the price and stock of the chosen variant', async () => {
    mockCoffee();
    await renderApp('/products/20');

    await userEvent.click(await screen.findByRole('radio', { name: '1 kg' }));
    expect(price()).toHaveTextContent('£14.00');
    expect(screen.getByText('Only 3 left')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: '250 g' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ground' }));
    expect(price()).toHaveTextContent('£4.50');
    expect(screen.getByText('Out of stock')).toBeVisible();
    expect(addButton()).toBeDisabled();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('moves between the values of an option with the arrow keys', async () => {
    mockCoffee();
    await renderApp('/products/20');

    (await screen.findByRole('radio', { name: '250 g' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(price()).toHaveTextContent('£14.00');
  });

  it('adds the chosen variant, by its id and named after its values', async () => {
    mockCoffee();
    await renderApp('/products/20');

    await userEvent.click(await screen.findByRole('radio', { name: '1 kg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(addButton());

    expect(await screen.findByText(/Added to your cart/)).toBeVisible();
    expect(storedCart()).toEqual([
      {
        productId: 22,
        listedProductId: 20,
        slug: 'house-coffee',
        name: 'House Coffee – 1 kg, Whole bean',
        priceMinor: 1400,
        stock: 3,
        image: 'products/house-coffee.svg',
        unit: 'each',
        estimatedWeightGrams: null,
        quantity: 3,
      },
    ]);
  });

  it('keeps the quantity within the stock of a newly chosen variant', async () => {
    mockCoffee();
    await renderApp('/products/20');

    const quantity = await screen.findByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: '1 kg' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
  });

  it('says a combination no variant has is not available, and cannot add it', async () => {
    mockCoffee();
    await renderApp('/products/20');

    await userEvent.click(await screen.findByRole('radio', { name: '1 kg' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ground' }));

    const notice = screen.getByText('This combination is not available');
    expect(notice).toBeVisible();
    // Said as it appears, to whoever is choosing by ear.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(addButton()).toBeDisabled();
    expect(screen.queryByText(/^£/)).not.toBeInTheDocument();
    // Every value stays choosable: the way out is one click away.
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Whole bean' }));
    expect(screen.queryByText('This combination is not available')).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('names the chosen variant in the address, replacing it so Back still leaves the page', async () => {
    mockCoffee();
    await renderApp('/products/20');

    await userEvent.click(await screen.findByRole('radio', { name: '1 kg' }));
    await waitFor(() => expect(currentLocation()).toBe('/products/20?variant=22'));
    expect(lastNavigation()).toBe('REPLACE');

    // A combination no variant has leaves the address at the last variant.
    await userEvent.click(screen.getByRole('radio', { name: 'Ground' }));
    expect(screen.getByText('This combination is not available')).toBeVisible();
    expect(currentLocation()).toBe('/products/20?variant=22');

    // The listed variant is the product's own page.
    await userEvent.click(screen.getByRole('radio', { name: '250 g' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Whole bean' }));
    await waitFor(() => expect(currentLocation()).toBe('/products/20'));
  });

  it('opens on the variant its address names, and keeps the query’s other parameters', async () => {
    const api = mockCoffee();
    await renderApp('/products/20?utm_source=mail&variant=22');

    expect(await screen.findByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Whole bean' })).toBeChecked();
    expect(price()).toHaveTextContent('£14.00');
    await waitFor(() => expect(currentLocation()).toBe('/products/20?variant=22&utm_source=mail'));
    expect(api.sent).toHaveLength(1);
  });

  it('gives an older link, by the variant’s own id, its variant’s address without asking again', async () => {
    const api = mockCoffee();
    await renderApp('/products/22');

    expect(await screen.findByRole('radio', { name: '1 kg' })).toBeChecked();
    await waitFor(() => expect(currentLocation()).toBe('/products/20?variant=22'));
    expect(lastNavigation()).toBe('REPLACE');
    expect(screen.getByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(price()).toHaveTextContent('£14.00');
    expect(api.sent.map((request) => request.url)).toEqual(['/products/22']);
  });

  it('links the cart line to its variant’s address, which opens on it', async () => {
    mockCoffee();
    await renderApp('/products/20?variant=22');

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await userEvent.click(await screen.findByRole('link', { name: 'View your cart' }));

    const line = await screen.findByRole('link', { name: 'House Coffee – 1 kg, Whole bean' });
    expect(line).toHaveAttribute('href', '/products/20?variant=22');
    await userEvent.click(line);
    expect(await screen.findByRole('radio', { name: '1 kg' })).toBeChecked();
    expect(currentLocation()).toBe('/products/20?variant=22');
  });

  it('links a cart line this device kept before variants had addresses by the variant’s id', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          productId: 22,
          slug: 'house-coffee',
          name: 'House Coffee – 1 kg, Whole bean',
          priceMinor: 1400,
          stock: 3,
          image: 'products/house-coffee.svg',
          quantity: 1,
        },
      ]),
    );
    await cartService.refresh();
    mockCoffee();
    await renderApp('/cart');

    const line = await screen.findByRole('link', { name: 'House Coffee – 1 kg, Whole bean' });
    expect(line).toHaveAttribute('href', '/products/22');
    await userEvent.click(line);
    expect(await screen.findByRole('radio', { name: '1 kg' })).toBeChecked();
    await waitFor(() => expect(currentLocation()).toBe('/products/20?variant=22'));
  });

  it('follows the address to another of the product’s variants', () => {
    const { result, rerender } = renderHook(({ linkedId }) => useVariantChoice(COFFEE, linkedId), {
      initialProps: { linkedId: 20 },
    });
    expect(result.current.variant?.id).toBe(20);
    rerender({ linkedId: 22 });
    expect(result.current.values).toEqual(['1 kg', 'Whole bean']);
    expect(result.current.variant?.id).toBe(22);
  });

  it('opens on the first variant in stock when the link names none of them', () => {
    const soldOutFirst = COFFEE.variants.map((variant) =>
      variant.id === 20 ? { ...variant, stock: 0 } : variant,
    );
    expect(openingVariant(soldOutFirst, 99)?.id).toBe(22);
    expect(openingVariant(soldOutFirst, 20)?.id).toBe(20);
    const allSoldOut = soldOutFirst.map((variant) => ({ ...variant, stock: 0 }));
    expect(openingVariant(allSoldOut, 99)?.id).toBe(20);
  });
});
