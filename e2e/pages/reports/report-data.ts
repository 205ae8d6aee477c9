import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueSuffix } from '../controls';

/**
 * Prepares report data through the API as a given demo login (its own token, whoever the page is signed in as): a
 * crew member of the manager's team (or a subcontractor) on a job, with a week of time records.
 */
export class ApiAs {
  private constructor(private readonly request: APIRequestContext, private readonly token: string) {}

  static async signIn(page: Page, username: string, password: string): Promise<ApiAs> {
    const response = await page.request.post('/auth/login', { data: { username, password, clientKey: 'groundwork-web' } });
    expect(response.ok(), `sign-in of ${username}`).toBe(true);
    return new ApiAs(page.request, ((await response.json()) as { token: string }).token);
  }

  private async send<T>(method: 'get' | 'post' | 'put', path: string, data?: object): Promise<T> {
    const response = await this.request[method](path, { headers: { Authorization: `Bearer ${this.token}` }, data });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  get<T>(path: string): Promise<T> {
    return this.send<T>('get', path);
  }
  post<T>(path: string, data: object): Promise<T> {
    return this.send<T>('post', path, data);
  }
  put<T>(path: string, data: object): Promise<T> {
    return this.send<T>('put', path, data);
  }
}

/** A record as the tests read it back. */
export interface RecordRow {
  id: number;
  userId: number;
  producedAt: string;
  isApproved: boolean | null;
  exportedAt: string | null;
  invoiceStatus: string;
  description: string | null;
}

/** 'YYYY-MM-DD' of the day `n` days from today, in this machine's (and the browser's) time zone. */
export function dayFromToday(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A wall-clock time `daysFromToday` days from today, as ISO with its offset, in the browser's time zone (a test's
 * `timezoneId`, which may not be this machine's).
 */
export function browserLocalIso(page: Page, daysFromToday: number, time: string): Promise<string> {
  return page.evaluate(([n, hhmm]) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    const now = new Date();
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n, h, m);
    const offset = -d.getTimezoneOffset();
    const pad = (v: number) => String(v).padStart(2, '0');
    const sign = offset >= 0 ? '+' : '-';
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(h)}:${pad(m)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  }, [daysFromToday, time] as const);
}

/** A local wall-clock time of a day as ISO with this machine's offset. */
function localIso(day: string, time: string): string {
  const offset = -new Date(`${day}T${time}:00`).getTimezoneOffset();
  const abs = Math.abs(offset);
  return `${day}T${time}:00${offset >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface Crew {
  userId: number;
  name: string;
  records: RecordRow[];
  /** The job, cost code and type of work of their records. */
  jobId: number;
  costCodeId: number;
  workTypeId: number;
}

interface JobWithCodes {
  id: number;
  status: string;
  costCodes?: { id: number; isToTrackEmployeeAndEquipmentTime: boolean }[];
}

/**
 * A new employee (named `${prefix} ${unique}`) managed by `managerUsername`, or a subcontractor, put on an active job,
 * with a time record (07:00 to 15:30, lunch taken, 8 hours) on each of the given days, entered by the admin.
 */
export async function prepareCrew(
  admin: ApiAs,
  options: { prefix: string; days: readonly string[]; managerUsername?: string; isSubcontractor?: boolean; hours?: number },
): Promise<Crew> {
  const suffix = uniqueSuffix();
  const users = await admin.get<{ id: number; username: string }[]>('/api/users');
  const roles = await admin.get<{ id: number; name: string }[]>('/api/roles');
  const workTypes = await admin.get<{ id: number; name: string }[]>('/api/work-types');
  const managerIds = options.managerUsername ? [users.find((u) => u.username === options.managerUsername)!.id] : [];
  const name = `${options.prefix} ${suffix}`;
  const user = await admin.post<{ id: number }>('/api/users', {
    name, employeeCode: `E${suffix}`, workClass: 'LABOUR', email: `${suffix.toLowerCase()}@example.com`,
    username: `crew${suffix.toLowerCase()}`, password: 'demo1234', roleId: roles.find((r) => r.name === 'Worker')!.id,
    isOnPayroll: true, isActive: true, managerIds, isSubcontractor: options.isSubcontractor ?? false,
  });
  const jobs = await admin.get<JobWithCodes[]>('/api/jobs?includeCostCodes=true');
  const job = jobs.find((j) => j.status === 'in_progress' && (j.costCodes ?? []).some((c) => c.isToTrackEmployeeAndEquipmentTime))!;
  const costCode = job.costCodes!.find((c) => c.isToTrackEmployeeAndEquipmentTime)!;
  await admin.post(`/api/jobs/${job.id}/assignments`, { userId: user.id, jobId: job.id, assignment: null });
  const records: RecordRow[] = [];
  const hours = options.hours ?? 8; // whole hours from 07:00, with a half-hour lunch
  for (const [i, day] of options.days.entries()) {
    records.push(await admin.post<RecordRow>(`/api/jobs/${job.id}/productions`, {
      type: 'Time Record', jobId: job.id, costCodeId: costCode.id, userId: user.id, workTypeId: workTypes[0]!.id,
      producedAt: localIso(day, '07:00'), producedEndsAt: localIso(day, `${String(7 + hours).padStart(2, '0')}:30`), quantity: hours, isLunchbreakTaken: true,
      description: `${options.prefix} day ${i + 1} ${suffix}`, productionEquipments: [],
    }));
  }
  return { userId: user.id, name, records, jobId: job.id, costCodeId: costCode.id, workTypeId: workTypes[0]!.id };
}

/** Marks a record exported, as the payroll export does (the admin holds productions.export). */
export async function markExported(admin: ApiAs, id: number): Promise<void> {
  await admin.put(`/api/jobs/productions/${id}`, { exportedAt: new Date().toISOString() });
}
