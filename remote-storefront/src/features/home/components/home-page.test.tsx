import { render, screen } from '@testing-library/react';
import { MemoryRouter, sessionStore } from '@storefront/shared';
import { CARD_STORE, STORE } from '../../../testing/fixtures';
import { resetPage } from '../../../testing/test-utils';
import { HomePage } from './home-page';

function answerTo(question: string) {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return screen.getByText(question).nextSibling?.textContent;
}

describe('home page questions', () => {
  beforeEach(resetPage);

  it('answers the delivery question from the store’s own terms', () => {
    sessionStore.updateStoreDetails({ ...STORE, deliveryFeeMinor: 450, minimumBasketMinor: 1500 });
    expect(answerTo('How much is delivery?')).toBe(
      'Delivery is £4.50, free on orders of £40.00 or more; store pickup is always free.',
    );
  });

  it('says delivery is free when the store charges nothing for it', () => {
    sessionStore.updateStoreDetails({ ...STORE, deliveryFeeMinor: 0 });
    expect(answerTo('How much is delivery?')).toBe(
      'Delivery is free; store pickup is always free.',
    );
  });

  it('names card payment only where the store takes cards', () => {
    sessionStore.updateStoreDetails(CARD_STORE);
    expect(answerTo('How do I pay?')).toBe(
      'By card at checkout, or in person: cash on delivery, or at the till when you pick up.',
    );
  });

  it('asks nothing about delivery before the store has loaded', () => {
    sessionStore.updateStoreDetails(null);
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.queryByText('How much is delivery?')).toBeNull();
  });
});
