// Federation needs an asynchronous boundary before shared modules are used. (The URL's feature app manifest was
// requested by the page's gate, src/sign-in/gate.ts, before this file arrived.) React's DOM renderer is evaluated
// first, in a task of its own, then the first screen's other modules: two shorter tasks on a phone instead of one.
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve)))
  .then(() => import('./bootstrap'));
