import { render, screen, waitFor } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as Recharts from 'recharts';
import type { DashboardChart as Chart } from '@saathi/shared';
import DashboardChart from '../components/dashboard-chart';

// jsdom lays nothing out: the chart gets a fixed size instead of its container's.
vi.mock('recharts', async (original) => {
  const recharts = await original<typeof Recharts>();
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactElement<object> }) =>
      cloneElement(children, { width: 600, height: 300 } as object),
    Bar: (props: Recharts.BarProps) => <recharts.Bar {...props} isAnimationActive={false} />,
  };
});

const byStatus: Chart = {
  key: 'orders-by-status',
  title: 'Orders of the last 30 days by status',
  kind: 'bar',
  unit: 'count',
  labels: ['Placed', 'Delivered', 'Cancelled', 'Payment window expired'],
  series: [{ key: 'orders', label: 'Orders', values: [2, 5, 7, 1] }],
  href: null,
};

describe('a chart of the overview', () => {
  it('draws each status as a row, its name beside its own bar, every name shown', async () => {
    const { container } = render(<DashboardChart chart={byStatus} />);
    const bars = await waitFor(() => {
      const drawn = [...container.querySelectorAll('path.recharts-rectangle')];
      expect(drawn).toHaveLength(4);
      return drawn.map((bar) => ({
        top: Number(bar.getAttribute('y')),
        bottom: Number(bar.getAttribute('y')) + Number(bar.getAttribute('height')),
        length: Number(bar.getAttribute('width')),
      }));
    });
    const names = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')];
    expect(names.map((name) => name.textContent)).toEqual(byStatus.labels);
    // The bar on each name's row is as long as that status's count, on one scale.
    const lengths = names.map((name) => {
      const middle = Number(name.getAttribute('y'));
      return bars.find((bar) => bar.top <= middle && middle <= bar.bottom)?.length ?? 0;
    });
    const perOrder = lengths[0]! / byStatus.series[0]!.values[0]!;
    expect(lengths.map((length) => length / perOrder)).toEqual(byStatus.series[0]!.values);
    expect(screen.getByRole('row', { name: 'Cancelled 7' })).toBeInTheDocument();
  });
});
