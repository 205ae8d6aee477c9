import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@groundwork/shared/i18n';
import { ApiError, failureText } from './client';
import { queryDefaults } from './query-defaults';

/** A change asked for on a device without a connection: the request gets no answer. */
async function changeOffline() {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const sent = jest.fn(() => Promise.reject(new ApiError(null, null, '/api/time-offs')));
  const observer = new MutationObserver(client, { mutationFn: sent });
  const outcome = observer.mutate().catch((error: unknown) => error);
  // What the screen shows once the request has been tried (a paused change would still be pending, spinner and all).
  await Promise.race([outcome, new Promise((resolve) => setTimeout(resolve, 200))]);
  return { state: observer.getCurrentResult(), sent };
}

describe('a change asked for without a connection', () => {
  let onLine: jest.SpyInstance;
  beforeEach(() => {
    onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    onLine.mockRestore();
  });

  it('is tried at once and fails, saying nothing was sent, instead of waiting behind a spinner that a reload loses', async () => {
    const { state, sent } = await changeOffline();
    expect(sent).toHaveBeenCalledTimes(1);
    expect([state.status, state.isPaused]).toEqual(['error', false]);
    expect(failureText(state.error)).toBe('There is no connection: nothing was sent. Try again when the connection returns.');
  });

  it("says so in the page's language", async () => {
    await activateLanguage('fr');
    try {
      const { state } = await changeOffline();
      expect(failureText(state.error)).toBe("Aucune connexion\u00a0: rien n'a été envoyé. Réessayez au retour de la connexion.");
    } finally {
      await activateLanguage('en');
    }
  });

  it('a server that does not answer while the device is online still reads "Something went wrong!"', () => {
    onLine.mockReturnValue(true);
    expect(failureText(new ApiError(null))).toBe('Something went wrong!');
  });
});
