import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@storefront/shared';
import { ListPager } from './list-pager';

const renderPager = (
  list: { pageSize: number; total: number; totalCapped?: boolean } | undefined,
  page = 1,
) =>
  render(
    <MemoryRouter>
      <ListPager
        label="Pages of fruit"
        page={page}
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

  it('goes on past a capped count, which it shows as a floor', () => {
    renderPager({ pageSize: 20, total: 10_000, totalCapped: true }, 500);
    expect(screen.getByRole('navigation', { name: 'Pages of fruit' })).toHaveTextContent(
      'Page 500 of 500+',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/fruit?page=501',
    );
  });

  it('ends at the last page of an exact count', () => {
    renderPager({ pageSize: 20, total: 10_000 }, 500);
    expect(screen.getByRole('navigation', { name: 'Pages of fruit' })).toHaveTextContent(
      'Page 500 of 500',
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('shows nothing while the page loads', () => {
    const { container } = renderPager(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
