/**
 * The time record form's values and the rules between them: hours from in/out times (shared hoursWorked and
 * resolveShift), lunch inferred on edit (shared inferLunchTaken), the query prefill of the add and copy links,
 * and the body sent to the API (validated by the shared timeRecordSchema).
 */
import {
  addDays, checkRecordedHours, hoursWorked, inferLunchTaken, localDay, localIso, recordedHoursErrors, resolveShift, round2,
  type CostCode, type Production, type ProductionRequest, type WorkType,
} from '@groundwork/shared/domain';
import { fieldErrors, timeRecordSchema, withoutMessages, type OvertimePreviewInput, type TimeRecordInput } from '@groundwork/shared/validation';

export interface EquipmentLine {
  /** Stable React key of the row. */
  key: string;
  id: number | null;
  equipmentId: number | null;
  hoursUsed: number | null;
  litersOfFuel: number | null;
  notes: string;
}

export interface TimeRecordValues {
  jobId: number | null;
  userId: number | null;
  costCodeId: number | null;
  workTypeId: number | null;
  /** 'YYYY-MM-DD' */
  date: string | null;
  /** 'HH:mm' or '' */
  timeIn: string;
  timeOut: string;
  lunch: boolean;
  /** Hours: computed from the times when both are set, typed otherwise. */
  hours: number | null;
  description: string;
  equipment: EquipmentLine[];
  productionRequestId: number | null;
}

export const EMPTY_VALUES: TimeRecordValues = {
  jobId: null, userId: null, costCodeId: null, workTypeId: null, date: null, timeIn: '', timeOut: '', lunch: false,
  hours: null, description: '', equipment: [], productionRequestId: null,
};

