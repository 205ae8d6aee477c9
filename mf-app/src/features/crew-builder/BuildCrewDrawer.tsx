import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getJob, jobKeys } from '@groundwork/shared/api';
import type { Job } from '@groundwork/shared/domain';
import { crewBuildSchema, fieldErrors, type CrewBuildInput } from '@groundwork/shared/validation';
import { Button, Field, Input } from '@groundwork/shared/ui';
import { DatePicker } from '@groundwork/shared/ui/dates';
import { Drawer, MultiSelect, Select } from '@groundwork/shared/ui/overlays';
import { useAppT } from '../../i18n';
import { unloadedOffline } from '@groundwork/shared/query';

/** The drawer's values before they are checked (blank fields are allowed while typing). */
export interface CrewBuildValues {
  startDay: string | null;
  endDay: string | null;
  jobId: number | null;
  userIds: number[];
  startTime: string;
  endTime: string;
}

/** The chosen crew build and the names of its members (for the preview). */
export interface CrewBuildChoice {
  build: CrewBuildInput;
  names: Map<number, string>;
  jobName: string;
}

export interface BuildCrewDrawerProps {
  open: boolean;
  jobs: readonly Job[];
  initial: CrewBuildValues;
  onClose: () => void;
  onPreview: (choice: CrewBuildChoice) => void;
}

/** Build Crew: a range of days, the job, its crew members and the in and out times; Preview checks each shift. */
export function BuildCrewDrawer({ open, jobs, initial, onClose, onPreview }: BuildCrewDrawerProps) {
  const t = useAppT();
  const [values, setValues] = useState<CrewBuildValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<CrewBuildValues>) => setValues((v) => ({ ...v, ...patch }));
  const includes = { includeAssignedUsers: true };
  const job = useQuery({
    queryKey: jobKeys.detail(values.jobId ?? 0, includes),
    queryFn: () => getJob(values.jobId!, includes),
    enabled: values.jobId !== null,
  });
  const crew = (job.data?.userAssignments ?? [])
    .flatMap((a) => (a.user && a.user.isActive !== false ? [{ value: a.user.id, label: a.user.name }] : []))
    .sort((a, b) => a.label.localeCompare(b.label));

  // A job whose crew was never read, offline: its list is empty until the connection returns, and says why.
  const membersHint = unloadedOffline(job)
    ? t('crew.membersOffline')
    : values.jobId && !job.isPending && crew.length === 0
      ? t('crew.nobodyAssigned')
      : undefined;

  const preview = () => {
    const parsed = crewBuildSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onPreview({
      build: parsed.data,
      names: new Map(crew.map((c) => [c.value, c.label])),
      jobName: jobs.find((j) => j.id === parsed.data.jobId)?.name ?? '',
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('crew.build')}
      footer={
        <>
          <Button onClick={onClose}>{t('crew.cancel')}</Button>
          <Button variant="primary" onClick={preview}>
            {t('crew.previewChanges')}
          </Button>
        </>
      }
    >
      <Field label={t('crew.startRange')} required error={errors.startDay}>
        <DatePicker value={values.startDay} onChange={(startDay) => set({ startDay })} />
      </Field>
      <Field label={t('crew.endRange')} required error={errors.endDay}>
        <DatePicker value={values.endDay} onChange={(endDay) => set({ endDay })} min={values.startDay ?? undefined} />
      </Field>
      <Field label={t('crew.job')} required error={errors.jobId}>
        <Select
          options={jobs.map((j) => ({ value: j.id, label: j.name }))}
          value={values.jobId}
          onChange={(jobId) => set({ jobId, userIds: [] })}
          clearable={false}
        />
      </Field>
      <Field label={t('crew.members')} required error={errors.userIds} hint={membersHint}>
        <MultiSelect options={crew} value={values.userIds} onChange={(userIds) => set({ userIds })} placeholder={t('crew.chooseCrew')} />
      </Field>
      <Field label={t('crew.startTime')} required error={errors.startTime}>
        <Input type="time" value={values.startTime} onChange={(e) => set({ startTime: e.target.value })} />
      </Field>
      <Field label={t('crew.endTime')} required error={errors.endTime} hint={t('crew.endTimeHint')}>
        <Input type="time" value={values.endTime} onChange={(e) => set({ endTime: e.target.value })} />
      </Field>
    </Drawer>
  );
}
