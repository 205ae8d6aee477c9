import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listJobProductionRequests, productionRequestKeys } from '@groundwork/shared/api';
import { localDay, localIso, type Job, type ProductionRequest } from '@groundwork/shared/domain';
import { unloadedOffline } from '@groundwork/shared/query';
import { Button, EmptyState, Spinner } from '@groundwork/shared/ui';
import { Drawer } from '@groundwork/shared/ui/overlays';
import { useAppT } from '../../i18n';
import { ScheduleList } from './ScheduleList';

export interface JobScheduleDrawerProps {
  job: Job;
  onClose: () => void;
  onEdit: (request: ProductionRequest) => void;
  onDelete?: (request: ProductionRequest) => void;
  /** Rendered inside the drawer (the delete confirmation, so that it opens over the drawer). */
  children?: ReactNode;
}

/** Job Schedule: every pending shift of the job from today on, by day ('No Crew Schedule Found' only over a read that succeeded). */
export function JobScheduleDrawer({ job, onClose, onEdit, onDelete, children }: JobScheduleDrawerProps) {
  const t = useAppT();
  const query = { isPending: true, requestAt: localIso(localDay(), '00:00') };
  const schedule = useQuery({
    queryKey: productionRequestKeys.ofJob(job.id, query),
    queryFn: () => listJobProductionRequests(job.id, query),
  });
  return (
    <Drawer open onClose={onClose} title={t('crew.jobScheduleOf', { job: job.name })} footer={<Button onClick={onClose}>{t('crew.close')}</Button>}>
      {/* As the page: offline, a schedule never read says so; a failed read (a 500) shows no message (spec 02 §8). */}
      {unloadedOffline(schedule) ? (
        <p role="status">{t('schedule.periodOffline')}</p>
      ) : schedule.isPending ? (
        <Spinner size={24} />
      ) : schedule.data && schedule.data.length > 0 ? (
        <ScheduleList requests={schedule.data} level={3} onEdit={onEdit} onDelete={onDelete} />
      ) : schedule.isSuccess ? (
        <EmptyState title={t('crew.noSchedule')} showBack={false} />
      ) : null}
      {children}
    </Drawer>
  );
}
