/** Hundredths (of an hour, a litre, a dollar) and quantities in the page's language: the shared rules (i18n/format.ts). */
export { formatHundredths, formatQuantity } from '@groundwork/shared/i18n';
