import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addDays, localDay } from '@groundwork/shared/domain';
import { Button, Stack, space } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { withQueryClient } from '../../query';
import { checkDay } from './payroll-dates';
import { PayrollCheck } from './PayrollCheck';
import { PayrollReport } from './PayrollReport';

const DayBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

/**
 * /human-resources/payroll-report?date= (spec 02 §2): the day (no future dates) with previous-day and next-day
 * buttons, the payroll check of that day, and View Report (?view=report) with the report of its pay period.
 */
export function PayrollReportPage() {
  const [params, setParams] = useSearchParams();
  const date = checkDay(params.get('date'));
  const showReport = params.get('view') === 'report';
  const today = localDay();
  const go = (next: { date?: string; view?: 'report' | null }) => {
    const out = new URLSearchParams(params);
    out.set('date', next.date ?? date);
    if (next.view === 'report') out.set('view', 'report');
    else if (next.view === null) out.delete('view');
    setParams(out);
  };

  return (
    <Stack $gap={4}>
      <DayBar>
        <Button onClick={() => go({ date: addDays(date, -1) })} aria-label="Previous day">
          ‹ Previous day
        </Button>
        <DatePicker aria-label="Date" value={date} disableFuture onChange={(d) => (d ? go({ date: checkDay(d) }) : undefined)} />
        <Button onClick={() => go({ date: addDays(date, 1) })} disabled={date >= today} aria-label="Next day">
          Next day ›
        </Button>
        {showReport ? <Button variant="link" onClick={() => go({ view: null })}>Back to the check</Button> : null}
      </DayBar>
      {showReport ? <PayrollReport scope={{ date }} /> : <PayrollCheck date={date} onViewReport={() => go({ view: 'report' })} />}
    </Stack>
  );
}

export default withQueryClient(PayrollReportPage);
