import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@groundwork/shared/domain';
import { en, TIME_OFF_TYPE_IDS } from './catalogues/en';
import { fr } from './catalogues/fr';
import { messagesFr } from './catalogues/messages-fr';
import { LOCALES, preferredLanguage, type Catalogue } from './languages';
import {
  matcherCatalogueProblems, MessageMatcher, messagesToTranslate, valueKinds, type MessageBranches, type MessageGroup, type MessageObject,
} from './message-matcher';
import { SHARED_MESSAGE_GROUPS, sharedCatalogueIds } from './shared-messages';

export { placeholder } from './message-matcher';

/**
 * @groundwork/shared/i18n/server: the API's answers in the caller's language, with the same catalogues and the same
 * library (Lingui) as the screens. Every language is loaded at start, compiled once.
 *
 * The server's messages are English texts (MESSAGES and the *_MESSAGES objects): the English text is the message
 * itself, so only the other languages have a catalogue of them (catalogues/messages-fr.ts, by id `GROUP.key`), matched
 * back by text or by template (message-matcher.ts; docs/decisions.md, "English and French").
 */
const CATALOGUES: Record<Language, Catalogue> = { en, fr };

/** The server messages' catalogue of each language but English (whose texts are the messages themselves). */
const MESSAGE_CATALOGUES: Record<Exclude<Language, 'en'>, Catalogue> = { fr: messagesFr };

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const locale = LOCALES[language];
    const messages = Object.fromEntries(Object.entries(CATALOGUES[language]).map(([id, message]) => [id, compileMessage(message)]));
    return [language, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Language, I18n>;

/** The backend's message objects, by name. */
const backendGroups = new Map<string, MessageGroup>();
let matcher: MessageMatcher | null = null;

/**
 * Declares one of the backend's message objects (its name: the object's, `RECORD_MESSAGES`), so that the API answers
 * its messages in every language. Called beside the object's definition.
 */
export function registerServerMessages(name: string, messages: MessageObject, branches?: MessageBranches): void {
  backendGroups.set(name, { name, messages, branches });
  matcher = null;
}

/** Every message object: the shared ones first, then the backend's by name (a text two share is the first one's). */
const allGroups = (): MessageGroup[] => [...SHARED_MESSAGE_GROUPS, ...[...backendGroups.values()].sort((a, b) => a.name.localeCompare(b.name))];

/** The names of the message objects the server translates. */
export function serverMessageGroups(): string[] {
  return allGroups().map((group) => group.name);
}

/** The English messages the catalogues must translate: those the shared catalogue (`messages.*`) does not. */
const toTranslate = () => messagesToTranslate(allGroups(), sharedCatalogueIds().keys());

function buildMatcher(): MessageMatcher {
  const built = new MessageMatcher(toTranslate(), MESSAGE_CATALOGUES, valueKinds(allGroups()));
  // The shared catalogue's messages, and the values stored in English that a message names (the time off type of
  // SCHEDULE_MESSAGES.onTimeOff), by their shared catalogue id.
  for (const [english, id] of [...sharedCatalogueIds(), ...Object.entries(TIME_OFF_TYPE_IDS)]) {
    built.addExact(english, Object.fromEntries(LANGUAGES.map((language) => [language, translators[language]._(id)])));
  }
  return built;
}

/**
 * A message of the API in a language: a registered message, with its values, translated; any other text as it is.
 * Built once, at the first call. 10,000 calls take 10 to 50 ms (backend/test/languages.test.ts).
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  matcher ??= buildMatcher();
  return matcher.translate(text, language);
}

/**
 * What is wrong between the registered messages and the catalogues of the other languages: a message without its
 * translation (by id, and where to add it), a translation of no message, placeholders that differ. Empty when they agree.
 */
export function serverMessageProblems(): string[] {
  const english = toTranslate();
  return Object.entries(MESSAGE_CATALOGUES).flatMap(([language, catalogue]) => matcherCatalogueProblems(english, language as Language, catalogue));
}

/** A message of the shared catalogue (catalogues/en.ts) in a language: `sharedMessage('timeRecord.colon', 'fr')`. */
export function sharedMessage(id: keyof typeof en, language: Language): string {
  return translators[language]._(id);
}

/** The language of a request: the signed-in user's own, else the first one we offer in `Accept-Language`. */
export function requestLanguage(userLanguage: Language | undefined, acceptLanguage: string | undefined): Language {
  return userLanguage ?? preferredLanguage((acceptLanguage ?? '').split(','));
}
