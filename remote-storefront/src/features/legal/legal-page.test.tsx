import { screen } from '@testing-library/react';
import { mockApi, renderApp, resetPage } from '../../testing/test-utils';

const TERMS = {
  document: 'terms',
  title: 'Terms and conditions',
  body: '## Your order\n\nYour order is a request to buy.\n\n<img src=x onerror=alert(1)>',
};

describe('legal pages', () => {
  beforeEach(resetPage);

  it('shows the store’s own terms at /terms: its title, headings and paragraphs', async () => {
    const api = mockApi({ 'GET /stores/38/legal/terms': [200, TERMS] });
    await renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('Your order is a request to buy.').tagName).toBe('P');
    expect(api.to('GET /stores/38/legal/terms')).toHaveLength(1);
  });

  it('shows markup in the text as the text it is, never as markup', async () => {
    mockApi({ 'GET /stores/38/legal/terms': [200, TERMS] });
    await renderApp('/terms');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it.each([
    ['/privacy', 'privacy', 'Privacy notice'],
    ['/cookies', 'cookies', 'Cookie policy'],
  ])('asks the store for the page at %s', async (path, document, title) => {
    mockApi({ [`GET /stores/38/legal/${document}`]: [200, { document, title, body: 'Text.' }] });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('says what could not be loaded, with a retry', async () => {
    mockApi({});
    await renderApp('/cookies');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
