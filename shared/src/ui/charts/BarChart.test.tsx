import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../test/render';
import { BarChart } from './BarChart';

it('names the chart and gives screen readers the same numbers in a table (one row per label, one column per series)', () => {
  // jsdom has no canvas: the picture is not drawn, the figure and its table still are.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  renderUi(
    <BarChart
      title="Produced against budget per cost code"
      valueLabel="Quantity"
      labels={['102-EXC (m3)', '102-GRAVEL (t)']}
      series={[{ label: 'Budget', values: [12000, 4500] }, { label: 'Produced', values: [1623.15, 605.55] }]}
    />,
  );
  expect(screen.getByRole('img', { name: /^Produced against budget per cost code/ })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Produced against budget per cost code' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Quantity', 'Budget', 'Produced']);
  const gravel = within(table).getByRole('row', { name: /102-GRAVEL/ });
  expect(within(gravel).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4,500', '605.55']);
  // Written as the reports and the Budget tab write quantities: grouped, every stored decimal.
  const excavation = within(table).getByRole('row', { name: /102-EXC/ });
  expect(within(excavation).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12,000', '1,623.15']);
});
