import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type CostCode, type Job } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { NotificationsHost, ThemeProvider } from '@groundwork/shared/ui';
import { AddMaterialHaulingPage } from './AddMaterialHaulingPage';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { reportsCatalogueReady } from '../../i18n';

beforeAll(() => reportsCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobs: jest.fn(),
  createMaterialHauling: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const code = (id: number, name: string, unit: string, production: boolean): CostCode => ({
  id, companyId: 1, jobId: 3, name, description: null, quantity: 1000, unit, isToTrackProduction: production,
  isToTrackEmployeeAndEquipmentTime: !production, isLOA: false, invoicingInformation: null, budgetAmount: null,
});
const job = (id: number, name: string, hauling: boolean, costCodes: CostCode[] = []): Job => ({
  id, companyId: 1, name, description: `${name} site`, status: 'in_progress', location: null, startsAt: null, endsAt: null, owner: null,
  numberOfWorkers: 1, depthDig: null, bc1Call: null, isMaterialHaulingEnabled: hauling, costCodes,
});
const haulingJob = job(3, 'DC24-102', true, [code(10, 'GRAVEL', 't', true), code(11, 'EXC', 'm3', true), code(12, 'LABOUR', 'hr', false)]);
const otherJob = job(4, 'DC24-101', false);

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider><ThemeProvider>
        <NotificationsHost />
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/material-hauling/add" element={<AddMaterialHaulingPage />} />
            <Route path="/material-hauling/material-production-report/:jobId" element={<p>Stockpile page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider></I18nProvider>
    </QueryClientProvider>,
  );
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('combobox', { name: label }).parentElement!.parentElement!;
  await user.click(within(field).getByRole('button', { name: 'Show options' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listJobs.mockResolvedValue([haulingJob, otherJob]);
  mocked.getJob.mockImplementation(async (id) => (id === 3 ? haulingJob : otherJob));
  useSession.setState({ permissions: [PERMISSIONS.MATERIAL_HAULING_ALL, PERMISSIONS.PRODUCTIONS_INVOICE] });
});

describe('Add Material Hauling', () => {
  it("shows 'This field is required.' on job, product and quantity and sends nothing", async () => {
    renderAt('/material-hauling/add');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.createMaterialHauling).not.toHaveBeenCalled();
  });

  it('keeps the job of the link (?job_id=) when it has material hauling', async () => {
    renderAt('/material-hauling/add?job_id=3');
    expect(await screen.findByDisplayValue('DC24-102 - DC24-102 site')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the job of a link cannot be taken when it has no material hauling, instead of an empty Job', async () => {
    renderAt('/material-hauling/add?job_id=4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Job DC24-101 - DC24-101 site does not have material hauling enabled: choose a job that has it.',
    );
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Product' })).toBeDisabled();
    await choose('Job', 'DC24-102 - DC24-102 site');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the job of a link is not found', async () => {
    mocked.getJob.mockRejectedValue(new api.ApiError(404, { statusCode: 404, message: 'Job not found.' }));
    renderAt('/material-hauling/add?job_id=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('The job of this link could not be found: choose a job.');
  });

  it('offers only jobs with material hauling, and as products only the job’s production cost codes', async () => {
    renderAt('/material-hauling/add');
    const user = userEvent.setup();
    const jobField = (await screen.findByRole('combobox', { name: 'Job' })).parentElement!.parentElement!;
    await user.click(within(jobField).getByRole('button', { name: 'Show options' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['DC24-102 - DC24-102 site']);
    expect(mocked.listJobs).toHaveBeenCalledWith({ excludeDone: false }); // done jobs too (spec 02 §7)
    await user.click(screen.getByRole('option', { name: 'DC24-102 - DC24-102 site' }));
    await waitFor(() => expect(mocked.getJob).toHaveBeenCalledWith(3, { includeCostCodes: true }));
    const productField = screen.getByRole('combobox', { name: 'Product' }).parentElement!.parentElement!;
    await user.click(within(productField).getByRole('button', { name: 'Show options' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['GRAVEL', 'EXC']);
  });

  it('shows the product’s unit beside the quantity and sends the hauled quantity negative; success opens the stockpile', async () => {
    mocked.createMaterialHauling.mockResolvedValue({ id: 99, jobId: 3 } as never);
    renderAt('/material-hauling/add?job_id=3');
    await waitFor(() => expect(mocked.getJob).toHaveBeenCalled());
    expect(screen.getByTestId('quantity-unit')).toHaveTextContent('');
    await choose('Product', 'EXC');
    expect(screen.getByTestId('quantity-unit')).toHaveTextContent('m3');
    expect(screen.getByRole('spinbutton', { name: 'Quantity (m3)' })).toBeInTheDocument();
    await choose('Product', 'GRAVEL');
    expect(screen.getByTestId('quantity-unit')).toHaveTextContent('t');
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (t)' }), '42.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stockpile page')).toBeInTheDocument();
    expect(mocked.createMaterialHauling.mock.calls[0]![0]).toMatchObject({ type: 'Material Hauling', jobId: 3, costCodeId: 10, quantity: -42.5 });
    expect(await screen.findByText(MESSAGES.materialHaulingAdded)).toBeInTheDocument();
  });

  it('refuses a zero quantity with its message', async () => {
    renderAt('/material-hauling/add?job_id=3');
    await waitFor(() => expect(mocked.getJob).toHaveBeenCalled());
    await choose('Product', 'GRAVEL');
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (t)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.haulingQuantityZero)).toBeInTheDocument();
    expect(mocked.createMaterialHauling).not.toHaveBeenCalled();
  });

  it('offers no Invoice Status to a hauler without productions.invoice (the server refuses it)', async () => {
    useSession.setState({ permissions: [PERMISSIONS.MATERIAL_HAULING_ALL] });
    renderAt('/material-hauling/add');
    expect(await screen.findByRole('combobox', { name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Invoice Status' })).not.toBeInTheDocument();
  });

  it("says why the link's job was not taken in the page's language, also when the language changes after", async () => {
    renderAt('/material-hauling/add?job_id=4');
    expect(await screen.findByRole('alert')).toHaveTextContent('does not have material hauling enabled');
    try {
      await act(() => activateLanguage('fr'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Le transport de matériaux n'est pas activé pour le chantier DC24-101 - DC24-101 site : choisissez un chantier qui l'a.",
      );
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it("names the invoice statuses in the page's language (the stored status is English)", async () => {
    await activateLanguage('fr');
    try {
      renderAt('/material-hauling/add');
      const field = (await screen.findByRole('combobox', { name: 'État de facturation' })).parentElement!.parentElement!;
      await userEvent.setup().click(within(field).getByRole('button', { name: 'Afficher les options' }));
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['S.O.', 'À ne pas facturer', 'Prête à facturer', 'Facturée']);
    } finally {
      await activateLanguage('en');
    }
  });
});
