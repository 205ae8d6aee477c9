import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './backend';

/**
 * Finds English left on a screen shown in French (issue 18): the English of every catalogue message whose French
 * differs, matched as a whole line, cell or label, and a few common English UI words matched as whole words anywhere.
 * Data (record names from the demo seed) and proper names are allowed by DATA, and only those.
 */

type Catalogue = Record<string, string>;
interface CataloguePair {
  en: Catalogue;
  fr: Catalogue;
}

/**
 * Every catalogue pair of the apps and shared: a `fr.ts` beside an `en.ts` (or beside the `catalogue.ts` that bundles
 * its English), both exporting their messages as `en` / `fr`. Found on disk, so a new catalogue is checked too.
 */
function cataloguePairs(): CataloguePair[] {
  const folders = ['shell/src', 'mf-admin/src', 'mf-app/src', 'mf-hr/src', 'mf-reports/src', 'shared/src'];
  const pairs: CataloguePair[] = [];
  for (const folder of folders) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => /(^|\/)fr\.ts$/.test(f))) {
      const dir = join(ROOT, folder, dirname(file));
      const english = ['en.ts', 'catalogue.ts'].map((name) => join(dir, name)).find((path) => existsSync(path));
      if (!english) continue;
      const en = (require(english) as { en?: Catalogue }).en;
      const fr = (require(join(dir, 'fr.ts')) as { fr?: Catalogue }).fr;
      if (en && fr) pairs.push({ en, fr });
    }
  }
  return pairs;
}

/**
 * Words of the English UI that French never uses, matched as whole words (case counts: "Total" and "Date" are French
 * too, so they are not here; nor "Yes"/"No", the spreadsheet's stored values that a French message quotes).
 */
const ENGLISH_WORDS = [
  'Save', 'Cancel', 'Edit', 'Delete', 'Remove', 'Add', 'Search', 'Export', 'Download', 'Upload', 'Back', 'Details', 'Status',
  'Submit', 'Close', 'Loading', 'Filter', 'Columns', 'Select', 'Show', 'Hide', 'Clear', 'Apply', 'Reset', 'View', 'New',
  'Report', 'Employee', 'Job', 'Jobs', 'Equipment', 'Cost', 'Week', 'Today', 'Start', 'End', 'Name', 'Hours', 'Records',
  'Previous', 'Next', 'Approve', 'Decline', 'Print', 'Yesterday', 'Tomorrow', 'Rows', 'Page size',
];
/** "No records", "No data"...: French says "Aucun". */
const ENGLISH_PHRASES = [/\bNo [a-z]+/];

/**
 * Data, not words of the product: names and descriptions of the demo seed's records (backend/src/seed/demo-data.ts,
 * demo-seed.ts) that contain a word above or read like a catalogue's English. Taken out of a text before it is checked.
 */
const DATA = [
  // work types and a cost code's description
  'Equipment Operation', 'Equipment operation', 'Shop and equipment maintenance',
  // a time record's description, a time off's comments
  'Loading trucks', 'Back strain',
  // an equipment category ("Loaders" is also the English of an equipment class)
  'Loaders',
  // the demo roles' names and descriptions (records the company edits)
  'Administrator', 'Manager', 'Foreman', 'Payroll', 'Worker', 'Every permission, company switching', 'Runs jobs and crews, approves time',
  'Leads a crew in the field', 'Checks time cards, exports payroll', 'Field crew: schedule, time cards, time off',
];

const DATA_PATTERNS = DATA.map((data) => new RegExp(`(?<!\\p{L})${data}(?!\\p{L})`, 'gu'));

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * A catalogue's English message as a whole-text pattern, its values matching anything. Null when it has a plural or a
 * select (the words check covers those), and when its own words are all French words too ("{name} logo", "{day}:
 * {status}"): its pattern would match French.
 */
function pattern(message: string, frenchWords: ReadonlySet<string>): RegExp | null {
  if (/\{\s*\w+\s*,/.test(message)) return null;
  const text = message.replace(/''/g, "'");
  const parts = text.split(/\{\s*\w+\s*\}/);
  if (parts.length > 1 && words(parts.join(' ')).every((word) => frenchWords.has(word))) return null;
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/** The English messages whose French differs, and that no French message says as well ("Description", "Type"...). */
function englishPatterns(pairs: readonly CataloguePair[]): { message: string; regex: RegExp }[] {
  const french = new Set(pairs.flatMap(({ fr }) => Object.values(fr)));
  const frenchWords = new Set([...french].flatMap(words));
  const found = new Map<string, RegExp>();
  for (const { en, fr } of pairs) {
    for (const [id, message] of Object.entries(en)) {
      if (fr[id] === undefined || fr[id] === message || french.has(message) || found.has(message)) continue;
      const regex = pattern(message, frenchWords);
      if (regex) found.set(message, regex);
    }
  }
  return [...found].map(([message, regex]) => ({ message, regex }));
}

let patterns: { message: string; regex: RegExp }[] | null = null;
/** Every message id: a message missing in French shows its id ("menu.viewJobs"). */
let ids: Set<string> | null = null;

/** The English left in these texts (lines, cells, labels), each with why: the catalogue message or the word. */
export function englishIn(texts: readonly string[]): string[] {
  if (!patterns || !ids) {
    const pairs = cataloguePairs();
    patterns = englishPatterns(pairs);
    ids = new Set(pairs.flatMap(({ en }) => Object.keys(en)));
  }
  const left = new Set<string>();
  for (const raw of texts) {
    if (ids.has(raw.trim())) {
      left.add(`"${raw}" (a message id: no French)`);
      continue;
    }
    const text = DATA_PATTERNS.reduce((t, data) => t.replace(data, ' '), raw.replace(/\s+/g, ' ')).trim();
    if (!text) continue;
    // A label may end with the required mark or a colon ("Job No. *").
    const label = text.replace(/\s*[*:]$/, '');
    const message = patterns.find(({ regex }) => regex.test(text) || regex.test(label));
    if (message) {
      left.add(`"${raw}" (English message "${message.message}")`);
      continue;
    }
    const word = ENGLISH_WORDS.find((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'u').test(text));
    const phrase = ENGLISH_PHRASES.find((p) => p.test(text));
    if (word) left.add(`"${raw}" (English word "${word}")`);
    else if (phrase) left.add(`"${raw}" (English "${phrase.exec(text)![0]}")`);
  }
  return [...left];
}

/**
 * What the screen shows: the body's visible text by line and cell, and the aria-label, placeholder and title of its
 * visible elements.
 */
export async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split(/[\n\t]/);
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}
