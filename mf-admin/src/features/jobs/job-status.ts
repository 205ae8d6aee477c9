import type { JobStatus } from '@groundwork/shared/domain';
import { JOB_STATUSES } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { AdminMessageId } from '../../i18n';

/** The message id of each job status (the status is stored and sent as its code). */
const JOB_STATUS_IDS = { pending: 'admin.jobs.status.pending', in_progress: 'admin.jobs.status.inProgress', done: 'admin.jobs.status.done' } as const satisfies Record<JobStatus, AdminMessageId>;

/** A job status in words, in the page's language. */
export const jobStatusLabel = (status: JobStatus, t: Translate<AdminMessageId>): string => (JOB_STATUS_IDS[status] ? t(JOB_STATUS_IDS[status]) : status);
/** The job statuses as select options, in the page's language. */
export const jobStatusOptions = (t: Translate<AdminMessageId>) => JOB_STATUSES.map((s) => ({ value: s, label: jobStatusLabel(s, t) }));

/** Default shown for an empty location in the map preview (spec 01 §7 Maps). */
export const DEFAULT_MAP_LOCATION = 'Toronto, ON, Canada';

/** The maps embed URL previewing a job's location; an empty location falls back to the default Canadian one. */
export function mapEmbedUrl(location: string | null | undefined): string {
  const q = location && location.trim() ? location.trim() : DEFAULT_MAP_LOCATION;
  return `https://maps.google.com/maps?q=${encodeURIComponent(q)}&z=13&output=embed`;
}
