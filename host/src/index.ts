// The async boundary lets Module Federation negotiate shared singletons before
// any app code runs. On a page the server drew it waits a task, so the
// federation runtime's own start and the app's are two tasks, neither long
// enough to block input (TBT); a page the browser draws starts at once.
// Chunks named start-*: what every page loads to start (the CI byte gate counts them).
const start = () => void import(/* webpackChunkName: "start-bootstrap" */ './bootstrap');
if (document.getElementById('page-data')) setTimeout(start);
else start();
