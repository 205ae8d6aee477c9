import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { below, space } from '@groundwork/shared/ui';

const Segments = styled.div`
  display: inline-flex;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.disabledBg};
  gap: 2px;
`;
const Segment = styled.label`
  position: relative;
  padding: ${space(1)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &[data-checked] { background: ${({ theme }) => theme.colors.surface}; box-shadow: ${({ theme }) => theme.shadows.sm}; color: ${({ theme }) => theme.colors.primary}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
  ${below('phone')} { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.touchTarget}px; }
  /* The radio button itself, unseen, covers its segment: a tap or click anywhere on the segment is on it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;

export interface SegmentedControlProps<V extends string> {
  options: ReadonlyArray<{ value: V; label: ReactNode; disabled?: boolean }>;
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
}

/**
 * One-of-few choice such as Upcoming / History or Daily / Weekly: native radio buttons of one name (arrows move the
 * choice, Tab enters at the checked one), each drawn as a segment under its unseen input. No Headless UI: My Schedule
 * shows one on its first screen (issue 21).
 */
export function SegmentedControl<V extends string>({ options, value, onChange, ...aria }: SegmentedControlProps<V>) {
  const name = useId();
  return (
    <Segments role="radiogroup" aria-label={aria['aria-label']}>
      {options.map((o) => (
        <Segment key={o.value} data-checked={o.value === value || undefined} data-disabled={o.disabled || undefined}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </Segment>
      ))}
    </Segments>
  );
}
