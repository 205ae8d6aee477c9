import {
  addDays, checkRecordedHours, elapsedHours, hoursWorked, inferLunchTaken, isFutureDay, isoOffsetMinutes, lastDays, localDay, localIso, localIsoOf,
  percentComplete,
  resolveShift, scheduleDayStatus, truncate, weekEnd, weekStart,
} from './time';

describe('hours from in and out times', () => {
  it('counts a day shift with and without lunch', () => {
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-02T15:30:00Z', false)).toBe(8.5);
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-02T15:30:00Z', true)).toBe(8);
  });

  it('moves an out time earlier than the in time to the next day (overnight)', () => {
    const shift = resolveShift('2026-03-02T22:00:00Z', '2026-03-02T06:00:00Z');
    expect(shift.overnight).toBe(true);
    expect(shift.end.toISOString()).toBe('2026-03-03T06:00:00.000Z');
    expect(hoursWorked('2026-03-02T22:00:00Z', '2026-03-02T06:00:00Z', true)).toBe(7.5);
  });

  it('handles a shift that ends exactly at midnight and one that starts at midnight', () => {
    expect(hoursWorked('2026-03-02T16:00:00Z', '2026-03-03T00:00:00Z', false)).toBe(8);
    expect(hoursWorked('2026-03-02T16:00:00Z', '2026-03-02T00:00:00Z', false)).toBe(8);
    expect(hoursWorked('2026-03-02T00:00:00Z', '2026-03-02T08:00:00Z', false)).toBe(8);
  });

  it('treats equal in and out on the same day as zero hours, and a full day with explicit dates as 24 h', () => {
    expect(resolveShift('2026-03-02T07:00:00Z', '2026-03-02T07:00:00Z').overnight).toBe(false);
    expect(elapsedHours('2026-03-02T07:00:00Z', '2026-03-02T07:00:00Z')).toBe(0);
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-03T07:00:00Z', false)).toBe(24);
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-03T07:00:00Z', true)).toBe(23.5);
  });

  it('never goes negative when lunch is taken on a very short shift', () => {
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-02T07:15:00Z', true)).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-02T07:20:00Z', false)).toBe(0.33);
    expect(hoursWorked('2026-03-02T07:00:00Z', '2026-03-02T07:40:00Z', false)).toBe(0.67);
  });
});

describe('lunch inference', () => {
  const start = '2026-03-02T07:00:00Z';
  const end = '2026-03-02T15:30:00Z';
  it('infers lunch taken when the span exceeds the hours by exactly half an hour', () => {
    expect(inferLunchTaken(start, end, 8, null)).toBe(true);
    expect(inferLunchTaken(start, end, 8, undefined)).toBe(true);
  });
  it('does not infer lunch for any other difference', () => {
    expect(inferLunchTaken(start, end, 8.5, null)).toBe(false);
    expect(inferLunchTaken(start, end, 7.75, null)).toBe(false);
    expect(inferLunchTaken(start, end, 8.01, null)).toBe(false);
  });
  it('keeps an explicit flag', () => {
    expect(inferLunchTaken(start, end, 8, false)).toBe(false);
    expect(inferLunchTaken(start, end, 8.5, true)).toBe(true);
  });
  it('infers across midnight', () => {
    expect(inferLunchTaken('2026-03-02T22:00:00Z', '2026-03-02T06:30:00Z', 8, null)).toBe(true);
  });
});

describe('percent complete', () => {
  it('is produced over contract quantity times 100 to 2 decimals', () => {
    expect(percentComplete(1, 3)).toBe(33.33);
    expect(percentComplete(2, 3)).toBe(66.67);
    expect(percentComplete(150, 100)).toBe(150);
  });
  it('is 0 without a contract quantity', () => {
    expect(percentComplete(10, 0)).toBe(0);
  });
});

