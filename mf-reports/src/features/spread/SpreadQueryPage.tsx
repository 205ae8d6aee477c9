import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { jobKeys, listJobs } from '@groundwork/shared/api';
import { CONSTANTS } from '@groundwork/shared/domain';
import { Button, Card, Field, Row } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_7_DAYS, lastNDays, type DayRange } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import { useReportsT } from '../../i18n';
import { parseSpreadQuery, spreadLink, type SpreadVariant } from './spread-range';

const Form = styled.form`
  max-width: 520px;
`;

/** The range the form opens with: the one in its address (Go Back from a report), else the last 7 days. */
function initialRange(params: URLSearchParams): DayRange {
  const asked = parseSpreadQuery('1', params.get('start'), params.get('end'));
  return asked ? { start: asked.start, end: asked.end } : lastNDays(CONSTANTS.defaultReportRangeDays);
}

/**
 * /reports/spread-report: a job and a date range, both required ('This field is required.'), no future days, by
 * default the last 7 days. View opens /reports/spread-report/{jobId}?start&end; the subcontractor variant the same
 * query at /reports/subcontractor-spread-report/{jobId}.
 */
export function SpreadQueryPage() {
  const t = useReportsT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const jobs = useQuery({ queryKey: jobKeys.list({}), queryFn: () => listJobs() });
  const [jobId, setJobId] = useState<number | null>(() => Number(params.get('jobId')) || null);
  const [range, setRange] = useState<DayRange>(() => initialRange(params));
  const [errors, setErrors] = useState<{ job?: string; range?: string }>({});
  const view = (variant: SpreadVariant) => {
    const next = {
      job: jobId ? undefined : t('messages.required'),
      range: range.start && range.end ? undefined : t('messages.required'),
    };
    setErrors(next);
    if (next.job || next.range) return;
    navigate(spreadLink({ jobId: jobId!, start: range.start!, end: range.end! }, variant));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    view('all');
  };

  const options = (jobs.data ?? []).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  return (
    <Card>
      <Form onSubmit={submit} noValidate aria-label={t('spread.form')}>
        <Field label={t('common.job')} required error={errors.job}>
          <Select
            options={options}
            value={jobId}
            placeholder={t(jobs.isPending ? 'spread.loadingJobs' : 'spread.selectJob')}
            onChange={(id) => {
              setJobId(id);
              if (id) setErrors((e) => ({ ...e, job: undefined }));
            }}
          />
        </Field>
        <Field label={t('common.dateRange')} required error={errors.range}>
          <DateRangePicker
            value={range}
            disableFuture
            presets={[LAST_7_DAYS]}
            onChange={(next) => {
              setRange(next);
              if (next.start && next.end) setErrors((e) => ({ ...e, range: undefined }));
            }}
          />
        </Field>
        <Row $gap={2}>
          <Button type="submit" variant="primary">
            {t('common.view')}
          </Button>
          <Button onClick={() => view('subcontractors')}>
            {t('spread.viewSubcontractors')}
          </Button>
        </Row>
      </Form>
    </Card>
  );
}
