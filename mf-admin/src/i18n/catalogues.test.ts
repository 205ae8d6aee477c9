import { CAR_TYPES, EMPLOYMENT_TYPES, OVERTIME_POLICIES, PAY_TYPES } from '@groundwork/shared/domain';
import { catalogueProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './en';
import { fr } from './fr';

describe("mf-admin's catalogues", () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
  });

  it("label the user form's lists in English by their stored values, and the overtime presets by the domain's names", () => {
    const labels = (prefix: string, values: readonly string[]) => values.map((v) => (en as Record<string, string>)[`${prefix}.${v}`]);
    expect(labels('admin.users.employmentType', EMPLOYMENT_TYPES)).toEqual([...EMPLOYMENT_TYPES]);
    expect(labels('admin.users.payType', PAY_TYPES)).toEqual([...PAY_TYPES]);
    expect(labels('admin.users.carType', CAR_TYPES)).toEqual([...CAR_TYPES]);
    expect(labels('admin.companies.policy', OVERTIME_POLICIES.map((p) => p.id))).toEqual(OVERTIME_POLICIES.map((p) => p.name));
    expect(en['admin.companies.policy.noRule']).toBe(OVERTIME_POLICIES.find((p) => p.id === 'none')!.source);
  });
});
