import {
  companySchema, costCodeCreateSchema, crewBuildSchema, shiftTimesSchema, equipmentSchema, fieldErrors, jobSchema, roleSchema, timeRecordSchema,
  requiredTimestamp, userCreateFormSchema, userCreateSchema, userUpdateSchema, productionRequestSchema,
  productionRequestUpdateSchema, productionRequestBatchSchema, recordApprovalBatchSchema,
} from './index';
import { z } from 'zod';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
}

const validUser = {
  name: 'Ana Souza', employeeCode: 'E100', workClass: 'LABOUR', email: 'ana@example.com', username: 'asouza',
  password: 'secret1', roleId: 3, isOnPayroll: true, isActive: true,
};

describe('user rules', () => {
  it('accepts a valid user and strips unknown fields', () => {
    const r = userCreateSchema.safeParse({ ...validUser, isAdmin: true, companyId: 99 });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('isAdmin');
    expect(r.data).not.toHaveProperty('companyId');
  });
  it('gives the spec messages', () => {
    const e = errorsOf(userCreateSchema, { ...validUser, name: '', email: 'nope', username: 'abc', password: '12345', workClass: undefined });
    expect(e).toMatchObject({
      name: 'This field is required.',
      email: 'Please input a valid email.',
      username: 'Value must not be less than 5 characters.',
      password: 'Value must not be less than 6 characters.',
      workClass: 'This field is required.',
    });
  });
  it('limits name to 30, employee code and union to 9, username and password to 24', () => {
    const e = errorsOf(userCreateSchema, {
      ...validUser, name: 'x'.repeat(31), employeeCode: 'x'.repeat(10), union: 'x'.repeat(10),
      username: 'x'.repeat(25), password: 'x'.repeat(25),
    });
    expect(e).toEqual({
      name: 'Value must not exceed 30 characters.', employeeCode: 'Value must not exceed 9 characters.',
      union: 'Value must not exceed 9 characters.', username: 'Value must not exceed 24 characters.',
      password: 'Value must not exceed 24 characters.',
    });
    expect(errorsOf(userCreateSchema, { ...validUser, name: 'x'.repeat(30), employeeCode: 'x'.repeat(9) })).toEqual({});
  });
  it('names an unknown option as such, and a missing one as required', () => {
    expect(errorsOf(userCreateSchema, { ...validUser, workClass: 'ASTRONAUT', employmentType: 'Sometimes', payType: 'Gold', carType: 'Horse' })).toEqual({
      workClass: 'Please select one of the options.', employmentType: 'Please select one of the options.',
      payType: 'Please select one of the options.', carType: 'Please select one of the options.',
    });
    expect(errorsOf(userCreateSchema, { ...validUser, workClass: '' })).toEqual({ workClass: 'This field is required.' });
  });

  it('requires the password only on create', () => {
    const { password: _p, ...noPassword } = validUser;
    expect(errorsOf(userCreateSchema, noPassword)).toEqual({ password: 'This field is required.' });
    expect(errorsOf(userUpdateSchema, noPassword)).toEqual({});
    expect(userUpdateSchema.parse({ ...noPassword, password: '' }).password).toBeUndefined();
  });
  it('checks that the confirmation matches', () => {
    expect(errorsOf(userCreateFormSchema, { ...validUser, confirmPassword: 'other1' })).toEqual({
      confirmPassword: 'The two passwords that you entered do not match!',
    });
  });
});

