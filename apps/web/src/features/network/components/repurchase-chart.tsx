import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RepurchaseSummary } from '@saathi/shared';
import { useNetworkT } from '../messages';

/** BV per month: own first purchase, own repurchases, customers' and the downline's (recharts). */
export default function RepurchaseChart({ months }: { months: RepurchaseSummary['months'] }) {
  const t = useNetworkT();
  const data = months.map((month) => ({
    month: month.month,
    first: month.firstPurchase.bv,
    repurchases: month.repurchases.bv,
    customers: month.customerPurchases.bv,
    downline: month.downlineRepurchaseBv,
  }));
  return (
    <div className="h-72 w-full" role="img" aria-label={t('network.bvPerMonth')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="first" name={t('network.firstPurchase')} stackId="own" fill="#0f766e" />
          <Bar dataKey="repurchases" name={t('network.repurchases')} stackId="own" fill="#14b8a6" />
          <Bar dataKey="customers" name={t('network.customers')} fill="#f59e0b" />
          <Bar dataKey="downline" name={t('network.downline')} fill="#c2410c" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
