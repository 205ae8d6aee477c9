// The buildable workspaces in build order, and a check of which ones need a (re)build: no dist yet, or a source
// file newer than the last successful build. Used by `npm start` and the browser tests' setup.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const BUILD_ORDER = ['shared', 'backend', 'shell', 'mf-admin', 'mf-reports', 'mf-hr', 'mf-app'];
const STAMP = '.build-stamp';

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Workspaces whose build is missing or older than their sources (a changed shared/ rebuilds everything after it). */
export function staleWorkspaces() {
  if (isStale('shared')) return [...BUILD_ORDER];
  return BUILD_ORDER.filter(isStale);
}

/** The build configuration every browser app shares: a change to it rebuilds them all. */
const APP_BUILD_FILES = ['scripts/webpack-app.cjs', 'scripts/shared-range.cjs'];
const BROWSER_APPS = ['shell', 'mf-admin', 'mf-reports', 'mf-hr', 'mf-app'];

function isStale(ws) {
  const stamp = join(root, ws, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  if (BROWSER_APPS.includes(ws) && APP_BUILD_FILES.some((file) => statSync(join(root, file)).mtimeMs > built)) return true;
  return newestMtime(join(root, ws)) > built;
}

export function build(workspaces) {
  for (const ws of workspaces) {
    console.log(`[build] ${ws}`);
    execFileSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    writeFileSync(join(root, ws, 'dist', STAMP), new Date().toISOString());
  }
}
