import { registerServiceWorker } from './register';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function container(register: () => Promise<unknown>, controller: { postMessage: jest.Mock } | null = null) {
  return { register: jest.fn(register), controller } as unknown as ServiceWorkerContainer & { register: jest.Mock };
}

describe('service worker registration', () => {
  const env = process.env.NODE_ENV;
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    document.body.innerHTML = '<div id="root"><main>Home</main></div>';
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    process.env.NODE_ENV = env;
    consoleError.mockRestore();
  });

  it('logs a failed registration to the console only: nothing is shown to the user and nothing is thrown', async () => {
    const failing = container(() => Promise.reject(new Error('SecurityError: blocked')));
    expect(() => registerServiceWorker(failing)).not.toThrow();
    await flush();
    expect(failing.register).toHaveBeenCalledWith('/sw.js');
    expect(consoleError).toHaveBeenCalledWith('Service worker registration failed', expect.objectContaining({ message: 'SecurityError: blocked' }));
    expect(document.body.innerHTML).toBe('<div id="root"><main>Home</main></div>');
  });

  it('asks the worker that controls the page to cache the feature apps again', async () => {
    const controller = { postMessage: jest.fn() };
    registerServiceWorker(container(() => Promise.resolve({}), controller));
    await flush();
    expect(controller.postMessage).toHaveBeenCalledWith({ type: 'precache-remotes' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("on the worker's first install says the product is ready offline once the worker is active (its files cached), not before", async () => {
    let activate!: () => void;
    const sw = container(() => Promise.resolve({}));
    Object.assign(sw, { ready: new Promise((resolve) => (activate = () => resolve({}))) });
    const readyOffline = jest.fn();
    registerServiceWorker(sw, readyOffline);
    await flush();
    expect(readyOffline).not.toHaveBeenCalled();
    activate();
    await flush();
    expect(readyOffline).toHaveBeenCalledTimes(1);
  });

  it('says nothing of being ready offline on a page the worker already controls (installed on an earlier visit)', async () => {
    const sw = container(() => Promise.resolve({}), { postMessage: jest.fn() });
    Object.assign(sw, { ready: Promise.resolve({}) });
    const readyOffline = jest.fn();
    registerServiceWorker(sw, readyOffline);
    await flush();
    expect(readyOffline).not.toHaveBeenCalled();
  });

  it('does not register outside a production build', async () => {
    process.env.NODE_ENV = 'development';
    const sw = container(() => Promise.resolve({}));
    registerServiceWorker(sw);
    expect(sw.register).not.toHaveBeenCalled();
  });
});
