import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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

// Dialogs, menus and panels load their Headless UI code when first opened (issue 21); the first such import in a Jest
// worker compiles Headless UI, which on a busy 2-core CI machine took over findBy*'s 1 s default. A passing wait is
// as fast as before; only a slow one waits longer before failing.
configure({ asyncUtilTimeout: 5_000 });
