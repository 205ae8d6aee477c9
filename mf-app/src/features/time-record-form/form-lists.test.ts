import { QueryClient } from '@tanstack/react-query';
import * as api from '@groundwork/shared/api';
import { formLists, readFormLists } from './form-lists';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobs: jest.fn(),
  listWorkTypes: jest.fn(),
  listEquipment: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

afterEach(() => jest.useRealTimers());

it("keeps the lists read ahead in the cache while no form shows them, past react-query's 5 minutes (the drive to the site)", async () => {
  jest.useFakeTimers();
  mocked.listJobs.mockResolvedValue([{ id: 3, status: 'in_progress', userAssignments: [{ userId: 5 }] }] as never);
  mocked.listWorkTypes.mockResolvedValue([{ id: 2, name: 'General Labour' }] as never);
  mocked.listEquipment.mockResolvedValue([]);
  mocked.getJob.mockResolvedValue({ id: 3, costCodes: [{ id: 9 }] } as never);
  const client = new QueryClient();
  await readFormLists(client, 5);
  jest.advanceTimersByTime(60 * 60_000);
  for (const list of [formLists.pickerJobs(), formLists.workTypes(), formLists.equipment(), formLists.job(3)]) {
    expect(client.getQueryData(list.queryKey)).toBeDefined();
  }
});
