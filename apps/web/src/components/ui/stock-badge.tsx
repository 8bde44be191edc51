import { useShellT } from '../../lib/i18n/shell';
import { Badge } from './badge';

/** "In stock" / "Only a few left" / "Out of stock": the words carry the state, colour supports it. */
export function stockLabel(stock: { inStock?: boolean; isLowStock?: boolean }) {
  if (!stock.inStock) return { text: 'shell.outOfStock', tone: 'danger' } as const;
  if (stock.isLowStock) return { text: 'shell.fewLeft', tone: 'warning' } as const;
  return { text: 'shell.inStock', tone: 'success' } as const;
}

export function StockBadge({ inStock, isLowStock }: { inStock?: boolean; isLowStock?: boolean }) {
  const t = useShellT();
  const { text, tone } = stockLabel({ inStock, isLowStock });
  return (
    <Badge tone={tone} testId="stock-badge">
      {t(text)}
    </Badge>
  );
}
