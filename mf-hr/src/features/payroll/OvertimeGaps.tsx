import { useQuery } from '@tanstack/react-query';
import { listOvertimeGaps, payrollKeys } from '@groundwork/shared/api';
import type { EmployeeWeekGap, PayPeriod } from '@groundwork/shared/domain';
import { formatDay, formatHours } from '@groundwork/shared/i18n';
import { Banner } from '@groundwork/shared/ui';
import { useHrT, type HrMessageId } from '../../i18n';

const PARTS: [keyof EmployeeWeekGap, HrMessageId][] = [
  ['overtimeNotPaid', 'payroll.gaps.overtimeNotPaid'],
  ['doubleTimeNotPaid', 'payroll.gaps.doubleTimeNotPaid'],
  ['overtimePaidBeyond', 'payroll.gaps.overtimePaidBeyond'],
  ['doubleTimePaidBeyond', 'payroll.gaps.doubleTimePaidBeyond'],
];

/**
 * The period's weeks whose exported records leave overtime unpaid (a late holiday record under CA-BC) or paid beyond
 * the policy (a record declined after the export), by employee and week, with the remedy: reset that week's export and
 * download again (docs/overtime.md "Exported records keep their split"). Nothing when every week is paid as its policy
 * gives it.
 */
export function OvertimeGaps({ period }: { period: PayPeriod }) {
  const gaps = useQuery({ queryKey: payrollKeys.overtimeGaps(period), queryFn: () => listOvertimeGaps(period) });
  return gaps.data?.length ? <GapsBanner gaps={gaps.data} /> : null;
}

function GapsBanner({ gaps }: { gaps: EmployeeWeekGap[] }) {
  const t = useHrT();
  return (
    <Banner
      tone="warning"
      title={t('payroll.gaps.title')}
      text={
        <>
          <ul>
            {gaps.map((g) => (
              <li key={`${g.userId} ${g.weekStartsOn}`}>
                {t('payroll.gaps.week', {
                  name: g.name,
                  week: formatDay(new Date(`${g.weekStartsOn}T12:00:00`)),
                  parts: PARTS.filter(([k]) => Number(g[k]) > 0).map(([k, id]) => t(id, { hours: formatHours(Number(g[k])) })).join('; '),
                })}
              </li>
            ))}
          </ul>
          {t('payroll.gaps.remedy')}
        </>
      }
    />
  );
}
