import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { activateLanguage } from '../../i18n';
import { I18nProvider } from '../../i18n/react';
import { renderUi } from '../../../test/render';
import { Field } from '../index';
import { addDays, DatePicker, formatDateTime, DateRangePicker, LAST_7_DAYS, lastNDays, latestDay, MonthInput, parseDay, today, type DayRange } from './index';

// The day's own cell: a month's grid also shows the days around it (outside, hidden), e.g. the 1st at the end of the
// month before it.
const dayCell = (iso: string) => document.querySelector<HTMLElement>(`[data-day="${iso}"]:not([data-outside])`);
const dayButton = (iso: string) => within(dayCell(iso)!).getByRole('button');

function Single(props: { disableFuture?: boolean; min?: string; initial?: string | null; onPick?: (v: string | null) => void }) {
  const [v, setV] = useState<string | null>(props.initial ?? null);
  return (
    <Field label="Date">
      <DatePicker
        value={v}
        disableFuture={props.disableFuture}
        min={props.min}
        onChange={(x) => {
          setV(x);
          props.onPick?.(x);
        }}
      />
    </Field>
  );
}

describe('day strings', () => {
  it('parses only real days and computes the last 7 days inclusive', () => {
    expect(parseDay('2024-02-29')).not.toBeNull();
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('29/02/2024')).toBeNull();
    const now = new Date(2024, 4, 15, 13, 30);
    expect(today(now)).toBe('2024-05-15');
    expect(lastNDays(7, today(now))).toEqual({ start: '2024-05-09', end: '2024-05-15' });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(latestDay({ disableFuture: true }, now)).toBe('2024-05-15');
    expect(latestDay({ disableFuture: true, max: '2024-05-10' }, now)).toBe('2024-05-10');
    expect(latestDay({ disableFuture: true, max: '2024-06-01' }, now)).toBe('2024-05-15');
    expect(latestDay({}, now)).toBeUndefined();
  });
});

describe('DatePicker', () => {
  it('picks a day from the calendar as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Single onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const t = today();
    await user.click(dayButton(t));
    expect(onPick).toHaveBeenLastCalledWith(t);
    expect(screen.getByLabelText('Date')).toHaveValue(t);
    await waitFor(() => expect(dayCell(t)).toBeNull()); // the calendar closed
  });

  it('refuses future dates when disableFuture: disabled in the calendar and refused when typed', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Single disableFuture onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const t = today();
    expect(dayButton(t)).toBeEnabled();
    const laterCells = [...document.querySelectorAll<HTMLElement>('[data-day]')].filter((c) => c.dataset.day! > t);
    for (const cell of laterCells) expect(cell).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    const input = screen.getByLabelText('Date');
    await user.type(input, `${addDays(t, 1)}{Enter}`);
    expect(onPick).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.futureDate);
    expect(input).toHaveAccessibleDescription(MESSAGES.futureDate);

    await user.clear(input);
    await user.type(input, `${addDays(t, -1)}{Enter}`);
    expect(onPick).toHaveBeenLastCalledWith(addDays(t, -1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is usable with the keyboard: open, move with arrows, pick with Enter', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    const start = '2024-05-15';
    renderUi(<Single initial={start} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await waitFor(() => expect(dayButton(start)).toHaveFocus());
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2024-05-14');
  });

  it('refuses a day before min', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Single min="2024-01-10" onPick={onPick} />);
    await user.type(screen.getByLabelText('Date'), '2024-01-09{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The date cannot be before 2024-01-10.');
  });

  it("takes a day typed as 8 digits (a phone's number pad has no '-') as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Single onPick={onPick} />);
    await user.type(screen.getByLabelText('Date'), '20240512{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2024-05-12');
    expect(screen.getByLabelText('Date')).toHaveValue('2024-05-12');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '20240231{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a date as YYYY-MM-DD.');
  });
});

