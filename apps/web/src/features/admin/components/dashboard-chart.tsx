import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardChart as Chart } from '@saathi/shared';
import { formatDate } from '../../../lib/format';
import { formatFigure } from './figure-value';
import { useConsoleHomeT } from '../messages';

// Brand-friendly, distinguishable colours for up to six series.
const COLOURS = ['#0f766e', '#c2410c', '#1d4ed8', '#a21caf', '#4d7c0f', '#b45309'];
const isDay = (label: string) => /^\d{4}-\d{2}-\d{2}$/.test(label);
const shortDay = (label: string) =>
  isDay(label) ? formatDate(label).replace(/ \d{4}$/, '') : label;

/**
 * One chart of the overview (recharts, loaded with this module only when the overview shows a
 * chart). Named categories (statuses) are rows, each name beside its bar: under columns, long
 * names were dropped or spread over a neighbour's column. A table of the same numbers follows
 * for screen readers.
 */
export default function DashboardChart({ chart }: { chart: Chart }) {
  const t = useConsoleHomeT();
  const rows = chart.labels.map((label, index) => ({
    label,
    ...Object.fromEntries(chart.series.map((series) => [series.key, series.values[index] ?? 0])),
  }));
  const isRows = chart.kind === 'bar' && !chart.labels.every(isDay);
  const format = (value: unknown) => formatFigure(Number(value), chart.unit);
  const tick = { fontSize: 12 };
  const common = (
    <>
      <Tooltip formatter={format} labelFormatter={(label) => shortDay(String(label))} />
      <Legend />
    </>
  );
  const axes = isRows ? (
    <>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tickFormatter={format} tick={tick} />
      <YAxis type="category" dataKey="label" interval={0} tick={tick} width={150} />
      {common}
    </>
  ) : (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tickFormatter={shortDay} tick={tick} minTickGap={16} />
      <YAxis allowDecimals={false} tickFormatter={format} tick={tick} width={72} />
      {common}
    </>
  );
  return (
    <figure className="rounded-xl border border-neutral-200 bg-white p-5">
      <figcaption className="mb-3 font-semibold text-neutral-900">{chart.title}</figcaption>
      <div className="h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {chart.kind === 'line' ? (
            <LineChart data={rows}>
              {axes}
              {chart.series.map((series, index) => (
                <Line
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  stroke={COLOURS[index % COLOURS.length]}
                  dot={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart data={rows} layout={isRows ? 'vertical' : 'horizontal'}>
              {axes}
              {chart.series.map((series, index) => (
                <Bar
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  fill={COLOURS[index % COLOURS.length]}
                />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{chart.title}</caption>
        <thead>
          <tr>
            {isRows ? <td /> : <th scope="col">{t('consoleHome.day')}</th>}
            {chart.series.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{shortDay(row.label)}</th>
              {chart.series.map((series) => (
                <td key={series.key}>{format((row as Record<string, unknown>)[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
