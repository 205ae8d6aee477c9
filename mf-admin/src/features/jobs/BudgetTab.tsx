import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getBudgetAgainstActual, stockpileKeys } from '@groundwork/shared/api';
import { percentComplete } from '@groundwork/shared/domain';
import { Spinner, Stack } from '@groundwork/shared/ui';

/** chart.js comes with this import only: the Budget tab's chunk (docs/decisions.md, "Charts"). */
const BarChart = lazy(() => import('@groundwork/shared/ui/charts').then((m) => ({ default: m.BarChart })));

/** The tab's words, in one place (to move into the catalogue). */
export const BUDGET_TEXTS = {
  producedTitle: 'Produced as percent of budget per cost code',
  percentAxis: '% of budget',
  produced: 'Produced',
  budgetLine: 'Budget (100%)',
  /** '102-EXC: 850 of 1000 m' */
  producedOf: (name: string, produced: number, budget: number, unit: string) => `${name}: ${produced} of ${budget} ${unit}`,
  /** '104-CLR: 12 ea, no budget' */
  noBudget: (name: string, produced: number, unit: string) => `${name}: ${produced} ${unit}, no budget`,
  noBudgetTitle: 'Cost codes without a budget',
  noProductionCodes: 'This job has no cost codes that track production.',
  hoursTitle: 'Hours against budget per cost code',
  hoursPerWeek: 'Hours per week',
  hours: 'Hours',
  budget: 'Budget',
  noHours: 'No hours have been recorded on this job.',
  notLoaded: 'The budget could not be loaded.',
  weekOf: (day: string) => `Week of ${day}`,
};

/**
 * The job detail's Budget tab: per production cost code the quantity produced as a percent of its contract
 * quantity (each code counts in its own unit, so codes never share a quantity axis nor add up: 12 ea and 850 m are
 * 40% and 85%); per time cost code the hours against the budgeted hours; the job's hours per week (Sunday to Saturday).
 */
export function BudgetTab({ jobId }: { jobId: number }) {
  const budget = useQuery({ queryKey: stockpileKeys.budget(jobId), queryFn: () => getBudgetAgainstActual(jobId) });
  if (budget.isPending) return <Spinner size={24} />;
  if (budget.isError) return <p>{BUDGET_TEXTS.notLoaded}</p>;
  const production = budget.data.costCodes.filter((c) => c.isToTrackProduction);
  const budgeted = production.filter((c): c is typeof c & { budget: number } => Boolean(c.budget));
  const unbudgeted = production.filter((c) => !c.budget);
  const time = budget.data.costCodes.filter((c) => c.isToTrackEmployeeAndEquipmentTime);
  /** The code, its unit and how much of its budget is used ('102-LAB (hr), 16% of budget'). */
  const hoursLabel = (c: { name: string; unit: string; budget: number | null }, actual: number) =>
    `${c.name} (${c.unit})${c.budget ? `, ${Math.round(percentComplete(actual, c.budget))}% of budget` : ''}`;
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <Stack $gap={6}>
        {production.length === 0 ? <p>{BUDGET_TEXTS.noProductionCodes}</p> : null}
        {budgeted.length === 0 ? null : (
          <BarChart
            title={BUDGET_TEXTS.producedTitle}
            valueLabel={BUDGET_TEXTS.percentAxis}
            labels={budgeted.map((c) => BUDGET_TEXTS.producedOf(c.name, c.produced, c.budget, c.unit))}
            series={[
              { label: BUDGET_TEXTS.produced, values: budgeted.map((c) => percentComplete(c.produced, c.budget)) },
              { label: BUDGET_TEXTS.budgetLine, values: budgeted.map(() => 100), kind: 'line' },
            ]}
          />
        )}
        {unbudgeted.length === 0 ? null : (
          <section aria-label={BUDGET_TEXTS.noBudgetTitle}>
            <ul>
              {unbudgeted.map((c) => (
                <li key={c.id}>{BUDGET_TEXTS.noBudget(c.name, c.produced, c.unit)}</li>
              ))}
            </ul>
          </section>
        )}
        {time.length === 0 ? null : (
          <BarChart
            title={BUDGET_TEXTS.hoursTitle}
            valueLabel={BUDGET_TEXTS.hours}
            labels={time.map((c) => hoursLabel(c, c.hours))}
            series={[
              { label: BUDGET_TEXTS.budget, values: time.map((c) => c.budget ?? 0) },
              { label: BUDGET_TEXTS.hours, values: time.map((c) => c.hours) },
            ]}
          />
        )}
        {budget.data.weeks.length === 0 ? (
          <p>{BUDGET_TEXTS.noHours}</p>
        ) : (
          <BarChart
            title={BUDGET_TEXTS.hoursPerWeek}
            valueLabel={BUDGET_TEXTS.hours}
            labels={budget.data.weeks.map((w) => BUDGET_TEXTS.weekOf(w.weekStartsOn))}
            series={[{ label: BUDGET_TEXTS.hours, values: budget.data.weeks.map((w) => w.hours) }]}
          />
        )}
      </Stack>
    </Suspense>
  );
}
