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
