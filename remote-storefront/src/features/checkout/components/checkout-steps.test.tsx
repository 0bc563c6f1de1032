import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@storefront/shared';
import App from '../../../app/app';
import { aCart, aCartLine, HOME, WORK } from '../../../testing/fixtures';
import { mockApi, resetPage, signIn } from '../../../testing/test-utils';

/** The browser's own Back and Forward buttons, and the address bar. */
function BrowserChrome() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button onClick={() => navigate(-1)}>Browser back</button>
      <button onClick={() => navigate(1)}>Browser forward</button>
      <output data-testid="address-bar">{pathname}</output>
    </>
  );
}

/** The storefront opened at `path`, with `before` earlier in the tab's history. */
async function openAt(path: string, before: string[] = ['/cart']) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[...before, path]} initialIndex={before.length}>
        <Routes>
          <Route path="/*" element={<App />} />
        </Routes>
        <BrowserChrome />
      </MemoryRouter>,
    );
  });
  return view!;
}

const addressBar = () => screen.getByTestId('address-bar').textContent;
const browserBack = () => userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
const browserForward = () =>
  userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
// A page's heading, once it is drawn. Navigations are transitions: going to a
// page whose code has not arrived yet keeps the last page, and the location, on
// screen until it has, so wait for the page before reading the address bar.
const heading = (name: string) => screen.findByRole('heading', { name });

function mockCheckout() {
  return mockApi({
    'GET /me/cart': [
      200,
      aCart([
        aCartLine(),
        aCartLine({ productId: 8, name: 'Oat Biscuits', priceMinor: 225, quantity: 1 }),
      ]),
    ],
    'GET /me/addresses': [200, { items: [HOME, WORK] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: 0, currency: 'GBP' },
    ],
  });
}

/** Delivery, then the work address: the customer is on the review step. */
async function reachReview() {
  await openAt('/checkout');
  await heading('Delivery');
  await userEvent.click(continueButton());
  await heading('Delivery address');
  await userEvent.click(screen.getByRole('radio', { name: /1 Office Park/ }));
  await userEvent.click(continueButton());
  await heading('Review your order');
}

describe('checkout steps at their own URLs', () => {
  beforeEach(() => {
    resetPage();
    signIn();
    mockCheckout();
  });

  it('opens the bare /checkout at the first step, in place of it', async () => {
    await openAt('/checkout');
    expect(await heading('Delivery')).toBeVisible();
    expect(addressBar()).toBe('/checkout/delivery');
    await browserBack();
    expect(await heading('Your cart')).toBeVisible();
    expect(addressBar()).toBe('/cart');
  });

  it('walks the steps with Continue, and the browser Back and Forward walk them too', async () => {
    await reachReview();
    expect(addressBar()).toBe('/checkout/review');

    await browserBack();
    expect(await heading('Delivery address')).toHaveFocus();
    expect(addressBar()).toBe('/checkout/address');
    expect(screen.getByRole('radio', { name: /1 Office Park/ })).toBeChecked();

    await browserBack();
    expect(await heading('Delivery')).toHaveFocus();
    expect(addressBar()).toBe('/checkout/delivery');

    await browserForward();
    await browserForward();
    expect(await heading('Review your order')).toHaveFocus();
    expect(screen.getByText('1 Office Park')).toBeVisible();

    await browserBack();
    await browserBack();
    await browserBack();
    expect(await heading('Your cart')).toBeVisible();
    expect(addressBar()).toBe('/cart');
  });

  it("goes back in history with the step's own Back, so Forward still returns", async () => {
    await reachReview();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Delivery address')).toHaveFocus();
    expect(addressBar()).toBe('/checkout/address');
    await browserForward();
    expect(await heading('Review your order')).toBeVisible();
  });

  it('keeps the step and the choices through a reload', async () => {
    const first = await openAt('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    first.unmount();

    // A reload before Continue: the option picked is kept, the step is still delivery.
    const second = await openAt('/checkout/review');
    expect(await heading('Delivery')).toBeVisible();
    expect(addressBar()).toBe('/checkout/delivery');
    expect(screen.getByRole('radio', { name: /Store pickup/ })).toBeChecked();
    await userEvent.click(continueButton());
    expect(await heading('Review your order')).toBeVisible();
    second.unmount();

    await openAt('/checkout/review', ['/cart', '/checkout/delivery']);
    expect(await heading('Review your order')).toBeVisible();
    expect(addressBar()).toBe('/checkout/review');
    expect(screen.getByText('Pick up at Corner Market')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Delivery')).toBeVisible();
  });

  it('sends a deep link past an unfinished step back to that step', async () => {
    const first = await openAt('/checkout/review');
    expect(await heading('Delivery')).toBeVisible();
    expect(addressBar()).toBe('/checkout/delivery');
    await userEvent.click(continueButton());
    await heading('Delivery address');
    first.unmount();

    await openAt('/checkout/review');
    expect(await heading('Delivery address')).toBeVisible();
    expect(addressBar()).toBe('/checkout/address');
  });

  it('has no address step for a pickup: its URL opens the review', async () => {
    const first = await openAt('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await userEvent.click(continueButton());
    expect(await heading('Review your order')).toBeVisible();
    const progress = within(screen.getByRole('list', { name: 'Checkout steps' }));
    expect(progress.queryByText('Address')).not.toBeInTheDocument();
    await browserBack();
    expect(addressBar()).toBe('/checkout/delivery');
    await browserForward();
    expect(addressBar()).toBe('/checkout/review');
    first.unmount();

    await openAt('/checkout/address');
    expect(await heading('Review your order')).toBeVisible();
    expect(addressBar()).toBe('/checkout/review');
  });

  it('opens an unknown step at the first step still to do', async () => {
    await openAt('/checkout/payment');
    expect(await heading('Delivery')).toBeVisible();
    expect(addressBar()).toBe('/checkout/delivery');
  });

  it('shows the order summary beside every step, its delivery fee following the option', async () => {
    await openAt('/checkout');
    await heading('Delivery');
    expect(summary().getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(summary().getByText('Oat Biscuits × 1')).toBeVisible();
    const total = () => summary().getByText('Total').nextSibling;
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('£9.25');
    expect(summary().getByText('Delivery').nextSibling).toHaveTextContent('£3.99');
    expect(total()).toHaveTextContent('£13.24');

    await userEvent.click(screen.getByRole('radio', { name: /Store pickup/ }));
    expect(summary().getByText('Delivery').nextSibling).toHaveTextContent('Free');
    expect(total()).toHaveTextContent('£9.25');

    await userEvent.click(screen.getByRole('radio', { name: /Home delivery/ }));
    await userEvent.click(continueButton());
    await heading('Delivery address');
    expect(summary().getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(total()).toHaveTextContent('£13.24');

    await userEvent.click(continueButton());
    await heading('Review your order');
    expect(summary().getByText('Oat Biscuits × 1')).toBeVisible();
    expect(total()).toHaveTextContent('£13.24');
  });

  it('folds the summary to one line that says what is to pay, and opens it on request', async () => {
    await openAt('/checkout');
    await heading('Delivery');
    const toggle = summary().getByRole('button', { name: 'Show 3 items, £13.24' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(summary().getByRole('button', { name: 'Hide 3 items, £13.24' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
