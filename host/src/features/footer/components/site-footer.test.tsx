import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, sessionStore, type StoreDetails } from '@storefront/shared';
import { SiteFooter } from './site-footer';

const STORE: StoreDetails = {
  id: 38,
  name: 'Corner Market',
  currency: 'GBP',
  shopLink: 'corner-market',
  address: '12 Station Parade, London N1 9AA',
  phone: '+442079460038',
  phoneDisplay: '020 7946 0038',
  openingHours: [
    { day: 'Monday', opens: '08:00', closes: '20:00' },
    { day: 'Sunday', opens: null, closes: null },
  ],
  pickupAddress: '14 Station Parade, London N1 9AA',
  vatNumber: 'GB999999973',
  vatNumberDisplay: 'GB 999 9999 73',
};

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  beforeEach(() => sessionStore.updateStoreDetails(STORE));
  afterAll(() => sessionStore.updateStoreDetails(null));

  it('gives the store’s address and its phone number as the country writes it, to call', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('12 Station Parade, London N1 9AA');
    const phone = within(footer).getByRole('link', { name: '020 7946 0038' });
    expect(phone).toHaveAttribute('href', 'tel:+442079460038');
    expect(phone.closest('address')).toHaveTextContent('12 Station Parade');
  });

  it('gives the store’s VAT number as HMRC prints it, and neither it nor a phone link when the store has none', () => {
    const view = renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('VAT number GB 999 9999 73');
    view.unmount();

    act(() =>
      sessionStore.updateStoreDetails({ ...STORE, vatNumber: '', vatNumberDisplay: '', phone: '' }),
    );
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toHaveTextContent('VAT');
    expect(within(footer).queryByRole('link', { name: /020/ })).toBeNull();
  });

  it('lists the opening hours by weekday, and a closed day as closed', () => {
    renderFooter();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Monday', 'Sunday']);
    expect(definitions).toEqual(['08:00–20:00', 'Closed']);
  });

  it('gives the pickup point’s address under its own heading', () => {
    renderFooter();
    const heading = screen.getByRole('heading', { name: 'Pickup point' });
    expect(heading.parentElement!.querySelector('address')).toHaveTextContent(
      '14 Station Parade, London N1 9AA',
    );
  });

  it('links to the terms, privacy and cookie pages', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
    ]);
  });

  it('follows the store when it arrives after the first draw, and shows nothing before', () => {
    act(() => sessionStore.updateStoreDetails(null));
    renderFooter();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => sessionStore.updateStoreDetails(STORE));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Corner Market');
  });
});
