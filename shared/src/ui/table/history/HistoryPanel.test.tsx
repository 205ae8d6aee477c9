import { screen, within } from '@testing-library/react';
import type { ProductionHistoryEntry } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { renderUi } from '../../../../test/render';
import { HistoryPanel } from '../index';

const at = '2025-03-03T14:05:00.000Z';
const local = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const line = { equipmentId: 4, equipmentName: 'EX1 - Excavator 320', hoursUsed: 6, litersOfFuel: 40, notes: null };
const entries: ProductionHistoryEntry[] = [
  {
    id: 3, kind: 'deleted', at, actor: null,
    changes: { type: { before: 'Time Record', after: null }, quantity: { before: 8, after: null }, userId: { before: 7, after: null, beforeName: 'Sam Worker' } },
    equipment: [{ change: 'removed', id: 11, before: line, after: null }],
  },
  {
    id: 2, kind: 'edited', at, actor: { id: 1, name: 'Sarah Mitchell' },
    changes: {
      description: { before: 'Trenching', after: null },
      quantity: { before: 8, after: 7.5 },
      costCodeId: { before: 3, after: 5, beforeName: 'LAB', afterName: 'OPS' },
      isLunchbreakTaken: { before: true, after: false },
      producedEndsAt: { before: '2025-03-03T20:30:00+00:00', after: '2025-03-03T20:00:00+00:00' },
    },
    equipment: [
      { change: 'changed', id: 11, before: line, after: { ...line, hoursUsed: 5, notes: 'Refuelled' } },
      { change: 'added', id: 12, before: null, after: { ...line, hoursUsed: 1, litersOfFuel: null, notes: 'Spare' } },
    ],
  },
  { id: 1, kind: 'approved', at, actor: { id: 1, name: 'Sarah Mitchell' }, changes: { isApproved: { before: null, after: true } }, equipment: [] },
];

it('lists each change with its kind, who and when, and the fields before and after in the forms\' words', async () => {
  renderUi(<HistoryPanel entries={entries} recordType="Time Record" />);
  const items = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
  expect(items.map((li) => li.querySelector('div')!.textContent)).toEqual([
    `DeletedSystem${local(at)}`, `EditedSarah Mitchell${local(at)}`, `ApprovedSarah Mitchell${local(at)}`,
  ]);
  expect(within(items[1]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Cost Code: LAB → OPS',
    `Time Out: ${local('2025-03-03T20:30:00Z')} → ${local('2025-03-03T20:00:00Z')}`,
    'Hours: 8 → 7.5',
    'Lunch break taken: Yes → No',
    'Description: Trenching → (empty)',
    'Equipment EX1 - Excavator 320: Hours 6 → 5, Notes (empty) → Refuelled',
    'Equipment added: EX1 - Excavator 320: 1 h, Spare',
  ]);
  expect(within(items[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Employee: Sam Worker', 'Hours: 8', 'Equipment removed: EX1 - Excavator 320: 6 h, 40 L fuel',
  ]);
  expect(within(items[2]).getByRole('listitem').textContent).toBe('Approval: Not processed → Approved');
});

it('says so when nothing is recorded, and when the history cannot be loaded', async () => {
  const { unmount } = renderUi(<HistoryPanel entries={[]} />);
  expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  unmount();
  renderUi(<HistoryPanel entries={undefined} error />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be loaded.');
});

it('reads in French when the page is in French: kinds, fields, values and numbers', async () => {
  await activateLanguage('fr');
  try {
    renderUi(<HistoryPanel entries={entries} recordType="Time Record" />);
    const items = within(await screen.findByRole('list', { name: 'Historique' })).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.querySelector('strong')!.textContent)).toEqual(['Suppression', 'Modification', 'Approbation']);
    expect(within(items[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Employé\u00a0: Sam Worker', 'Heures\u00a0: 8', 'Équipement retiré\u00a0: EX1 - Excavator 320\u00a0: 6\u00a0h, 40\u00a0l de carburant',
    ]);
    expect(within(items[1]).getAllByRole('listitem').map((li) => li.textContent)).toContain('Heures\u00a0: 8 → 7,5');
    expect(within(items[1]).getAllByRole('listitem').map((li) => li.textContent)).toContain('Description\u00a0: Trenching → (vide)');
    expect(within(items[2]).getByRole('listitem').textContent).toBe('Approbation\u00a0: Non traitée → Approuvée');
  } finally {
    await activateLanguage('en');
  }
});

it("names a record's type in the page's language (the stored type is English)", async () => {
  const retyped: ProductionHistoryEntry = {
    id: 4, kind: 'edited', at, actor: null, changes: { type: { before: 'Production', after: 'Material Hauling' } }, equipment: [],
  };
  const { unmount } = renderUi(<HistoryPanel entries={[retyped]} />);
  expect(await screen.findByText('Type: Production → Material Hauling')).toBeInTheDocument();
  unmount();
  await activateLanguage('fr');
  try {
    renderUi(<HistoryPanel entries={[retyped]} />);
    expect(await screen.findByText('Type : Production → Transport de matériaux')).toBeInTheDocument();
  } finally {
    await activateLanguage('en');
  }
});
