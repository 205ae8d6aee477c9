import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localDay } from '@groundwork/shared/domain';
import { Banner, Button, Field, Row, Stack } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_7_DAYS, LAST_30_DAYS, lastNDays, parseDay, type DayRange } from '@groundwork/shared/ui/dates';
import { Modal } from '@groundwork/shared/ui/overlays';
import { useHrT, type HrMessageId } from '../../i18n';

/** A range with both days given, 'YYYY-MM-DD'. */
export interface ChosenRange {
  start: string;
  end: string;
}

/** A complete range from the page's ?start&end (YYYY-MM-DD, start not after end, end not after today), or null. */
function rangeOf(params: URLSearchParams): ChosenRange | null {
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return parseDay(start) && parseDay(end) && start <= end && end <= localDay() ? { start, end } : null;
}

/**
 * The timecards reports' query: 'Load Data' opens a modal with the date range; the range is kept in the address
 * (?start&end) so a reload or a shared link shows the same report. Until a range is given the page says
 * 'Please select a date range for your desired query.' Future days are refused (the picker disables them; a typed
 * one or an address with one is not loaded).
 */
export function useLoadData(): { range: ChosenRange | null; control: ReactNode } {
  const t = useHrT();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DayRange>(range ?? lastNDays(7));
  const [error, setError] = useState<HrMessageId | null>(null);
  const load = () => {
    const { start, end } = draft;
    if (!start || !end || !parseDay(start) || !parseDay(end)) {
      setError('common.selectDateRange');
      return;
    }
    if (end > localDay()) {
      setError('messages.futureDate');
      return;
    }
    setParams({ start, end });
    setOpen(false);
  };
  const control = (
    <Stack $gap={3}>
      <Row $gap={3}>
        <Button
          variant="primary"
          onClick={() => {
            setDraft(range ?? lastNDays(7));
            setError(null);
            setOpen(true);
          }}
        >
          {t('timecards.loadData')}
        </Button>
        {range ? <span>{t('common.range', { start: range.start, end: range.end })}</span> : null}
      </Row>
      {range ? null : <Banner tone="info" title={t('common.selectDateRange')} />}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('timecards.loadData')}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={load}>
              {t('timecards.load')}
            </Button>
          </>
        }
      >
        <Field label={t('common.dateRange')} required error={error ? t(error) : null}>
          <DateRangePicker value={draft} onChange={setDraft} presets={[LAST_7_DAYS, LAST_30_DAYS]} disableFuture />
        </Field>
      </Modal>
    </Stack>
  );
  return { range, control };
}
