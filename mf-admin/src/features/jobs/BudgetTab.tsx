import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getBudgetAgainstActual, stockpileKeys } from '@groundwork/shared/api';
import { percentComplete } from '@groundwork/shared/domain';
import { formatQuantity } from '@groundwork/shared/i18n';
import { Spinner, Stack } from '@groundwork/shared/ui';
import { useAdminT } from '../../i18n';
import { formatStoredDay } from '../../lib/dates';

/** chart.js comes with this import only: the Budget tab's chunk (docs/decisions.md, "Charts"). */
const BarChart = lazy(() => import('@groundwork/shared/ui/charts').then((m) => ({ default: m.BarChart })));

/**
 * The job detail's Budget tab: per production cost code the quantity produced as a percent of its contract
 * quantity (each code counts in its own unit, so codes never share a quantity axis nor add up: 12 ea and 850 m are
 * 40% and 85%); per time cost code the hours against the budgeted hours; the job's hours per week (Sunday to Saturday).
 */
export function BudgetTab({ jobId }: { jobId: number }) {
  const t = useAdminT();
  const budget = useQuery({ queryKey: stockpileKeys.budget(jobId), queryFn: () => getBudgetAgainstActual(jobId) });
  if (budget.isPending) return <Spinner size={24} />;
  if (budget.isError) return <p>{t('admin.budget.notLoaded')}</p>;
  const production = budget.data.costCodes.filter((c) => c.isToTrackProduction);
  const budgeted = production.filter((c): c is typeof c & { budget: number } => Boolean(c.budget));
  const unbudgeted = production.filter((c) => !c.budget);
  const time = budget.data.costCodes.filter((c) => c.isToTrackEmployeeAndEquipmentTime);
  /** The code, its unit and how much of its budget is used ('102-LAB (hr), 16% of budget'). */
  const hoursLabel = (c: { name: string; unit: string; budget: number | null }, actual: number) =>
    c.budget
      ? t('admin.budget.hoursLabelPercent', { name: c.name, unit: c.unit, percent: Math.round(percentComplete(actual, c.budget)) })
      : t('admin.budget.hoursLabel', { name: c.name, unit: c.unit });
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <Stack $gap={6}>
        {production.length === 0 ? <p>{t('admin.budget.noProductionCodes')}</p> : null}
        {budgeted.length === 0 ? null : (
          <BarChart
            title={t('admin.budget.producedTitle')}
            valueLabel={t('admin.budget.percentAxis')}
            labels={budgeted.map((c) => t('admin.budget.producedOf', { name: c.name, produced: formatQuantity(c.produced), budget: formatQuantity(c.budget), unit: c.unit }))}
            series={[
              { label: t('admin.budget.produced'), values: budgeted.map((c) => percentComplete(c.produced, c.budget)) },
              { label: t('admin.budget.budgetLine'), values: budgeted.map(() => 100), kind: 'line' },
            ]}
          />
        )}
        {unbudgeted.length === 0 ? null : (
          <section aria-label={t('admin.budget.noBudgetTitle')}>
            <ul>
              {unbudgeted.map((c) => (
                <li key={c.id}>{t('admin.budget.noBudget', { name: c.name, produced: formatQuantity(c.produced), unit: c.unit })}</li>
              ))}
            </ul>
          </section>
        )}
        {time.length === 0 ? null : (
          <BarChart
            title={t('admin.budget.hoursTitle')}
            valueLabel={t('admin.budget.hours')}
            labels={time.map((c) => hoursLabel(c, c.hours))}
            series={[
              { label: t('admin.budget.budget'), values: time.map((c) => c.budget ?? 0) },
              { label: t('admin.budget.hours'), values: time.map((c) => c.hours) },
            ]}
          />
        )}
        {budget.data.weeks.length === 0 ? (
          <p>{t('admin.budget.noHours')}</p>
        ) : (
          <BarChart
            title={t('admin.budget.hoursPerWeek')}
            valueLabel={t('admin.budget.hours')}
            labels={budget.data.weeks.map((w) => t('admin.budget.weekOf', { day: formatStoredDay(w.weekStartsOn) }))}
            series={[{ label: t('admin.budget.hours'), values: budget.data.weeks.map((w) => w.hours) }]}
          />
        )}
      </Stack>
    </Suspense>
  );
}
