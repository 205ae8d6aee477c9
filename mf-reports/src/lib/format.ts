import { formatNumber } from '@groundwork/shared/i18n';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };

/** Hundredths (of an hour, a litre, a dollar) with two decimals in the page's language: 1250 -> '12.50', '12,50' in French. */
export function formatHundredths(cents: number): string {
  return formatNumber(Math.round(cents) / 100, TWO_DECIMALS);
}
