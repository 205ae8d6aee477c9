import { useCallback, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';

/** What a user chose for one table on one screen: hidden columns and the row density. */
export interface TablePrefs {
  /** Column id -> false when the user hid it (TanStack's VisibilityState). */
  columns: VisibilityState;
  /** Compact (the default) or comfortable rows. */
  density: 'compact' | 'comfortable';
}

const DEFAULT_PREFS: TablePrefs = { columns: {}, density: 'compact' };

/** The localStorage key of a table's choices: per user and per table, e.g. `groundwork.table.7.manager-report`. */
export function tablePrefsKey(userId: number | string | null | undefined, tableId: string): string {
  const slug = tableId.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `groundwork.table.${userId ?? 'anonymous'}.${slug}`;
}

function read(key: string): TablePrefs {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return DEFAULT_PREFS;
    const parsed = JSON.parse(raw) as Partial<TablePrefs>;
    const columns = parsed.columns && typeof parsed.columns === 'object' ? parsed.columns : {};
    return { columns, density: parsed.density === 'comfortable' ? 'comfortable' : 'compact' };
  } catch {
    return DEFAULT_PREFS; // storage refused (private mode) or a value written by hand
  }
}

/**
 * A table's remembered choices, read once when the table mounts and written on each change. A browser that refuses
 * storage keeps the choices for the page's life.
 */
export function useTablePrefs(key: string): [TablePrefs, (update: (prev: TablePrefs) => TablePrefs) => void] {
  const [state, setState] = useState<{ key: string; prefs: TablePrefs }>(() => ({ key, prefs: read(key) }));
  const prefs = state.key === key ? state.prefs : read(key);
  const update = useCallback(
    (fn: (prev: TablePrefs) => TablePrefs) =>
      setState((s) => {
        const next = fn(s.key === key ? s.prefs : read(key));
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // not remembered; still applied
        }
        return { key, prefs: next };
      }),
    [key],
  );
  return [prefs, update];
}
