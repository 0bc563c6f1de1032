/**
 * The shell's chunk, asked for from a module of the start-remotes chunk: then
 * webpack knows that chunk's modules (the remote loader, its figures, the
 * routes) are already on the page when the shell's chunk loads, and leaves
 * them out of it. Asked for from bootstrap, beside start-remotes, both chunks
 * carried them.
 */
export const loadShell = () => import(/* webpackChunkName: "start-render" */ './render-app');
