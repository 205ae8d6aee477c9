import type { Language } from '@groundwork/shared/domain';
import { LOCALES, type Catalogue } from './languages';

/**
 * The translation of the server's and the schemas' messages, whose English is the text of the message objects
 * themselves (MESSAGES, the *_MESSAGES objects): only the other languages have a catalogue (catalogues/messages-fr.ts,
 * by id `GROUP.key`, `{0}`, `{1}`... for a function's values). Used by the server (i18n/server.ts) and, loaded with
 * French only, by the screens (i18n/messages-client.ts). docs/decisions.md, "English and French".
 */

/** An object of messages: texts, and functions of values (`maxChars: (n) => ...`). */
export type MessageObject = Readonly<Record<string, string | ((...values: never[]) => string)>>;
/**
 * For a function whose words change with its values (a plural, a flag): each of its texts by branch name, as the
 * arguments that give it, a placeholder (`placeholder(0)`) where a value shows. Its ids are `GROUP.key.branch`.
 */
export type MessageBranches = Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>>;

export interface MessageGroup {
  /** The object's name, the first part of its ids: `RECORD_MESSAGES`. */
  name: string;
  messages: MessageObject;
  branches?: MessageBranches;
  /** The value indices of a function that are numbers ("7.5"): written as the language writes them ("7,5"). */
  numbers?: Readonly<Record<string, readonly number[]>>;
  /**
   * The value indices of a function that are names with a message of their own (a file field's "overtime hours"):
   * translated by their exact text, so that a French message names the field in French.
   */
  names?: Readonly<Record<string, readonly number[]>>;
}

/** What kind of values a message holds beyond plain text. */
export interface ValueKinds {
  numbers: readonly number[];
  names: readonly number[];
}

/** The number and name values of the groups' messages, by message id (a function's branches each have its own). */
export function valueKinds(groups: readonly MessageGroup[]): Map<string, ValueKinds> {
  const out = new Map<string, ValueKinds>();
  for (const { name, messages, branches = {}, numbers = {}, names = {} } of groups) {
    for (const key of new Set([...Object.keys(numbers), ...Object.keys(names)])) {
      const id = `${name}.${key}`;
      const ids = branches[key] ? Object.keys(branches[key]).map((branch) => `${id}.${branch}`) : [id];
      if (!(key in messages)) throw new Error(`${id}: numbers or names of no message`);
      for (const each of ids) out.set(each, { numbers: numbers[key] ?? [], names: names[key] ?? [] });
    }
  }
  return out;
}

const separators = new Map<Language, string>();
/** A decimal number's text ("7.5") as a language writes it ("7,5" in French); other text as it is. */
function localNumber(text: string, language: Language): string {
  let separator = separators.get(language);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(LOCALES[language]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(language, separator);
  }
  return text.replace(/^(-?\d+)\.(\d+)$/, `$1${separator}$2`);
}

const PLACEHOLDER = /\{(\d+)\}/g;
/** An argument that shows as `{index}` whatever the function does with it (`n.toFixed(2)`, `names.join()`). */
export const placeholder = (index: number) => {
  const text = () => `{${index}}`;
  return { toString: text, toFixed: text, join: text };
};

/** Every message of the groups by id, with its English text (a template for a function), in the groups' order. */
export function englishMessages(groups: readonly MessageGroup[]): [id: string, english: string][] {
  const out: [string, string][] = [];
  for (const { name, messages, branches = {} } of groups) {
    for (const [key, message] of Object.entries(messages)) {
      const id = `${name}.${key}`;
      const call = message as (...values: unknown[]) => string;
      if (typeof message === 'string') out.push([id, message]);
      else if (branches[key]) for (const [branch, args] of Object.entries(branches[key])) out.push([`${id}.${branch}`, call(...args)]);
      else out.push([id, call(...Array.from({ length: message.length }, (_, i) => placeholder(i)))]);
    }
  }
  return out;
}

/**
 * The English messages a catalogue must translate, by id: each text that `known` (texts translated elsewhere) and
 * earlier ids do not hold, so that a text two groups share has one id, one translation.
 */
