import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { jobKeys, listJobProductionRequests, listJobs, productionRequestKeys, PICKER_JOBS } from '@groundwork/shared/api';
import { localDay, localIso, usualShift, weekDays, addDays, type ProductionRequest } from '@groundwork/shared/domain';
import { unloadedOffline } from '@groundwork/shared/query';
import { Button, EmptyState, Field, space, Spinner } from '@groundwork/shared/ui';
import { SegmentedControl, Select } from '@groundwork/shared/ui/overlays';
import { apiAction } from '@groundwork/shared/session';
import { useAppT } from '../../i18n';
import { longDay, weekLabel } from '../../lib/days';
import { PeriodNav } from '../../lib/PeriodNav';
import { useRequestDeletion } from '../../lib/requests';
import { BuildCrewDrawer, type CrewBuildChoice } from './BuildCrewDrawer';
import { EditScheduleDrawer } from './EditScheduleDrawer';
import { JobScheduleDrawer } from './JobScheduleDrawer';
import { PreviewChangesModal } from './PreviewChangesModal';
import { ScheduleList } from './ScheduleList';

type View = 'daily' | 'weekly';
const VIEWS = ['daily', 'weekly'] as const satisfies readonly View[];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(2)} ${space(3)};
  > div:first-child { flex: 1 1 240px; margin-bottom: 0; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(3)} 0;
`;

/** /app/crew-builder: a job's crew schedule by day or week (Sunday to Saturday); build, edit and delete shifts. */
export default function CrewBuilderPage() {
  const t = useAppT();
  const today = localDay();
  const [view, setView] = useState<View>('weekly');
  const [anchor, setAnchor] = useState(today);
  const [chosenJob, setChosenJob] = useState<number | null>(null);
  const [building, setBuilding] = useState(false);
  const [preview, setPreview] = useState<CrewBuildChoice | null>(null);
  const [editing, setEditing] = useState<ProductionRequest | null>(null);
  const [jobSchedule, setJobSchedule] = useState(false);
  const deletion = useRequestDeletion();

  const jobs = useQuery({ queryKey: jobKeys.list(PICKER_JOBS), queryFn: () => listJobs(PICKER_JOBS) });
  const jobList = [...(jobs.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  // The picker lists done jobs too (spec: excludeDone=false), but opens on the first job still under way.
  const jobId = chosenJob ?? (jobList.find((j) => j.status !== 'done') ?? jobList[0])?.id ?? null;
  const job = jobList.find((j) => j.id === jobId) ?? null;

  const days = view === 'daily' ? [anchor] : weekDays(anchor);
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  const range = { requestAt: localIso(first, '00:00'), requestEndsAt: localIso(last, '23:59') };
  const schedule = useQuery({
    queryKey: productionRequestKeys.ofJob(jobId ?? 0, range),
    queryFn: () => listJobProductionRequests(jobId!, range),
    enabled: jobId !== null,
  });
  const step = view === 'daily' ? 1 : 7;

  return (
    <div>
      <Toolbar>
        <Field label={t('crew.job')}>
          <Select
            options={jobList.map((j) => ({ value: j.id, label: j.description ? `${j.name} · ${j.description}` : j.name }))}
            value={jobId}
            onChange={setChosenJob}
            clearable={false}
            placeholder={t(jobs.isPending ? 'crew.loadingJobs' : 'crew.chooseJob')}
          />
        </Field>
        <SegmentedControl aria-label={t('schedule.view')} options={VIEWS.map((value) => ({ value, label: t(`schedule.view.${value}`) }))} value={view} onChange={setView} />
      </Toolbar>
      <Actions>
        <Button variant="primary" onClick={() => setBuilding(true)} disabled={jobList.length === 0} {...apiAction('POST /api/jobs/:id/production-requests/_batch')}>
          {t('crew.build')}
        </Button>
        <Button onClick={() => setJobSchedule(true)} disabled={!job}>
          {t('crew.jobSchedule')}
        </Button>
      </Actions>
      <PeriodNav
        label={view === 'daily' ? longDay(anchor) : weekLabel(first, last)}
        unit={view === 'daily' ? 'day' : 'week'}
        onPrevious={() => setAnchor(addDays(anchor, -step))}
        onNext={() => setAnchor(addDays(anchor, step))}
      />
      {/* Offline, a period never read says so (it loads when the connection returns); only a read one may say it has
          no schedule, and a failed read (a 500) shows no message (spec 02 §8). */}
      {unloadedOffline(jobs) || (jobId !== null && unloadedOffline(schedule)) ? (
        <p role="status">{t('schedule.periodOffline')}</p>
      ) : jobs.isPending || (jobId !== null && schedule.isPending) ? (
        <Spinner size={24} />
      ) : schedule.data && schedule.data.length > 0 ? (
        <ScheduleList requests={schedule.data} onEdit={setEditing} onDelete={deletion.ask} />
      ) : schedule.isSuccess || (jobs.isSuccess && jobId === null) ? (
        <EmptyState title={t('crew.noSchedule')} showBack={false} />
      ) : null}

      {building ? (
        // Stays mounted (keeping its values) while the preview is open over the page, and comes back on Cancel.
        <BuildCrewDrawer
          open={preview === null}
          jobs={jobList}
          // The day being viewed, and the crew's usual times in the schedule on screen.
          initial={{ startDay: anchor, endDay: anchor, jobId, userIds: [], ...usualShift(schedule.data ?? []) }}
          onClose={() => setBuilding(false)}
          onPreview={setPreview}
        />
      ) : null}
      <PreviewChangesModal
        choice={preview}
        onClose={() => setPreview(null)}
        onSubmitted={() => {
          setPreview(null);
          setBuilding(false);
          if (preview) {
            setChosenJob(preview.build.jobId);
            setAnchor(preview.build.startDay);
          }
        }}
      />
      {editing ? <EditScheduleDrawer request={editing} onClose={() => setEditing(null)} /> : null}
      {jobSchedule && job ? (
        <JobScheduleDrawer
          job={job}
          onClose={() => setJobSchedule(false)}
          onEdit={(r) => {
            setJobSchedule(false);
            setEditing(r);
          }}
          onDelete={deletion.ask}
        >
          {deletion.dialog}
        </JobScheduleDrawer>
      ) : (
        deletion.dialog
      )}
    </div>
  );
}
