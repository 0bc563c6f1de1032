/** remotes.json as the host's tests serve it: each remote's manifest on its own origin. */
export const REMOTES = {
  storefront: 'http://remotes.test:8081/mf-manifest.json',
  verify: 'http://remotes.test:8082/mf-manifest.json',
  dashboard: 'http://remotes.test:8083/mf-manifest.json',
  operator: 'http://remotes.test:8084/mf-manifest.json',
};