describe('DateRangePicker', () => {
  function Range({ onPick }: { onPick: (r: DayRange) => void }) {
    const [v, setV] = useState<DayRange>({ start: null, end: null });
    return (
      <DateRangePicker
        aria-label="Report range"
        value={v}
        disableFuture
        presets={[LAST_7_DAYS]}
        onChange={(r) => {
          setV(r);
          onPick(r);
        }}
      />
    );
  }

  it('the Last 7 days preset sets today - 6 .. today', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Range onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Choose date range' }));
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const t = today();
    expect(onPick).toHaveBeenLastCalledWith({ start: addDays(t, -6), end: t });
    expect(screen.getByLabelText('Report range: start date')).toHaveValue(addDays(t, -6));
    expect(screen.getByLabelText('Report range: end date')).toHaveValue(t);
  });

  it('takes two clicks in either order as start and end', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Range onPick={onPick} />);
    const t = today();
    // two days the calendar shows (this month and the one before), the later one first: today, then the day before
    // (the 1st and the 1st were the same day on 2026-12-01)
    const first = addDays(t, -1);
    await user.click(screen.getByRole('button', { name: 'Choose date range' }));
    await user.click(dayButton(t));
    expect(onPick).toHaveBeenLastCalledWith({ start: t, end: null });
    await user.click(dayButton(first));
    expect(onPick).toHaveBeenLastCalledWith({ start: first, end: t });
  });

  it('refuses an end before the start', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Range onPick={onPick} />);
    await user.type(screen.getByLabelText('Report range: start date'), '2024-05-10{Enter}');
    await user.type(screen.getByLabelText('Report range: end date'), '2024-05-09{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
  });
});

describe('the calendar in French', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it('names the months, the weekdays and its buttons in Canadian French, and the day box asks for AAAA-MM-JJ', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('fr'));
    renderUi(
      <I18nProvider>
        <Single initial="2024-05-15" />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'AAAA-MM-JJ');
    await user.click(screen.getByRole('button', { name: 'Choisir une date' }));
    const month = await screen.findByRole('grid', { name: 'mai 2024' });
    expect([...month.querySelectorAll('th')].map((h) => h.textContent)).toEqual(['di', 'lu', 'ma', 'me', 'je', 've', 'sa']);
    expect(screen.getByRole('button', { name: 'Aller au mois suivant' })).toBeInTheDocument();
    expect(within(month).getByRole('button', { name: /^mercredi 15 mai 2024/ })).toBeInTheDocument();
  });

  it('refuses a day out of its limits in French', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('fr'));
    renderUi(
      <I18nProvider>
        <Single min="2024-01-10" />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('textbox'), '2024-01-09{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('La date ne peut pas précéder le 2024-01-10.');
  });
});

describe('MonthInput: a month named in the user\'s language, not the browser\'s', () => {
  afterEach(() => act(() => activateLanguage('en')));

  function Month({ initial, optional, label, onPick }: { initial: string; optional?: boolean; label: string; onPick: (v: string) => void }) {
    const [v, setV] = useState(initial);
    return (
      <Field label={label}>
        <MonthInput
          value={v}
          optional={optional}
          onChange={(x) => {
            setV(x);
            onPick(x);
          }}
        />
      </Field>
    );
  }

  it('reads "décembre" and Année in French, "December" and Year in English, and gives YYYY-MM', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    await act(() => activateLanguage('fr'));
    renderUi(
      <I18nProvider>
        <Month initial="2026-12" label="Mois" onPick={onPick} />
      </I18nProvider>,
    );
    const month = screen.getByRole('combobox', { name: 'Mois' });
    expect(month).toHaveDisplayValue('décembre');
    expect(within(month).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Année' })).toHaveValue(2026);
    await user.selectOptions(month, 'janvier');
    expect(onPick).toHaveBeenLastCalledWith('2026-01');
    const year = screen.getByRole('spinbutton', { name: 'Année' });
    await user.clear(year);
    await user.type(year, '2027');
    expect(onPick).toHaveBeenLastCalledWith('2027-01');
    await act(() => activateLanguage('en'));
    expect(await screen.findByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('January');
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveValue(2027);
  });

  it('offers no month when optional, and a month picked first takes this year', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderUi(<Month initial="" optional label="End of Term" onPick={onPick} />);
    const month = screen.getByRole('combobox', { name: 'End of Term' });
    expect(month).toHaveDisplayValue('');
    await user.selectOptions(month, 'April');
    expect(onPick).toHaveBeenLastCalledWith(`${new Date().getFullYear()}-04`);
    await user.selectOptions(month, '');
    expect(onPick).toHaveBeenLastCalledWith('');
  });
});

describe('formatDateTime: one format for a moment shown, by Intl in the user\'s locale', () => {
  const moment = '2026-11-25T06:21:10.000Z';

  it('reads the day and the time to the minute in the locale given, never the US numeric form with seconds', () => {
    expect(formatDateTime(moment, 'en-US', 'UTC')).toBe('Nov 25, 2026, 6:21 AM');
    expect(formatDateTime(moment, 'en-GB', 'UTC')).toBe('25 Nov 2026, 06:21');
    expect(formatDateTime(moment, 'de-DE', 'UTC')).toBe('25.11.2026, 06:21');
  });

  it('shows the moment in the time zone given, and nothing for no moment or an unreadable one', () => {
    expect(formatDateTime(moment, 'en-GB', 'America/Chicago')).toBe('25 Nov 2026, 00:21');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