export function messagesToTranslate(groups: readonly MessageGroup[], known: Iterable<string>): Catalogue {
  const seen = new Set(known);
  const out: Catalogue = {};
  for (const [id, english] of englishMessages(groups)) {
    if (seen.has(english)) continue;
    seen.add(english);
    out[id] = english;
  }
  return out;
}

/** A translation as text and value indices. */
const partsOf = (message: string): (string | number)[] =>
  message.split(PLACEHOLDER).map((part, i) => (i % 2 === 0 ? part : Number(part))).filter((part) => part !== '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  pattern: RegExp;
  /** The value index of each capture group, in the order they appear in the text. */
  indices: number[];
  /** The length of the words around the values: the most specific template is tried first. */
  literal: number;
  /** The value indices that are numbers. */
  numbers: ReadonlySet<number>;
  /** The value indices that are names translated by their exact text. */
  names: ReadonlySet<number>;
  parts: Partial<Record<Language, (string | number)[]>>;
}

/**
 * Translates a text by its English: an exact text (one map look-up), else the first template, most specific first,
 * whose anchored pattern (values as lazy groups) matches it, its values put into the translation. Any other text
 * stays as it is. Built once from the English messages (`messagesToTranslate`) and each language's catalogue of them.
 */
export class MessageMatcher {
  private readonly exact = new Map<string, Partial<Record<Language, string>>>();
  private readonly templates: Template[] = [];

  constructor(english: Catalogue, catalogues: Partial<Record<Language, Catalogue>>, kinds: ReadonlyMap<string, ValueKinds> = new Map()) {
    const languages = Object.keys(catalogues) as Language[];
    for (const [id, text] of Object.entries(english)) {
      const indices = [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
      const translations = Object.fromEntries(languages.flatMap((language) => {
        const message = catalogues[language]![id];
        return message === undefined ? [] : [[language, message]];
      })) as Partial<Record<Language, string>>;
      if (indices.length === 0) {
        this.exact.set(text, translations);
        continue;
      }
      const source = text.split(PLACEHOLDER).map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)')).join('');
      const parts = Object.fromEntries(Object.entries(translations).map(([language, message]) => [language, partsOf(message)]));
      this.templates.push({
        pattern: new RegExp(`^${source}$`, 's'), indices, literal: text.replace(PLACEHOLDER, '').length, parts,
        numbers: new Set(kinds.get(id)?.numbers), names: new Set(kinds.get(id)?.names),
      });
    }
    this.templates.sort((a, b) => b.literal - a.literal);
  }

  /** Adds texts already translated elsewhere (the shared catalogue's), looked up first. */
  addExact(text: string, translations: Partial<Record<Language, string>>): void {
    this.exact.set(text, translations);
  }

  translate(text: string, language: Language): string {
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact[language] ?? text;
    for (const template of this.templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const parts = template.parts[language];
      if (!parts) return text;
      const values: string[] = [];
      template.indices.forEach((index, group) => {
        const value = match[group + 1]!;
        if (template.numbers.has(index)) values[index] = localNumber(value, language);
        else values[index] = template.names.has(index) ? this.exact.get(value)?.[language] ?? value : value;
      });
      return parts.map((part) => (typeof part === 'number' ? values[part] : part)).join('');
    }
    return text;
  }
}

/**
 * What is wrong between the English messages and a language's catalogue of them: a message without its translation
 * (by id, with its English), a translation of no message, placeholders that differ, a translation with ICU syntax
 * beyond `{0}` (these are put in place, not formatted). Empty when they agree.
 */
export function matcherCatalogueProblems(english: Catalogue, language: Language, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const names = (message: string) => [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort().join(', ');
  for (const [id, text] of Object.entries(english)) {
    const message = catalogue[id];
    if (message === undefined) problems.push(`${id}: missing in catalogues/messages-${language}.ts, the English is "${text}"`);
    else if (names(message) !== names(text)) problems.push(`${id}: placeholders {${names(text)}} in English but {${names(message)}} in ${language}`);
    else if (/[{}]/.test(message.replace(PLACEHOLDER, ''))) problems.push(`${id} (${language}): only {0}-style placeholders, no plural or select`);
  }
  for (const id of Object.keys(catalogue)) {
    if (!(id in english)) problems.push(`${id}: orphan in catalogues/messages-${language}.ts (no English message has this id)`);
  }
  return problems;
}
