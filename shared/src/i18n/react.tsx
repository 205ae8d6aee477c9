import { useContext, type ReactNode } from 'react';
import { I18nProvider as LinguiProvider, LinguiContext, useLingui } from '@lingui/react';
// The package path, not './i18n': under federation this entry then uses the page's one shared instance.
import { i18n, LANGUAGES, LOCALES, type Language, type SharedMessageId } from '@groundwork/shared/i18n';

/** ICU values of a message: `{count}`, `{name}`... */
export type MessageValues = Record<string, unknown>;
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** Gives the screens below it the page's i18n instance; they re-render when the language or a catalogue changes. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <LinguiProvider i18n={i18n}>{children}</LinguiProvider>;
}

/**
 * The translate function of a component: `t('login.username')`, `t('records.count', { count })`. `Id` is the
 * union of the message ids the app may use (its catalogue's and the shared ones), so a typo does not compile.
 */
export function useT<Id extends string = SharedMessageId>(): Translate<Id> {
  return useLingui()._ as Translate<Id>;
}

/**
 * `useT` for shared components (shared/src/ui, records...), which other apps' tests also render without a provider:
 * there it translates with the instance directly (English, the tests' language) instead of failing.
 */
export function useSharedT<Id extends string = SharedMessageId>(): Translate<Id> {
  const context = useContext(LinguiContext);
  return (context?._ ?? ((id: string, values?: MessageValues) => i18n._(id, values))) as Translate<Id>;
}

/** `useLanguage` for shared components, also rendered without a provider (then the instance's language). */
export function useSharedLanguage(): Language {
  const locale = useContext(LinguiContext)?.i18n.locale ?? i18n.locale;
  return LANGUAGES.find((language) => LOCALES[language] === locale) ?? 'en';
}

/** The page's active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n: active } = useLingui();
  return LANGUAGES.find((language) => LOCALES[language] === active.locale) ?? 'en';
}
