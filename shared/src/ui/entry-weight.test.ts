import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The login page loads `@groundwork/shared/ui`; its gzipped JS budget is tight. Walk every file the light entry
 * reaches through relative imports and make sure none of them imports a heavy library.
 */
const HEAVY = ['@headlessui/react', '@tanstack/react-table', 'react-day-picker', 'exceljs', 'papaparse', 'chart.js', 'react-router', 'react-router-dom', 'zod'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      /* try the next form */
    }
  }
  throw new Error(`Cannot resolve ${spec} from ${from}`);
}

function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2] ?? m[3])!;
      if (spec.startsWith('.')) queue.push(resolveLocal(file, spec));
      else packages.add(spec);
    }
  }
  return { files, packages };
}

describe('the light ui entry', () => {
  it('reaches none of the heavy libraries', () => {
    const { files, packages } = reach(resolve(__dirname, 'index.ts'));
    expect(files.size).toBeGreaterThan(5);
    expect(packages).toContain('styled-components');
    for (const heavy of HEAVY) expect([...packages].filter((p) => p === heavy || p.startsWith(`${heavy}/`))).toEqual([]);
  });

  it('the table entry loads exceljs and papaparse only on demand', () => {
    const source = readFileSync(resolve(__dirname, 'table/export.ts'), 'utf8');
    expect(source).toMatch(/import\('exceljs'\)/);
    expect(source).toMatch(/import\('papaparse'\)/);
    expect(source).not.toMatch(/^import[^(]*from\s*'(exceljs|papaparse)'/m);
  });
});
