import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getJob, listEquipment, listJobs, listUsers } from '@groundwork/shared/api';
import type { Equipment, Job, User } from '@groundwork/shared/domain';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { JobAddEquipment, JobAssignEmployee } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listEquipment: jest.fn(),
  listJobs: jest.fn(),
  listUsers: jest.fn(),
}));
const mocked = {
  getJob: getJob as jest.MockedFunction<typeof getJob>,
  listEquipment: listEquipment as jest.MockedFunction<typeof listEquipment>,
  listJobs: listJobs as jest.MockedFunction<typeof listJobs>,
  listUsers: listUsers as jest.MockedFunction<typeof listUsers>,
};

const job = (id: number, name: string, description: string, status: Job['status']) =>
  ({ id, companyId: 1, name, description, status, userAssignments: [], equipmentUtilization: [] }) as unknown as Job;
const OPEN = job(1, 'DC24-101', 'Maple Ridge watermain', 'in_progress');
const DONE = job(9, 'DC23-090', 'Pitt Meadows dyke repair', 'done');

beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  // The pickers list the jobs that are not done.
  mocked.listJobs.mockResolvedValue([OPEN]);
  mocked.getJob.mockImplementation(async (id) => (id === DONE.id ? DONE : OPEN));
  mocked.listUsers.mockResolvedValue([{ id: 5, name: 'Sam Worker', employeeCode: 'DC1005' } as User]);
  mocked.listEquipment.mockResolvedValue([{ id: 3, name: 'EX-101', description: 'CAT 320 excavator' } as Equipment]);
});

function renderAt(path: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/jobs/users/add" element={<JobAssignEmployee />} />
          <Route path="/jobs/equipment/add" element={<JobAddEquipment />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

it.each([
  ['Add Employee', '/jobs/users/add?job_id=9'],
  ['Add Equipment', '/jobs/equipment/add?job_id=9'],
])("names a done job that %s on its detail opened the form with (it showed the job's id, '9')", async (_action, path) => {
  renderAt(path);
  expect(await screen.findByDisplayValue('DC23-090 - Pitt Meadows dyke repair')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('9')).not.toBeInTheDocument();
});
