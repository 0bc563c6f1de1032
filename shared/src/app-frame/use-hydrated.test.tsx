import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function AddButton() {
  const ready = useHydrated();
  return <button disabled={!ready}>Add to cart</button>;
}

describe('useHydrated', () => {
  it('keeps a control disabled in the server’s HTML and enables it once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddButton />);
    expect(container.querySelector('button')).toBeDisabled();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <AddButton />);
    });
    expect(container.querySelector('button')).toBeEnabled();
    act(() => root?.unmount());
  });

  it('is ready at once in a page drawn in the browser', () => {
    render(<AddButton />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
