import { WORK_CLASSES } from '@groundwork/shared/domain';
import { activateLanguage, i18n } from '@groundwork/shared/i18n';
import { catalogueProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './en';
import { fr } from './fr';
import { workClassCatalogueReady, workClassLabel } from './index';

afterEach(() => activateLanguage('en'));

const t = (id: string) => i18n._(id);

describe('the work classes', () => {
  it('have every label in both languages', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
  });

  it("label each class in English by the spec's description, and only the classes that have one", () => {
    const described = WORK_CLASSES.filter((w) => w.description);
    expect(Object.entries(en)).toEqual(described.map((w) => [`workClass.${w.code}`, w.description]));
  });

  it("read as code and description in the page's language; the code alone without a description", async () => {
    await workClassCatalogueReady;
    expect(WORK_CLASSES.map((w) => workClassLabel(t, w.code))).toEqual(WORK_CLASSES.map((w) => (w.description ? `${w.code} - ${w.description}` : w.code)));
    await activateLanguage('fr');
    expect(workClassLabel(t, 'OPERATORS')).toBe("OPERATORS - Opérateurs d'équipement");
    expect(workClassLabel(t, 'CARPENTER')).toBe('CARPENTER');
    expect(workClassLabel(t, 'UNKNOWN')).toBe('UNKNOWN');
  });
});
