import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { registerRemotesFromConfig } from './remotes/remote-config';
import { registerServiceWorker } from './sw/register';

// The remotes' locations are read while the first screen renders: loading a remote waits for them (remote-routes.ts).
void registerRemotesFromConfig();
createRoot(document.getElementById('root') as HTMLElement).render(<Root />);
registerServiceWorker();
