require('@testing-library/jest-dom');

// jsdom does not lay pages out, so scrolling is a no-op rather than an error.
window.scrollTo = () => {};
