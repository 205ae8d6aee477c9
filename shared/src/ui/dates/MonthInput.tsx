import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@groundwork/shared/i18n';
import { useSharedLanguage, useSharedT } from '@groundwork/shared/i18n/react';
import { inputBox, space, useFieldControl } from '@groundwork/shared/ui';

const Box = styled.div`
  display: flex;
  gap: ${space(2)};
`;
const MonthSelect = styled.select`
  ${inputBox}
  flex: 1;
  min-width: 0;
`;
const YearInput = styled.input`
  ${inputBox}
  width: 6.5em;
`;

const MONTH = /^(\d{4})-(\d{2})$/;
const MONTH_NAME: Intl.DateTimeFormatOptions = { month: 'long' };

export interface MonthInputProps {
  /** 'YYYY-MM', or '' for none. */
  value: string;
  onChange: (month: string) => void;
  /** Offers an empty choice (no month). */
  optional?: boolean;
}

/**
 * A month ('YYYY-MM') as the user's language names it: a select of the months ("décembre", "December") and the year.
 * Not the browser's month input, which names the months in the browser's language whatever the user chose. Inside a
 * Field the months take its label; the year is named Year.
 */
export function MonthInput({ value, onChange, optional = false }: MonthInputProps) {
  const t = useSharedT();
  const language = useSharedLanguage();
  const control = useFieldControl();
  const [, year = '', month = ''] = MONTH.exec(value) ?? [];
  // The year being typed ("20" on the way to "2027") is kept here until it is a year.
  const [typedYear, setTypedYear] = useState(year);
  useEffect(() => setTypedYear(year), [year]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const months = useMemo(() => Array.from({ length: 12 }, (_, i) => formatDate(new Date(2000, i, 1), MONTH_NAME)), [language]);

  const yearOrThisYear = () => (/^\d{4}$/.test(typedYear) ? typedYear : String(new Date().getFullYear()));
  return (
    <Box>
      <MonthSelect
        {...control}
        value={month}
        onChange={(e) => onChange(e.target.value === '' ? '' : `${yearOrThisYear()}-${e.target.value}`)}
      >
        {optional || month === '' ? <option value="" /> : null}
        {months.map((name, i) => {
          const number = String(i + 1).padStart(2, '0');
          return (
            <option key={number} value={number}>
              {name}
            </option>
          );
        })}
      </MonthSelect>
      <YearInput
        type="number"
        inputMode="numeric"
        min={1900}
        max={2999}
        aria-label={t('ui.year')}
        value={typedYear}
        onChange={(e) => {
          setTypedYear(e.target.value);
          if (/^\d{4}$/.test(e.target.value) && month !== '') onChange(`${e.target.value}-${month}`);
        }}
      />
    </Box>
  );
}
