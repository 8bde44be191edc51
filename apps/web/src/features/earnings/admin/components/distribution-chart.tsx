import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EarningsReport } from '@saathi/shared';
import { useConsoleEarningsT } from '../messages';

/** Earners per band of monthly earnings (recharts; loaded on its own). */
export default function DistributionChart({ bands }: { bands: EarningsReport['distribution'] }) {
  const t = useConsoleEarningsT();
  const data = bands.map((band) => ({ band: band.label, earners: band.earners }));
  return (
    <div className="h-64 w-full" role="img" aria-label={t('consoleEarnings.chartLabel')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="band" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="earners" name={t('consoleEarnings.earners')} fill="#0f766e" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
