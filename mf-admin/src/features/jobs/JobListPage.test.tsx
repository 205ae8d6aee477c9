import { act, screen, within } from '@testing-library/react';
import { listJobs } from '@groundwork/shared/api';
import { PERMISSIONS, type Job } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { adminCatalogueReady } from '../../i18n';
import { routes } from '../../routes';
import CachedJobListPage from './JobListPage';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listJobs: jest.fn() }));
const list = listJobs as jest.MockedFunction<typeof listJobs>;

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
