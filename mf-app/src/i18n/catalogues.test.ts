import { i18n } from '@groundwork/shared/i18n';
import { catalogueProblems } from '@groundwork/shared/i18n/catalogue-check';
import { en } from './en';
import { fr } from './fr';
import { en as queueEn, queueCatalogueReady } from '../features/offline-queue/catalogue';
import { fr as queueFr } from '../features/offline-queue/fr';

describe("the field app's catalogues", () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
    expect(catalogueProblems({ en: queueEn, fr: queueFr })).toEqual([]);
  });
});

describe("the field app's plural messages", () => {
  it("say in English what the spec's texts say", async () => {
    await queueCatalogueReady();
    expect(i18n._('queue.sent', { count: 1 })).toBe('Your waiting timecard has been sent.');
    expect(i18n._('queue.sent', { count: 3 })).toBe('3 waiting timecards have been sent.');
  });
});