describe('days and weeks', () => {
  it('runs weeks Sunday to Saturday', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-15'); // a Saturday
    expect(weekEnd('2026-11-21')).toBe('2026-11-21');
    expect(weekStart('2026-11-15')).toBe('2026-11-15'); // a Sunday
    expect(weekEnd('2026-11-15')).toBe('2026-11-21');
    expect(weekStart('2026-01-01')).toBe('2025-12-28'); // across a year
  });
  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('gives the last 7 days ending today', () => {
    expect(lastDays(7, '2026-11-21')).toEqual({ start: '2026-11-15', end: '2026-11-21' });
  });
});

describe('future dates', () => {
  const now = new Date('2026-11-21T03:00:00Z'); // still 2026-11-20 in Toronto (-05:00)
  it('reads the day and offset the user wrote', () => {
    expect(isoOffsetMinutes('2026-11-20T22:00:00-05:00')).toBe(-300);
    expect(isoOffsetMinutes('2026-11-20T22:00:00Z')).toBe(0);
    expect(isoOffsetMinutes('2026-11-20')).toBeNull();
  });
  it('refuses tomorrow in the user own time zone and accepts today', () => {
    expect(isFutureDay('2026-11-20T22:00:00-05:00', now)).toBe(false);
    expect(isFutureDay('2026-11-21T07:00:00-05:00', now)).toBe(true);
    expect(isFutureDay('2026-11-21T07:00:00Z', now)).toBe(false);
    expect(isFutureDay('2026-11-22T00:00:00Z', now)).toBe(true);
  });
});

describe('schedule day status', () => {
  const today = '2026-11-21';
  it('is grey without requests', () => expect(scheduleDayStatus('2026-11-19', [], today)).toBe('none'));
  it('is red when a past request has no timecard', () =>
    expect(scheduleDayStatus('2026-11-19', [{ hasTimecard: true }, { hasTimecard: false }], today)).toBe('missing'));
  it('is green when all past requests have one', () =>
    expect(scheduleDayStatus('2026-11-19', [{ hasTimecard: true }], today)).toBe('submitted'));
  it("is waiting when a past request's timecard waits on the phone, red while another request has none", () => {
    expect(scheduleDayStatus('2026-11-19', [{ hasTimecard: true }, { hasTimecard: false, waiting: true }], today)).toBe('waiting');
    expect(scheduleDayStatus('2026-11-19', [{ hasTimecard: false, waiting: true }, { hasTimecard: false }], today)).toBe('missing');
  });
  it('is dark for today and future days', () => {
    expect(scheduleDayStatus(today, [{ hasTimecard: false }], today)).toBe('upcoming');
    expect(scheduleDayStatus(today, [{ hasTimecard: false, waiting: true }], today)).toBe('upcoming');
    expect(scheduleDayStatus('2026-11-25', [{ hasTimecard: false }], today)).toBe('upcoming');
  });
});

describe('truncation', () => {
  it('keeps short and exact-length text and cuts longer text with the suffix', () => {
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate('abcdef', 5)).toBe('abcde ...');
    expect(truncate('abcdef', 5, '')).toBe('abcde');
  });
  it('counts non-ASCII characters as one each', () => {
    expect(truncate('Łukasz Żółć', 6)).toBe('Łukasz ...');
    expect(truncate('👷👷👷', 2, '')).toBe('👷👷');
  });
});

