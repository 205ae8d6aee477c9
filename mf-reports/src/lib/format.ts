/** Hundredths (of an hour, a litre, a dollar) with two decimals in the page's language: 1250 -> '12.50', '12,50' in French. */
export { formatHundredths } from '@groundwork/shared/i18n';
