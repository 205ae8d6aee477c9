// Federation needs an asynchronous boundary before shared modules are used.
import('./bootstrap');
