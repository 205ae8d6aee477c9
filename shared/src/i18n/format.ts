import { i18n } from './i18n';

/**
 * Dates, numbers and hours by `Intl` in the active locale: "lun. 23 nov." and "7,50 h" in French, "Mon, Nov 23" and
 * "7.50 h" in English. The formatters are built once per locale and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const key = `${kind}|${i18n.locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(i18n.locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(value: Date, options: Intl.DateTimeFormatOptions): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(value);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
/** A day with its weekday: "lun. 23 nov.", "Mon, Nov 23". */
export function formatDay(value: Date): string {
  return formatDate(value, DAY);
}

const HOURS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
/** Hours with two decimals and the unit, kept together on one line: "7,50 h", "7.50 h". */
export function formatHours(hours: number): string {
  return `${formatNumber(hours, HOURS)}\u00a0h`;
}

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
/**
 * Hundredths (of an hour, a litre) with two decimals and thousands grouped in the page's language, as a table's cells and
 * totals show them: 123450 -> '1,234.50', '1 234,50' in French (a no-break space).
 */
export function formatHundredths(cents: number): string {
  return formatNumber(Math.round(cents) / 100, TWO_DECIMALS);
}

const QUANTITY: Intl.NumberFormatOptions = { maximumFractionDigits: 2, signDisplay: 'negative' };
/**
 * A quantity (produced, hauled, budgeted, a chart's value) as stored, to the hundredth (numeric(14, 2)): every stored
 * decimal and none added, thousands grouped in the page's language like hours and money, never "-0". The one rule of
 * the reports, the Budget tab and the charts' tables: 1623.15 -> '1,623.15', '1 623,15' in French (a no-break space,
 * a decimal comma); 7.5 -> '7.5', 12 -> '12'.
 */
export function formatQuantity(quantity: number): string {
  return formatNumber(quantity, QUANTITY);
}

const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' };
/** Dollars to the cent with their sign in the page's language: '$1,234.50', '1 234,50 $' in French. */
export function formatMoney(dollars: number): string {
  return formatNumber(dollars, MONEY);
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 };
/** A percent (of 100) with two decimals in the page's language: 14.7 -> '14.70%', '14,70 %' in French. */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, PERCENT);
}
