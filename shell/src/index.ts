import { requestManifestOfUrl } from './remotes/remote-locations';

// Federation needs an asynchronous boundary before shared modules are used.
import('./bootstrap');
// A start at a feature app's screen: its manifest downloads beside the shell's scripts (remote-locations.ts).
requestManifestOfUrl(window.location.hash);
