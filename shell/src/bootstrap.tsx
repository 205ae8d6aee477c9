import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { registerRemotesFromConfig } from './remotes/remote-config';
import { registerServiceWorker } from './sw/register';

async function start(): Promise<void> {
  // Remotes are registered before any router exists: the router may load a screen as soon as it is created.
  await registerRemotesFromConfig();
  createRoot(document.getElementById('root') as HTMLElement).render(<Root />);
  registerServiceWorker();
}

void start();
