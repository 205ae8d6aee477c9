import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import type { FeatureRoute } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { FeatureScreen } from './FeatureScreen';

/** A page that fails to render for one address only. */
function JobPage() {
  const { id } = useParams();
  if (id === 'bad') throw new Error('a page that fails for this address');
  return <p>Job {id}</p>;
}

const route: FeatureRoute = { path: 'jobs/:id', title: 'Job', breadcrumbs: [], page: async () => ({ default: JobPage }) };

it("takes a failed page's panel away when the address changes: another job's page shows", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nProvider>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/jobs/bad']}>
          <Link to="/jobs/12">job 12</Link>
          <Routes>
            <Route path="/jobs/:id" element={<FeatureScreen route={route} />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
  expect(await screen.findByText('This part of Groundwork could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'job 12' }));
  expect(await screen.findByText(/Job 12/)).toBeInTheDocument();
  expect(screen.queryByText('This part of Groundwork could not be loaded.')).not.toBeInTheDocument();
});

it("shows a screen's English title and breadcrumbs, never their message ids, until its app's French has arrived", async () => {
  await act(() => activateLanguage('fr'));
  try {
    const early: FeatureRoute = {
      ...route, title: 'Job', titleId: 'test.jobNotYetLoaded', breadcrumbs: [{ label: 'Jobs', labelId: 'test.jobsNotYetLoaded', to: '/jobs' }, { label: 'Job' }],
    };
    render(
      <I18nProvider>
        <ThemeProvider>
          <MemoryRouter initialEntries={['/jobs/12']}>
            <Routes>
              <Route path="/jobs/:id" element={<FeatureScreen route={early} />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NotYetLoaded/);
  } finally {
    await act(() => activateLanguage('en'));
  }
});
