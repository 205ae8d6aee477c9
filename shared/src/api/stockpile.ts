import type { Production } from '@groundwork/shared/domain';
import type { MaterialHaulingInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

/** A material hauling entry as sent: the hauled quantity negative (spec 02 §7); the server stores -|quantity|. */
export type MaterialHaulingBody = MaterialHaulingInput;

/** One product (a cost code that tracks production) of the stockpile report. */
export interface StockpileRow {
  /** The cost code's id. */
  id: number;
  name: string;
  description: string | null;
  unit: string;
  /** The cost code's contract quantity. */
  budget: number | null;
  job: { id: number; name: string; description: string; isMaterialHaulingEnabled: boolean };
  /** Sum of the production quantities in the range. */
  produced: number;
  /** Sum of the hauling entries in the range, as a positive number. */
  hauled: number;
  /** produced - hauled. */
  left: number;
}

export interface StockpileQuery {
  /** 'YYYY-MM-DD' (inclusive) or an instant. */
  producedStartsAt?: string;
  /** 'YYYY-MM-DD' (inclusive) or an instant. */
  producedEndsAt?: string;
}

/** A job's budget against actual (the job detail's Budget tab). */
export interface BudgetAgainstActual {
  costCodes: {
    id: number;
    name: string;
    description: string | null;
    unit: string;
    /** The contract quantity. */
    budget: number | null;
    isToTrackProduction: boolean;
    isToTrackEmployeeAndEquipmentTime: boolean;
    produced: number;
    hours: number;
  }[];
  /** Time record hours per Sunday-to-Saturday week, oldest first. */
  weeks: { weekStartsOn: string; hours: number }[];
}

export const stockpileKeys = {
  all: ['stockpile'] as const,
  list: (jobId: number | null, query: StockpileQuery) => ['stockpile', jobId, query] as const,
  budget: (jobId: number) => ['stockpile', 'budget', jobId] as const,
};

/** GET /api/jobs/{jobId}/stockpile, or GET /api/jobs/stockpile (every job with material hauling) without a job. */
export async function getStockpile(jobId: number | null, query: StockpileQuery = {}): Promise<StockpileRow[]> {
  const { data } = await apiClient.get<StockpileRow[]>(jobId === null ? '/api/jobs/stockpile' : `/api/jobs/${jobId}/stockpile`, { params: query });
  return data;
}

/** GET /api/jobs/{jobId}/budget-against-actual, weeks in the browser's time zone. */
export async function getBudgetAgainstActual(jobId: number, timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): Promise<BudgetAgainstActual> {
  const { data } = await apiClient.get<BudgetAgainstActual>(`/api/jobs/${jobId}/budget-against-actual`, { params: { timeZone } });
  return data;
}

/** POST /api/jobs/{jobId}/productions with type 'Material Hauling'. */
export async function createMaterialHauling(body: MaterialHaulingBody): Promise<Production> {
  const { data } = await apiClient.post<Production>(`/api/jobs/${body.jobId}/productions`, body);
  return data;
}
