import { Switch as HSwitch, Field as HField, Label as HLabel, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below, space, Checkbox } from '@groundwork/shared/ui';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const List = styled(TabList)`
  display: flex;
  gap: ${space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${space(4)};
  overflow-x: auto;
`;
const TabButton = styled(Tab)`
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  padding: ${space(2)} ${space(3)};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  &[data-selected] { color: ${({ theme }) => theme.colors.primary}; border-bottom-color: ${({ theme }) => theme.colors.primary}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  &[data-hover]:not([data-selected]) { color: ${({ theme }) => theme.colors.text}; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
`;

export interface TabsProps<K extends string> {
  tabs: ReadonlyArray<TabItem<K>>;
  /** Controlled selection by key; leave out for uncontrolled (first tab). */
  selectedKey?: K;
  onChange?: (key: K) => void;
  'aria-label'?: string;
}

/** Tabs with arrow-key navigation between tab buttons. */
export function Tabs<K extends string>({ tabs, selectedKey, onChange, ...aria }: TabsProps<K>) {
  const index = selectedKey === undefined ? undefined : Math.max(0, tabs.findIndex((t) => t.key === selectedKey));
  return (
    <TabGroup selectedIndex={index} onChange={(i) => onChange?.(tabs[i]!.key)}>
      <List aria-label={aria['aria-label']}>
        {tabs.map((t) => (
          <TabButton key={t.key} disabled={t.disabled}>
            {t.label}
          </TabButton>
        ))}
      </List>
      <TabPanels>
        {tabs.map((t) => (
          <TabPanel key={t.key}>{t.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

const SwitchRow = styled(HField)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
`;
const Track = styled(HSwitch)`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 0;
  padding: 0;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background ${({ theme }) => theme.transition};
  span {
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform ${({ theme }) => theme.transition};
  }
  &[data-checked] { background: ${({ theme }) => theme.colors.primary}; }
  &[data-checked] span { transform: translateX(18px); }
  &[data-focus] { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[data-disabled] { opacity: 0.6; cursor: not-allowed; }
  /* On a phone a finger finds it in 44 x 44 px (theme.touchTarget) around the 40 x 22 track, which keeps its look. */
  ${below('phone')} {
    &::after {
      content: '';
      position: absolute;
      top: 50%;
      left: 50%;
      width: ${({ theme }) => theme.touchTarget}px;
      height: ${({ theme }) => theme.touchTarget}px;
      transform: translate(-50%, -50%);
    }
  }
`;

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label, e.g. Include Done or My Team. */
  label: ReactNode;
  disabled?: boolean;
}

/** On/off toggle with its label (role switch; Space toggles). */
export function Switch({ checked, onChange, label, disabled }: SwitchProps) {
  return (
    <SwitchRow disabled={disabled}>
      <Track checked={checked} onChange={onChange}>
        <span aria-hidden="true" />
      </Track>
      <HLabel>{label}</HLabel>
    </SwitchRow>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { padding: 0; margin-bottom: ${space(2)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;
const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${space(2)} ${space(4)};
`;

export interface CheckboxGroupProps<V extends string | number> {
  /** Group name read as the fieldset legend, e.g. Permissions. */
  label: ReactNode;
  options: ReadonlyArray<{ value: V; label: ReactNode; disabled?: boolean }>;
  value: ReadonlyArray<V>;
  onChange: (value: V[]) => void;
  columns?: number;
}

/** Several checkboxes under one legend; the value is the list of checked option values in option order. */
export function CheckboxGroup<V extends string | number>({ label, options, value, onChange, columns = 1 }: CheckboxGroupProps<V>) {
  const set = new Set(value);
  const toggle = (v: V, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(v);
    else next.delete(v);
    onChange(options.map((o) => o.value).filter((x) => next.has(x)));
  };
  return (
    <Fieldset>
      <legend>{label}</legend>
      <Grid $columns={columns}>
        {options.map((o) => (
          <Checkbox key={String(o.value)} label={o.label} checked={set.has(o.value)} disabled={o.disabled} onChange={(on) => toggle(o.value, on)} />
        ))}
      </Grid>
    </Fieldset>
  );
}
