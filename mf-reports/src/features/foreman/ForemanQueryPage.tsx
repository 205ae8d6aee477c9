import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { jobKeys, listJobs, PICKER_JOBS } from '@groundwork/shared/api';
import { localDay, MESSAGES } from '@groundwork/shared/domain';
import { Button, Card, Field, space } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Select } from '@groundwork/shared/ui/overlays';
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
  const navigate = useNavigate();
  const jobs = useQuery({ queryKey: jobKeys.list(PICKER_JOBS), queryFn: () => listJobs(PICKER_JOBS) });
  const [jobId, setJobId] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(localDay());
  const [submitted, setSubmitted] = useState(false);
  const errors = { job: submitted && jobId === null ? MESSAGES.required : null, day: submitted && !day ? MESSAGES.required : null };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (jobId !== null && day) navigate(foremanReportPath(jobId, day));
  };

  return (
    <Card title="Job and Date">
      <Form onSubmit={submit} noValidate>
        <Field label="Job" required error={errors.job}>
          <Select
            options={(jobs.data ?? []).map((j) => ({ value: j.id, label: j.description ? `${j.name} · ${j.description}` : j.name }))}
            value={jobId}
            onChange={setJobId}
            clearable={false}
            placeholder={jobs.isPending ? 'Loading jobs…' : 'Choose a job'}
          />
        </Field>
        <Field label="Date" required error={errors.day}>
          <DatePicker value={day} onChange={setDay} disableFuture />
        </Field>
        <div>
          <Button variant="primary" type="submit">
            View
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export default withQueryClient(ForemanQueryPage);