describe('job, equipment, cost code, company and role rules', () => {
  it('requires job name and description within 9 and 30, defaults workers to 1', () => {
    expect(errorsOf(jobSchema, {})).toEqual({ name: 'This field is required.', description: 'This field is required.' });
    expect(errorsOf(jobSchema, { name: '1234567890', description: 'x'.repeat(31) })).toEqual({
      name: 'Value must not exceed 9 characters.', description: 'Value must not exceed 30 characters.',
    });
    expect(errorsOf(jobSchema, { name: 'J-1', description: 'Road', startsAt: '2026-05-02', endsAt: '2026-05-01' })).toEqual({
      endsAt: 'The end date cannot be before the start date.',
    });
    expect(errorsOf(jobSchema, { name: 'J-1', description: 'Road', startsAt: '2026-05-02', endsAt: '2026-05-02' })).toEqual({});
    for (const numberOfWorkers of [0, -3, 2.5, 'many']) {
      expect(errorsOf(jobSchema, { name: 'J-1', description: 'Road', numberOfWorkers })).toEqual({
        numberOfWorkers: 'Please enter the number of workers as a whole number, 1 or more.',
      });
    }
    const job = jobSchema.parse({ name: 'J-1', description: 'Road' });
    expect(job.numberOfWorkers).toBe(1);
    expect(job.status).toBeUndefined();
  });
  it('uses the equipment description message, YYYY year, YYYY-MM end of term and Owned by default', () => {
    const e = errorsOf(equipmentSchema, { name: 'EX-1', equipmentCategoryId: 1, class: 'Excavator', year: '95', endOfTerm: '2026-13' });
    expect(e).toEqual({
      description: 'Enter short description for the equipment.',
      year: 'Please enter the year as YYYY.',
      endOfTerm: 'Please enter the end of term as YYYY-MM.',
    });
    const eq = equipmentSchema.parse({ name: 'EX-1', description: 'Excavator', equipmentCategoryId: '2', class: 'Excavator', year: '2019' });
    expect(eq).toMatchObject({ ownershipType: 'Owned', year: 2019, equipmentCategoryId: 2, isActive: true });
    expect(errorsOf(equipmentSchema, { name: 'EX-1', description: 'x', equipmentCategoryId: 1, class: 'Spaceship' })).toEqual({
      class: 'Please select one of the options.',
    });
    expect(errorsOf(equipmentSchema, { name: 'EX-1', description: 'x', equipmentCategoryId: 1 })).toEqual({ class: 'This field is required.' });
  });
  it('requires cost code job, name (20), quantity and unit; description up to 60', () => {
    expect(errorsOf(costCodeCreateSchema, { description: 'x'.repeat(61) })).toEqual({
      jobId: 'This field is required.', name: 'This field is required.', description: 'Value must not exceed 60 characters.',
      quantity: 'This field is required.', unit: 'This field is required.',
    });
    expect(errorsOf(costCodeCreateSchema, { jobId: 1, name: 'x'.repeat(21), quantity: '', unit: 'm' })).toEqual({
      name: 'Value must not exceed 20 characters.', quantity: 'This field is required.',
    });
  });
  it('says a quantity that is not a number is not a number, and an absent or blank one is required', () => {
    const code = { jobId: 1, name: 'PIPE', unit: 'm' };
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: 'lots' })).toEqual({ quantity: 'Please enter a number.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: true })).toEqual({ quantity: 'Please enter a number.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: Number.NaN })).toEqual({ quantity: 'Please enter a number.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: null })).toEqual({ quantity: 'This field is required.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: ' ' })).toEqual({ quantity: 'This field is required.' });
    expect(costCodeCreateSchema.parse({ ...code, quantity: ' 12.5 ' }).quantity).toBe(12.5);
  });
  it('limits the payroll header to 9 and accepts only image logos', () => {
    expect(errorsOf(companySchema, { name: 'A', description: 'B', payrollHeader: '1234567890', logo: 'data:text/html;base64,PGgxPg==' })).toEqual({
      payrollHeader: 'Value must not exceed 9 characters.',
      logo: 'The logo must be an image (PNG, JPEG, GIF, WebP or SVG).',
    });
    expect(errorsOf(companySchema, { name: 'A', description: 'B', payrollHeader: 'ADMIN', logo: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({});
  });
  it('accepts only known permissions on a role', () => {
    expect(errorsOf(roleSchema, { name: 'R', description: 'D', permissions: [{ name: 'jobs.read' }] })).toEqual({});
    expect(errorsOf(roleSchema, { name: 'R', description: 'D', permissions: [{ name: 'root' }] })).toEqual({
      'permissions.0.name': 'Unknown permission.',
    });
  });
});

describe('time record rules', () => {
  const base = { type: 'Time Record', jobId: 1, costCodeId: 2, userId: 3, workTypeId: 4, producedAt: '2026-03-02T07:00:00-05:00', quantity: 8 };
  it('requires job, cost code, employee, type of work, date and hours', () => {
    expect(errorsOf(timeRecordSchema, { type: 'Time Record' })).toEqual({
      jobId: 'This field is required.', costCodeId: 'This field is required.', userId: 'This field is required.',
      workTypeId: 'This field is required.', producedAt: 'This field is required.', quantity: 'This field is required.',
    });
  });
  it('refuses a date in the future', () => {
    expect(errorsOf(timeRecordSchema, { ...base, producedAt: '2999-01-01T07:00:00Z' })).toEqual({ producedAt: 'The date cannot be in the future.' });
  });
  it('requires equipment and hours on each equipment line; fuel and notes optional', () => {
    expect(errorsOf(timeRecordSchema, { ...base, productionEquipments: [{ litersOfFuel: 10 }] })).toEqual({
      'productionEquipments.0.equipmentId': 'This field is required.',
      'productionEquipments.0.hoursUsed': 'This field is required.',
    });
    expect(errorsOf(timeRecordSchema, { ...base, productionEquipments: [{ equipmentId: 5, hoursUsed: 3 }] })).toEqual({});
  });
  it("refuses negative fuel on the fuel's field (the database refused it with 'One of the values has an invalid format.' and no field)", () => {
    expect(errorsOf(timeRecordSchema, { ...base, productionEquipments: [{ equipmentId: 5, hoursUsed: 3, litersOfFuel: -20 }] })).toEqual({
      'productionEquipments.0.litersOfFuel': 'Fuel cannot be negative.',
    });
    expect(errorsOf(timeRecordSchema, { ...base, productionEquipments: [{ equipmentId: 5, hoursUsed: 3, litersOfFuel: 0 }] })).toEqual({});
  });
});

describe('maxima the database columns hold', () => {
  it('gives a field message instead of a database error for over-long optional fields', () => {
    expect(errorsOf(userCreateSchema, { ...validUser, mobile: '1'.repeat(31), email: `${'a'.repeat(250)}@x.com` })).toEqual({
      mobile: 'Value must not exceed 30 characters.',
      email: 'Value must not exceed 254 characters.',
    });
    expect(errorsOf(equipmentSchema, {
      name: 'EX-1', description: 'x', equipmentCategoryId: 1, class: 'Excavator', make: 'm'.repeat(61), licensePlate: 'p'.repeat(21),
    })).toEqual({ make: 'Value must not exceed 60 characters.', licensePlate: 'Value must not exceed 20 characters.' });
    expect(errorsOf(jobSchema, { name: 'J', description: 'D', owner: 'o'.repeat(101), bc1Call: 'b'.repeat(61) })).toEqual({
      owner: 'Value must not exceed 100 characters.', bc1Call: 'Value must not exceed 60 characters.',
    });
  });
});

describe('timestamps', () => {
  it('accepts a day or an ISO timestamp and names anything else', () => {
    expect(requiredTimestamp().safeParse('2026-03-02T07:00:00-05:00').success).toBe(true);
    expect(requiredTimestamp().safeParse('2026-03-02').success).toBe(true);
    expect(errorsOf(z.object({ at: requiredTimestamp() }), { at: 'March 3' })).toEqual({ at: 'Please enter a valid date and time.' });
    expect(errorsOf(z.object({ at: requiredTimestamp() }), {})).toEqual({ at: 'This field is required.' });
  });

  it('refuses days the calendar does not have, which JavaScript would roll over to another day', () => {
    for (const at of ['2025-02-29T07:00:00-05:00', '2025-02-30', '2025-13-01', '2025-04-31T08:00', '0000-01-01', '2025-00-10']) {
      expect({ at, errors: errorsOf(z.object({ at: requiredTimestamp() }), { at }) }).toEqual({ at, errors: { at: 'Please enter a valid date and time.' } });
    }
    expect(requiredTimestamp().safeParse('2024-02-29T07:00:00-05:00').success).toBe(true);
    expect(errorsOf(jobSchema, { name: 'J', description: 'D', startsAt: '2025-02-30', endsAt: '2025-19-01' })).toEqual({
      startsAt: 'This date does not exist.', endsAt: 'This date does not exist.',
    });
    expect(errorsOf(jobSchema, { name: 'J', description: 'D', startsAt: '2025-2-3' })).toEqual({ startsAt: 'Please enter a date as YYYY-MM-DD.' });
  });
});

describe('numbers', () => {
  it('refuses a number its column cannot hold, with the field message', () => {
    const code = { jobId: 1, name: 'C', unit: 'm' };
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: 1e12 })).toEqual({ quantity: 'Please enter a number with at most 12 digits before the decimal point.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: 999999999999.99 })).toEqual({});
    // A contract quantity is 0 or more: percent complete divides by it.
    expect(errorsOf(costCodeCreateSchema, { ...code, quantity: -0.01 })).toEqual({ quantity: 'Please enter a number of 0 or more.' });
    expect(errorsOf(equipmentSchema, { name: 'EX', description: 'D', equipmentCategoryId: 1, class: 'Excavator', startingHours: '1e300' }))
      .toEqual({ startingHours: 'Please enter a number with at most 10 digits before the decimal point.' });
    expect(errorsOf(timeRecordSchema.shape.productionEquipments, [{ equipmentId: 1, hoursUsed: 999999.995 }]))
      .toEqual({ '0.hoursUsed': 'Please enter a number with at most 6 digits before the decimal point.' });
  });
});

