import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  HISTORY_MESSAGES, LANGUAGES, MESSAGES, OVERTIME_SETTINGS_MESSAGES, PAYROLL_PROFILE_MESSAGES, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES,
  type Language,
} from '@groundwork/shared/domain';
import { MONEY_MESSAGES, VALIDATION_MESSAGES } from '@groundwork/shared/validation';
import { catalogueProblems } from './catalogue-check';
import { en } from './catalogues/en';
import { fr } from './catalogues/fr';
import { messagesFr } from './catalogues/messages-fr';
import { LOCALES, preferredLanguage, type Catalogue } from './languages';

/**
 * @groundwork/shared/i18n/server: the API's answers in the caller's language, with the same catalogues and the same
 * library (Lingui) as the screens. Every language is loaded at start, compiled once.
 *
 * The server's messages are English texts (the spec's, in MESSAGES and the *_MESSAGES objects): the English text is
 * the message itself, so only the other languages need a catalogue (catalogues/messages-fr.ts, by id
 * `GROUP.key`). A message with values is a function; its template is the function called with the tokens '{0}',
 * '{1}'..., matched back on the way out (docs/decisions.md, "English and French").
 */
const CATALOGUES: Record<Language, Catalogue> = { en, fr };

/** The server messages' catalogue of each language but English (whose texts are the messages themselves). */
const SERVER_CATALOGUES: Record<Exclude<Language, 'en'>, Catalogue> = { fr: messagesFr };

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const locale = LOCALES[language];
    const catalogue = language === 'en' ? CATALOGUES.en : { ...CATALOGUES[language], ...SERVER_CATALOGUES[language] };
    const messages = Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)]));
    return [language, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Language, I18n>;

/** A group of server messages: texts, and functions of values (`maxChars: (n) => ...`). */
export type ServerMessages = Readonly<Record<string, string | ((...values: never[]) => string)>>;
/**
 * For a function whose words change with its values (a plural, a flag): each of its texts by branch name, as the
 * arguments that give it, '{0}', '{1}'... where a value shows. Its ids are `GROUP.key.branch`.
 */
export type MessageBranches = Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>>;

/** The placeholder of value `index` in an English template. */
const token = (index: number) => `{${index}}`;
/** An argument that formats as a placeholder whatever the function does with it (`n.toFixed(2)`, `names.join()`). */
const tokenValue = (index: number) => ({ toString: () => token(index), toFixed: () => token(index), join: () => token(index) });

const groups = new Map<string, { messages: ServerMessages; branches: MessageBranches; shared: boolean }>();
let compiled: Compiled | null = null;

/**
 * Declares a group of the server's messages (its name: the object's, `RECORD_MESSAGES`), so that the API answers
 * them in every language. The backend's own message objects call it beside their definition.
 */
export function registerServerMessages(group: string, messages: ServerMessages, branches: MessageBranches = {}): void {
  groups.set(group, { messages, branches, shared: false });
  compiled = null;
}

function registerShared(group: string, messages: ServerMessages, branches: MessageBranches = {}): void {
  groups.set(group, { messages, branches, shared: true });
}
registerShared('MESSAGES', MESSAGES, {
  hoursMismatch: { plain: [tokenValue(0), false], lessLunch: [tokenValue(0), true] },
  timecardOverlap: { you: ['You'], employee: ['Employee'] },
});
registerShared('SCHEDULE_MESSAGES', SCHEDULE_MESSAGES);
registerShared('TIME_OFF_MESSAGES', TIME_OFF_MESSAGES, { requested: { one: [1], other: [tokenValue(0)] } });
registerShared('OVERTIME_SETTINGS_MESSAGES', OVERTIME_SETTINGS_MESSAGES);
registerShared('PAYROLL_PROFILE_MESSAGES', PAYROLL_PROFILE_MESSAGES);
registerShared('HISTORY_MESSAGES', HISTORY_MESSAGES);
registerShared('VALIDATION_MESSAGES', VALIDATION_MESSAGES);
registerShared('MONEY_MESSAGES', MONEY_MESSAGES);

/** The names of the registered groups of messages. */
export function serverMessageGroups(): string[] {
  return [...groups.keys()];
}

/**
 * Every registered message by id with its English text (a template for a function), in a fixed order: the shared
 * groups first, then the backend's by name, so that a text two groups share has one id (the first), one translation.
 */
function englishMessages(): [id: string, english: string][] {
  const ordered = [...groups].sort(([a, ga], [b, gb]) => Number(gb.shared) - Number(ga.shared) || (ga.shared ? 0 : a.localeCompare(b)));
  const out: [string, string][] = [];
  for (const [group, { messages, branches }] of ordered) {
    for (const [key, message] of Object.entries(messages)) {
      const id = `${group}.${key}`;
      if (typeof message === 'string') out.push([id, message]);
      else if (branches[key]) {
        for (const [branch, args] of Object.entries(branches[key])) out.push([`${id}.${branch}`, (message as (...a: unknown[]) => string)(...args)]);
      } else {
        out.push([id, (message as (...a: unknown[]) => string)(...Array.from({ length: message.length }, (_, i) => tokenValue(i)))]);
      }
    }
  }
  return out;
}

/** The shared catalogue's `messages.*` ids by English text: the screens' own translations, used first. */
const sharedIdOfEnglish = () => new Map(Object.entries(en).filter(([id]) => id.startsWith('messages.')).map(([id, text]) => [text, id]));

/**
 * The English templates that need a translation, by id: each registered text that neither the shared catalogue nor an
 * earlier id holds.
 */
function templatesToTranslate(): Catalogue {
  const seen = new Set(sharedIdOfEnglish().keys());
  const templates: Catalogue = {};
  for (const [id, english] of englishMessages()) {
    if (seen.has(english)) continue;
    seen.add(english);
    templates[id] = english;
  }
  return templates;
}

const PLACEHOLDER = /\{(\d+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  id: string;
  pattern: RegExp;
  /** The value index of each capture group, in the order they appear in the text. */
  indices: number[];
  /** The length of the words around the values: the most specific template is tried first. */
  literal: number;
  /** Its translation in each language but English, as text and value indices; null where ICU must format (a plural). */
  parts: Partial<Record<Language, (string | number)[] | null>>;
}

interface Compiled {
  /** Text -> its translation in each language, for texts without values. */
  exact: Map<string, Partial<Record<Language, string>>>;
  templates: Template[];
}

/**
 * A translation whose values are only put in place, as text and value indices: rendered by concatenation, about ten
 * times faster than Lingui's interpolation. Null for a message ICU must format (a plural) or none.
 */
function plainParts(message: string | undefined): (string | number)[] | null {
  if (message === undefined) return null;
  const compiledMessage = compileMessage(message) as string | (string | [string, string?])[];
  if (typeof compiledMessage === 'string') return [compiledMessage];
  if (compiledMessage.some((token) => typeof token !== 'string' && token[1] !== undefined)) return null;
  return compiledMessage.map((token) => (typeof token === 'string' ? token : Number(token[0])));
}

const inEveryLanguage = (id: string) => Object.fromEntries(LANGUAGES.map((language) => [language, translators[language]._(id)]));

function compile(): Compiled {
  const exact = new Map([...sharedIdOfEnglish()].map(([english, id]) => [english, inEveryLanguage(id)]));
  const templates: Template[] = [];
  for (const [id, english] of Object.entries(templatesToTranslate())) {
    const indices = [...english.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
    if (indices.length === 0) {
      exact.set(english, inEveryLanguage(id));
      continue;
    }
    const source = english.split(PLACEHOLDER).map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)')).join('');
    const parts = Object.fromEntries(Object.entries(SERVER_CATALOGUES).map(([language, catalogue]) => [language, plainParts(catalogue[id])]));
    templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), indices, literal: english.replace(PLACEHOLDER, '').length, parts });
  }
  templates.sort((a, b) => b.literal - a.literal || a.id.localeCompare(b.id));
  return { exact, templates };
}

