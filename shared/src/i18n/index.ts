/**
 * @groundwork/shared/i18n: the one translation system of the shell and the feature apps (Lingui, ICU messages
 * compiled at run time), the language of the page, and `Intl` formatting in its locale. React bindings:
 * @groundwork/shared/i18n/react.
 */
export { i18n, LANGUAGES, LOCALES, isLanguage, registerCatalogue, activateLanguage, activeLanguage, browserLanguage } from './i18n';
export type { Language, Catalogue, CatalogueSource } from './i18n';
export type { SharedMessageId } from './catalogues/en';
export { formatDate, formatDay, formatHours, formatNumber } from './format';
