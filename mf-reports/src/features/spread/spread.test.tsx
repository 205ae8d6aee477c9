/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getJob, listJobs, listProductions } from '@groundwork/shared/api';
import { addDays, lastDays, localDay, localIso, MESSAGES, type Job, type Production } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { SpreadQuery, SpreadReport, SubcontractorSpreadReport } from './pages';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { reportsCatalogueReady } from '../../i18n';

beforeAll(() => reportsCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobs: jest.fn(),
  listProductions: jest.fn(),
}));
const jobs = listJobs as jest.MockedFunction<typeof listJobs>;
const job = getJob as jest.MockedFunction<typeof getJob>;
const productions = listProductions as jest.MockedFunction<typeof listProductions>;

const JOB = { id: 3, name: 'J-100', description: 'Main street trench' } as Job;
const OTHER = { id: 4, name: 'J-200', description: 'Bridge deck' } as Job;

/** A time record of the job as the API gives it, on a local day and time. */
function record(id: number, day: string, hours: number, user: [number, string], costCode: [number, string], lines: Array<[number, string, number]> = []): Production {
  return {
    id, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: costCode[0], userId: user[0], workTypeId: 1, productionRequestId: null,
    producedAt: new Date(localIso(day, '07:00')).toISOString(), producedEndsAt: null, quantity: hours, description: null,
    isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0,
    user: { id: user[0], name: user[1] } as Production['user'],
    costCode: { id: costCode[0], name: costCode[1], description: 'Trenching' } as Production['costCode'],
    productionEquipments: lines.map(([equipmentId, name, hoursUsed], i) => ({
      id: id * 10 + i, productionId: id, equipmentId, hoursUsed, litersOfFuel: 50, notes: null,
      equipment: { id: equipmentId, name, description: 'Excavator' } as never,
    })),
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <I18nProvider><ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reports/spread-report" element={<SpreadQuery />} />
          <Route path="/reports/spread-report/:jobId" element={<SpreadReport />} />
          <Route path="/reports/subcontractor-spread-report/:jobId" element={<SubcontractorSpreadReport />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider></I18nProvider>,
  );
}
const location = () => screen.getByRole('status', { hidden: true, name: 'location' }).textContent;

beforeEach(() => {
  queryClient.clear();
  jobs.mockReset().mockResolvedValue([JOB, OTHER]);
  job.mockReset().mockResolvedValue(JOB);
  productions.mockReset().mockResolvedValue([]);
});

describe('the spread report form', () => {
  it('requires a job, opens on the last 7 days and leads to the report of the chosen job and range', async () => {
    const user = userEvent.setup();
    renderAt('/reports/spread-report');
    const week = lastDays(7);
    expect(screen.getByLabelText('Date range: start date')).toHaveValue(week.start);
    expect(screen.getByLabelText('Date range: end date')).toHaveValue(week.end);

    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(location()).toBe('/reports/spread-report');

    await user.click(screen.getByRole('combobox', { name: 'Job' }));
    await user.click(await screen.findByRole('option', { name: 'J-100 - Main street trench' }));
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(location()).toBe(`/reports/spread-report/3?start=${week.start}&end=${week.end}`);
  });

  it('requires the range too, and refuses a day in the future', async () => {
    const user = userEvent.setup();
    renderAt('/reports/spread-report?jobId=4');
    const start = screen.getByLabelText('Date range: start date');
    await user.clear(start);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(location()).toBe('/reports/spread-report?jobId=4');

    await user.type(start, `${addDays(localDay(), 1)}{Enter}`);
    expect(start).not.toHaveValue(addDays(localDay(), 1));
  });

  it('opens the subcontractor spread with the same query', async () => {
    const user = userEvent.setup();
    renderAt('/reports/spread-report?jobId=4&start=2026-03-01&end=2026-03-07');
    expect(screen.getByLabelText('Date range: start date')).toHaveValue('2026-03-01');
    await user.click(screen.getByRole('button', { name: 'View Subcontractors' }));
    expect(location()).toBe('/reports/subcontractor-spread-report/4?start=2026-03-01&end=2026-03-07');
  });
});

describe('the spread report', () => {
  const SAM: [number, string] = [5, 'Sam Worker'];
  const ANA: [number, string] = [6, 'Ana Lopez'];
  const TRENCH: [number, string] = [10, '100'];

  it('spreads the hours over the days with totals per row, per day, per week and for the range', async () => {
    productions.mockResolvedValue([
      record(1, '2026-03-06', 8, SAM, TRENCH, [[7, 'EX-210', 7.5]]),
      record(2, '2026-03-07', 7.25, SAM, TRENCH),
      record(3, '2026-03-09', 0.1, SAM, TRENCH),
      record(4, '2026-03-09', 0.2, ANA, TRENCH, [[7, 'EX-210', 0.2]]),
    ]);
    renderAt('/reports/spread-report/3?start=2026-03-06&end=2026-03-09');
    const table = await screen.findByRole('table', { name: /Spread report: J-100 - Main street trench, 2026-03-06 to 2026-03-09/ });
    expect(productions).toHaveBeenCalledWith(expect.objectContaining({ jobId: 3, type: 'Time Record', includeCostCodes: true, includeProductionEquipment: true }));
    expect(productions.mock.calls[0]![0]).not.toHaveProperty('isForSubcontractor');

    const headers = within(table.querySelector('thead tr') as HTMLElement).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    // Friday and Saturday of one week, Sunday and Monday of the next: a subtotal after each week.
    expect(headers).toEqual([
      'Type', 'Employee / Equipment', 'Cost Code / Description',
      '2026-03-06', '2026-03-07', 'Week 2026-03-01 – 2026-03-07', '2026-03-08', '2026-03-09', 'Week 2026-03-08 – 2026-03-14', 'Total',
    ]);
    const body = table.querySelector('tbody')!;
    const cells = (name: string) =>
      within(within(body).getAllByRole('row').find((r) => within(r).queryByText(name))!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Sam Worker')).toEqual(['Employee', 'Sam Worker', '100 - Trenching', '8.00', '7.25', '15.25', '', '0.10', '0.10', '15.35']);
    expect(cells('Ana Lopez')).toEqual(['Employee', 'Ana Lopez', '100 - Trenching', '', '', '0.00', '', '0.20', '0.20', '0.20']);
    expect(cells('EX-210')).toEqual(['Equipment', 'EX-210', 'Excavator', '7.50', '', '7.50', '', '0.20', '0.20', '7.70']);
    const totals = within(table.querySelector('tfoot tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(totals).toEqual(['Total', '', '', '15.50', '7.25', '22.75', '0.00', '0.50', '0.50', '23.25']);
    expect(screen.getByTestId('employee-hours')).toHaveTextContent('15.55');
    expect(screen.getByTestId('equipment-hours')).toHaveTextContent('7.70');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    // A phone's card (below 600 px) leaves out the days Ana did not work (an empty cell the table marks so), not the
    // weeks' subtotals nor the total, and not her days worked.
    const ana = within(body).getAllByRole('row').find((r) => within(r).queryByText('Ana Lopez'))!;
    const leftOff = Array.from(ana.querySelectorAll('td')).filter((td) => td.getAttribute('data-card-empty') === 'off' && td.childNodes.length === 0);
    expect(leftOff.map((td) => td.getAttribute('data-label'))).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
  });

  it('speaks French: its titles, the weeks and the hours with a decimal comma', async () => {
    productions.mockResolvedValue([record(1, '2026-03-06', 7.25, SAM, TRENCH, [[7, 'EX-210', 7.5]])]);
    await activateLanguage('fr');
    try {
      renderAt('/reports/spread-report/3?start=2026-03-06&end=2026-03-09');
      const table = await screen.findByRole('table', { name: 'Rapport de répartition\u00a0: J-100 - Main street trench, du 2026-03-06 au 2026-03-09' });
      const headers = within(table.querySelector('thead tr') as HTMLElement).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
      expect(headers.slice(0, 3)).toEqual(['Type', 'Employé / Équipement', 'Code de coût / Description']);
      expect(headers).toContain('Semaine du 2026-03-01 au 2026-03-07');
      expect(within(table).getAllByText('Employé', { exact: true }).length).toBeGreaterThan(0);
      expect(screen.getByTestId('employee-hours')).toHaveTextContent('7,25');
      expect(screen.getByText('Heures des employés')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sous-traitants seulement' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('asks for the subcontractors\' records only in the subcontractor variant', async () => {
    productions.mockResolvedValue([record(1, '2026-03-06', 9, SAM, TRENCH)]);
    renderAt('/reports/subcontractor-spread-report/3?start=2026-03-06&end=2026-03-06');
    expect(await screen.findByRole('table', { name: /Subcontractor spread report/ })).toBeInTheDocument();
    expect(productions).toHaveBeenCalledWith(expect.objectContaining({ jobId: 3, isForSubcontractor: true }));
    expect(screen.getByRole('link', { name: 'All Records' })).toHaveAttribute('href', '/reports/spread-report/3?start=2026-03-06&end=2026-03-06');
  });

  it('says No Records Found with Go Back to the form, keeping the query', async () => {
    const user = userEvent.setup();
    renderAt('/reports/spread-report/3?start=2026-03-06&end=2026-03-09');
    expect(await screen.findByText(MESSAGES.noRecordsFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toBe('/reports/spread-report?jobId=3&start=2026-03-06&end=2026-03-09');
  });

  it('asks for a range instead of loading when the address has none or a future one', async () => {
    renderAt(`/reports/spread-report/3?start=2026-03-06&end=${addDays(localDay(), 1)}`);
    expect(await screen.findByText(MESSAGES.selectDateRange)).toBeInTheDocument();
    expect(productions).not.toHaveBeenCalled();
  });
});
