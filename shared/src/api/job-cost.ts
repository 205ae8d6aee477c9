import { apiClient } from './client';

/** One cost code of a job's cost (GET /api/jobs/{id}/job-cost; the formulas in docs/job-cost.md). Money in dollars, exact to the cent. */
export interface JobCostLine {
  costCodeId: number;
  name: string;
  description: string | null;
  unit: string;
  budgetQuantity: number | null;
  actualQuantity: number | null;
  /** A percent: 25 is a quarter done. */
  percentComplete: number | null;
  budgetAmount: number | null;
  laborHours: number;
  laborCost: number;
  equipmentHours: number;
  equipmentCost: number;
  totalCost: number;
  projectedCost: number | null;
  /** budgetAmount − projectedCost (or − totalCost without a projection); negative: projected over budget. */
  variance: number | null;
}

export interface JobCost {
  jobId: number;
  /** Which time records count: every one not declined, or only the approved ones. */
  basis: 'notDeclined' | 'approvedOnly';
  costCodes: JobCostLine[];
  totals: Pick<JobCostLine, 'budgetAmount' | 'laborHours' | 'laborCost' | 'equipmentHours' | 'equipmentCost' | 'totalCost' | 'projectedCost' | 'variance'>;
}

export interface JobCostQuery {
  /** 'YYYY-MM-DD' (inclusive); absent: from the job's first record. */
  startsAt?: string;
  /** 'YYYY-MM-DD' (inclusive); absent: to its last. */
  endsAt?: string;
  approvedOnly?: boolean;
}

export const jobCostKeys = {
  all: ['job-cost'] as const,
  get: (jobId: number, query: JobCostQuery) => ['job-cost', jobId, query] as const,
};

/** GET /api/jobs/{jobId}/job-cost: reports.job_cost only. */
export async function getJobCost(jobId: number, query: JobCostQuery = {}): Promise<JobCost> {
  const { data } = await apiClient.get<JobCost>(`/api/jobs/${jobId}/job-cost`, { params: query });
  return data;
}
