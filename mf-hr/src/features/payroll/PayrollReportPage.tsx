import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { companyKeys, getCompany } from '@groundwork/shared/api';
import { DEFAULT_PAY_PERIOD_STARTS_ON, localDay } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, below, space, Stack } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { useHrT } from '../../i18n';
import { withQueryClient } from '../../query';
import { checkDay, periodNavigation } from './payroll-dates';
import { PayrollCheck } from './PayrollCheck';
import { PayrollReport } from './PayrollReport';

/** The period controls on one row: previous, the picker, the period, next. */
const PeriodBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;
/** The day picker at the width of a day, so the row holds the buttons and the period too. */
const Picker = styled.div`
  flex: none;
  width: 11.5rem;
`;
const PeriodText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
/** The check and the report side by side on a wide screen, one above the other below it. */
const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${space(4)};
  align-items: start;
  ${below('menuCollapse')} { grid-template-columns: minmax(0, 1fr); }
`;
const ReportPanel = styled.section`
  min-width: 0;
  &:focus { outline: none; }
`;

/**
 * /human-resources/payroll-report?date= (spec 02 §2): opens on the pay period of today (payPeriodOf, the company's
 * first period start), with previous and next period buttons and a picker of any day of a period (no future days) on
 * one row; the payroll check of the chosen day beside the report of its period. The check's View Report moves to the
 * report.
 */
export function PayrollReportPage() {
  const t = useHrT();
  const [params, setParams] = useSearchParams();
  const companyId = useSession((s) => s.claims?.companyId ?? 0);
  const company = useQuery({ queryKey: companyKeys.detail(companyId), queryFn: () => getCompany(companyId), enabled: companyId > 0 });
  const date = checkDay(params.get('date'));
  const today = localDay();
  const nav = periodNavigation(company.data?.payPeriodStartsOn ?? DEFAULT_PAY_PERIOD_STARTS_ON, date, today);
  const report = useRef<HTMLElement>(null);
  const go = (day: string) => {
    const out = new URLSearchParams(params);
    out.set('date', day);
    out.delete('view');
    setParams(out);
  };

  return (
    <Stack $gap={4}>
      <PeriodBar>
        <Button onClick={() => go(nav.previous)} aria-label={t('payroll.previousPeriod')}>
          ‹ {t('payroll.previousPeriod')}
        </Button>
        <Picker>
          <DatePicker aria-label={t('payroll.periodPicker')} value={date} disableFuture onChange={(d) => (d ? go(checkDay(d)) : undefined)} />
        </Picker>
        <PeriodText>
          {t('payroll.periodText', { label: t('payroll.payPeriod'), start: nav.period.startsOn, end: nav.period.endsOn })}
        </PeriodText>
        <Button onClick={() => (nav.next ? go(nav.next) : undefined)} disabled={nav.next === null} aria-label={t('payroll.nextPeriod')}>
          {t('payroll.nextPeriod')} ›
        </Button>
      </PeriodBar>
      <Panels>
        <section aria-label={t('payroll.checkRegion')}>
          <PayrollCheck date={date} onViewReport={() => report.current?.focus()} />
        </section>
        <ReportPanel ref={report} tabIndex={-1} aria-label={t('payroll.reportRegion')}>
          <PayrollReport scope={{ date }} showPeriod={false} />
        </ReportPanel>
      </Panels>
    </Stack>
  );
}

export default withQueryClient(PayrollReportPage);
