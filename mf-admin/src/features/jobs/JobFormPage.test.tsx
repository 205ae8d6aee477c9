import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createJob, listJobs } from '@groundwork/shared/api';
import type { Job } from '@groundwork/shared/domain';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { JobAdd } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  createJob: jest.fn(),
  listJobs: jest.fn(),
}));
const create = createJob as jest.MockedFunction<typeof createJob>;

beforeEach(() => {
  queryClient.clear();
  create.mockReset().mockResolvedValue({ id: 9 } as Job);
  (listJobs as jest.MockedFunction<typeof listJobs>).mockReset().mockResolvedValue([]);
});

function renderForm() {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/jobs/add']}>
        <Routes>
          <Route path="/jobs/add" element={<JobAdd />} />
          <Route path="/jobs/:id" element={<p>Job page</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

it('keeps an end date typed before the start, and Save refuses it with the rule\'s message instead of saving the job without it', async () => {
  const user = renderForm();
  await user.type(screen.getByRole('textbox', { name: /Job No/ }), 'J-77');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Culvert');
  await user.type(screen.getByRole('textbox', { name: 'Start Date' }), '2026-02-01');
  await user.tab();
  const end = screen.getByRole('textbox', { name: 'End Date' });
  await user.type(end, '2026-01-05');
  await user.tab();
  expect(end).toHaveValue('2026-01-05');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  await user.clear(end);
  await user.type(end, '2026-03-05');
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Job page')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ startsAt: '2026-02-01', endsAt: '2026-03-05' }));
});
