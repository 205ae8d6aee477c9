import { sumSplit } from './split-totals';

const rec = (quantity: number, regularHours: number, overtimeHours: number, doubleTimeHours: number) => ({ quantity, regularHours, overtimeHours, doubleTimeHours });

describe('sumSplit', () => {
  it("adds records' hours and their regular, overtime and double-time parts", () => {
    expect(sumSplit([rec(10, 8, 2, 0), rec(13, 8, 4, 1)])).toEqual({ hours: 23, regularHours: 16, overtimeHours: 6, doubleTimeHours: 1 });
  });

  it('adds in hundredths, so a total is exactly the sum of the 2-decimal figures (0.1 + 0.2 = 0.3; ten 0.01 = 0.1)', () => {
    expect(sumSplit([rec(0.1, 0, 0.1, 0), rec(0.2, 0, 0.2, 0)])).toEqual({ hours: 0.3, regularHours: 0, overtimeHours: 0.3, doubleTimeHours: 0 });
    expect(sumSplit(Array.from({ length: 10 }, () => rec(0.01, 0, 0, 0.01))).doubleTimeHours).toBe(0.1);
  });

  it('answers zeros for no record', () => {
    expect(sumSplit([])).toEqual({ hours: 0, regularHours: 0, overtimeHours: 0, doubleTimeHours: 0 });
  });
});
