import { act, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { listOvertimeGaps } from '@groundwork/shared/api';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { renderUi } from '../../../../shared/test/render';
import { hrCatalogueReady } from '../../i18n';
import { OvertimeGaps } from './OvertimeGaps';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listOvertimeGaps: jest.fn() }));
const gaps = listOvertimeGaps as jest.MockedFunction<typeof listOvertimeGaps>;

const PERIOD = { startsOn: '2025-02-09', endsOn: '2025-02-22' };
const LATE_HOLIDAY = {
  userId: 5, name: 'Zoë Côté', weekStartsOn: '2025-02-16', overtimeNotPaid: 0.25, doubleTimeNotPaid: 0, overtimePaidBeyond: 0, doubleTimePaidBeyond: 0,
};

beforeAll(() => hrCatalogueReady);

function renderGaps() {
  return renderUi(
    <I18nProvider>
      <QueryClientProvider client={new QueryClient()}>
        <OvertimeGaps period={PERIOD} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

it('names the employee, the week and the overtime no record carries, with the remedy, for the period', async () => {
  gaps.mockResolvedValue([LATE_HOLIDAY, { ...LATE_HOLIDAY, userId: 6, name: 'Sam Roy', overtimeNotPaid: 0, overtimePaidBeyond: 8 }]);
  renderGaps();
  const banner = await screen.findByRole('alert');
  expect(gaps).toHaveBeenCalledWith(PERIOD);
  expect(banner).toHaveTextContent('Overtime not paid as the policy gives it in weeks already exported');
  expect(banner).toHaveTextContent('Zoë Côté, week of Sun, Feb 16: 0.25 h overtime not paid (only exported records could carry it)');
  expect(banner).toHaveTextContent('Sam Roy, week of Sun, Feb 16: 8.00 h overtime paid beyond the policy (a record of the week or the overtime policy changed after the export)');
  expect(banner).toHaveTextContent("Reset the export of that week's records");
});

it('shows nothing when every week is paid as its policy gives it', async () => {
  gaps.mockResolvedValue([]);
  const { container } = renderGaps();
  await act(async () => {});
  expect(gaps).toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});

it('says it in French', async () => {
  gaps.mockResolvedValue([LATE_HOLIDAY, { ...LATE_HOLIDAY, userId: 6, name: 'Sam Roy', overtimeNotPaid: 0, overtimePaidBeyond: 8 }]);
  await act(() => activateLanguage('fr'));
  try {
    renderGaps();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Zoë Côté, semaine du dim. 16 févr. : 0,25 h en heures supplémentaires non payées');
    expect(banner).toHaveTextContent("Sam Roy, semaine du dim. 16 févr. : 8,00 h en heures supplémentaires payées au-delà de la politique (une entrée de la semaine ou la politique d'heures supplémentaires a changé après l'exportation)");
  } finally {
    await act(() => activateLanguage('en'));
  }
});
