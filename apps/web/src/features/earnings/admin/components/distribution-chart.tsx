import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EarningsReport } from '@saathi/shared';

/** Earners per band of monthly earnings (recharts; loaded on its own). */
export default function DistributionChart({ bands }: { bands: EarningsReport['distribution'] }) {
  const data = bands.map((band) => ({ band: band.label, Earners: band.earners }));
  return (
    <div className="h-64 w-full" role="img" aria-label="Earners by band of earnings">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="band" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="Earners" fill="#0f766e" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
