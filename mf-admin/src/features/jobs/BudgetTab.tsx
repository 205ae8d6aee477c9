import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getBudgetAgainstActual, stockpileKeys } from '@groundwork/shared/api';
import { percentComplete } from '@groundwork/shared/domain';
import { Spinner, Stack } from '@groundwork/shared/ui';

/** chart.js comes with this import only: the Budget tab's chunk (docs/decisions.md, "Charts"). */
const BarChart = lazy(() => import('@groundwork/shared/ui/charts').then((m) => ({ default: m.BarChart })));

/** The label of a week by its first day, a Sunday ('YYYY-MM-DD'). */
const weekLabel = (day: string) => `Week of ${day}`;

/**
 * The job detail's Budget tab: per production cost code the quantity produced against the contract quantity, per
 * time cost code the hours against the budgeted hours, and the job's hours per week (Sunday to Saturday).
 */
export function BudgetTab({ jobId }: { jobId: number }) {
  const budget = useQuery({ queryKey: stockpileKeys.budget(jobId), queryFn: () => getBudgetAgainstActual(jobId) });
  if (budget.isPending) return <Spinner size={24} />;
  if (budget.isError) return <p>The budget could not be loaded.</p>;
  const production = budget.data.costCodes.filter((c) => c.isToTrackProduction);
  const time = budget.data.costCodes.filter((c) => c.isToTrackEmployeeAndEquipmentTime);
  /** The code, its unit and how much of its budget is used ('102-EXC (m3), 14% of budget'). */
  const codeLabel = (c: { name: string; unit: string; budget: number | null }, actual: number) =>
    `${c.name} (${c.unit})${c.budget ? `, ${Math.round(percentComplete(actual, c.budget))}% of budget` : ''}`;
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <Stack $gap={6}>
        {production.length === 0 ? (
          <p>This job has no cost codes that track production.</p>
        ) : (
          <BarChart
            title="Produced against budget per cost code"
            valueLabel="Quantity"
            labels={production.map((c) => codeLabel(c, c.produced))}
            series={[
              { label: 'Budget', values: production.map((c) => c.budget ?? 0) },
              { label: 'Produced', values: production.map((c) => c.produced) },
            ]}
          />
        )}
        {time.length === 0 ? null : (
          <BarChart
            title="Hours against budget per cost code"
            valueLabel="Hours"
            labels={time.map((c) => codeLabel(c, c.hours))}
            series={[
              { label: 'Budget', values: time.map((c) => c.budget ?? 0) },
              { label: 'Hours', values: time.map((c) => c.hours) },
            ]}
          />
        )}
        {budget.data.weeks.length === 0 ? (
          <p>No hours have been recorded on this job.</p>
        ) : (
          <BarChart
            title="Hours per week"
            valueLabel="Hours"
            labels={budget.data.weeks.map((w) => weekLabel(w.weekStartsOn))}
            series={[{ label: 'Hours', values: budget.data.weeks.map((w) => w.hours) }]}
          />
        )}
      </Stack>
    </Suspense>
  );
}
