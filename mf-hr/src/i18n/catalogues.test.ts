import { PAYROLL_CSV_COLUMNS, PAYROLL_CSV_TITLES, SPLIT_LABELS, TIME_OFF_MESSAGES } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import { catalogueProblems, routeMessageProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './en';
import { fr } from './fr';
import { hrCatalogueReady } from '.';
import { routes } from '../routes';
import { PAYROLL_CSV_TITLE_IDS } from '../features/payroll/payroll-rows';

describe("the human resources app's catalogues", () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
  });

  it("say in English what the spec's requested message says, for one request and for several", async () => {
    await hrCatalogueReady;
    for (const count of [1, 2, 14]) expect(i18n._('timeOffs.requested', { count })).toBe(TIME_OFF_MESSAGES.requested(count));
  });

  it("title the payroll downloads' columns in English as the standard CSV header style does, and the split as the spec names it", () => {
    expect(PAYROLL_CSV_COLUMNS.map((column) => en[PAYROLL_CSV_TITLE_IDS[column]])).toEqual(PAYROLL_CSV_COLUMNS.map((column) => PAYROLL_CSV_TITLES.standard[column]));
    expect([en['col.regularHours'], en['col.overtimeHours'], en['col.doubleTimeHours']]).toEqual([SPLIT_LABELS.regularHours.title, SPLIT_LABELS.overtimeHours.title, SPLIT_LABELS.doubleTimeHours.title]);
    expect([en['col.regularHours.description'], en['col.overtimeHours.description'], en['col.doubleTimeHours.description']])
      .toEqual([SPLIT_LABELS.regularHours.description, SPLIT_LABELS.overtimeHours.description, SPLIT_LABELS.doubleTimeHours.description]);
  });

  it("have every route's title and breadcrumb, in English as the route's own English", () => {
    expect(routeMessageProblems(routes, en)).toEqual([]);
  });
});
