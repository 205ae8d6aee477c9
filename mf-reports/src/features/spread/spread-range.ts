import { reportRange } from '../../lib/report-range';

/** The spread report's job and days as its URL carries them (/reports/spread-report/{jobId}?start&end). */
export interface SpreadQuery {
  jobId: number;
  start: string;
  end: string;
}

/** The two spread reports: every record of the job, or only its subcontractors' records. */
export type SpreadVariant = 'all' | 'subcontractors';

export const SPREAD_FORM_PATH = '/reports/spread-report';
const REPORT_PATHS: Record<SpreadVariant, string> = {
  all: '/reports/spread-report',
  subcontractors: '/reports/subcontractor-spread-report',
};

/** The report's address: /reports/spread-report/{jobId}?start&end (or the subcontractor variant's). */
export function spreadLink(query: SpreadQuery, variant: SpreadVariant = 'all'): string {
  return `${REPORT_PATHS[variant]}/${query.jobId}?${new URLSearchParams({ start: query.start, end: query.end }).toString()}`;
}

/** The form's address filled with a report's query (Go Back keeps what was asked). */
export function spreadFormLink(query: Partial<SpreadQuery>): string {
  const params = new URLSearchParams();
  if (query.jobId) params.set('jobId', String(query.jobId));
  if (query.start) params.set('start', query.start);
  if (query.end) params.set('end', query.end);
  const text = params.toString();
  return text ? `${SPREAD_FORM_PATH}?${text}` : SPREAD_FORM_PATH;
}

/** The query of a report address, or null unless the job is an id and start and end are real days in order, not in the future. */
export function parseSpreadQuery(jobId: string | undefined, start: string | null, end: string | null, now: Date = new Date()): SpreadQuery | null {
  const id = Number(jobId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const range = reportRange(start, end, now);
  if (!range) return null;
  return { jobId: id, start: range.start, end: range.end };
}
