import { crewShifts, dayOf, daysFrom, isOvernight, requestsByDay, shiftLabel, shiftOn, timeOf, usualShift, USUAL_SHIFT, weekDays } from './schedule';

describe('a shift from a day and times', () => {
  it('keeps a day shift on its day, with the local offset', () => {
    const shift = shiftOn('2026-11-24', '07:00', '15:30');
    expect(shift.requestAt).toMatch(/^2026-11-24T07:00:00[+-]\d{2}:\d{2}$/);
    expect(shift.requestEndsAt).toMatch(/^2026-11-24T15:30:00[+-]\d{2}:\d{2}$/);
    expect(isOvernight(shift)).toBe(false);
  });

  it('moves an out time earlier than the in time to the next day, across a month and a year', () => {
    expect(shiftOn('2026-11-24', '22:00', '06:00').requestEndsAt).toMatch(/^2026-11-25T06:00:00/);
    expect(shiftOn('2026-11-30', '18:00', '02:00').requestEndsAt).toMatch(/^2026-12-01T02:00:00/);
    expect(shiftOn('2026-12-31', '23:30', '00:00').requestEndsAt).toMatch(/^2027-01-01T00:00:00/);
    expect(isOvernight(shiftOn('2026-11-24', '22:00', '06:00'))).toBe(true);
  });

  it('gives equal times an empty shift on the same day (the schemas refuse it)', () => {
    const shift = shiftOn('2026-11-24', '07:00', '07:00');
    expect(shift.requestAt).toBe(shift.requestEndsAt);
  });

  it('reads as in and out times, marking an overnight end', () => {
    expect(shiftLabel(shiftOn('2026-11-24', '07:00', '15:30'), '(next day)')).toBe('07:00 – 15:30');
    expect(shiftLabel(shiftOn('2026-11-24', '22:00', '06:00'), '(next day)')).toBe('22:00 – 06:00 (next day)');
    expect(shiftLabel(shiftOn('2026-11-24', '22:00', '06:00'), '(le lendemain)')).toBe('22:00 – 06:00 (le lendemain)');
  });

  it('reads the local day and time back from the instants', () => {
    const shift = shiftOn('2026-11-24', '22:15', '06:45');
    expect(dayOf(shift.requestAt)).toBe('2026-11-24');
    expect(timeOf(shift.requestAt)).toBe('22:15');
    expect(timeOf(shift.requestEndsAt)).toBe('06:45');
  });
});

describe('days', () => {
  it('lists a range with both ends, and nothing for an end before the start', () => {
    expect(daysFrom('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysFrom('2026-11-24', '2026-11-24')).toEqual(['2026-11-24']);
    expect(daysFrom('2026-11-25', '2026-11-24')).toEqual([]);
  });

  it('gives a week Sunday to Saturday', () => {
    expect(weekDays('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(weekDays('2026-11-22')[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-28')[6]).toBe('2026-11-28');
  });
});

describe('the crew build', () => {
  it('makes one shift per day and crew member, day by day', () => {
    const shifts = crewShifts({ startDay: '2026-11-23', endDay: '2026-11-24', userIds: [7, 3], startTime: '07:00', endTime: '15:00' });
    expect(shifts.map((s) => [s.userId, s.requestAt.slice(0, 16)])).toEqual([
      [7, '2026-11-23T07:00'],
      [3, '2026-11-23T07:00'],
      [7, '2026-11-24T07:00'],
      [3, '2026-11-24T07:00'],
    ]);
  });

  it('makes night shifts end the next morning', () => {
    const [shift] = crewShifts({ startDay: '2026-11-23', endDay: '2026-11-23', userIds: [1], startTime: '20:00', endTime: '04:00' });
    expect(shift?.requestEndsAt).toMatch(/^2026-11-24T04:00/);
  });

  it('makes nothing without crew members or with an end day before the start day', () => {
    expect(crewShifts({ startDay: '2026-11-23', endDay: '2026-11-29', userIds: [], startTime: '07:00', endTime: '15:00' })).toEqual([]);
    expect(crewShifts({ startDay: '2026-11-23', endDay: '2026-11-22', userIds: [1], startTime: '07:00', endTime: '15:00' })).toEqual([]);
  });
});

describe("the crew's usual shift (Build Crew's times)", () => {
  it('is the in and out times most shifts have, the earliest start on a tie, a night shift included', () => {
    const early = shiftOn('2026-11-23', '06:30', '17:00');
    const day = shiftOn('2026-11-24', '07:00', '15:30');
    const night = shiftOn('2026-11-25', '20:00', '04:30');
    expect(usualShift([day, early, shiftOn('2026-11-26', '06:30', '17:00')])).toEqual({ startTime: '06:30', endTime: '17:00' });
    expect(usualShift([day, early])).toEqual({ startTime: '06:30', endTime: '17:00' });
    expect(usualShift([night, night, day])).toEqual({ startTime: '20:00', endTime: '04:30' });
  });

  it('is the 07:00 to 15:30 day without shifts to go by', () => {
    expect(usualShift([])).toEqual(USUAL_SHIFT);
    expect(USUAL_SHIFT).toEqual({ startTime: '07:00', endTime: '15:30' });
  });
});

describe('requests by day', () => {
  it('groups by the local start day and sorts each day by start, an overnight shift under the day it starts', () => {
    const late = shiftOn('2026-11-24', '22:00', '06:00');
    const early = shiftOn('2026-11-24', '06:00', '14:00');
    const next = shiftOn('2026-11-25', '07:00', '15:00');
    const byDay = requestsByDay([{ id: 1, ...late }, { id: 2, ...next }, { id: 3, ...early }]);
    expect([...byDay.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(byDay.get('2026-11-24')?.map((r) => r.id)).toEqual([3, 1]);
    expect(requestsByDay([]).size).toBe(0);
  });
});