/**
 * A message of the API in a language: a registered message, with its values, translated; any other text as it is.
 * Exact texts first (one map look-up), then the templates, most specific first. 10,000 calls take about 10 ms
 * (backend/test/languages.test.ts).
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  compiled ??= compile();
  const exact = compiled.exact.get(text);
  if (exact !== undefined) return exact[language] ?? text;
  for (const template of compiled.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: string[] = [];
    template.indices.forEach((index, group) => (values[index] = match[group + 1]!));
    const parts = template.parts[language];
    if (parts) return parts.map((part) => (typeof part === 'number' ? values[part] : part)).join('');
    return translators[language]._(template.id, { ...values });
  }
  return text;
}

/**
 * What is wrong between the registered messages and the catalogues of the other languages: a message without its
 * translation (by id, and where to add it), a translation of no message, placeholders that differ. Empty when they agree.
 */
export function serverMessageProblems(): string[] {
  const templates = templatesToTranslate();
  // The English templates are plain text, not ICU: their apostrophes are letters ("{0} is '{1}'").
  const asIcu = Object.fromEntries(Object.entries(templates).map(([id, english]) => [id, english.replaceAll("'", "''")]));
  return Object.entries(SERVER_CATALOGUES).flatMap(([language, catalogue]) =>
    catalogueProblems({ en: asIcu, [language]: catalogue }).map((problem) =>
      problem
        .replace(/^(\S+): missing in en$/, `$1: orphan in the ${language} catalogue of server messages (no English message has this id)`)
        .replace(/^(\S+): missing in (\w+)$/, (_, id: string) => `${id}: missing in catalogues/messages-${language}.ts, the English is "${templates[id]}"`),
    ),
  );
}

/** The language of a request: the signed-in user's own, else the first one we offer in `Accept-Language`. */
export function requestLanguage(userLanguage: Language | undefined, acceptLanguage: string | undefined): Language {
  return userLanguage ?? preferredLanguage((acceptLanguage ?? '').split(','));
}
