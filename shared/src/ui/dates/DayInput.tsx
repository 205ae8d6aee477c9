import { useEffect, useId, useState, type FocusEventHandler } from 'react';
import styled from 'styled-components';
import { Input } from '@groundwork/shared/ui';
import { i18n } from '@groundwork/shared/i18n';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { parseDay, today, type DayLimits } from './dateStrings';

const Refusal = styled.div`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Why a typed day is refused, or null when it is fine. */
function refusalOf(text: string, limits: DayLimits, extra?: (day: string) => string | null, now = new Date()): string | null {
  if (!parseDay(text)) return i18n._('ui.dateFormat');
  if (limits.disableFuture && text > today(now)) return i18n._('messages.futureDate');
  if (limits.min && text < limits.min) return `${i18n._('ui.dateNotBefore')} ${limits.min}.`;
  if (limits.max && text > limits.max) return `${i18n._('ui.dateNotAfter')} ${limits.max}.`;
  return extra ? extra(text) : null;
}

export interface DayInputProps {
  value: string | null;
  onChange: (value: string | null) => void;
  limits: DayLimits;
  /** Extra rule (e.g. end not before start); returns the refusal text. */
  check?: (day: string) => string | null;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  onFocus?: FocusEventHandler<HTMLInputElement>;
}

/** A day typed as 8 digits (YYYYMMDD: a phone's number pad has no '-') in the box's form, YYYY-MM-DD. */
const withDashes = (text: string) => (/^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text);

/**
 * A text box for 'YYYY-MM-DD' (or its 8 digits, from the number pad it asks a phone for). The typed day is taken on
 * Enter or when leaving the box; a day that breaks the limits is refused (the previous value comes back) and the
 * reason is shown under the box.
 */
export function DayInput({ value, onChange, limits, check, placeholder, ...rest }: DayInputProps) {
  const t = useSharedT();
  const [text, setText] = useState(value ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  useEffect(() => setText(value ?? ''), [value]);

  const commit = () => {
    const t = withDashes(text.trim());
    if (t === '') {
      setRefusal(null);
      if (value !== null) onChange(null);
      return;
    }
    const why = refusalOf(t, limits, check);
    if (why) {
      setRefusal(why);
      setText(value ?? '');
      return;
    }
    setRefusal(null);
    if (t !== value) onChange(t);
  };
  const describedBy = [rest['aria-describedby'], refusal ? refusalId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Input
        {...rest}
        aria-describedby={describedBy}
        aria-invalid={refusal ? true : rest['aria-invalid']}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder ?? t('ui.datePlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      {refusal ? (
        <Refusal id={refusalId} role="alert">
          {refusal}
        </Refusal>
      ) : null}
    </div>
  );
}
