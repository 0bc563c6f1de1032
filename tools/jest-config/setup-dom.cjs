// @ts-expect-error: its types only add matchers to jest's global expect; a script, not a module.
require('@testing-library/jest-dom');

// jsdom does not lay pages out, so scrolling is a no-op rather than an error.
window.scrollTo = () => {};
