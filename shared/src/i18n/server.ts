import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@groundwork/shared/domain';
import { en } from './catalogues/en';
import { fr } from './catalogues/fr';
import { LOCALES, preferredLanguage, type Catalogue } from './languages';

/**
 * @groundwork/shared/i18n/server: the API's answers in the caller's language, with the same catalogues and the same
 * library (Lingui) as the screens. Every language is loaded at start, compiled once.
 */
const CATALOGUES: Record<Language, Catalogue> = { en, fr };

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const locale = LOCALES[language];
    const messages = Object.fromEntries(Object.entries(CATALOGUES[language]).map(([id, message]) => [id, compileMessage(message)]));
    return [language, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Language, I18n>;

/** The id of each shared message by its English text: the server's errors carry MESSAGES' texts. */
const idOfEnglish = new Map(Object.entries(en).filter(([id]) => id.startsWith('messages.')).map(([id, text]) => [text, id]));

/** A message of the API in a language: one of the catalogued messages translated, any other text as it is. */
export function translateMessage(text: string, language: Language): string {
  const id = idOfEnglish.get(text);
  return id === undefined ? text : translators[language]._(id);
}

/** The language of a request: the signed-in user's own, else the first one we offer in `Accept-Language`. */
export function requestLanguage(userLanguage: Language | undefined, acceptLanguage: string | undefined): Language {
  return userLanguage ?? preferredLanguage((acceptLanguage ?? '').split(','));
}
