import { nextTask } from './app/next-task';

// The async boundary lets Module Federation negotiate shared singletons before
// any app code runs. On a page the server drew it waits a task, so the
// federation runtime's own start and the app's are two tasks, neither long
// enough to block input (TBT); a page the browser draws starts at once.
// Chunks named start-*: what every page loads to start (the CI byte gate counts them).
void nextTask().then(() => import(/* webpackChunkName: "start-bootstrap" */ './bootstrap'));
