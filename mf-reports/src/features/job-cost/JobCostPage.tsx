import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getJobCost, jobCostKeys, jobKeys, listJobs, type JobCostLine } from '@groundwork/shared/api';
import { budgetStatus, toCents } from '@groundwork/shared/domain';
import { formatHundredths, formatMoney, formatPercent } from '@groundwork/shared/i18n';
import { Banner, Card, Checkbox, EmptyState, Field, Row, Spinner, Stack, toneColors, type Tone } from '@groundwork/shared/ui';
import { DateRangePicker, openDayBounds, type DayRange } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useReportsT, type ReportsMessageId } from '../../i18n';
import { formatQuantity } from '../../lib/format';

/** chart.js comes with this import only (docs/decisions.md, "Charts"). */
const BarChart = lazy(() => import('@groundwork/shared/ui/charts').then((m) => ({ default: m.BarChart })));

/** Dollars to the cent with their sign in the user's locale ("$1,489.13", "1 489,13 $"); empty for none. */
const money = (value: number | null) => (value === null ? '' : formatMoney(value));
/** Hours with two decimals, as every hours column shows them ("1,302.50", "1 302,50"). */
const hours = (value: number) => formatHundredths(toCents(value));
const quantity = (value: number | null) => (value === null ? '' : formatQuantity(value));

// The status rule is the alerts' own (budgetStatus, docs/job-cost.md "Status and thresholds").
const STATUS_TONE: Record<ReturnType<typeof budgetStatus>, Tone | null> = { over: 'error', near: 'warning', within: 'success', noBudget: null };

const Tag = styled.span<{ $fg: string; $bg: string }>`
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  border-radius: 4px;
  padding: 1px 6px;
  font-weight: 600;
  white-space: nowrap;
`;

function StatusTag({ line }: { line: JobCostLine }) {
  const t = useReportsT();
  const theme = useTheme();
  const status = budgetStatus(line);
  const tone = STATUS_TONE[status];
  const label = t(`jobCost.status.${status}`);
  if (!tone) return <span>{label}</span>;
  const { fg, bg } = toneColors(theme, tone);
  return <Tag $fg={fg} $bg={bg}>{label}</Tag>;
}

/** `marked`: the cost code a notification led to (`?costCode=`), its name highlighted. */
function columns(t: (id: ReportsMessageId) => string, marked: number | null): DataColumn<JobCostLine>[] {
  const amount = (id: keyof JobCostLine & string, title: ReportsMessageId, total = true): DataColumn<JobCostLine> => ({
    id, title: t(title), align: 'right', cell: (r) => money(r[id] as number | null), ...(total ? { total: true, formatTotal: (sum: number) => money(sum) } : {}),
  });
  const hoursColumn = (id: 'laborHours' | 'equipmentHours', title: ReportsMessageId): DataColumn<JobCostLine> => ({
    id, title: t(title), align: 'right', cell: (r) => hours(r[id]), total: true, formatTotal: hours,
  });
  return [
    { id: 'name', title: t('jobCost.col.costCode'), card: true, cell: (r) => (r.costCodeId === marked ? <mark aria-current="true">{r.name}</mark> : r.name) },
    { id: 'description', title: t('jobCost.col.description') },
    { id: 'unit', title: t('jobCost.col.unit') },
    { id: 'budgetQuantity', title: t('jobCost.col.budgetQuantity'), align: 'right', cell: (r) => quantity(r.budgetQuantity) },
    { id: 'actualQuantity', title: t('jobCost.col.actualQuantity'), align: 'right', cell: (r) => quantity(r.actualQuantity) },
    { id: 'percentComplete', title: t('jobCost.col.percentComplete'), align: 'right', cell: (r) => (r.percentComplete === null ? '' : formatPercent(r.percentComplete)) },
    { ...amount('budgetAmount', 'jobCost.col.budgetAmount'), card: true },
    hoursColumn('laborHours', 'jobCost.col.laborHours'),
    amount('laborCost', 'jobCost.col.laborCost'),
    hoursColumn('equipmentHours', 'jobCost.col.equipmentHours'),
    amount('equipmentCost', 'jobCost.col.equipmentCost'),
    { ...amount('totalCost', 'jobCost.col.totalCost'), card: true },
    { ...amount('projectedCost', 'jobCost.col.projectedCost', false), card: true },
    { ...amount('variance', 'jobCost.col.variance', false), card: true },
    {
      id: 'status', title: t('jobCost.col.status'), accessor: (r) => t(`jobCost.status.${budgetStatus(r)}`), cell: (r) => <StatusTag line={r} />,
      pin: 'right',
    },
  ];
}

