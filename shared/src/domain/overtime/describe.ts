/**
 * A split in words, for a record's detail: "8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)". Built from
 * the structured parts only, so that a screen words them in the user's language the same way: SPLIT_WORDS are the
 * English texts (ICU placeholders), which the screens' catalogue translates (shared/src/time-record/catalogue).
 */
import type { SplitPart } from './split';

export const SPLIT_WORDS = {
  part: '{hours} {rate}',
  partWithReason: '{hours} {rate} {reason}',
  withSource: '{part} ({source})',
  hours: '{hours} h',
  'rate.regular': 'regular',
  'rate.overtime': 'overtime',
  'rate.doubleTime': 'double time',
  'reason.daily': 'after {threshold} in a day',
  'reason.weekly': 'after {threshold} in a week',
  'reason.holiday': 'on a statutory holiday',
  'reason.holidayAfter': 'after {threshold} on a statutory holiday',
  'reason.seventhDay': 'on the seventh day of work in a row',
  'reason.seventhDayAfter': 'after {threshold} on the seventh day of work in a row',
  'reason.weekday': 'on {day}',
  'reason.leftAfterExport': 'left in its week after the exported records',
  'reason.exported': 'as exported',
  'reason.subcontractor': '(a subcontractor: no overtime)',
  'reason.leaveOfAbsence': '(leave of absence: counts toward no overtime)',
} as const;
export type SplitWordId = keyof typeof SPLIT_WORDS;

/** How a split is worded: its texts by id with their values, a number of hours' digits, a day of the week's name. */
export interface SplitWording {
  say: (id: SplitWordId, values?: Record<string, string>) => string;
  /** 8, 2.5, 1.25: as few digits as they need. */
  number: (value: number) => string;
  /** 0 = Sunday. */
  weekday: (day: number) => string;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** English, the spec's language (the domain's tests read it). */
export const ENGLISH_SPLIT_WORDING: SplitWording = {
  say: (id, values = {}) => SPLIT_WORDS[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''),
  number: (value) => String(Number(value.toFixed(2))),
  weekday: (day) => DAYS[day] ?? '',
};

function reasonOf(part: SplitPart, words: SplitWording): string | null {
  const threshold = part.threshold === undefined ? '' : words.say('hours', { hours: words.number(part.threshold) });
  switch (part.rule) {
    case 'daily':
    case 'dailyDouble':
      return words.say('reason.daily', { threshold });
    case 'weekly':
      return words.say('reason.weekly', { threshold });
    case 'holiday':
      return part.threshold === undefined ? words.say('reason.holiday') : words.say('reason.holidayAfter', { threshold });
    case 'seventhDay':
      return part.threshold === undefined ? words.say('reason.seventhDay') : words.say('reason.seventhDayAfter', { threshold });
    case 'weekday':
      return words.say('reason.weekday', { day: words.weekday(part.weekday ?? 0) });
    case 'exported':
      return words.say(part.reason === 'leftAfterExport' ? 'reason.leftAfterExport' : 'reason.exported');
    case 'notCounted':
      return words.say(part.reason === 'subcontractor' ? 'reason.subcontractor' : 'reason.leaveOfAbsence');
    default:
      return null;
  }
}

const RATE_IDS = { regular: 'rate.regular', overtime: 'rate.overtime', doubleTime: 'rate.doubleTime' } as const satisfies Record<SplitPart['rate'], SplitWordId>;

/** The words of a record's split parts, each source said once, at the first premium part it pays (s. 40, then s. 46). */
export function describeSplit(parts: readonly SplitPart[], words: SplitWording = ENGLISH_SPLIT_WORDING): string {
  const sourcesSaid = new Set<string>();
  return parts.map((part) => {
    const hours = words.say('hours', { hours: words.number(part.hours) });
    const rate = words.say(RATE_IDS[part.rate]);
    const reason = reasonOf(part, words);
    const text = reason === null ? words.say('part', { hours, rate }) : words.say('partWithReason', { hours, rate, reason });
    if (!part.source || sourcesSaid.has(part.source)) return text;
    sourcesSaid.add(part.source);
    return words.say('withSource', { part: text, source: part.source });
  }).join('; ');
}

/**
 * The words of a split that pays some of its hours above regular, for a record's screens; null when every hour is
 * regular (policy none, a day under every threshold): then there is nothing to explain.
 */
export function premiumWords(parts: readonly SplitPart[], words?: SplitWording): string | null {
  return parts.some((part) => part.rate !== 'regular') ? describeSplit(parts, words) : null;
}
