import { withQueryClient } from '../../query';
import { JobCostPage } from './JobCostPage';

/** The job cost screen as the route table mounts it (/reports/job-cost and /reports/job-cost/{jobId}). */
export const JobCost = withQueryClient(JobCostPage);
