import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { below, space, Button } from '@groundwork/shared/ui';
import { apiAction } from '@groundwork/shared/session';
import { useTableT } from './catalogue';
import { EXPORT_FORMATS, type ExportFormat } from './export';
import { filteredExportLabel, type ExportScope, type RowAction } from './parts';

/**
 * The table's two menus with Headless UI (and its Floating UI anchoring): loaded when their button is first pressed
 * (parts.tsx, `LoadedOnFirstPress`), then opened at once (`openAtOnce`).
 */

/** Opens the control once mounted, when it was loaded by a press of its button. */
function useOpenAtOnce(openAtOnce: boolean | undefined) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtOnce) button.current?.click();
  }, [openAtOnce]);
  return button;
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
  &[data-danger] { color: ${({ theme }) => theme.colors.error}; }
  ${below('phone')} { min-height: ${({ theme }) => theme.touchTarget}px; }
`;
const Group = styled.div`
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; margin-top: ${space(1)}; padding-top: ${space(1)}; }
`;

export function ExportMenuLoaded({
  onExport,
  busy,
  selectedCount = 0,
  openAtOnce,
}: {
  onExport: (format: ExportFormat, scope: ExportScope) => void;
  busy: boolean;
  selectedCount?: number;
  openAtOnce?: boolean;
}) {
  const t = useTableT();
  const button = useOpenAtOnce(openAtOnce);
  return (
    <Menu>
      <MenuButton as={Button} loading={busy} ref={button}>
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

/** The Columns button's panel: tick the columns to show, and the row density (remembered per user and table). */
export function ColumnChooserLoaded({
  columns,
  comfortable,
  onComfortable,
  openAtOnce,
}: {
  columns: ReadonlyArray<ChooserColumn>;
  comfortable: boolean;
  onComfortable: (on: boolean) => void;
  openAtOnce?: boolean;
}) {
  const t = useTableT();
  const button = useOpenAtOnce(openAtOnce);
  return (
    <Popover>
      <PopoverButton as={Button} ref={button}>
        {t('table.columns')}
      </PopoverButton>
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

/** The "⋯" menu of a row's actions on a phone's card (RowActions): each action an item named after the row. */
export function RowActionsMenuLoaded({ name, actions, openAtOnce }: { name: string; actions: ReadonlyArray<RowAction>; openAtOnce?: boolean }) {
  const t = useTableT();
  const button = useOpenAtOnce(openAtOnce);
  return (
    <Menu>
      <MenuButton as={Button} size="sm" aria-label={t('table.rowActions', { name })} ref={button}>
        ⋯
      </MenuButton>
      <Items anchor="bottom end">
        {actions.map((a) => (
          <MenuItem key={a.label}>
            <Item type="button" onClick={a.onSelect} data-danger={a.danger || undefined} {...(a.api ? apiAction(a.api) : undefined)}>
              {a.label}<span className="sr-only"> {name}</span>
            </Item>
          </MenuItem>
        ))}
      </Items>
    </Menu>
  );
}