describe('ids', () => {
  const code = { name: 'C', quantity: 1, unit: 'm' };
  it('refuses an id no integer column holds, saying what is wrong with it (it said "This field is required.")', () => {
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: 2147483648 })).toEqual({ jobId: 'Value must be at most 2147483647.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: '2147483648' })).toEqual({ jobId: 'Value must be at most 2147483647.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: 0 })).toEqual({ jobId: 'Value must be at least 1.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: -4 })).toEqual({ jobId: 'Value must be at least 1.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: 2.5 })).toEqual({ jobId: 'Please give an id: a whole number, 1 or more.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: 'J-100' })).toEqual({ jobId: 'Please give an id: a whole number, 1 or more.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: 2147483647 })).toEqual({});
  });
  it('keeps "This field is required." for an absent or blank id, and a field\'s own message where it has one', () => {
    expect(errorsOf(costCodeCreateSchema, code)).toEqual({ jobId: 'This field is required.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: '' })).toEqual({ jobId: 'This field is required.' });
    expect(errorsOf(costCodeCreateSchema, { ...code, jobId: null })).toEqual({ jobId: 'This field is required.' });
    expect(errorsOf(recordApprovalBatchSchema, { ids: [3, null, 0], isApproved: true }))
      .toEqual({ 'ids.1': 'Please select records by their ids.', 'ids.2': 'Value must be at least 1.' });
  });
  it('refuses a manager id no integer column holds', () => {
    expect(Object.keys(errorsOf(userCreateSchema, { ...validUser, managerIds: [1e12] }))).toEqual(['managerIds.0']);
  });
});

