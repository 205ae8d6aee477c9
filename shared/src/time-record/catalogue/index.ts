// The package paths: under federation the form uses the page's one i18n instance.
import type { SplitWording } from '@groundwork/shared/domain';
import { formatDate, formatNumber, registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT, type Translate } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the time record form may show: its own and the shared ones. */
export type TimeRecordMessageId = keyof typeof en | SharedMessageId;

const timeRecordCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the form's messages are compiled in English and in the page's language. */
export const timeRecordCatalogueReady = registerCatalogue(timeRecordCatalogue);

export const useTimeRecordT = () => useSharedT<TimeRecordMessageId>();

const UP_TO_TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };
/** A Sunday (UTC): the day of the week `day` days after it names that day. */
const SUNDAY = Date.UTC(2026, 0, 4);

/** The overtime split's words in the page's language: "2 h supplémentaires après 8 h dans une journée". */
export const splitWording = (t: Translate<TimeRecordMessageId>): SplitWording => ({
  say: (id, values) => t(`overtime.${id}`, values),
  number: (value) => formatNumber(value, UP_TO_TWO_DECIMALS),
  weekday: (day) => formatDate(new Date(SUNDAY + day * 86_400_000), WEEKDAY),
});
