import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@groundwork/shared/api';
import { addDays, localDay, MESSAGES, timeOffLatestDay, type TimeOff } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { ThemeProvider } from '@groundwork/shared/ui';
import { hrCatalogueReady } from '../../i18n';
import { NewTimeOffDrawer } from './NewTimeOffDrawer';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), requestTimeOff: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

const today = localDay();
const latest = timeOffLatestDay(today);
const created = (day: string): TimeOff => ({
  id: 1, companyId: 1, userId: 5, startsAt: `${day}T00:00:00.000Z`, endsAt: `${day}T00:00:00.000Z`, type: 'Holiday',
  comments: null, approvedAt: null, approvedByUserId: null, createdAt: `${today}T08:00:00.000Z`,
});

function renderDrawer(onClose = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <NewTimeOffDrawer open onClose={onClose} />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(screen.getByRole('combobox', { name: /Type/ }));
  await user.click(await screen.findByRole('option', { name: type }));
}

beforeEach(() => mocked.requestTimeOff.mockReset());

describe('New Time Off Request', () => {
  it('is a full-width drawer that says which fields are missing with the spec\'s messages, and sends nothing', async () => {
    const { user } = renderDrawer();
    expect(screen.getByRole('dialog', { name: 'New Time Off Request' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.selectType)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.selectDate)).toBeInTheDocument();
    expect(mocked.requestTimeOff).not.toHaveBeenCalled();
    // A type chosen answers its message, not the date's.
    await chooseType(user, 'Sick');
    expect(screen.queryByText(MESSAGES.selectType)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.selectDate)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Date/ }), `${today}{Enter}`);
    expect(screen.queryByText(MESSAGES.selectDate)).not.toBeInTheDocument();
  });

  it('says all of it in French, the missing fields\' messages included', async () => {
    await act(() => activateLanguage('fr'));
    try {
      const { user } = renderDrawer();
      expect(screen.getByRole('dialog', { name: 'Nouvelle demande de congé' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Soumettre' }));
      expect(await screen.findByText('Veuillez choisir un type!')).toBeInTheDocument();
      expect(screen.getByText('Veuillez choisir une date!')).toBeInTheDocument();
      expect(screen.getByText('Commentaires')).toBeInTheDocument();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('offers a range for a holiday, refuses a day more than one year ahead, and sends the range once', async () => {
    mocked.requestTimeOff.mockResolvedValue([created(addDays(today, 30)), created(addDays(today, 31))]);
    const { user, onClose } = renderDrawer();
    await chooseType(user, 'Holiday');
    const start = screen.getByRole('textbox', { name: 'Date range: start date' });
    const end = screen.getByRole('textbox', { name: 'Date range: end date' });
    await user.type(end, `${addDays(latest, 1)}{Enter}`);
    expect(await screen.findByText(`The date cannot be after ${latest}.`)).toBeInTheDocument();
    expect(end).toHaveValue('');
    await user.type(start, `${addDays(today, 30)}{Enter}`);
    await user.type(end, `${addDays(today, 31)}{Enter}`);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Family trip');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.requestTimeOff).toHaveBeenCalledTimes(1));
    expect(mocked.requestTimeOff.mock.calls[0]![0]).toEqual({ type: 'Holiday', startsAt: addDays(today, 30), endsAt: addDays(today, 31), comments: 'Family trip' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('takes one day for a sick day, and shows the server\'s overlap message under the date', async () => {
    const conflict = new api.ApiError(409, { statusCode: 409, message: MESSAGES.timeOffConflict, errors: { startsAt: MESSAGES.timeOffConflict } });
    mocked.requestTimeOff.mockRejectedValue(conflict);
    const { user, onClose } = renderDrawer();
    await chooseType(user, 'Sick');
    expect(screen.queryByRole('group', { name: 'Date range' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Date/ }), `${today}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.timeOffConflict)).toBeInTheDocument();
    expect(mocked.requestTimeOff).toHaveBeenCalledWith({ type: 'Sick', startsAt: today, endsAt: today, comments: null });
    expect(onClose).not.toHaveBeenCalled();
  });
});
