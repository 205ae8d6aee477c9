import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@groundwork/shared/ui';
import * as api from '@groundwork/shared/api';
import { TimeRecordForm } from './TimeRecordForm';
import { localIso, MESSAGES, type Job, type Production } from '@groundwork/shared/domain';
import { httpError } from '../../lib/testing';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobs: jest.fn(),
  listWorkTypes: jest.fn(),
  listEquipment: jest.fn(),
  getProduction: jest.fn(),
  createProduction: jest.fn(),
  updateProduction: jest.fn(),
  findOverlappingTimecard: jest.fn(),
  deleteProduction: jest.fn(),
  previewOvertime: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const job: Job = {
  id: 3, companyId: 1, name: 'J-100', description: 'Main street', status: 'in_progress', location: null, startsAt: null, endsAt: null,
  owner: null, numberOfWorkers: 1, depthDig: null, bc1Call: null, isMaterialHaulingEnabled: false,
  userAssignments: [{ id: 1, companyId: 1, jobId: 3, userId: 5, assignment: null, createdAt: '2025-01-01T00:00:00Z', user: { name: 'Ada Lovelace' } as never }],
  costCodes: [
    { id: 9, companyId: 1, jobId: 3, name: 'CC-TIME', description: 'Labour', quantity: 100, unit: 'h', isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: null, budgetAmount: null },
    { id: 10, companyId: 1, jobId: 3, name: 'CC-PROD', description: 'Pipe', quantity: 100, unit: 'm', isToTrackProduction: true, isToTrackEmployeeAndEquipmentTime: false, isLOA: false, invoicingInformation: null, budgetAmount: null },
  ],
};
const record = (over: Partial<Production> = {}): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: localIso('2025-03-04', '07:00'), producedEndsAt: localIso('2025-03-04', '15:30'), quantity: 8, description: 'Pipe',
  isApproved: null, exportedAt: null, isLunchbreakTaken: null, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [], ...over,
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/time-records/add" element={<TimeRecordForm />} />
            <Route path="/jobs/time-records/add" element={<TimeRecordForm />} />
            <Route path="/time-records/:id/edit" element={<TimeRecordForm />} />
            <Route path="/jobs/:id" element={<p>Job page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getJob.mockResolvedValue(job);
  mocked.listJobs.mockResolvedValue([job]);
  mocked.listWorkTypes.mockResolvedValue([
    { id: 1, name: 'Labour', isEquipmentRequired: false },
    { id: 2, name: 'Operating', isEquipmentRequired: true },
  ]);
  mocked.listEquipment.mockResolvedValue([]);
  mocked.findOverlappingTimecard.mockResolvedValue(null);
  mocked.previewOvertime.mockResolvedValue({ regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, parts: [{ rate: 'regular', hours: 8, rule: 'regular' }] });
});