let lineCounter = 0;
export function newLine(from: Partial<EquipmentLine> = {}): EquipmentLine {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, id: null, equipmentId: null, hoursUsed: null, litersOfFuel: null, notes: '', ...from };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Splits an ISO instant into the local day and 'HH:mm' the user sees. */
export function splitIso(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return { date: localDay(d), time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

export interface ComputedHours {
  /** Null when the in or out time is missing. */
  hours: number | null;
  /** The out time is earlier than the in time: it is the next day ('Overnight Work'). */
  overnight: boolean;
}

/** Hours worked from the in and out times of the day, minus lunch; the out time moves to the next day when earlier. */
export function computeHours(v: Pick<TimeRecordValues, 'date' | 'timeIn' | 'timeOut' | 'lunch'>): ComputedHours {
  if (!v.date || !v.timeIn || !v.timeOut) return { hours: null, overnight: false };
  const start = localIso(v.date, v.timeIn);
  const end = localIso(v.date, v.timeOut);
  return { hours: hoursWorked(start, end, v.lunch), overnight: resolveShift(start, end).overnight };
}

/** The ISO start and end of the shift (end on the next day when overnight), or null without times. */
export function shiftBounds(v: Pick<TimeRecordValues, 'date' | 'timeIn' | 'timeOut'>): { start: string; end: string | null } | null {
  if (!v.date) return null;
  const start = localIso(v.date, v.timeIn || '00:00');
  if (!v.timeIn || !v.timeOut) return { start, end: null };
  let end = localIso(v.date, v.timeOut);
  if (resolveShift(start, end).overnight) end = localIso(addDays(v.date, 1), v.timeOut);
  return { start, end };
}

const num = (s: string | null): number | null => {
  if (s === null || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** Adds hours to an 'HH:mm' time of day (wrapping past midnight). */
function addHoursToTime(time: string, hours: number): string {
  const [h, m] = time.split(':').map(Number);
  const minutes = (((h ?? 0) * 60 + (m ?? 0) + Math.round(hours * 60)) % 1440 + 1440) % 1440;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Values given by an add or copy link, or the field app's link from a scheduled shift (productionRequestId, jobId,
 * userId, producedAt, producedEndsAt: the shift's times become the in and out times). Both spellings are read: job_id or jobId, quantity or hours, workType or
 * typeOfWork (a work type id, or its name). With a start time and hours, the out time is the start plus the hours.
 */
export function prefillFromQuery(params: URLSearchParams, workTypes: readonly WorkType[] = []): Partial<TimeRecordValues> {
  const out: Partial<TimeRecordValues> = {};
  const jobId = num(params.get('job_id') ?? params.get('jobId'));
  if (jobId !== null) out.jobId = jobId;
  const costCodeId = num(params.get('costCodeId'));
  if (costCodeId !== null) out.costCodeId = costCodeId;
  const userId = num(params.get('userId'));
  if (userId !== null) out.userId = userId;
  const hours = num(params.get('quantity') ?? params.get('hours'));
  if (hours !== null) out.hours = hours;
  const workType = params.get('workType') ?? params.get('typeOfWork');
  if (workType) {
    const byId = num(workType);
    const match = byId !== null ? workTypes.find((w) => w.id === byId) : workTypes.find((w) => w.name === workType);
    if (match) out.workTypeId = match.id;
    else if (byId !== null) out.workTypeId = byId;
  }
  const productionRequestId = num(params.get('productionRequestId'));
  if (productionRequestId !== null) out.productionRequestId = productionRequestId;
  const description = params.get('description');
  if (description !== null) out.description = description;
  const producedAt = params.get('producedAt');
  if (producedAt && !Number.isNaN(new Date(producedAt).getTime())) {
    if (/T\d{2}:\d{2}/.test(producedAt)) {
      const { date, time } = splitIso(producedAt);
      out.date = date;
      out.timeIn = time;
      const producedEndsAt = params.get('producedEndsAt');
      if (producedEndsAt && /T\d{2}:\d{2}/.test(producedEndsAt) && !Number.isNaN(new Date(producedEndsAt).getTime())) {
        out.timeOut = splitIso(producedEndsAt).time;
      } else if (hours !== null) {
        out.timeOut = addHoursToTime(time, hours);
        out.lunch = false;
      }
    } else {
      out.date = producedAt.slice(0, 10);
    }
  }
  return out;
}

/** The form's values for an existing record; an unset lunch flag is inferred from its span and hours. */
export function valuesFromRecord(record: Production): TimeRecordValues {
  const start = splitIso(record.producedAt);
  const end = record.producedEndsAt ? splitIso(record.producedEndsAt) : null;
  const lunch = record.producedEndsAt
    ? inferLunchTaken(record.producedAt, record.producedEndsAt, record.quantity, record.isLunchbreakTaken)
    : Boolean(record.isLunchbreakTaken);
  return {
    jobId: record.jobId,
    userId: record.userId,
    costCodeId: record.costCodeId,
    workTypeId: record.workTypeId,
    date: start.date,
    timeIn: end ? start.time : '',
    timeOut: end ? end.time : '',
    lunch,
    hours: record.quantity,
    description: record.description ?? '',
    equipment: (record.productionEquipments ?? []).map((l) =>
      newLine({ id: l.id, equipmentId: l.equipmentId, hoursUsed: l.hoursUsed, litersOfFuel: l.litersOfFuel, notes: l.notes ?? '' }),
    ),
    productionRequestId: record.productionRequestId,
  };
}

/** Form field that shows a body field's message. */
const FIELD_OF: Record<string, string> = {
  producedAt: 'date', quantity: 'hours', producedEndsAt: 'timeOut',
};

/**
 * The body's per-field messages (the shared schema's, or the server's: e.g. hours that do not match the in and out
 * times on quantity, an empty span on producedEndsAt) keyed by the form field that shows them; the first wins.
 */
export function formFieldErrors(bodyErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(bodyErrors)) {
    const field = FIELD_OF[key] ?? key;
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The fields of the shift's times: the hours are computed from them, and a message on one may be righted by another. */
const TIME_FIELDS: readonly string[] = ['date', 'timeIn', 'timeOut', 'lunch', 'hours'];

/**
 * The messages still to show once `patch` has changed the form: a changed field's message goes (the next Preview or
 * Save checks it again), a change of one time field takes the messages of all of them, and a change of the equipment
 * lines takes theirs; the others stay.
 */
export function errorsAfterChange(errors: Record<string, string>, patch: Partial<TimeRecordValues>): Record<string, string> {
  const changed = new Set(Object.keys(patch));
  if (TIME_FIELDS.some((field) => changed.has(field))) for (const field of TIME_FIELDS) changed.add(field);
  return withoutMessages(errors, (key) => changed.has(key) || (changed.has('equipment') && key.startsWith('productionEquipments.')));
}

/** Splits the body's 'productionEquipments.0.hoursUsed' messages off for the equipment lines ('0.hoursUsed'). */
export function splitErrors(errors: Record<string, string>): { form: Record<string, string>; lines: Record<string, string> } {
  const form: Record<string, string> = {};
  const lines: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (k.startsWith('productionEquipments.')) lines[k.slice('productionEquipments.'.length)] = v;
    else form[k] = v;
  }
  return { form, lines };
}

export type BuildResult = { ok: true; body: TimeRecordInput } | { ok: false; errors: Record<string, string> };

/**
 * Validates the values with the shared timeRecordSchema and the server's in and out times rule (checkRecordedHours)
 * and builds the API body, or the per-field messages. A leave of absence cost code takes a date and typed hours,
 * without in and out times.
 */
export function buildBody(v: TimeRecordValues, options: { leaveOfAbsence?: boolean } = {}): BuildResult {
  if (options.leaveOfAbsence) v = { ...v, timeIn: '', timeOut: '', lunch: false };
  const bounds = shiftBounds(v);
  const computed = computeHours(v);
  const raw = {
    type: 'Time Record' as const,
    jobId: v.jobId,
    costCodeId: v.costCodeId,
    userId: v.userId,
    workTypeId: v.workTypeId,
    producedAt: bounds?.start ?? '',
    producedEndsAt: bounds?.end ?? null,
    quantity: computed.hours ?? v.hours,
    description: v.description,
    isLunchbreakTaken: bounds?.end ? v.lunch : null,
    productionRequestId: v.productionRequestId,
    productionEquipments: v.equipment.map((l) => ({
      ...(l.id ? { id: l.id } : {}),
      equipmentId: l.equipmentId,
      hoursUsed: l.hoursUsed,
      litersOfFuel: l.litersOfFuel,
      notes: l.notes,
    })),
  };
  const parsed = timeRecordSchema.safeParse(raw);
  // The in and out times by the server's own rule and message (equal ones are refused, not previewed as 0 h).
  const span = bounds?.end ? checkRecordedHours(bounds.start, bounds.end, computed.hours ?? 0, v.lunch) : null;
  if (parsed.success && span?.ok !== false) return { ok: true, body: { ...parsed.data, quantity: round2(parsed.data.quantity) } };
  const refused = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(span?.ok === false ? recordedHoursErrors(span) : {}) };
  return { ok: false, errors: formFieldErrors(refused) };
}

/** What the overtime preview needs of a body: the employee, times, hours and cost code, and the record it edits. */
export function overtimeDraft(body: TimeRecordInput, recordId: number | null): OvertimePreviewInput {
  const { userId, costCodeId, producedAt, producedEndsAt, quantity, isLunchbreakTaken } = body;
  return { userId, costCodeId, producedAt, producedEndsAt, quantity, isLunchbreakTaken, id: recordId };
}

/** Equipment lines show when the chosen work type requires equipment or the record already has some. */
export function showsEquipment(workType: WorkType | undefined, lines: readonly EquipmentLine[]): boolean {
  return Boolean(workType?.isEquipmentRequired) || lines.length > 0;
}

/** A leave of absence cost code (isLOA): the record is a date and hours, without in and out times. */
export function isLeaveOfAbsence(costCodes: readonly Pick<CostCode, 'id' | 'isLOA'>[], costCodeId: number | null): boolean {
  return costCodes.some((c) => c.id === costCodeId && c.isLOA);
}

/** The days a timecard for this scheduled shift may be dated: the request's start and end days. */
export function requestDayLimits(request: Pick<ProductionRequest, 'requestAt' | 'requestEndsAt'> | null | undefined): { min?: string; max?: string } {
  if (!request) return {};
  return { min: localDay(new Date(request.requestAt)), max: localDay(new Date(request.requestEndsAt)) };
}

/**
 * Whether the in and out times fall outside the scheduled shift ('Hours Out of Schedule': a supervisor reviews
 * them). False without a shift or without both times.
 */
export function isOutOfSchedule(
  v: Pick<TimeRecordValues, 'date' | 'timeIn' | 'timeOut'>,
  request: Pick<ProductionRequest, 'requestAt' | 'requestEndsAt'> | null | undefined,
): boolean {
  const bounds = shiftBounds(v);
  if (!request || !bounds?.end) return false;
  const start = new Date(bounds.start).getTime();
  const end = new Date(bounds.end).getTime();
  return start < new Date(request.requestAt).getTime() || end > new Date(request.requestEndsAt).getTime();
}
