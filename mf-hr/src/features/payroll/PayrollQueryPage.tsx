import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localDay } from '@groundwork/shared/domain';
import { Banner, Button, Field, Row, Stack } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_7_DAYS, type DayRange } from '@groundwork/shared/ui/dates';
import { useHrT } from '../../i18n';
import { withQueryClient } from '../../query';
import { PayrollReport } from './PayrollReport';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A range from the address, when both ends are days, in order and not in the future. */
function rangeOf(start: string | null, end: string | null): { startsAt: string; endsAt: string } | null {
  if (!start || !end || !DAY.test(start) || !DAY.test(end) || start > end || end > localDay()) return null;
  return { startsAt: start, endsAt: end };
}

/**
 * /human-resources/payroll-query?start=&end= (spec 02 §2): the payroll report for any range (no future days), with
 * the same table, downloads and past exports as the payroll report.
 */
export function PayrollQueryPage() {
  const t = useHrT();
  const [params, setParams] = useSearchParams();
  const shown = rangeOf(params.get('start'), params.get('end'));
  const [range, setRange] = useState<DayRange>({ start: shown?.startsAt ?? null, end: shown?.endsAt ?? null });
  const complete = rangeOf(range.start, range.end);

  return (
    <Stack $gap={4}>
      <Row $gap={2} style={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Field label={t('common.dateRange')} required>
          <DateRangePicker value={range} onChange={setRange} disableFuture presets={[LAST_7_DAYS]} />
        </Field>
        <Button variant="primary" disabled={!complete} onClick={() => complete && setParams({ start: complete.startsAt, end: complete.endsAt })}>
          {t('common.viewReport')}
        </Button>
      </Row>
      {shown ? <PayrollReport key={`${shown.startsAt}_${shown.endsAt}`} scope={shown} /> : <Banner tone="info" title={t('common.selectDateRange')} />}
    </Stack>
  );
}

export default withQueryClient(PayrollQueryPage);
