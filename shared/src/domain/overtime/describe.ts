/**
 * A split in words, for a record's detail: "8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)". Built from
 * the structured parts only, so that a screen may word them in the user's language the same way.
 */
import type { SplitPart } from './split';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The words of the rates, as a sentence names them. */
export const RATE_WORDS = { regular: 'regular', overtime: 'overtime', doubleTime: 'double time' } as const;

/** Hours as few digits as they need: 8, 2.5, 1.25. */
export function hoursText(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}

function reasonOf(part: SplitPart): string {
  switch (part.rule) {
    case 'daily':
    case 'dailyDouble':
      return ` after ${part.threshold} h in a day`;
    case 'weekly':
      return ` after ${part.threshold} h in a week`;
    case 'holiday':
      return part.threshold === undefined ? ' on a statutory holiday' : ` after ${part.threshold} h on a statutory holiday`;
    case 'seventhDay':
      return part.threshold === undefined ? ' on the seventh day of work in a row' : ` after ${part.threshold} h on the seventh day of work in a row`;
    case 'weekday':
      return ` on ${DAYS[part.weekday ?? 0]}`;
    case 'exported':
      return part.reason === 'leftAfterExport' ? ' left in its week after the exported records' : ' as exported';
    case 'notCounted':
      return part.reason === 'subcontractor' ? ' (a subcontractor: no overtime)' : ' (leave of absence: counts toward no overtime)';
    default:
      return '';
  }
}

/** The words of a record's split parts, the policy's source said once, at its first premium part. */
export function describeSplit(parts: readonly SplitPart[]): string {
  let sourceSaid = false;
  return parts.map((part) => {
    const source = part.source && !sourceSaid ? ` (${part.source})` : '';
    if (source) sourceSaid = true;
    return `${hoursText(part.hours)} ${RATE_WORDS[part.rate]}${reasonOf(part)}${source}`;
  }).join('; ');
}

/**
 * The words of a split that pays some of its hours above regular, for a record's screens; null when every hour is
 * regular (policy none, a day under every threshold): then there is nothing to explain.
 */
export function premiumWords(parts: readonly SplitPart[]): string | null {
  return parts.some((part) => part.rate !== 'regular') ? describeSplit(parts) : null;
}
