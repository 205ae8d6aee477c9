import styled from 'styled-components';
import { Button, space } from '@groundwork/shared/ui';
import { useAppT } from '../i18n';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin: ${space(3)} 0;
  strong { text-align: center; }
`;

export type PeriodUnit = 'day' | 'week' | 'month';

export interface PeriodNavProps {
  /** What is shown, e.g. 'Tuesday, November 24, 2026' or 'Nov 22 – Nov 28, 2026'. */
  label: string;
  /** 'day', 'week' or 'month': names the buttons ('Previous week', 'Next week'). */
  unit: PeriodUnit;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next buttons around the period a schedule shows. */
export function PeriodNav({ label, unit, onPrevious, onNext }: PeriodNavProps) {
  const t = useAppT();
  return (
    <Bar>
      <Button variant="secondary" aria-label={t(`period.previous.${unit}`)} onClick={onPrevious}>
        ‹
      </Button>
      <strong aria-live="polite">{label}</strong>
      <Button variant="secondary" aria-label={t(`period.next.${unit}`)} onClick={onNext}>
        ›
      </Button>
    </Bar>
  );
}
