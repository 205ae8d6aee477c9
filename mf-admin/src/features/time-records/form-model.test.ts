import { COPY_PREFIX, localIso, timeRecordCopyLink, type Production } from '@groundwork/shared/domain';
import { EMPTY_VALUES, buildBody, computeHours, prefillFromQuery, valuesFromRecord } from './form-model';

const record = (over: Partial<Production> = {}): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: localIso('2025-03-04', '07:00'), producedEndsAt: localIso('2025-03-04', '15:30'), quantity: 8, description: 'Pipe',
  isApproved: null, exportedAt: null, isLunchbreakTaken: null, invoiceStatus: 'N/A', productionEquipments: [], ...over,
});

describe('time record form rules', () => {
  it('computes hours from the in and out times and deducts half an hour for lunch', () => {
    const day = { date: '2025-03-04', timeIn: '07:00', timeOut: '15:30' };
    expect(computeHours({ ...day, lunch: false })).toEqual({ hours: 8.5, overnight: false });
    expect(computeHours({ ...day, lunch: true })).toEqual({ hours: 8, overnight: false });
    expect(computeHours({ ...day, timeOut: '', lunch: false }).hours).toBeNull();
  });

  it('treats an out time earlier than the in time as the next day (overnight)', () => {
    expect(computeHours({ date: '2025-03-04', timeIn: '22:00', timeOut: '06:00', lunch: false })).toEqual({ hours: 8, overnight: true });
    const built = buildBody({ ...EMPTY_VALUES, jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: '2025-03-04', timeIn: '22:00', timeOut: '06:00' });
    expect(built.ok && built.body.producedEndsAt?.startsWith('2025-03-05T06:00')).toBe(true);
    expect(built.ok && built.body.quantity).toBe(8);
  });

  it('infers the lunch flag on edit when the span exceeds the hours by exactly half an hour', () => {
    expect(valuesFromRecord(record()).lunch).toBe(true);
    expect(valuesFromRecord(record({ quantity: 8.5 })).lunch).toBe(false);
    expect(valuesFromRecord(record({ isLunchbreakTaken: false })).lunch).toBe(false);
    const v = valuesFromRecord(record());
    expect([v.date, v.timeIn, v.timeOut, v.hours]).toEqual(['2025-03-04', '07:00', '15:30', 8]);
  });

  it('prefills a copy from its link: every value, the (Copy) description and an out time of start plus hours', () => {
    const link = timeRecordCopyLink(record({ quantity: 8, description: 'Pipe' }));
    const values = prefillFromQuery(new URLSearchParams(link.split('?')[1]), [{ id: 2, name: 'Operating', isEquipmentRequired: true }]);
    expect(values).toMatchObject({
      jobId: 3, costCodeId: 9, userId: 5, hours: 8, workTypeId: 2, description: `${COPY_PREFIX}Pipe`,
      date: '2025-03-04', timeIn: '07:00', timeOut: '15:00', lunch: false,
    });
  });

  it('reads the legacy spellings jobId, hours and typeOfWork given as a name', () => {
    const q = new URLSearchParams({ jobId: '4', hours: '6', typeOfWork: 'Labour', description: '(Copy) x' });
    expect(prefillFromQuery(q, [{ id: 7, name: 'Labour', isEquipmentRequired: false }])).toMatchObject({ jobId: 4, hours: 6, workTypeId: 7 });
  });

  it("refuses a record without the required fields with the shared schema's messages", () => {
    const built = buildBody({ ...EMPTY_VALUES, equipment: [{ key: 'k', id: null, equipmentId: null, hoursUsed: null, litersOfFuel: null, notes: '' }] });
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.errors).toMatchObject({
        jobId: 'This field is required.', costCodeId: 'This field is required.', userId: 'This field is required.',
        workTypeId: 'This field is required.', date: 'This field is required.', hours: 'This field is required.',
        'productionEquipments.0.equipmentId': 'This field is required.', 'productionEquipments.0.hoursUsed': 'This field is required.',
      });
    }
  });
});
