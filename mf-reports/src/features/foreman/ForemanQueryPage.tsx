import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { jobKeys, listJobs, PICKER_JOBS } from '@groundwork/shared/api';
import { localDay } from '@groundwork/shared/domain';
import { Button, Card, Field, space } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
import { useReportsT } from '../../i18n';
import { withQueryClient } from '../../query';
import { foremanReportPath } from './day';

const Form = styled.form`
  display: grid;
  gap: ${space(3)};
  max-width: 520px;
`;

/**
 * Foreman check query (/reports/foreman-report): a job and a day (today at first; no future day), then the check of
 * that job and day (/reports/foreman-report/{jobId}?date=).
 */
export function ForemanQueryPage() {
  const t = useReportsT();
  const navigate = useNavigate();
  const jobs = useQuery({ queryKey: jobKeys.list(PICKER_JOBS), queryFn: () => listJobs(PICKER_JOBS) });
  const [jobId, setJobId] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(localDay());
  const [submitted, setSubmitted] = useState(false);
  const required = t('messages.required');
  const errors = { job: submitted && jobId === null ? required : null, day: submitted && !day ? required : null };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (jobId !== null && day) navigate(foremanReportPath(jobId, day));
  };

  return (
    <Card title={t('foreman.jobAndDate')}>
      <Form onSubmit={submit} noValidate>
        <Field label={t('common.job')} required error={errors.job}>
          <Select
            options={(jobs.data ?? []).map((j) => ({ value: j.id, label: j.description ? `${j.name} · ${j.description}` : j.name }))}
            value={jobId}
            onChange={setJobId}
            clearable={false}
            placeholder={t(jobs.isPending ? 'common.loadingJobs' : 'common.chooseJob')}
          />
        </Field>
        <Field label={t('common.date')} required error={errors.day}>
          <DatePicker value={day} onChange={setDay} disableFuture />
        </Field>
        <div>
          <Button variant="primary" type="submit">
            {t('common.view')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export default withQueryClient(ForemanQueryPage);
