import { act, render, screen } from '@testing-library/react';
import { LoaderOverlay } from './loader-overlay';
import { loaderService } from './loader-service';

describe('LoaderOverlay', () => {
  afterEach(() => act(() => loaderService.close()));

  it('is an empty live region while closed', () => {
    render(<LoaderOverlay />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the spinner with title, subtitle and loading text', () => {
    render(<LoaderOverlay />);
    act(() =>
      loaderService.show({
        title: 'Placing order',
        subtitle: 'Please wait',
        loadingText: 'Reserving stock',
      }),
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Placing order');
    expect(region).toHaveTextContent('Please wait');
    expect(region).toHaveTextContent('Reserving stock');
  });

  it('shows an error message with its type for screen readers', () => {
    render(<LoaderOverlay />);
    act(() => loaderService.error('Wrong password'));
    expect(screen.getByRole('status')).toHaveTextContent('error: Wrong password');
  });

  it('never takes focus from what the user is typing in', () => {
    render(
      <>
        <input aria-label="Email" />
        <LoaderOverlay />
      </>,
    );
    const input = screen.getByLabelText('Email');
    input.focus();
    act(() => loaderService.show({ title: 'Saving', subtitle: '' }));
    expect(document.activeElement).toBe(input);
  });
});
