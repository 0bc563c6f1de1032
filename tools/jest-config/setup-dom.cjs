// @ts-expect-error: its types only add matchers to jest's global expect; a script, not a module.
require('@testing-library/jest-dom');

// jsdom does not lay pages out, so scrolling is a no-op rather than an error.
window.scrollTo = () => {};

// Testing Library's waits give up after 1 s by default. CI runs every suite at
// once on 2 cores, where a page's first render alone can take longer; a wait
// ends as soon as what it waits for is there, so a longer limit slows only a
// test that is failing anyway. Each package has its own Testing Library,
// found from the package rather than from here.
const testingLibrary = require.resolve('@testing-library/react', {
  // @ts-expect-error: set by create-jest-config.cjs's globals.
  paths: [globalThis.STOREFRONT_PACKAGE_DIR],
});
require(testingLibrary).configure({ asyncUtilTimeout: 5000 });