describe('TimeRecordForm', () => {
  it('computes the hours from the in and out times and shows the overnight notice when out is earlier', async () => {
    renderAt('/time-records/add?job_id=3');
    const timeIn = await screen.findByLabelText('Time In');
    expect(mocked.listJobs).toHaveBeenCalledWith({ excludeDone: false }); // the job picker offers done jobs too (spec 02 §7)
    fireEvent.change(timeIn, { target: { value: '07:00' } });
    fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '15:30' } });
    const date = screen.getByLabelText(/Date$/);
    fireEvent.change(date, { target: { value: '2025-03-04' } });
    fireEvent.blur(date);
    const hours = screen.getByLabelText(/Hours$/) as HTMLInputElement;
    await waitFor(() => expect(hours.value).toBe('8.5'));
    fireEvent.click(screen.getByLabelText('Lunch break taken'));
    await waitFor(() => expect(hours.value).toBe('8'));
    expect(screen.queryByText('Overnight Work')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Time In'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '06:00' } });
    expect(await screen.findByText('Overnight Work')).toBeInTheDocument();
    expect(hours.value).toBe('7.5');
  });

  it('infers the lunch break when editing a record whose span exceeds its hours by half an hour', async () => {
    mocked.getProduction.mockResolvedValue(record());
    renderAt('/time-records/11/edit');
    const lunch = (await screen.findByLabelText('Lunch break taken')) as HTMLInputElement;
    expect(lunch.checked).toBe(true);
    expect((screen.getByLabelText(/Hours$/) as HTMLInputElement).value).toBe('8');
    // The record's work type requires equipment: the equipment section is shown.
    expect(screen.getByRole('button', { name: 'Add Equipment' })).toBeInTheDocument();
  });

  it("says the record's overtime split in words near its hours, and nothing when every hour is regular", async () => {
    mocked.getProduction.mockResolvedValue(record({
      producedEndsAt: localIso('2025-03-04', '17:30'), quantity: 10, regularHours: 8, overtimeHours: 2,
      overtimeParts: [
        { rate: 'regular', hours: 8, rule: 'regular' },
        { rate: 'overtime', hours: 2, rule: 'daily', threshold: 8, source: 'BC ESA s. 40' },
      ],
    }));
    const { unmount } = renderAt('/time-records/11/edit');
    expect(await screen.findByText('Hours: 8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)')).toBeInTheDocument();
    unmount();

    // Policy none: all regular.
    mocked.getProduction.mockResolvedValue(record({ overtimeParts: [{ rate: 'regular', hours: 8, rule: 'regular' }] }));
    renderAt('/time-records/11/edit');
    await screen.findByLabelText('Lunch break taken');
    await waitFor(() => expect(mocked.previewOvertime).toHaveBeenCalled());
    expect(screen.queryByText(/^Hours: /)).not.toBeInTheDocument();
  });

  it('says the edited draft\'s split once the server has split it in the employee\'s week', async () => {
    mocked.getProduction.mockResolvedValue(record({ isLunchbreakTaken: true }));
    mocked.previewOvertime.mockImplementation(async (draft) => (draft.quantity === 10
      ? { regularHours: 8, overtimeHours: 2, doubleTimeHours: 0, parts: [
        { rate: 'regular', hours: 8, rule: 'regular' }, { rate: 'overtime', hours: 2, rule: 'daily', threshold: 8, source: 'BC ESA s. 40' },
      ] }
      : { regularHours: draft.quantity, overtimeHours: 0, doubleTimeHours: 0, parts: [{ rate: 'regular', hours: draft.quantity, rule: 'regular' }] }));
    renderAt('/time-records/11/edit');
    fireEvent.change(await screen.findByLabelText('Time Out'), { target: { value: '17:30' } });
    expect(await screen.findByText('Hours: 8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)')).toBeInTheDocument();
    expect(mocked.previewOvertime).toHaveBeenLastCalledWith({
      id: 11, userId: 5, costCodeId: 9, producedAt: localIso('2025-03-04', '07:00'), producedEndsAt: localIso('2025-03-04', '17:30'), quantity: 10,
      isLunchbreakTaken: true,
    });
    expect(mocked.updateProduction).not.toHaveBeenCalled();
  });

  it('prefills the copy target from its query, description prefixed (Copy)', async () => {
    const url = '/jobs/time-records/add?job_id=3&costCodeId=9&userId=5&quantity=8&workType=1&description=%28Copy%29+Pipe&producedAt=' +
      encodeURIComponent(localIso('2025-03-04', '07:00'));
    renderAt(url);
    expect(await screen.findByDisplayValue('(Copy) Pipe')).toBeInTheDocument();
    expect(screen.getByLabelText('Time In')).toHaveValue('07:00');
    expect(screen.getByLabelText('Time Out')).toHaveValue('15:00');
    expect(screen.getByLabelText(/Hours$/)).toHaveValue(8);
  });

  it("names a record's employee taken off the job's crew since, and its equipment made inactive since (they showed their ids, '24' and '7')", async () => {
    mocked.getProduction.mockResolvedValue(record({
      userId: 24, user: { id: 24, name: 'Ava Thompson' } as never,
      productionEquipments: [{ id: 1, companyId: 1, productionId: 11, equipmentId: 7, hoursUsed: 8, litersOfFuel: null, notes: null, equipment: { id: 7, name: 'TR-601', description: 'Tandem dump', isActive: false } as never }],
    }));
    renderAt('/time-records/11/edit');
    expect(await screen.findByDisplayValue('Ava Thompson')).toBeInTheDocument();
    expect(screen.getByDisplayValue('TR-601 - Tandem dump')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('24')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('7')).not.toBeInTheDocument();
  });

  it("names a record's cost code that no longer tracks employee and equipment time (it showed the cost code's id, '10')", async () => {
    mocked.getProduction.mockResolvedValue(record({ costCodeId: 10 }));
    renderAt('/time-records/11/edit');
    expect(await screen.findByDisplayValue('CC-PROD - Pipe')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('10')).not.toBeInTheDocument();
  });

  it('opens an exported record read-only, with no Save', async () => {
    mocked.getProduction.mockResolvedValue(record({ exportedAt: '2025-03-10T10:00:00Z' }));
    renderAt('/time-records/11/edit');
    expect(await screen.findByText('This record has been exported and is read-only until its export is reset.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Time In')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes the record from its page after the confirmation, then goes to its job', async () => {
    mocked.getProduction.mockResolvedValue(record());
    mocked.deleteProduction.mockResolvedValue({ isSuccessful: true } as never);
    renderAt('/time-records/11/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.confirmDelete('record'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Job page')).toBeInTheDocument();
    expect(mocked.deleteProduction).toHaveBeenCalledWith(11);
  });

  it("shows the overlap message instead of saving when the employee already has a timecard then", async () => {
    mocked.getProduction.mockResolvedValue(record({ isLunchbreakTaken: true }));
    mocked.findOverlappingTimecard.mockResolvedValue(record({ id: 99 }));
    renderAt('/time-records/11/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee already have a timecard for the same period.')).toBeInTheDocument();
    expect(mocked.updateProduction).not.toHaveBeenCalled();
  });

  it("shows the server's messages on quantity and producedEndsAt beside Hours and Time Out", async () => {
    mocked.getProduction.mockResolvedValue(record({ isLunchbreakTaken: true }));
    mocked.updateProduction.mockRejectedValue(httpError(400, {
      statusCode: 400,
      message: 'Validation failed',
      errors: { quantity: MESSAGES.hoursMismatch(8, true), producedEndsAt: MESSAGES.endAfterStart },
    }));
    renderAt('/time-records/11/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Hours$/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.hoursMismatch(8, true))));
    expect(screen.getByLabelText(/Hours$/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Time Out')).toHaveAccessibleDescription(MESSAGES.endAfterStart);
    expect(mocked.updateProduction).toHaveBeenCalledTimes(1);
  });
});
