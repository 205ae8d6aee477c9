import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CostCode, Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { ProductionsTable, TimeRecordsTable } from './JobRecords';

const code: CostCode = {
  id: 9, companyId: 1, jobId: 3, name: 'CC-1', description: 'Labour', quantity: 100, unit: 'h', isToTrackProduction: true,
  isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: null,
};
const record = (over: Partial<Production>): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: '2025-03-04T07:00:00', producedEndsAt: '2025-03-04T15:30:00', quantity: 8, description: 'Pipe',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', productionEquipments: [], ...over,
});

const expectNewWindow = (link: HTMLElement, href: string) => {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
};

beforeEach(() => useSession.setState({ claims: { id: 1 } as never }));

it('opens the time record Edit and Edit New pages in a new window; Copy stays in this one', () => {
  renderUi(
    <QueryClientProvider client={queryClient}>
      <TimeRecordsTable records={[record({})]} costCodes={[code]} />
    </QueryClientProvider>,
  );
  const table = screen.getByRole('table', { name: 'Time Records' });
  expectNewWindow(within(table).getByRole('link', { name: 'Edit' }), '/jobs/time-records/11');
  expectNewWindow(within(table).getByRole('link', { name: 'Edit New' }), '/time-records/11/edit');
  expect(within(table).getByRole('link', { name: 'Copy' })).not.toHaveAttribute('target');
});

it('opens the production Edit page in a new window', () => {
  renderUi(
    <QueryClientProvider client={queryClient}>
      <ProductionsTable records={[record({ id: 12, type: 'Production', userId: null, producedEndsAt: null, quantity: 50 })]} costCodes={[code]} />
    </QueryClientProvider>,
  );
  expectNewWindow(within(screen.getByRole('table', { name: 'Productions' })).getByRole('link', { name: 'Edit' }), '/jobs/productions/12');
});
