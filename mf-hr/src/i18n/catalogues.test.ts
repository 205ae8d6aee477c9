import { TIME_OFF_MESSAGES } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import { catalogueProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './en';
import { fr } from './fr';
import { hrCatalogueReady } from '.';

describe("the human resources app's catalogues", () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
  });

  it("say in English what the spec's requested message says, for one request and for several", async () => {
    await hrCatalogueReady;
    for (const count of [1, 2, 14]) expect(i18n._('timeOffs.requested', { count })).toBe(TIME_OFF_MESSAGES.requested(count));
  });
});
