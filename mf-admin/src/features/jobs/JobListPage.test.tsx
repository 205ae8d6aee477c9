import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteJob, getJob, listJobs } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type Job } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { adminCatalogueReady } from '../../i18n';
import { routes } from '../../routes';
import CachedJobListPage from './JobListPage';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listJobs: jest.fn(), getJob: jest.fn(), deleteJob: jest.fn() }));
const list = listJobs as jest.MockedFunction<typeof listJobs>;
const get = getJob as jest.MockedFunction<typeof getJob>;
const remove = deleteJob as jest.MockedFunction<typeof deleteJob>;

const JOB: Job = {
  id: 7, companyId: 1, name: 'J-100', description: 'Bridge deck', status: 'in_progress', location: 'Abbotsford', startsAt: null,
  endsAt: null, owner: null, numberOfWorkers: 4, depthDig: null, bc1Call: null, isMaterialHaulingEnabled: false,
};

beforeEach(() => {
  queryClient.clear();
  list.mockReset();
  list.mockResolvedValue([JOB]);
});

it("loading the job list's page requests its rows once, before the page renders, and the page shows them", async () => {
  useSession.setState({ permissions: [PERMISSIONS.JOBS_READ] });
  const route = routes.find((r) => r.path === 'jobs');
  const { default: JobListPage } = await route!.page();
  expect(list).toHaveBeenCalledTimes(1);
  expect(list).toHaveBeenCalledWith({ excludeDone: true });

  renderUi(<JobListPage />);
  const table = await screen.findByRole('table', { name: 'Jobs' });
  expect(await within(table).findByText('J-100')).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(1);
});

describe('the job list in French', () => {
  beforeAll(() => adminCatalogueReady);
  afterEach(() => act(() => activateLanguage('en')));

  it('titles its columns, its status, its days, its toolbar and pager in Canadian French; the job itself stays as it is', async () => {
    list.mockResolvedValue([{ ...JOB, startsAt: '2026-11-23', endsAt: '2027-05-01' }]);
    useSession.setState({ permissions: [PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_CREATE, PERMISSIONS.JOBS_UPDATE, PERMISSIONS.JOBS_DELETE] });
    await act(() => activateLanguage('fr'));
    renderUi(
      <I18nProvider>
        <CachedJobListPage />
      </I18nProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Chantiers' });
    const row = await within(table).findByRole('row', { name: /J-100/ });
    expect(within(table).getAllByRole('columnheader').slice(0, 7).map((h) => h.textContent?.replace(/[↕▲▼]/g, ''))).toEqual([
      'N° de chantier', 'Description', 'Statut', 'Emplacement', 'Date de début', 'Date de fin', 'Actions',
    ]);
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 6)).toEqual([
      'J-100', 'Bridge deck', 'En cours', 'Abbotsford', '23 nov. 2026', '1 mai 2027',
    ]);
    expect(screen.getByRole('switch', { name: 'Inclure les terminés' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Ajouter un chantier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.getByText('1–1 sur 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Modifier J-100' })).toBeInTheDocument();
  });
});

describe("deleting a job with scheduled shifts (they left the workers' schedules without anyone being told)", () => {
  beforeAll(() => adminCatalogueReady);
  afterEach(() => act(() => activateLanguage('en')));

  /** Opens the Delete confirmation of J-100 and gives back the dialog, once it has counted the shifts. */
  async function confirmDelete(shifts: number, name: RegExp | string, deleteLabel = 'Delete J-100') {
    get.mockReset().mockResolvedValue({ ...JOB, upcomingShiftCount: shifts });
    remove.mockReset().mockResolvedValue({ isSuccessful: true });
    useSession.setState({ permissions: [PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_DELETE] });
    renderUi(
      <I18nProvider>
        <CachedJobListPage />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: deleteLabel }));
    const dialog = await screen.findByRole('alertdialog', { name });
    expect(get).toHaveBeenCalledWith(7, { includeUpcomingShiftCount: true });
    return { user, dialog };
  }

  it('says how many shifts of today and later go with the job before the user confirms, and deletes on Yes', async () => {
    const { user, dialog } = await confirmDelete(3, MESSAGES.confirmDelete('job'));
    expect(await within(dialog).findByText('This job has 3 scheduled shifts (today or later): deleting the job removes them from the schedule.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Click "Yes" to continue.');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(remove).toHaveBeenCalledWith(7);
  });

  it('says one shift in the singular; No deletes nothing', async () => {
    const { user, dialog } = await confirmDelete(1, MESSAGES.confirmDelete('job'));
    expect(await within(dialog).findByText('This job has 1 scheduled shift (today or later): deleting the job removes it from the schedule.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(remove).not.toHaveBeenCalled();
  });

  it('asks only the usual question when the job has no shift of today or later', async () => {
    const { dialog } = await confirmDelete(0, MESSAGES.confirmDelete('job'));
    await within(dialog).findByText('Click "Yes" to continue.');
    expect(dialog).not.toHaveTextContent(/shift|Checking/);
  });

  it('says it in French', async () => {
    await act(() => activateLanguage('fr'));
    const { dialog } = await confirmDelete(2, 'Voulez-vous vraiment supprimer ce chantier?', 'Supprimer J-100');
    // (the text's no-break space before the colon is matched as a space)
    expect(await within(dialog).findByText("Ce chantier a 2 quarts de travail planifiés (aujourd'hui ou plus tard) : supprimer le chantier les retire de l'horaire.")).toBeInTheDocument();
  });
});
