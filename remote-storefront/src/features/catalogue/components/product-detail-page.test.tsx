import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preload } from '../../../app/routes';
import { aProduct } from '../../../testing/fixtures';
import { currentLocation, mockApi, renderApp, resetPage } from '../../../testing/test-utils';

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

describe('product detail', () => {
  beforeEach(resetPage);

  it('opens with the answer fetched on a link’s hover, and asks the API once', async () => {
    const api = mockApi({ 'GET /products/7': [200, aProduct({ stock: 3 })] });
    await preload('/products/7');
    await preload('/products/7');
    await waitFor(() => expect(api.to('GET /products/7')).toHaveLength(1));
    await renderApp('/products/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earl Grey Tea' })).toBeVisible();
    expect(api.to('GET /products/7')).toHaveLength(1);
  });

  it('fetches nothing ahead for the page already open (the browser’s own address)', async () => {
    const api = mockApi({ 'GET /products/7': [200, aProduct({ stock: 3 })] });
    history.pushState(null, '', '/products/7');
    try {
      await preload('/products/7');
      await preload('/products/not-a-number');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.sent).toEqual([]);
    } finally {
      history.pushState(null, '', '/');
    }
  });

  it('shows the product and adds the chosen quantity to an anonymous cart', async () => {
    mockApi({ 'GET /products/7': [200, aProduct({ stock: 3 })] });
    await renderApp('/products/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earl Grey Tea' })).toBeVisible();
    expect(screen.getByText('£3.50')).toBeVisible();
    expect(screen.getByText('Black tea with bergamot, 80 bags.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      '/products?category=drinks',
    );
    expect(screen.getByRole('img', { name: 'Earl Grey Tea' })).toHaveAttribute('width', '560');
    // One variant and no options: nothing to choose.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(/Added to your cart/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
    expect(storedCart()).toEqual([
      {
        slug: 'earl-grey-tea',
        name: 'Earl Grey Tea',
        priceMinor: 350,
        stock: 3,
        image: 'products/earl-grey-tea.svg',
        unit: 'each',
        estimatedWeightGrams: null,
        productId: 7,
        listedProductId: 7,
        quantity: 3,
      },
    ]);
  });

  it('says a price sold by weight is per kg, here and on the cart line', async () => {
    const spinach = aProduct({
      id: 12,
      slug: 'baby-spinach',
      name: 'Baby Spinach',
      priceMinor: 320,
      unit: 'per_kg',
      estimatedWeightGrams: 150,
    });
    mockApi({ 'GET /products/12': [200, spinach] });
    await renderApp('/products/12');

    await screen.findByRole('heading', { level: 1, name: 'Baby Spinach' });
    // The price and its unit are one line of text, in two elements.
    expect(
      screen.getByText((_, element) => element?.textContent === '£3.20 per kg · about 150 g each'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(await screen.findByRole('link', { name: 'View your cart' }));

    const line = (await screen.findByRole('link', { name: 'Baby Spinach' })).closest('li')!;
    // One is about 150 g: 48p each, at the price per kg.
    expect(line).toHaveTextContent('£3.20 per kg · about 150 g each');
    expect(line).toHaveTextContent('£0.48');
    expect(storedCart()).toEqual([
      expect.objectContaining({ productId: 12, unit: 'per_kg', estimatedWeightGrams: 150 }),
    ]);
  });

  it('says about how much one of a product sold by weight weighs', async () => {
    const bananas = aProduct({
      id: 14,
      slug: 'loose-bananas',
      name: 'Loose Bananas',
      priceMinor: 115,
      unit: 'per_kg',
      estimatedWeightGrams: 180,
    });
    mockApi({ 'GET /products/14': [200, bananas] });
    await renderApp('/products/14');

    await screen.findByRole('heading', { level: 1, name: 'Loose Bananas' });
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === '£1.15 per kg · about 180 g each',
      ),
    ).toBeVisible();
  });

  it('stops the quantity at what is left to add, and says when the cart holds all there is', async () => {
    mockApi({ 'GET /products/7': [200, aProduct({ stock: 3 })] });
    await renderApp('/products/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart/);
    // 1 in the cart: 2 more can be added, and + stops there.
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');
    expect(increase).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Your cart has 3, all you can have of this.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(storedCart()[0].quantity).toBe(3);
  });

  it('corrects a number typed above the stock at once, says how many are left, and adds them', async () => {
    mockApi({ 'GET /products/7': [200, aProduct({ stock: 22 })] });
    await renderApp('/products/7');
    const quantity = await screen.findByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9999');
    expect(quantity).toHaveValue('22');
    expect(screen.getByText('Only 22 left')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(/Added to your cart/)).toBeVisible();
    expect(storedCart()[0].quantity).toBe(22);
  });

  it('counts what the cart holds when a typed number is too many', async () => {
    mockApi({ 'GET /products/7': [200, aProduct({ stock: 5 })] });
    await renderApp('/products/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart/);
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    expect(quantity).toHaveValue('4');
    expect(screen.getByText('Only 5 left — your cart has 1, so you can add 4')).toBeVisible();
  });

  it('cannot be added when out of stock', async () => {
    mockApi({ 'GET /products/7': [200, aProduct({ stock: 0 })] });
    await renderApp('/products/7');
    expect(await screen.findByText('Out of stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('answers an unknown product kindly', async () => {
    mockApi({
      'GET /products/999': [
        404,
        { error: { code: 'NOT_FOUND', message: 'That product was not found' } },
      ],
    });
    await renderApp('/products/999');
    expect(
      await screen.findByRole('heading', { name: "We can't find that product" }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Browse all products' }));
    await waitFor(() => expect(currentLocation()).toBe('/products'));
  });

  it('treats a malformed id as not found without asking the API', async () => {
    const api = mockApi({});
    await renderApp('/products/tea');
    expect(
      await screen.findByRole('heading', { name: "We can't find that product" }),
    ).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });
});
