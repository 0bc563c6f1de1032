import { render, screen, within } from '@testing-library/react';
import { OrderLineList } from './order-line-list';

const LINES = [
  {
    productId: 7,
    name: 'English Breakfast Tea',
    image: 'products/tea.svg',
    quantity: 2,
    lineTotalMinor: 700,
  },
  {
    productId: 9,
    name: 'Sourdough Loaf',
    image: 'products/bread.svg',
    quantity: 1,
    lineTotalMinor: 300,
  },
];

describe('OrderLineList', () => {
  it('lists each line with its picture, name, detail and total', () => {
    render(
      <OrderLineList
        label="Items in this order"
        lines={LINES}
        currency="GBP"
        imageSize={56}
        name={(line) => line.name}
        detail={(line) => `${line.quantity} ×`}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Items in this order' })).getAllByRole(
      'listitem',
    );

    expect(items.map((item) => item.textContent)).toEqual([
      'English Breakfast Tea2 ×£7.00',
      'Sourdough Loaf1 ×£3.00',
    ]);
    const picture = items[0]!.querySelector('img')!;
    expect(picture).toHaveAttribute('src', expect.stringMatching(/\/images\/products\/tea\.svg$/));
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('alt', '');
  });
});