describe('schedule (production request) rules', () => {
  const shift = { userId: 4, requestAt: '2026-03-02T07:00:00-05:00', requestEndsAt: '2026-03-02T15:30:00-05:00' };
  it('accepts a day shift and an overnight one (end earlier than start), and strips requestedById', () => {
    const r = productionRequestSchema.safeParse({ ...shift, requestedById: 9 });
    expect(r.success && r.data).toEqual(shift);
    expect(errorsOf(productionRequestSchema, { ...shift, requestAt: '2026-03-02T22:00:00-05:00', requestEndsAt: '2026-03-02T06:00:00-05:00' })).toEqual({});
  });
  it('refuses an end equal to the start with the spec message, and a shift over 24 hours', () => {
    expect(errorsOf(productionRequestUpdateSchema, { requestAt: shift.requestAt, requestEndsAt: shift.requestAt })).toEqual({ requestEndsAt: 'End time must be after start time!' });
    expect(errorsOf(productionRequestUpdateSchema, { requestAt: shift.requestAt, requestEndsAt: '2026-03-04T07:00:00-05:00' })).toEqual({ requestEndsAt: 'A shift cannot be longer than 24 hours.' });
  });
  it('needs at least one shift in a batch, each valid', () => {
    expect(errorsOf(productionRequestBatchSchema, { requests: [] })).toEqual({ requests: 'Add at least one crew member and day.' });
    expect(errorsOf(productionRequestBatchSchema, { requests: [shift, { ...shift, userId: '' }] })).toEqual({ 'requests.1.userId': 'This field is required.' });
  });
});

describe('crew schedule forms', () => {
  const build = { startDay: '2026-11-22', endDay: '2026-11-28', jobId: 4, userIds: [7], startTime: '07:00', endTime: '15:30' };

  it('accepts a crew build, an overnight one too', () => {
    expect(errorsOf(crewBuildSchema, build)).toEqual({});
    expect(errorsOf(crewBuildSchema, { ...build, startTime: '22:00', endTime: '06:00' })).toEqual({});
  });

  it('asks for the range, the job, the crew and the times with the spec\'s messages', () => {
    expect(errorsOf(crewBuildSchema, { userIds: [] })).toEqual({
      startDay: 'Please select start range!',
      endDay: 'Please select end range!',
      jobId: 'This field is required.',
      userIds: 'This field is required.',
      startTime: 'This field is required.',
      endTime: 'This field is required.',
    });
    expect(errorsOf(crewBuildSchema, { ...build, endTime: '' })).toEqual({ endTime: 'This field is required.' });
  });

  it('refuses an end day before the start day and equal in and out times', () => {
    expect(errorsOf(crewBuildSchema, { ...build, endDay: '2026-11-21' })).toEqual({ endDay: 'The end date cannot be before the start date.' });
    expect(errorsOf(crewBuildSchema, { ...build, endTime: '07:00' })).toEqual({ endTime: 'End time must be after start time!' });
    expect(errorsOf(shiftTimesSchema, { startTime: '07:00', endTime: '07:00' })).toEqual({ endTime: 'End time must be after start time!' });
    expect(errorsOf(shiftTimesSchema, { startTime: '18:00', endTime: '02:00' })).toEqual({});
  });

  it('refuses, on the end of the range, a build of more shifts than one submission takes (before a long preview)', () => {
    const crew = Array.from({ length: 20 }, (_, i) => i + 1);
    // 20 members for 25 days: 500 shifts, the most one submission takes; a 26th day is one day too many.
    expect(errorsOf(crewBuildSchema, { ...build, userIds: crew, startDay: '2026-11-01', endDay: '2026-11-25' })).toEqual({});
    expect(errorsOf(crewBuildSchema, { ...build, userIds: crew, startDay: '2026-11-01', endDay: '2026-11-26' })).toEqual({
      endDay: 'Schedule at most 500 shifts at once.',
    });
  });
});