/**
 * /reports/job-cost[/{jobId}] (menu: Reports > Job Cost; reports.job_cost): what a job has cost per cost code against
 * its budget (docs/job-cost.md), over an optional range of days (empty: the whole job), with every record that is not
 * declined or the approved ones only; a chart of budget, cost to date and projection per cost code. `?costCode={id}`
 * (from a job cost alert in the header's bell) highlights that cost code's name.
 */
export function JobCostPage() {
  const t = useReportsT();
  const params = useParams();
  // The job of the address; one that is not an id (/reports/job-cost/abc) loads nothing and says so.
  const jobId = params.jobId ? Number(params.jobId) : null;
  const knownJob = jobId !== null && Number.isSafeInteger(jobId) && jobId > 0 ? jobId : null;
  const [search] = useSearchParams();
  const marked = search.get('costCode') ? Number(search.get('costCode')) : null;
  const navigate = useNavigate();
  const [range, setRange] = useState<DayRange>({ start: null, end: null });
  const [approvedOnly, setApprovedOnly] = useState(false);
  // The user's days, from the first moment of the start day to the last of the end day (a day sent alone is a UTC day).
  const query = { ...openDayBounds(range), ...(approvedOnly ? { approvedOnly } : {}) };

  const jobs = useQuery({ queryKey: jobKeys.list({ excludeDone: false }), queryFn: () => listJobs({ excludeDone: false }) });
  const jobOptions = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  const cost = useQuery({ queryKey: jobCostKeys.get(knownJob ?? 0, query), queryFn: () => getJobCost(knownJob!, query), enabled: knownJob !== null });
  const lines = cost.data?.costCodes ?? [];
  const totals = cost.data?.totals;

  return (
    <Stack $gap={4}>
      <Card>
        <Row $gap={4} style={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <div style={{ flex: '1 1 260px', maxWidth: 420 }}>
            <Field label={t('jobCost.job')}>
              <Select
                options={jobOptions}
                placeholder={t('jobCost.chooseJob')}
                value={knownJob}
                onChange={(v) => navigate(v === null ? '/reports/job-cost' : `/reports/job-cost/${v}`)}
              />
            </Field>
          </div>
          <div style={{ flex: '1 1 260px', maxWidth: 420 }}>
            <Field label={t('jobCost.dates')} hint={t('jobCost.datesHint')}>
              <DateRangePicker value={range} onChange={setRange} aria-label={t('jobCost.dates')} />
            </Field>
          </div>
          <div style={{ marginBottom: 16 }}>
            <Checkbox label={t('jobCost.approvedOnly')} checked={approvedOnly} onChange={setApprovedOnly} />
          </div>
        </Row>
      </Card>
      {jobId === null ? (
        <EmptyState title={t('jobCost.pickJob')} showBack={false} />
      ) : knownJob === null || cost.isError ? (
        <Banner tone="error" title={t('jobCost.loadError')} />
      ) : cost.isPending ? (
        <Spinner size={24} />
      ) : (
        <Card title={t('jobCost.costCodes')}>
          <Stack $gap={4}>
            <p>
              {t(cost.data.basis === 'approvedOnly' ? 'jobCost.basis.approvedOnly' : 'jobCost.basis.notDeclined')}{' '}
              {totals
                ? totals.budgetAmount === null
                  ? t('jobCost.totalsNoBudget', { total: money(totals.totalCost), projected: money(totals.projectedCost) })
                  : t('jobCost.totals', { total: money(totals.totalCost), budget: money(totals.budgetAmount), projected: money(totals.projectedCost) })
                : null}
            </p>
            <DataTable
              caption={t('jobCost.caption')}
              data={lines}
              columns={columns(t, marked)}
              getRowId={(r) => String(r.costCodeId)}
              exportName={`job-cost-${jobId}`}
              searchable={false}
              emptyState={<EmptyState title={t('jobCost.noCostCodes')} showBack={false} />}
            />
            {lines.length > 0 ? (
              <Suspense fallback={<Spinner size={24} />}>
                <BarChart
                  title={t('jobCost.chart')}
                  valueLabel={t('jobCost.chart.amount')}
                  labels={lines.map((l) => l.name)}
                  series={[
                    { label: t('jobCost.chart.budget'), values: lines.map((l) => l.budgetAmount ?? 0) },
                    { label: t('jobCost.chart.actual'), values: lines.map((l) => l.totalCost) },
                    { label: t('jobCost.chart.projected'), values: lines.map((l) => l.projectedCost ?? l.totalCost) },
                  ]}
                />
              </Suspense>
            ) : null}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
