import { addTimecardLink, COPY_PREFIX, productionEditLink, timeRecordCopyLink, timeRecordEditLink, timeRecordEditNewLink } from './record-links';

describe('record links', () => {
  const record = {
    id: 42, jobId: 3, costCodeId: 9, userId: 5, quantity: 7.5, workTypeId: 2, description: 'Trench & pipe',
    producedAt: '2025-03-04T07:00:00-05:00', producedEndsAt: '2025-03-04T15:00:00-05:00',
  };

  it('copies a record into the add form with every prefill value and the (Copy) prefix', () => {
    const link = timeRecordCopyLink(record);
    expect(link.startsWith('/jobs/time-records/add?')).toBe(true);
    const q = new URLSearchParams(link.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({
      job_id: '3', costCodeId: '9', userId: '5', quantity: '7.5', workType: '2',
      description: `${COPY_PREFIX}Trench & pipe`, producedAt: '2025-03-04T07:00:00-05:00',
    });
  });

  it('prefixes an empty description and leaves out an absent employee and work type', () => {
    const q = new URLSearchParams(timeRecordCopyLink({ ...record, description: null, userId: null, workTypeId: null }, '/time-records/add').split('?')[1]);
    expect(q.get('description')).toBe('(Copy) ');
    expect(q.has('userId')).toBe(false);
    expect(q.has('workType')).toBe(false);
  });

  it('offers Edit New only for a record with an end time', () => {
    expect(timeRecordEditNewLink(record)).toBe('/time-records/42/edit');
    expect(timeRecordEditNewLink({ id: 42, producedEndsAt: null })).toBeNull();
    expect(timeRecordEditLink(42)).toBe('/jobs/time-records/42');
    expect(productionEditLink(42)).toBe('/jobs/productions/42');
  });
});

describe('Add Timecard from a shift', () => {
  it('opens the app form with the request, job, employee and the shift\'s start and end', () => {
    const link = addTimecardLink({ id: 12, jobId: 3, userId: 5, requestAt: '2026-11-24T07:00:00-05:00', requestEndsAt: '2026-11-24T15:30:00-05:00' });
    const [path, query] = link.split('?');
    expect(path).toBe('/app/time-record-form');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      productionRequestId: '12',
      jobId: '3',
      userId: '5',
      producedAt: '2026-11-24T07:00:00-05:00',
      producedEndsAt: '2026-11-24T15:30:00-05:00',
    });
  });
});
