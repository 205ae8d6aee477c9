import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getJob, jobKeys, listProductions, productionKeys } from '@groundwork/shared/api';
import { PAGE_SIZES, spreadHours, type SpreadRow } from '@groundwork/shared/domain';
import { Card, EmptyState, Spinner, Stack, space } from '@groundwork/shared/ui';
import { DataTable } from '@groundwork/shared/ui/table';
import { spreadColumns } from './spread-columns';
import { useReportsT, type ReportsMessageId } from '../../i18n';
import { formatHundredths } from '../../lib/format';
import { dayBounds } from '../../lib/report-range';
import { parseSpreadQuery, spreadFormLink, spreadLink, type SpreadQuery, type SpreadVariant } from './spread-range';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(6)};
  margin: 0;
  div { display: flex; gap: ${space(2)}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.bold}; font-variant-numeric: tabular-nums; }
`;

const TITLES: Record<SpreadVariant, ReportsMessageId> = { all: 'spread.title.all', subcontractors: 'spread.title.subcontractors' };

/** The job's time records (with employee, cost code and equipment lines) of the range: every one, or its subcontractors' only. */
function useSpreadRecords(query: SpreadQuery | null, variant: SpreadVariant) {
  const params = query && {
    jobId: query.jobId,
    type: 'Time Record' as const,
    includeCostCodes: true,
    includeProductionEquipment: true,
    ...(variant === 'subcontractors' ? { isForSubcontractor: true } : {}),
    ...dayBounds(query.start, query.end),
  };
  return useQuery({
    queryKey: productionKeys.list(params ?? { producedStartsAt: '', producedEndsAt: '' }),
    queryFn: () => listProductions(params!),
    enabled: params !== null,
  });
}

/**
 * /reports/spread-report/{jobId}?start&end and /reports/subcontractor-spread-report/{jobId}?start&end: the job's hours
 * spread over the days of the range (spreadHours), a row per employee and cost code and per piece of equipment,
 * totals per row, day, week and range; export `spread-report`; 'No Records Found' with Go Back to the form.
 */
export function SpreadReportPage({ variant }: { variant: SpreadVariant }) {
  const t = useReportsT();
  const navigate = useNavigate();
  const { jobId } = useParams();
  const [params] = useSearchParams();
  const query = parseSpreadQuery(jobId, params.get('start'), params.get('end'));
  const job = useQuery({ queryKey: jobKeys.detail(query?.jobId ?? 0), queryFn: () => getJob(query!.jobId), enabled: query !== null });
  const records = useSpreadRecords(query, variant);
  const spread = useMemo(() => (query && records.data ? spreadHours(records.data, query) : null), [records.data, query?.start, query?.end]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo(() => (spread ? spreadColumns(spread, t) : []), [spread, t]);
  const back = () => navigate(spreadFormLink(query ?? {}));

  if (!query) return <EmptyState title={t('common.selectDateRange')} onBack={back} />;
  if (records.isPending) return <Spinner size={24} />;
  if (records.isError || !spread) return <EmptyState onBack={back} />;
  if (spread.rows.length === 0) return <EmptyState onBack={back} />;

  const other: SpreadVariant = variant === 'all' ? 'subcontractors' : 'all';
  const jobTitle = job.data ? `${job.data.name} - ${job.data.description}` : t('spread.jobNumber', { id: query.jobId });
  return (
    <Stack $gap={4}>
      <Card
        title={jobTitle}
        extra={<Link to={spreadLink(query, other)}>{t(other === 'all' ? 'spread.allRecords' : 'spread.subcontractorsOnly')}</Link>}
      >
        <Figures aria-label={t('spread.totals')}>
          <div>
            <dt>{t('spread.dates')}</dt>
            <dd>{t('spread.days', { start: query.start, end: query.end })}</dd>
          </div>
          <div>
            <dt>{t('spread.employeeHours')}</dt>
            <dd data-testid="employee-hours">{formatHundredths(spread.employees.total)}</dd>
          </div>
          <div>
            <dt>{t('spread.equipmentHours')}</dt>
            <dd data-testid="equipment-hours">{formatHundredths(spread.equipment.total)}</dd>
          </div>
        </Figures>
      </Card>
      <DataTable<SpreadRow>
        caption={t('spread.caption', { title: t(TITLES[variant]), job: jobTitle, start: query.start, end: query.end })}
        data={spread.rows}
        columns={columns}
        getRowId={(r) => r.key}
        pageSizes={PAGE_SIZES.reports}
        scrollX={1300}
        exportName="spread-report"
      />
    </Stack>
  );
}
