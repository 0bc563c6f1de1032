// What the host's server needs to draw a page: the router for a URL without a
// browser. Kept out of the main entry so no browser bundle carries it.
export { StaticRouter } from 'react-router-dom';
