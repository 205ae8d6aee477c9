/**
 * @groundwork/shared/ui/charts: charts (chart.js 4, tree-shaken to bars and lines, about 61 KB gzip; docs/decisions.md).
 * HEAVY: never import it statically; load it where a chart is shown, so it stays out of every other page:
 *
 *   const BarChart = lazy(() => import('@groundwork/shared/ui/charts').then((m) => ({ default: m.BarChart })));
 *   <Suspense fallback={<Spinner />}>
 *     <BarChart title="Produced against budget" labels={names} valueLabel="Quantity"
 *       series={[{ label: 'Budget', values: budgets }, { label: 'Produced', values: produced }]} />
 *   </Suspense>
 */
export { BarChart } from './BarChart';
export type { BarChartProps, ChartSeries } from './BarChart';
