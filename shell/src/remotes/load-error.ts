import type { Translate } from '@groundwork/shared/i18n/react';
import type { ShellMessageId } from '../i18n';

/** What the error panel of a feature app that could not be loaded says. */
export interface LoadErrorText {
  title: string;
  text: string;
}

/**
 * The federation runtime's error when a feature app requires a shared library in a range the page's copy does not
 * satisfy (shared singletons are strict, scripts/webpack-app.cjs): "Version 19.3.1 from shell of shared singleton
 * module react does not satisfy the requirement of mf_admin which needs ^20.0.0)".
 */
const VERSION_MISMATCH = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

const numbers = (version: string) => version.replace(/^[^\d]*/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);

/** True when the required range starts above the loaded version (major, then minor, then patch). */
function needsNewer(loaded: string, required: string): boolean {
  const [have, want] = [numbers(loaded), numbers(required)];
  for (let i = 0; i < 3; i += 1) {
    if ((want[i] ?? 0) !== (have[i] ?? 0)) return (want[i] ?? 0) > (have[i] ?? 0);
  }
  return false;
}

/** True for the federation runtime's version mismatch: not a passing fault, so the same load fails the same way. */
export function isVersionMismatch(error: unknown): boolean {
  return VERSION_MISMATCH.test(error instanceof Error ? error.message : String(error ?? ''));
}

/**
 * The panel's text for the error a feature app failed with, in the page's language (`t`): a version mismatch says which
 * library and versions.
 */
export function loadErrorText(error: unknown, t: Translate<ShellMessageId>): LoadErrorText {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const match = VERSION_MISMATCH.exec(message);
  if (!match) return { title: t('remoteError.unavailableTitle'), text: t('remoteError.unavailableText') };
  const [, loaded = '', library = '', , required = ''] = match;
  return {
    title: t(needsNewer(loaded, required) ? 'remoteError.newerTitle' : 'remoteError.otherTitle', { library }),
    text: t('remoteError.versionText', { library, required, loaded }),
  };
}
