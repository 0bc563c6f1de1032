import { loadExposed, provideExposedModules } from './exposed-modules';

describe('loadExposed', () => {
  afterEach(() => provideExposedModules(null));

  it('asks the host’s loader for what a remote exposes', async () => {
    const load = jest.fn(async () => ({ cart: 'the storefront’s' }));
    provideExposedModules(load);
    await expect(loadExposed('storefront', './cart')).resolves.toEqual({
      cart: 'the storefront’s',
    });
    expect(load).toHaveBeenCalledWith('storefront', './cart');
  });

  it('rejects, naming what it wanted, on a page no host provides remotes for', async () => {
    await expect(loadExposed('storefront', './cart')).rejects.toThrow(
      "Nothing loads storefront's ./cart on this page",
    );
  });
});
