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

/** BV per month: own first purchase, own repurchases, customers' and the downline's (recharts). */
export default function RepurchaseChart({ months }: { months: RepurchaseSummary['months'] }) {
  const data = months.map((month) => ({
    month: month.month,
    'First purchase': month.firstPurchase.bv,
    Repurchases: month.repurchases.bv,
    Customers: month.customerPurchases.bv,
    Downline: month.downlineRepurchaseBv,
  }));
  return (
    <div className="h-72 w-full" role="img" aria-label="BV per month">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="First purchase" stackId="own" fill="#0f766e" />
          <Bar dataKey="Repurchases" stackId="own" fill="#14b8a6" />
          <Bar dataKey="Customers" fill="#f59e0b" />
          <Bar dataKey="Downline" fill="#c2410c" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
