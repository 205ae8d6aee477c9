import { catalogueProblems, routeMessageProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './en';
import { routes } from '../routes';
import { fr } from './fr';

describe("mf-reports' catalogues", () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
  });

  it("have every route's title and breadcrumb, in English as the route's own English", () => {
    expect(routeMessageProblems(routes, en)).toEqual([]);
  });
});
