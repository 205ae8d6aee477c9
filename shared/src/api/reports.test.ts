import type { RecordBatchResult } from '@groundwork/shared/domain';
import { answerFetch } from '../../test/fetch';
import { equipmentKeys, listEquipmentUsage } from './equipment';
import { approveProductions, batchSucceeded, listProductions, productionKeys, setInvoiceStatuses } from './productions';

/** Answers every request with `data` and records what was sent. */
const answerWith = (data: unknown) => answerFetch(200, data);

const RESULT: RecordBatchResult = {
  updated: 1,
  results: [{ id: 1, ok: true }, { id: 2, ok: false, status: 409, message: 'This record has been exported and is read-only until its export is reset.' }],
};

describe('the reports client', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the cross-job records with only the filters and flags given', async () => {
    const seen = answerWith([]);
    await listProductions({ producedStartsAt: '2026-11-01', producedEndsAt: '2026-11-07', managerId: 7, includeJob: true, includeCostCodes: false, isForSubcontractor: false });
    expect(seen[0]!.url).toBe('/api/jobs/productions');
    expect(seen[0]!.params).toEqual({ producedStartsAt: '2026-11-01', producedEndsAt: '2026-11-07', managerId: '7', includeJob: 'true' });
  });

  it('posts the batches with the ids and the one change', async () => {
    const seen = answerWith(RESULT);
    expect(await approveProductions([1, 2], null)).toEqual(RESULT);
    await setInvoiceStatuses([3], 'Invoiced');
    expect([seen[0]!.url, seen[0]!.body]).toEqual(['/api/jobs/productions/_approve', { ids: [1, 2], isApproved: null }]);
    expect([seen[1]!.url, seen[1]!.body]).toEqual(['/api/jobs/productions/_invoice', { ids: [3], invoiceStatus: 'Invoiced' }]);
    expect(batchSucceeded(RESULT)).toBe(false);
    expect(batchSucceeded({ updated: 1, results: [{ id: 1, ok: true }] })).toBe(true);
  });

  it('asks the equipment list for its usage in the range', async () => {
    const seen = answerWith([]);
    await listEquipmentUsage({ producedStartsAt: '2026-10-01', producedEndsAt: '2026-10-31' });
    expect(seen[0]!.url).toBe('/api/equipment');
    expect(seen[0]!.params).toEqual({ producedStartsAt: '2026-10-01', producedEndsAt: '2026-10-31', includeEquipmentUsage: 'true' });
  });

  it('keys the reads under their groups, so a batch write invalidates them with productionKeys.all', () => {
    const query = { producedStartsAt: '2026-11-01', producedEndsAt: '2026-11-07' };
    expect(productionKeys.list(query).slice(0, 1)).toEqual(productionKeys.all);
    expect(equipmentKeys.usage(query).slice(0, 1)).toEqual(equipmentKeys.all);
  });
});
