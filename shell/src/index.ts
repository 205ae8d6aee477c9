// Federation needs an asynchronous boundary before shared modules are used. (The URL's feature app manifest was
// requested by the page's gate, src/sign-in/gate.ts, before this file arrived.)
import('./bootstrap');
