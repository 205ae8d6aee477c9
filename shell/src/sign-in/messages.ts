import { en as sharedEn, fr as sharedFr } from '@groundwork/shared/i18n/catalogues';
import type { Language } from '@groundwork/shared/domain';
import { en as shellEn } from '../i18n/en';
import { fr as shellFr } from '../i18n/fr';

/**
 * The messages of the sign-in page, in each language, from the catalogues the screens use (one source): the page shows
 * them without the translation runtime. Plain texts only (no ICU placeholders), checked by its test.
 */
export const SIGN_IN_MESSAGE_IDS = [
  'login.form',
  'login.username',
  'login.password',
  'login.submit',
  'login.sessionEnded',
  'messages.required',
  'messages.loginFailedTitle',
  'messages.incorrectCredentials',
  'messages.somethingWentWrong',
  'language.label',
  'language.name.en',
  'language.name.fr',
  'ui.show',
  'ui.hide',
  'ui.password',
] as const;

export type SignInMessageId = (typeof SIGN_IN_MESSAGE_IDS)[number];

const CATALOGUES: Record<Language, Record<SignInMessageId, string>> = {
  en: { ...sharedEn, ...shellEn },
  fr: { ...sharedFr, ...shellFr },
};

/** A message of the sign-in page in a language. */
export function signInText(language: Language, id: SignInMessageId): string {
  return CATALOGUES[language][id];
}
