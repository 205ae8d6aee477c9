import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The French catalogues hold the glossary's words only (docs/glossary-fr.md): a word the glossary turned down for one
 * of its terms appears in no screen's, download's or server message's French. Every French catalogue of the
 * repository is read: the apps' and shared's `fr.ts`, the server's messages (messages-fr.ts) and the upload titles.
 */
const ROOT = join(__dirname, '../../..');
const PACKAGES = ['shell', 'mf-admin', 'mf-app', 'mf-hr', 'mf-reports', 'shared'];
const CATALOGUE_FILE = /^(fr|messages-fr|upload-titles)\.ts$/;
/** The exports of a catalogue file that are French: `fr`, `messagesFr`, `UPLOAD_TITLES_FR`. */
const FRENCH_EXPORT = /^(fr|messagesFr|\w+_FR)$/;

/** The words turned down, each with the glossary's word in its place. */
const TURNED_DOWN = [{ word: /chiffrier/i, glossary: 'feuille de calcul (spreadsheet)' }];

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return CATALOGUE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every French message of the repository, by file and id. */
function frenchMessages(): { where: string; text: string }[] {
  return PACKAGES.flatMap((pkg) => catalogueFiles(join(ROOT, pkg, 'src'))).flatMap((file) => {
    const exports = require(file) as Record<string, unknown>;
    return Object.entries(exports)
      .filter(([name, value]) => FRENCH_EXPORT.test(name) && typeof value === 'object' && value !== null)
      .flatMap(([, catalogue]) => Object.entries(catalogue as Record<string, unknown>))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([id, text]) => ({ where: `${relative(ROOT, file)} ${id}`, text }));
  });
}

describe('the French glossary', () => {
  const messages = frenchMessages();

  it('reads every French catalogue: the screens, the server messages and the upload titles', () => {
    const files = new Set(messages.map((m) => m.where.split(' ')[0]));
    expect([...files].filter((f) => /messages-fr|upload-titles|mf-admin|shell\/src\/i18n/.test(f!))).toHaveLength(4);
    expect(messages.length).toBeGreaterThan(1000);
    expect(messages.filter((m) => /feuille de calcul/i.test(m.text)).length).toBeGreaterThan(5);
  });

  it.each(TURNED_DOWN)('never writes $word, which the glossary turned down for $glossary', ({ word }) => {
    expect(messages.filter((m) => word.test(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('keeps a colon and a percent sign on the line of the word before them: a no-break space, never a plain one ("Congé\u00a0: Maladie", "80\u00a0%")', () => {
    expect(messages.filter((m) => / [:%]/.test(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});
