// Not awaited: the remote of the page being opened loads alongside the shell.
void import('./features/remotes/api/load-first-remote').then((module) => module.loadFirstRemote());
// The async boundary lets Module Federation negotiate shared singletons before any app code runs.
void import('./bootstrap');
