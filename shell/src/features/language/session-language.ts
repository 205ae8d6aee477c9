import { useEffect } from 'react';
import { activateLanguage, preferredLanguage, type Language } from '@groundwork/shared/i18n';
import { useSession } from '@groundwork/shared/session';

/** The page's language at start: the signed-in user's own, else the browser's. */
export function startLanguage(): Language {
  return useSession.getState().claims?.language ?? preferredLanguage(navigator.languages);
}

/** Signed in, the page follows the user's language: at sign-in, and when it changes (here or from another tab). */
export function useSessionLanguage(): void {
  const language = useSession((s) => s.claims?.language);
  useEffect(() => {
    if (language) void activateLanguage(language);
  }, [language]);
}

/** The signed-in user's own choice, kept by the server: the renewed session carries it and the page follows. */
export async function chooseLanguage(language: Language): Promise<void> {
  // Loaded when needed: the login page does not load the API client (issue 21).
  const { setLanguage } = await import('@groundwork/shared/api');
  const { token } = await setLanguage(language);
  useSession.getState().renew(token);
}
