import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getStockpile, listJobs, jobKeys, stockpileKeys, type StockpileRow } from '@groundwork/shared/api';
import { CONSTANTS, PERMISSIONS as P } from '@groundwork/shared/domain';
import { useCan, apiAction } from '@groundwork/shared/session';
import { Button, Card, Field, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_30_DAYS, lastNDays, openDayBounds, type DayRange } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import type { Translate } from '@groundwork/shared/i18n/react';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useReportsT, type ReportsMessageId } from '../../i18n';
import { formatQuantity } from '../../lib/format';

/** chart.js comes with this import only (docs/decisions.md, "Charts"). */
const BarChart = lazy(() => import('@groundwork/shared/ui/charts').then((m) => ({ default: m.BarChart })));

const columnsOf = (t: Translate<ReportsMessageId>): DataColumn<StockpileRow>[] => [
  { id: 'job', title: t('col.job'), accessor: (r) => `${r.job.name} - ${r.job.description}` },
  { id: 'name', title: t('col.product'), accessor: (r) => `${r.name}${r.description ? ` - ${r.description}` : ''}` },
  { id: 'unit', title: t('col.unit') },
  { id: 'produced', title: t('col.produced'), align: 'right', cell: (r) => formatQuantity(r.produced) },
  { id: 'hauled', title: t('col.hauled'), align: 'right', cell: (r) => formatQuantity(r.hauled) },
  { id: 'left', title: t('col.left'), align: 'right', cell: (r) => formatQuantity(r.left) },
];

/**
 * /material-hauling/material-production-report[/{jobId}] (menu: Stockpile Report): per product produced, hauled and
 * left in the stockpile over a date range (default the last 30 days, today included), with a chart. Without a job:
 * every job with material hauling enabled.
 */
export function StockpileReportPage() {
  const t = useReportsT();
  const params = useParams();
  const jobId = params.jobId ? Number(params.jobId) : null;
  const navigate = useNavigate();
  const canHaul = useCan(P.MATERIAL_HAULING_ALL, P.PRODUCTIONS_CREATE);
  const [range, setRange] = useState<DayRange>(() => lastNDays(CONSTANTS.stockpileRangeDays));
  // The user's days (a day sent alone is a UTC day: in Vancouver a production of 17:00 counted on the next day).
  const { startsAt, endsAt } = openDayBounds(range);
  const query = { producedStartsAt: startsAt, producedEndsAt: endsAt };

  const jobs = useQuery({ queryKey: jobKeys.list({}), queryFn: () => listJobs({}) });
  const jobOptions = (jobs.data ?? []).filter((j) => j.isMaterialHaulingEnabled || j.id === jobId).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  const stockpile = useQuery({ queryKey: stockpileKeys.list(jobId, query), queryFn: () => getStockpile(jobId, query) });
  const rows = stockpile.data ?? [];
  const all = columnsOf(t);
  const columns = jobId === null ? all : all.filter((c) => c.id !== 'job');
  const label = (r: StockpileRow) => (jobId === null ? `${r.job.name} ${r.name} (${r.unit})` : `${r.name} (${r.unit})`);

  return (
    <Stack $gap={4}>
      <Card>
        <Row $gap={4} style={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <div style={{ minWidth: 280 }}>
            <Field label={t('common.job')}>
              <Select
                options={jobOptions}
                placeholder={t('stockpile.allJobs')}
                value={jobId}
                onChange={(v) => navigate(v === null ? '/material-hauling/material-production-report' : `/material-hauling/material-production-report/${v}`)}
              />
            </Field>
          </div>
          <div style={{ minWidth: 280 }}>
            <Field label={t('common.date')}>
              <DateRangePicker value={range} onChange={setRange} disableFuture presets={[LAST_30_DAYS]} />
            </Field>
          </div>
          {canHaul ? (
            <div style={{ marginBottom: 16 }}>
              <Button onClick={() => navigate(jobId === null ? '/material-hauling/add' : `/material-hauling/add?job_id=${jobId}`)} {...apiAction('POST /api/jobs/:id/productions')}>{t('stockpile.add')}</Button>
            </div>
          ) : null}
        </Row>
      </Card>
      <Card title={t('stockpile.title')}>
        {stockpile.isPending ? (
          <Spinner size={24} />
        ) : (
          <Stack $gap={4}>
            <DataTable caption={t('stockpile.caption')} data={rows} columns={columns} getRowId={(r) => String(r.id)} exportName="stockpile-report" searchable={false} />
            {rows.length > 0 ? (
              <Suspense fallback={<Spinner size={24} />}>
                <BarChart
                  title={t('stockpile.chart')}
                  valueLabel={t('col.quantity')}
                  labels={rows.map(label)}
                  series={[
                    { label: t('col.produced'), values: rows.map((r) => r.produced) },
                    { label: t('col.hauled'), values: rows.map((r) => r.hauled) },
                    { label: t('col.left'), values: rows.map((r) => r.left) },
                  ]}
                />
              </Suspense>
            ) : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
