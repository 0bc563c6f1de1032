import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@storefront/shared';
import { ListPager } from './list-pager';

const renderPager = (list: { pageSize: number; total: number } | undefined) =>
  render(
    <MemoryRouter>
      <ListPager
        label="Pages of fruit"
        page={1}
        list={list}
        hrefFor={(to) => `/fruit?page=${to}`}
      />
    </MemoryRouter>,
  );

describe('ListPager', () => {
  it('pages through the list by its own size and total', () => {
    renderPager({ pageSize: 25, total: 27 });
    const pages = screen.getByRole('navigation', { name: 'Pages of fruit' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/fruit?page=2',
    );
  });

  it('shows nothing while the page loads', () => {
    const { container } = renderPager(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
