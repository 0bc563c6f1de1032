import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@storefront/shared';
import { FormField } from './form-field';
import { Pager } from './pager';

// The storefront draws these pieces its own way: what it hands in must reach
// the markup, and what it leaves out must keep the kit's way.

describe('FormField', () => {
  it('reads its error out as it appears, by default', () => {
    render(<FormField name="email" label="E-mail" error="Enter an e-mail address." />);

    expect(screen.getByRole('alert')).toHaveTextContent('Enter an e-mail address.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address.');
  });

  it('keeps a quiet error as the field’s description only', () => {
    render(
      <FormField
        name="email"
        label="E-mail"
        error="Enter an e-mail address."
        announceError={false}
      />,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInvalid();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address.');
  });
});

describe('Pager', () => {
  function renderPager(linkClassName?: string) {
    render(
      <MemoryRouter>
        <Pager
          label="Pages"
          page={2}
          pageSize={10}
          total={30}
          hrefFor={(page) => `/products?page=${page}`}
          linkClassName={linkClassName}
        />
      </MemoryRouter>,
    );
  }

  it('draws both links in the look the remote names', () => {
    renderPager('sf-button sf-button--outline');

    for (const name of ['Previous page', 'Next page']) {
      expect(screen.getByRole('link', { name })).toHaveClass('sf-button sf-button--outline', {
        exact: true,
      });
    }
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/products?page=3',
    );
  });

  it('leaves its links to the kit’s own look without one', () => {
    renderPager();

    expect(screen.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('class');
  });
});
