import type { JobStatus } from '@groundwork/shared/domain';
import { JOB_STATUSES } from '@groundwork/shared/domain';

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { pending: 'Pending', in_progress: 'In Progress', done: 'Done' };
export const JOB_STATUS_OPTIONS = JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] }));

/** Default shown for an empty location in the map preview (spec 01 §7 Maps). */
export const DEFAULT_MAP_LOCATION = 'Toronto, ON, Canada';

/** The maps embed URL previewing a job's location; an empty location falls back to the default Canadian one. */
export function mapEmbedUrl(location: string | null | undefined): string {
  const q = location && location.trim() ? location.trim() : DEFAULT_MAP_LOCATION;
  return `https://maps.google.com/maps?q=${encodeURIComponent(q)}&z=13&output=embed`;
}
