import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from './languages';

/** A compiled ICU message: text, or `[argument, type?, options?]` (a plural's options hold compiled cases). */
type Compiled = string | CompiledToken[];
type CompiledToken = string | [string, string?, unknown?];

/**
 * The placeholders of a message by name, nested cases included. Not their type: one language may need a plural where
 * the other does not ("{n} second." in the spec's English, "# seconde" / "# secondes" in French).
 */
function placeholders(message: string): Set<string> {
  const found = new Set<string>();
  const walk = (compiled: Compiled) => {
    if (typeof compiled === 'string') return;
    for (const token of compiled) {
      if (typeof token === 'string') continue;
      const [name, , options] = token;
      found.add(name);
      if (options && typeof options === 'object') {
        for (const value of Object.values(options)) if (Array.isArray(value)) walk(value as Compiled);
      }
    }
  };
  walk(compileMessageOrThrow(message) as Compiled);
  return found;
}

/**
 * What is wrong between an app's catalogues: a key missing in one language, a message that is not valid ICU, or
 * placeholders that differ between the languages. Empty when they agree. For the catalogue tests of every app.
 */
export function catalogueProblems(catalogues: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const languages = Object.keys(catalogues);
  const keys = new Set(languages.flatMap((language) => Object.keys(catalogues[language]!)));
  for (const key of [...keys].sort()) {
    let reference: { language: string; names: string } | null = null;
    for (const language of languages) {
      const message = catalogues[language]![key];
      if (message === undefined) {
        problems.push(`${key}: missing in ${language}`);
        continue;
      }
      let names: string;
      try {
        names = [...placeholders(message)].sort().join(', ');
      } catch (error) {
        problems.push(`${key} (${language}): not a valid ICU message: ${(error as Error).message}`);
        continue;
      }
      if (!reference) reference = { language, names };
      else if (names !== reference.names) {
        problems.push(`${key}: placeholders {${reference.names}} in ${reference.language} but {${names}} in ${language}`);
      }
    }
  }
  return problems;
}

/** What a route table names: its titles and breadcrumbs, with their message ids. */
interface NamedRoute {
  title: string;
  titleId?: string;
  breadcrumbs: readonly { label: string; labelId?: string }[];
}

/**
 * The titles and breadcrumbs of an app's routes that the shell could not translate: without a message id, or whose id
 * is not in the app's English catalogue with the route's own English. Empty when every one is translatable.
 */
export function routeMessageProblems(routes: readonly NamedRoute[], english: Catalogue): string[] {
  const named = routes.flatMap((r) => [{ id: r.titleId, text: r.title }, ...r.breadcrumbs.map((c) => ({ id: c.labelId, text: c.label }))]);
  return named
    .filter(({ id, text }) => id === undefined || english[id] !== text)
    .map(({ id, text }) => (id === undefined ? `${text}: no message id` : `${text}: ${id} is '${english[id] ?? 'missing'}' in English`));
}
