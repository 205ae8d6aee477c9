import { useEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { space, inputBox, Button, Row, type ButtonProps } from '@groundwork/shared/ui';
import type { ApiRoute } from '@groundwork/shared/domain';
import { formatNumber, i18n } from '@groundwork/shared/i18n';
import { apiAction } from '@groundwork/shared/session';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useTableT, type TableMessageId } from './catalogue';
import type { ExportFormat } from './export';
import type { ChooserColumn } from './menus';

/** How long typing in the search box waits before the table filters (keeps typing smooth on big lists). */
export const SEARCH_DEBOUNCE_MS = 200;

const SearchInput = styled.input`
  ${inputBox}
  width: 260px;
  max-width: 100%;
`;

/** Search box with its own text state: the table only re-filters after a short pause in typing. */
export function SearchBox({ onSearch, placeholder }: { onSearch: (q: string) => void; placeholder: string }) {
  const t = useTableT();
  const [text, setText] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const t = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, onSearch]);
  return <SearchInput type="search" aria-label={t('table.search')} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />;
}

export type ExportScope = 'all' | 'filtered';

/**
 * The label of the second export group: the ticked rows when any are ticked, else the rows the filters show. In the
 * page's language; a component passes its `t` (useTableT) so that it re-renders with the language.
 */
export const filteredExportLabel = (selectedCount: number, t: Translate<TableMessageId> = (id, values) => i18n._(id, values)): string =>
  selectedCount > 0 ? t('table.downloadSelected', { count: selectedCount }) : t('table.downloadFiltered');

const PagerBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(2)} 0;
  select { ${inputBox} width: auto; min-height: 30px; padding: 2px 6px; }
`;

interface PagerProps {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  total: number;
  options: readonly number[];
  onPage: (index: number) => void;
  onPageSize: (size: number) => void;
}

export function Pager({ pageIndex, pageCount, pageSize, total, options, onPage, onPageSize }: PagerProps) {
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const t = useTableT();
  return (
    <PagerBox>
      <span aria-live="polite">
        {total === 0 ? t('table.noRows') : t('table.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </span>
      {/* No pages to turn when the search or the filters leave no row. */}
      {total === 0 ? null : (
        <>
          <Button size="sm" aria-label={t('table.previousPage')} disabled={pageIndex <= 0} onClick={() => onPage(pageIndex - 1)}>
            ‹
          </Button>
          <span>{t('table.pageOf', { page: formatNumber(pageIndex + 1), pages: formatNumber(pageCount) })}</span>
          <Button size="sm" aria-label={t('table.nextPage')} disabled={pageIndex >= pageCount - 1} onClick={() => onPage(pageIndex + 1)}>
            ›
          </Button>
        </>
      )}
      <label>
        <span className="sr-only">{t('table.rowsPerPage')}</span>
        <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {options.map((n) => (
            <option key={n} value={n}>
              {t('table.perPage', { size: n })}
            </option>
          ))}
        </select>
      </label>
    </PagerBox>
  );
}

/**
 * A control whose menu needs Headless UI with Floating UI (about 25 KiB sent): until first pressed it is only its
 * button, the same Button with the same label; the first press loads the control, which then opens at once
 * (issue 21: the job list and the reports no longer download it before their rows).
 */
function LoadedOnFirstPress<P extends object>({ label, loading, haspopup, button, load, props }: {
  label: string;
  loading?: boolean;
  haspopup?: 'menu' | 'dialog';
  /** The button's size and accessible name, as the loaded control's button has them. */
  button?: Pick<ButtonProps, 'size' | 'aria-label'>;
  load: () => Promise<ComponentType<P & { openAtOnce?: boolean }>>;
  props: P;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P & { openAtOnce?: boolean }> | null>(null);
  const [pressed, setPressed] = useState(false);
  if (Loaded) return <Loaded {...props} openAtOnce={pressed} />;
  return (
    <Button
      {...button}
      loading={loading}
      aria-haspopup={haspopup}
      aria-expanded={false}
      onClick={() => {
        setPressed(true);
        void load().then((component) => setLoaded(() => component));
      }}
    >
      {label}
    </Button>
  );
}

/**
 * Export menu: Download All / Download Filtered, each as CSV, XLS or JSON. With rows ticked, the second group reads
 * 'Download N Selected' and exports those. The menu itself loads when the button is first pressed.
 */
export function ExportMenu(props: { onExport: (format: ExportFormat, scope: ExportScope) => void; busy: boolean; selectedCount?: number }) {
  const t = useTableT();
  return <LoadedOnFirstPress label={t('table.export')} loading={props.busy} haspopup="menu" props={props} load={() => import('./menus').then((m) => m.ExportMenuLoaded)} />;
}

/** The Columns button: tick the columns to show, and the row density (remembered per user and table); loads when first pressed. */
export function ColumnChooser(props: { columns: ReadonlyArray<ChooserColumn>; comfortable: boolean; onComfortable: (on: boolean) => void }) {
  const t = useTableT();
  return <LoadedOnFirstPress label={t('table.columns')} props={props} load={() => import('./menus').then((m) => m.ColumnChooserLoaded)} />;
}

/** One action of a table row: its label ('Edit'), what it does, and the API route it calls (`data-api`). */
export interface RowAction {
  label: string;
  onSelect: () => void;
  api?: ApiRoute;
  danger?: boolean;
}

/**
 * A row's actions, each named after the row ('Edit J-100', the row's name for screen readers): side by side in a
 * table row; on a phone's card (below 600 px) one control, so a card is its key fields and one action: the action
 * itself when there is one, else a "⋯" menu named 'Actions for J-100' holding them all (Headless UI's menu, keyboard
 * and screen reader ready, loaded when first pressed). The table's styles show the one or the other (`data-card`).
 * Give only the actions the user may take; none renders nothing.
 */
export function RowActions({ name, actions }: { name: string; actions: ReadonlyArray<RowAction> }) {
  const t = useTableT();
  if (actions.length === 0) return null;
  const several = actions.length > 1;
  return (
    <>
      <Row $gap={2} data-card={several ? 'off' : undefined}>
        {actions.map((a) => (
          <Button key={a.label} size="sm" variant={a.danger ? 'danger' : 'secondary'} onClick={a.onSelect} {...(a.api ? apiAction(a.api) : undefined)}>
            {a.label}<span className="sr-only"> {name}</span>
          </Button>
        ))}
      </Row>
      {several ? (
        <span data-card="only">
          <LoadedOnFirstPress
            label="⋯"
            haspopup="menu"
            button={{ size: 'sm', 'aria-label': t('table.rowActions', { name }) }}
            props={{ name, actions }}
            load={() => import('./menus').then((m) => m.RowActionsMenuLoaded)}
          />
        </span>
      ) : null}
    </>
  );
}
