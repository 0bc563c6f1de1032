import { catalogueImageUrl } from '../http/catalogue-image-url';
import { httpClient } from '../http/http-client';
import { loadRuntimeConfig } from './runtime-config';

describe('loadRuntimeConfig', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.restoreAllMocks();
  });

  it('points the HTTP client at the API named in config.json', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ apiBaseUrl: 'https://api.shop.test/api' }),
    });
    await loadRuntimeConfig();
    expect(globalThis.fetch).toHaveBeenCalledWith('/config.json', {
      cache: 'no-store',
      headers: new Headers({ Accept: 'application/json' }),
    });
    expect(httpClient.defaults.baseURL).toBe('https://api.shop.test/api');
    expect(catalogueImageUrl('products/tea.svg')).toBe(
      'https://api.shop.test/api/images/products/tea.svg',
    );
  });

  it('takes the catalogue’s pictures from imagesBaseUrl when config.json names it', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ apiBaseUrl: 'https://api.shop.test/api', imagesBaseUrl: '/images' }),
    });
    await loadRuntimeConfig();
    expect(catalogueImageUrl('products/tea.svg')).toBe('/images/products/tea.svg');
  });

  it('falls back to port 3000 on the same host and logs why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const config = await loadRuntimeConfig();
    expect(config.apiBaseUrl).toBe('http://localhost:3000/api');
    expect(error).toHaveBeenCalled();
  });
});
