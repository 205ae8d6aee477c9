import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { below, space, useFieldControl, inputBox } from '@groundwork/shared/ui';
import { useSharedT } from '@groundwork/shared/i18n/react';

export type OptionValue = string | number;

export interface SelectOption<T extends OptionValue = OptionValue> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface BaseProps<T extends OptionValue> {
  options: ReadonlyArray<SelectOption<T>>;
  placeholder?: string;
  disabled?: boolean;
  /** Id of the input; inside a Field the Field's id is used. */
  id?: string;
  /** Accessible name when not inside a Field. */
  'aria-label'?: string;
  /** Shown when typing matches nothing. */
  notFoundText?: string;
  className?: string;
}

export interface SelectProps<T extends OptionValue> extends BaseProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** Show a × that clears the choice (default true). */
  clearable?: boolean;
}

export interface MultiSelectProps<T extends OptionValue> extends BaseProps<T> {
  value: T[];
  onChange: (value: T[]) => void;
}

/** Case-insensitive "contains" match of the typed text against the option labels. */
export function filterOptions<T extends OptionValue>(options: ReadonlyArray<SelectOption<T>>, query: string): SelectOption<T>[] {
  const q = query.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : [...options];
}

const Wrap = styled.div`
  position: relative;
  width: 100%;
`;
const Control = styled.div`
  ${inputBox}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)};
  padding-right: 56px;
  &:focus-within { border-color: ${({ theme }) => theme.colors.primary}; outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  input {
    flex: 1;
    min-width: 80px;
    border: 0;
    outline: none;
    padding: 2px 0;
    background: transparent;
    /* A choice longer than the box ends with an ellipsis (its whole label in the title), not cut mid-word. */
    text-overflow: ellipsis;
  }
  /* On a phone the typing area and the two buttons are each a full touch target (at least 44 px). */
  ${below('phone')} {
    padding-top: 0;
    padding-bottom: 0;
    padding-right: 92px;
    input { min-height: ${({ theme }) => theme.touchTarget}px; }
  }
`;
const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${space(1)} 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  button { border: 0; background: transparent; cursor: pointer; padding: 0 2px; color: ${({ theme }) => theme.colors.textMuted}; }
  ${below('phone')} {
    margin: 2px 0;
    button { min-width: ${({ theme }) => theme.touchTarget}px; min-height: ${({ theme }) => theme.touchTarget}px; }
  }
`;
const Tools = styled.div`
  position: absolute;
  right: ${space(1)};
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  button {
    border: 0;
    background: transparent;
    cursor: pointer;
    padding: 2px 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${below('phone')} {
    right: 0;
    button { min-width: ${({ theme }) => theme.touchTarget}px; min-height: ${({ theme }) => theme.touchTarget}px; }
  }
`;
const List = styled(ComboboxOptions)`
  z-index: ${({ theme }) => theme.zIndex.dropdown + 300};
  width: var(--input-width);
  min-width: 180px;
  max-height: 280px;
  overflow-y: auto;
  margin: 4px 0 0;
  padding: ${space(1)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:empty { display: none; }
`;
const Item = styled(ComboboxOption)`
  padding: ${space(1)} ${space(3)};
  cursor: pointer;
  &[data-focus] { background: ${({ theme }) => theme.colors.infoBg}; }
  &[data-selected] { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
`;
const Empty = styled.div`
  padding: ${space(1)} ${space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function OptionList<T extends OptionValue>({ options, notFoundText }: { options: SelectOption<T>[]; notFoundText: string }) {
  return (
    <List anchor="bottom start" modal={false}>
      {options.length === 0 ? (
        <Empty>{notFoundText}</Empty>
      ) : (
        options.map((o) => (
          <Item key={String(o.value)} value={o.value} disabled={o.disabled}>
            {o.label}
          </Item>
        ))
      )}
    </List>
  );
}

/** Single choice with type-to-search. Arrow keys move, Enter picks, Escape closes. Value is the option's value. */
export function Select<T extends OptionValue>({
  options,
  value,
  onChange,
  placeholder,
  disabled,
  id,
  clearable = true,
  notFoundText,
  className,
  ...aria
}: SelectProps<T>) {
  const t = useSharedT();
  const control = useFieldControl(id);
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const labelOf = (v: T | null) => (v === null ? '' : (options.find((o) => o.value === v)?.label ?? String(v)));
  // Just chosen: the focus the list gives back to the input does not open it again (over a confirmation the choice
  // opened, it took the dialog's clicks); the next press or key in the input does.
  const [chosen, setChosen] = useState(false);
  return (
    <Combobox<T | null>
      value={value}
      onChange={(v) => {
        setChosen(true);
        onChange(v ?? null);
      }}
      onClose={() => setQuery('')}
      disabled={disabled}
      immediate={!chosen}
    >
      <Wrap className={className}>
        <Control>
          <ComboboxInput<T | null>
            {...control}
            aria-label={aria['aria-label']}
            placeholder={placeholder}
            autoComplete="off"
            displayValue={labelOf}
            title={labelOf(value) || undefined}
            onChange={(e) => setQuery(e.target.value)}
            onMouseDown={() => setChosen(false)}
            onKeyDown={() => setChosen(false)}
          />
        </Control>
        <Tools>
          {clearable && value !== null && !disabled ? (
            <button type="button" aria-label={t('ui.clearSelection')} onClick={() => onChange(null)}>
              ×
            </button>
          ) : null}
          <ComboboxButton aria-label={t('ui.showOptions')}>▾</ComboboxButton>
        </Tools>
      </Wrap>
      <OptionList options={filtered} notFoundText={notFoundText ?? t('ui.noMatches')} />
    </Combobox>
  );
}

/** Several choices with type-to-search; chosen ones show as removable chips. */
export function MultiSelect<T extends OptionValue>({
  options,
  value,
  onChange,
  placeholder,
  disabled,
  id,
  notFoundText,
  className,
  ...aria
}: MultiSelectProps<T>) {
  const t = useSharedT();
  const control = useFieldControl(id);
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const labelOf = (v: T) => options.find((o) => o.value === v)?.label ?? String(v);
  return (
    <Combobox<T, true>
      multiple
      value={value as never}
      onChange={(v) => {
        onChange(v as unknown as T[]);
        setQuery('');
      }}
      onClose={() => setQuery('')}
      disabled={disabled}
      immediate
    >
      <Wrap className={className}>
        <Control>
          {value.map((v) => (
            <Chip key={String(v)}>
              {labelOf(v)}
              {disabled ? null : (
                <button type="button" aria-label={`${t('ui.remove')} ${labelOf(v)}`} onClick={() => onChange(value.filter((x) => x !== v))}>
                  ×
                </button>
              )}
            </Chip>
          ))}
          <ComboboxInput
            {...control}
            aria-label={aria['aria-label']}
            placeholder={value.length === 0 ? placeholder : undefined}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Control>
        <Tools>
          <ComboboxButton aria-label={t('ui.showOptions')}>▾</ComboboxButton>
        </Tools>
      </Wrap>
      <OptionList options={filtered} notFoundText={notFoundText ?? t('ui.noMatches')} />
    </Combobox>
  );
}
