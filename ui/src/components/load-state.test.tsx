import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-state';

describe('LoadError', () => {
  it('says why the load failed and asks again on Try again', async () => {
    const retry = jest.fn();
    render(
      <LoadError
        what="the orders"
        failure={{ status: 503, code: 'UNAVAILABLE', message: 'The store is busy.' }}
        onRetry={retry}
      />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the orders.The store is busy.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('gives a refusal (403) in the API’s words alone: asking again would be refused again', () => {
    const refused =
      'Your role (Picker) does not include this: cancel orders. Ask an owner or a manager.';
    render(
      <LoadError
        what="the orders"
        failure={{ status: 403, code: 'FORBIDDEN', message: refused }}
        onRetry={jest.fn()}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(refused);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
