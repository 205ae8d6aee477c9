import '@testing-library/jest-dom';

// jsdom does not lay anything out, so it has no ResizeObserver and no scrollIntoView; Headless UI's listbox and
// combobox call both. These stand-ins do nothing, which is what "no layout" means.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
