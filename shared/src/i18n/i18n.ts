import { setupI18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@groundwork/shared/domain';
import { en } from './catalogues/en';
import { LOCALES, type Catalogue } from './languages';

/**
 * An app's messages: English bundled with the app, every other language loaded on first use (a dynamic import, a
 * chunk of its own), so the login page carries English only.
 */
export interface CatalogueSource {
  en: Catalogue;
  load: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>;
}

/**
 * The one i18n instance of the page. `@groundwork/shared/i18n` and `@lingui/*` are federation singletons, so every
 * feature app translates with the shell's instance and follows its language, even when deployed on its own.
 * Messages are ICU strings compiled at run time (no Lingui macro or compile step in the builds), once, when their
 * catalogue is loaded.
 */
export const i18n = setupI18n();

const PLACEHOLDER = /\{(\w+)\}/g;
/**
 * Text whose only ICU syntax is `{name}` placeholders (no plural or select, no quoting apostrophe: one before a brace, a
 * hash, a pipe or another apostrophe): its compiled form is its text and its placeholders in turn, as Lingui's compiler gives it.
 */
export const isSimple = (message: string) => !/[{}]/.test(message.replace(PLACEHOLDER, '')) && !/'[{}'#|]/.test(message);
export function compileSimple(message: string): CompiledMessage {
  const parts = message.split(PLACEHOLDER);
  const compiled = parts.flatMap<string | [string]>((part, i) => (i % 2 === 1 ? [[part]] : part ? [part] : []));
  return compiled as unknown as CompiledMessage;
}

let compiler: Promise<(message: string) => CompiledMessage> | null = null;
/**
 * Lingui's ICU compiler (its parser is 6.6 KB compressed): loaded with the first catalogue that has a plural, a select
 * or quoting, so pages whose messages are plain text or simple placeholders (the sign-in page, the office's lists) do
 * without it. Also set as the instance's compiler.
 */
function messageCompiler() {
  compiler ??= import('@lingui/message-utils/compileMessage').then(({ compileMessage }) => {
    i18n.setMessagesCompiler(compileMessage);
    return compileMessage;
  });
  return compiler;
}

/** Adds messages to a locale, compiled; at once (synchronously) when they are all plain text or simple placeholders. */
function loadMessages(locale: string, catalogue: Catalogue): Promise<void> {
  const entries = Object.entries(catalogue);
  const add = (compile: (message: string) => CompiledMessage) => {
    const messages: Messages = Object.fromEntries(entries.map(([id, message]) => [id, compile(message)]));
    i18n.load(locale, messages);
  };
  if (entries.every(([, message]) => isSimple(message))) {
    add(compileSimple);
    return Promise.resolve();
  }
  return messageCompiler().then(add);
}

const sources: CatalogueSource[] = [];
/** One load per catalogue and language, shared by concurrent callers. */
const loaded = new Map<string, Promise<void>>();
let current: Language = 'en';

function loadInto(source: CatalogueSource, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const key = `${sources.indexOf(source)}:${language}`;
  let done = loaded.get(key);
  if (!done) {
    done = source.load[language]().then((messages) => loadMessages(LOCALES[language], messages));
    // A failed load (offline) is tried again on the next activation.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/**
 * Adds an app's catalogue, ready when the returned promise resolves: its English (at once when it is plain text) and
 * the current language. The screens re-render when it arrives.
 */
export function registerCatalogue(source: CatalogueSource): Promise<void> {
  if (sources.includes(source)) return loadInto(source, current);
  sources.push(source);
  return Promise.all([loadMessages(LOCALES.en, source.en), loadInto(source, current)]).then(() => undefined);
}

/**
 * Switches the page to a language: loads every registered catalogue in it, then activates its locale and sets
 * `<html lang>`. When calls overlap, the last one wins.
 */
export async function activateLanguage(language: Language): Promise<void> {
  current = language;
  await Promise.all(sources.map((source) => loadInto(source, language)));
  if (current !== language) return;
  i18n.activate(LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language];
}

/** Whether the active language has the message `id` yet (an app's catalogue may arrive just after its routes). */
export function hasMessage(id: string): boolean {
  return id in i18n.messages;
}

/** The language in use. */
export function activeLanguage(): Language {
  return current;
}

let messageTranslator: ((text: string, language: Language) => string) | null = null;
/**
 * A schema's or the server's English message in the page's language, values and all ("Value must not exceed 50
 * characters."), once the language's catalogues are loaded; else as it is. The messages the shared catalogue holds
 * are looked up by id first (Field).
 */
export function translateLoadedMessage(text: string): string {
  return current === 'en' || !messageTranslator ? text : messageTranslator(text, current);
}

// The shared messages; English is active from the start (the sign-in screen renders at once). The French matcher of
// messages with values comes with the French catalogue, never in the English bundle.
void registerCatalogue({
  en,
  load: {
    fr: () =>
      Promise.all([import('./catalogues/fr'), import('./messages-client')]).then(([m, client]) => {
        messageTranslator = client.translateSharedMessage;
        return m.fr;
      }),
  },
});
i18n.activate(LOCALES.en);
