import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { space, inputBox, Button } from '@groundwork/shared/ui';
import { formatNumber, i18n } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useTableT, type TableMessageId } from './catalogue';
import { EXPORT_FORMATS, type ExportFormat } from './export';

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

const Items = styled(MenuItems)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 220px;
  padding: ${space(1)} 0;
  margin-top: 4px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
`;
const Item = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  border: 0;
  background: transparent;
  padding: ${space(1)} ${space(3)};
  cursor: pointer;
  &[data-focus] { background: ${({ theme }) => theme.colors.infoBg}; }
`;
const Group = styled.div`
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; margin-top: ${space(1)}; padding-top: ${space(1)}; }
`;

export type ExportScope = 'all' | 'filtered';

/**
 * The label of the second export group: the ticked rows when any are ticked, else the rows the filters show. In the
 * page's language; a component passes its `t` (useTableT) so that it re-renders with the language.
 */
export const filteredExportLabel = (selectedCount: number, t: Translate<TableMessageId> = (id, values) => i18n._(id, values)): string =>
  selectedCount > 0 ? t('table.downloadSelected', { count: selectedCount }) : t('table.downloadFiltered');

/**
 * Export menu: Download All / Download Filtered, each as CSV, XLS or JSON. With rows ticked, the second group reads
 * 'Download N Selected' and exports those.
 */
export function ExportMenu({
  onExport,
  busy,
  selectedCount = 0,
}: {
  onExport: (format: ExportFormat, scope: ExportScope) => void;
  busy: boolean;
  selectedCount?: number;
}) {
  const t = useTableT();
  return (
    <Menu>
      <MenuButton as={Button} loading={busy}>
        {t('table.export')}
      </MenuButton>
      <Items anchor="bottom end">
        {(['all', 'filtered'] as const).map((scope) => (
          <Group key={scope}>
            {EXPORT_FORMATS.map((f) => (
              <MenuItem key={f.format}>
                <Item type="button" onClick={() => onExport(f.format, scope)}>
                  {scope === 'all' ? t('table.downloadAll') : filteredExportLabel(selectedCount, t)} ({f.label})
                </Item>
              </MenuItem>
            ))}
          </Group>
        ))}
      </Items>
    </Menu>
  );
}

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
        {t('table.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </span>
      <Button size="sm" aria-label={t('table.previousPage')} disabled={pageIndex <= 0} onClick={() => onPage(pageIndex - 1)}>
        ‹
      </Button>
      <span>
        {t('table.pageOf', { page: formatNumber(pageCount === 0 ? 0 : pageIndex + 1), pages: formatNumber(pageCount) })}
      </span>
      <Button size="sm" aria-label={t('table.nextPage')} disabled={pageIndex >= pageCount - 1} onClick={() => onPage(pageIndex + 1)}>
        ›
      </Button>
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

const Panel = styled(PopoverPanel)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 220px;
  max-height: min(70vh, 480px);
  overflow-y: auto;
  padding: ${space(2)} ${space(3)};
  margin-top: 4px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  fieldset { border: 0; margin: 0; padding: 0; }
  fieldset + fieldset { border-top: 1px solid ${({ theme }) => theme.colors.border}; margin-top: ${space(2)}; padding-top: ${space(2)}; }
  legend { font-weight: ${({ theme }) => theme.fontWeights.bold}; padding: 0; margin-bottom: ${space(1)}; }
  label { display: flex; gap: ${space(2)}; align-items: center; padding: 2px 0; cursor: pointer; white-space: nowrap; }
`;

export interface ChooserColumn {
  id: string;
  title: string;
  visible: boolean;
  onToggle: () => void;
}

/** The Columns button: tick the columns to show, and the row density (remembered per user and table). */
export function ColumnChooser({
  columns,
  comfortable,
  onComfortable,
}: {
  columns: ReadonlyArray<ChooserColumn>;
  comfortable: boolean;
  onComfortable: (on: boolean) => void;
}) {
  const t = useTableT();
  return (
    <Popover>
      <PopoverButton as={Button}>{t('table.columns')}</PopoverButton>
      <Panel anchor="bottom end">
        <fieldset>
          <legend>{t('table.showColumns')}</legend>
          {columns.map((c) => (
            <label key={c.id}>
              <input type="checkbox" checked={c.visible} onChange={c.onToggle} />
              {c.title}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('table.rows')}</legend>
          <label>
            <input type="checkbox" checked={comfortable} onChange={(e) => onComfortable(e.target.checked)} />
            {t('table.comfortable')}
          </label>
        </fieldset>
      </Panel>
    </Popover>
  );
}
