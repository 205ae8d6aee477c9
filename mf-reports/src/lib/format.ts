import { formatNumber } from '@groundwork/shared/i18n';

/** Hundredths (of an hour, a litre, a dollar) with two decimals in the page's language: 1250 -> '12.50', '12,50' in French. */
export { formatHundredths } from '@groundwork/shared/i18n';

const QUANTITY: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
/**
 * A produced or hauled quantity (m3, t, m: stored to the hundredth) in the page's language, two decimals at most and
 * thousands grouped like the reports' hours and money: 1523.84 -> '1,523.84', '1 523,84' in French (a no-break space).
 */
export function formatQuantity(quantity: number): string {
  return formatNumber(quantity, QUANTITY);
}
