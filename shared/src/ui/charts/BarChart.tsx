import {
  BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatQuantity, LOCALES } from '@groundwork/shared/i18n';
import { useSharedLanguage, useSharedT } from '@groundwork/shared/i18n/react';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** One series of a chart: a value per label, drawn as bars (default) or a line over them. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  kind?: 'bar' | 'line';
  /** A colour; the theme's palette in order when absent. */
  color?: string;
}

export interface BarChartProps {
  /** The chart's caption and accessible name. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The value axis' title (e.g. 'Hours', 'Quantity'). */
  valueLabel?: string;
  height?: number;
}

const Figure = styled.figure`
  margin: 0;
  figcaption { font-weight: 600; margin-bottom: 8px; }
`;

/** Distinct, print-safe colours that keep 3:1 against white (the theme's primary first). */
const palette = (primary: string) => [primary, '#b35900', '#1a7f37', '#8250df', '#c4251d', '#57606a'];

/**
 * A bar chart (chart.js on a canvas) with a visually hidden table of the same numbers, so a screen reader reads the
 * values the picture shows. Loaded only where a chart is shown: import this entry with a dynamic import().
 */
export function BarChart({ title, labels, series, valueLabel, height = 320 }: BarChartProps) {
  const t = useSharedT();
  const language = useSharedLanguage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme() as { colors?: { primary?: string; text?: string; border?: string } } | undefined;
  const colors = palette(theme?.colors?.primary ?? '#0b57c9');
  const data = JSON.stringify({ labels, series });

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s, i) => {
          const color = s.color ?? colors[i % colors.length]!;
          return s.kind === 'line'
            ? { type: 'line' as const, label: s.label, data: [...s.values], borderColor: color, backgroundColor: color, tension: 0.2 }
            : { type: 'bar' as const, label: s.label, data: [...s.values], backgroundColor: color };
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        // The axis' and tooltips' numbers in the user's language ("1 500,5" in French).
        locale: LOCALES[language],
        plugins: { legend: { position: 'bottom' } },
        scales: { y: { beginAtZero: true, ...(valueLabel ? { title: { display: true, text: valueLabel } } : {}) } },
      },
    });
    return () => chart.destroy();
    // `data` stands for labels and series (new arrays each render, the same numbers).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, valueLabel, language]);

  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <div style={{ position: 'relative', height }}>
        <canvas ref={canvas} role="img" aria-label={`${title} ${t('ui.chartNote')}`} />
      </div>
      {/* A table ignores width: 1px (it grows to its content and could widen a phone's page): the box is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{valueLabel ?? t('ui.chartItem')}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">{s.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={`${label}-${row}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[row] === undefined ? '' : formatQuantity(s.values[row])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}
