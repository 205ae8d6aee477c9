import { describeSplit, SPLIT_WORDS, type SplitPart } from '@groundwork/shared/domain';
import { activateLanguage, i18n } from '@groundwork/shared/i18n';
import { catalogueProblems } from '@groundwork/shared/i18n/catalogue-check';
import type { Translate } from '@groundwork/shared/i18n/react';
import { en } from './en';
import { fr } from './fr';
import { splitWording, timeRecordCatalogueReady, type TimeRecordMessageId } from '.';

afterEach(() => activateLanguage('en'));

const t: Translate<TimeRecordMessageId> = (id, values) => i18n._(id, values);
const parts: SplitPart[] = [
  { rate: 'regular', hours: 8, rule: 'regular' },
  { rate: 'overtime', hours: 2.5, rule: 'daily', threshold: 8, source: 'BC ESA s. 40' },
  { rate: 'doubleTime', hours: 1, rule: 'weekday', weekday: 6 },
];

describe("the time record form's catalogue", () => {
  it('has every key in both languages, valid ICU and the same placeholders; its split words are the domain\'s English', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
    for (const [id, text] of Object.entries(SPLIT_WORDS)) expect(en[`overtime.${id}` as keyof typeof en]).toBe(text);
  });

  it('words an overtime split as the domain does in English, and in French with its numbers and days', async () => {
    await timeRecordCatalogueReady;
    expect(describeSplit(parts, splitWording(t))).toBe(describeSplit(parts));
    expect(describeSplit(parts)).toBe('8 h regular; 2.5 h overtime after 8 h in a day (BC ESA s. 40); 1 h double time on Saturday');
    await activateLanguage('fr');
    expect(describeSplit(parts, splitWording(t))).toBe(
      '8\u00a0h normales; 2,5\u00a0h supplémentaires après 8\u00a0h dans une journée (BC ESA s. 40); 1\u00a0h à temps double le samedi',
    );
  });
});
