// Development only, first in every app's entry (before React Fast Refresh's).
// On the host's page, the host's and each remote's refresh runtimes all hook
// into React through one global hook. react-refresh's own stand-in for that
// hook forgets the renderer once injected, so a runtime that arrives after
// React (every remote) never finds it and its edits never show. This stand-in
// keeps the renderers, and lets each runtime's family resolver answer for its
// own components: react-dom holds only one resolver, the last one set.
(function installRefreshHook(global) {
  if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var nextId = 0;
  /** @type {Set<(type: unknown) => unknown>} */
  var resolvers = new Set();
  /** @param {unknown} type */
  function resolveFamily(type) {
    for (var resolve of resolvers) {
      var family = resolve(type);
      if (family) return family;
    }
    return undefined;
  }
  var hook = {
    renderers: new Map(),
    supportsFiber: true,
    /** @param {{ setRefreshHandler?: (handler: unknown) => void }} renderer */
    inject: function (renderer) {
      var id = nextId++;
      var setRefreshHandler = renderer.setRefreshHandler;
      if (typeof setRefreshHandler === 'function') {
        var setHandler = setRefreshHandler;
        renderer.setRefreshHandler = function (/** @type {any} */ handler) {
          if (handler) resolvers.add(handler);
          setHandler(resolvers.size > 0 ? resolveFamily : null);
        };
      }
      hook.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
  };
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
})(/** @type {typeof globalThis & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }} */ (globalThis));
