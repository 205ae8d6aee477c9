/**
 * @groundwork/shared/i18n: the one translation system of the shell and the feature apps (Lingui, ICU messages
 * compiled at run time), the language of the page, and `Intl` formatting in its locale. React bindings:
 * @groundwork/shared/i18n/react.
 */
export { LANGUAGES, type Language } from '@groundwork/shared/domain';
export { LOCALES, preferredLanguage } from './languages';
export type { Catalogue } from './languages';
export { i18n, registerCatalogue, activateLanguage, activeLanguage, hasMessage, translateLoadedMessage } from './i18n';
export type { CatalogueSource } from './i18n';
export {
  equipmentClassId, INVOICE_STATUS_IDS, ownershipTypeId, RECORD_STATUS_IDS, sharedIdOfEnglish, TIME_OFF_TYPE_IDS, type SharedMessageId,
} from './catalogues/en';
export { formatDate, formatDay, formatHours, formatHundredths, formatMoney, formatNumber, formatPercent, formatQuantity } from './format';