describe('recorded hours against the in and out times (checkRecordedHours)', () => {
  const day = (time: string) => `2026-03-02T${time}:00Z`;

  it('accepts hours that match the span, less lunch when the flag says so', () => {
    expect(checkRecordedHours(day('07:00'), day('15:30'), 8, true)).toEqual({ ok: true, hours: 8, lunchTaken: true });
    expect(checkRecordedHours(day('07:00'), day('15:30'), 8.5, false)).toEqual({ ok: true, hours: 8.5, lunchTaken: false });
  });

  it('infers an unset lunch flag from exactly half an hour of difference', () => {
    expect(checkRecordedHours(day('07:00'), day('15:30'), 8, null)).toEqual({ ok: true, hours: 8, lunchTaken: true });
    expect(checkRecordedHours(day('07:00'), day('15:30'), 8.5, undefined)).toEqual({ ok: true, hours: 8.5, lunchTaken: false });
  });

  it('refuses hours that do not match, giving the figure of the times', () => {
    expect(checkRecordedHours(day('07:00'), day('08:00'), 10, null)).toEqual({ ok: false, problem: 'mismatch', hours: 1, lunchTaken: false });
    expect(checkRecordedHours(day('07:00'), day('15:30'), 8.5, true)).toEqual({ ok: false, problem: 'mismatch', hours: 8, lunchTaken: true });
    expect(checkRecordedHours(day('07:00'), day('15:30'), 8, false)).toEqual({ ok: false, problem: 'mismatch', hours: 8.5, lunchTaken: false });
  });

  it('tolerates less than half a hundredth of an hour (2-decimal rounding), not more', () => {
    expect(checkRecordedHours(day('07:00'), day('07:20'), 0.33, false)).toMatchObject({ ok: true, hours: 0.33 });
    expect(checkRecordedHours(day('07:00'), day('15:00'), 8.005, false)).toMatchObject({ ok: true, hours: 8 });
    expect(checkRecordedHours(day('07:00'), day('15:00'), 8.01, false)).toMatchObject({ ok: false, problem: 'mismatch' });
  });

  it('counts an out time earlier than the in time as the next day (overnight, across midnight)', () => {
    expect(checkRecordedHours(day('22:00'), day('06:00'), 7.5, true)).toEqual({ ok: true, hours: 7.5, lunchTaken: true });
    expect(checkRecordedHours(day('22:00'), day('06:00'), 7.5, null)).toEqual({ ok: true, hours: 7.5, lunchTaken: true });
    expect(checkRecordedHours(day('16:00'), day('00:00'), 8, null)).toEqual({ ok: true, hours: 8, lunchTaken: false });
  });

  it('refuses an out time equal to the in time (an empty span), and accepts 24 h written with the next day', () => {
    expect(checkRecordedHours(day('07:00'), day('07:00'), 0, null)).toEqual({ ok: false, problem: 'emptySpan' });
    expect(checkRecordedHours(day('07:00'), day('07:00'), 24, null)).toEqual({ ok: false, problem: 'emptySpan' });
    expect(checkRecordedHours(day('07:00'), '2026-03-03T07:00:00Z', 24, null)).toEqual({ ok: true, hours: 24, lunchTaken: false });
  });
});

describe('localIso', () => {
  it('writes the local wall-clock time with this machine\'s offset, so it reads back as the same day and time', () => {
    const iso = localIso('2026-03-02', '07:30');
    expect(iso).toMatch(/^2026-03-02T07:30:00[+-]\d{2}:\d{2}$/);
    const back = new Date(iso);
    expect(localDay(back)).toBe('2026-03-02');
    expect([back.getHours(), back.getMinutes()]).toEqual([7, 30]);
    expect(Number(isoOffsetMinutes(iso)) + back.getTimezoneOffset()).toBe(0);
  });
});

describe('localIsoOf', () => {
  it('writes a moment in this machine\'s offset to the millisecond: the same instant, named by its local day and time', () => {
    const moment = new Date(2026, 11, 3, 19, 0, 30, 250);
    const iso = localIsoOf(moment);
    expect(iso).toMatch(/^2026-12-03T19:00:30\.250[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(moment.getTime());
    expect(Number(isoOffsetMinutes(iso)) + moment.getTimezoneOffset()).toBe(0);
    // The day the server reads in that offset is the local day: an evening is not 'in the future' tomorrow.
    expect(isFutureDay(iso, new Date(2026, 11, 3, 9, 0))).toBe(false);
  });
});
