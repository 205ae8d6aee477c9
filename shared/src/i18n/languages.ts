import { LANGUAGES, type Language } from '@groundwork/shared/domain';

/** The locale of each language: Lingui's plural rules, `Intl` formatting and `<html lang>`. */
export const LOCALES: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A catalogue: message id -> ICU message. */
export type Catalogue = Record<string, string>;

/**
 * The first of a list of language tags that we offer, else English: the browser's (`navigator.languages`) before
 * sign-in, or an `Accept-Language` header's.
 */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
