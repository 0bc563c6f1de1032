import { lazy, useState, type ComponentType } from 'react';

// `any`: each page has props of its own; `component(key)` gives them back typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPage = ComponentType<any>;
type PageLoader = () => Promise<{ default: AnyPage }>;
type PropsOf<Loader> = Loader extends () => Promise<{ default: ComponentType<infer Props> }>
  ? Props
  : never;

/**
 * A remote's pages, each fetched the first time it is drawn or preloaded, so
 * a visit downloads only the pages it opens. `component(key)` is the page to
 * put in a route; `load(key)` starts fetching its code (a remote's `preload`
 * calls it on hover or when the page opens). A page whose code has arrived
 * renders at once, without the Suspense fallback, so a page preloaded on hover
 * opens in the same frame as the click.
 */
export function pagesOnDemand<Loaders extends Record<string, PageLoader>>(loaders: Loaders) {
  type Key = keyof Loaders & string;
  const loaded = new Map<Key, AnyPage>();
  // One fetch per page however often it is preloaded: every pointer move over a
  // link asks again. A failed fetch is forgotten, so the next ask retries.
  const loading = new Map<Key, Promise<unknown>>();

  function load(key: Key): Promise<unknown> {
    let pending = loading.get(key);
    if (!pending) {
      pending = loaders[key]!().then((module) => {
        loaded.set(key, module.default);
        return module;
      });
      pending.catch(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  function component<K extends Key>(key: K): ComponentType<PropsOf<Loaders[K]>> {
    const LazyPage = lazy(() => load(key) as ReturnType<PageLoader>);
    function OnDemandPage(props: PropsOf<Loaders[K]>) {
      // Chosen once per mount and kept: switching from the lazy page to the
      // loaded one on a later render would remount the page and empty its forms.
      const [Page] = useState<AnyPage>(() => loaded.get(key) ?? LazyPage);
      return <Page {...props} />;
    }
    return OnDemandPage;
  }

  return { component, load, keys: Object.keys(loaders) as Key[] };
}
