import { createInstance } from '@module-federation/enhanced/runtime';
import { activateLanguage, i18n, registerCatalogue } from '@groundwork/shared/i18n';
import type { MessageValues } from '@groundwork/shared/i18n/react';
import { shellCatalogue, type ShellMessageId } from '../i18n';
import { isVersionMismatch, loadErrorText as translatedLoadErrorText } from './load-error';
import { checkFederationVersion } from './remote-versions';

// The ranges the builds give shared libraries (scripts/webpack-app.cjs), computed by the same function.
const { sharedRange } = require('../../../scripts/shared-range.cjs') as { sharedRange(name: string, lib: string, version: string): string };

/** A federation runtime instance sharing one react of `version`, configured as the builds configure it. */
function app(name: string, version: string) {
  return createInstance({
    name,
    remotes: [],
    shared: {
      react: {
        version,
        lib: () => ({ builtWith: version }),
        shareConfig: { singleton: true, strictVersion: true, requiredVersion: sharedRange(name, 'react', version) },
      },
    },
  });
}

/** The shell loads its react 19.3.1 first; a remote built with `version` then asks for react from the same scope. */
async function remoteGetsReact(version: string): Promise<unknown> {
  const shell = app('shell', '19.3.1');
  await shell.loadShare('react');
  const remote = app('mf_admin', version);
  remote.initShareScopeMap('default', shell.shareScopeMap.default as never);
  const factory = await remote.loadShare<{ builtWith: string }>('react');
  return factory ? factory() : null;
}

/** The panel's text in the page's language (English unless a test activates another). */
const loadErrorText = (error: unknown) => translatedLoadErrorText(error, (id: ShellMessageId, values?: MessageValues) => i18n._(id, values));

beforeAll(() => registerCatalogue(shellCatalogue));

describe('shared library versions across separately deployed apps', () => {
  it('requires the same major and at least the minor the app was built with, any patch', () => {
    expect(sharedRange('x', 'react', '19.3.1')).toBe('^19.3.0');
    expect(sharedRange('x', '@groundwork/shared', '0.1.0')).toBe('^0.1.0');
    expect(() => sharedRange('x', 'react', '^19.3.1')).toThrow('must be pinned to an exact version');
  });

  it('gives a remote built against another patch release the shell\'s copy', async () => {
    await expect(remoteGetsReact('19.3.2')).resolves.toEqual({ builtWith: '19.3.1' });
    await expect(remoteGetsReact('19.3.0')).resolves.toEqual({ builtWith: '19.3.1' });
  });

  it('fails a remote that needs a newer major, and its error panel says which library and versions', async () => {
    const error = await remoteGetsReact('20.0.0').then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isVersionMismatch(error)).toBe(true); // kept by loadRemoteRoutes: every page of that remote says it
    expect(loadErrorText(error)).toEqual({
      title: 'This part of Groundwork needs a newer version of react.',
      text:
        'It was built for react ^20.0.0; this page runs 19.3.1. Reload the page; if this stays, ask your administrator ' +
        'to deploy matching versions of Groundwork. The menu and the other pages keep working.',
    });
  });

  it('says "another version" for a remote built for an older major', async () => {
    const shell = app('shell', '19.3.1');
    await shell.loadShare('react');
    const remote = app('mf_hr', '18.2.0');
    remote.initShareScopeMap('default', shell.shareScopeMap.default as never);
    const error = await remote.loadShare('react').then(() => null, (e: unknown) => e);
    expect(loadErrorText(error).title).toBe('This part of Groundwork needs another version of react.');
  });

  it('keeps the connection text for a remote that cannot be reached', () => {
    expect(isVersionMismatch(new Error('[ Federation Runtime ]: Failed to get manifest.'))).toBe(false);
    expect(loadErrorText(new Error('[ Federation Runtime ]: Failed to get manifest.'))).toEqual({
      title: 'This part of Groundwork could not be loaded.',
      text: 'Check your connection and try again. The menu and the other pages keep working.',
    });
  });
});

it('says it in French on a page in French', async () => {
  await activateLanguage('fr');
  try {
    expect(loadErrorText(new Error('[ Federation Runtime ]: Failed to get manifest.')).title).toBe("Cette partie de Groundwork n'a pas pu être chargée.");
  } finally {
    await activateLanguage('en');
  }
});

describe('a feature app built with another module federation version', () => {
  it('is refused before it runs, and the panel says which runtime it needs', () => {
    expect(() => checkFederationVersion('mf_reports', '2.9.2', '2.9.2')).not.toThrow();
    expect(() => checkFederationVersion('mf_reports', undefined, '2.9.2')).not.toThrow(); // an older manifest: nothing to compare
    let refused: unknown;
    try {
      checkFederationVersion('mf_reports', '2.10.0', '2.9.2');
    } catch (error) {
      refused = error;
    }
    expect(isVersionMismatch(refused)).toBe(true);
    expect(loadErrorText(refused)).toEqual({
      title: 'This part of Groundwork needs a newer version of @module-federation/runtime.',
      text:
        'It was built for @module-federation/runtime 2.10.0; this page runs 2.9.2. Reload the page; if this stays, ' +
        'ask your administrator to deploy matching versions of Groundwork. The menu and the other pages keep working.',
    });
  });
});
