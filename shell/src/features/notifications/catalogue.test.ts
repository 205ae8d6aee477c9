import { catalogueProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './catalogue';
import { fr } from './fr';

describe("the bell's catalogues", () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
  });
});
