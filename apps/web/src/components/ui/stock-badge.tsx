import { Badge } from './badge';

/** "In stock" / "Only a few left" / "Out of stock": the words carry the state, colour supports it. */
export function stockLabel(stock: { inStock?: boolean; isLowStock?: boolean }) {
  if (!stock.inStock) return { text: 'Out of stock', tone: 'danger' } as const;
  if (stock.isLowStock) return { text: 'Only a few left', tone: 'warning' } as const;
  return { text: 'In stock', tone: 'success' } as const;
}

export function StockBadge({ inStock, isLowStock }: { inStock?: boolean; isLowStock?: boolean }) {
  const { text, tone } = stockLabel({ inStock, isLowStock });
  return (
    <Badge tone={tone} testId="stock-badge">
      {text}
    </Badge>
  );
}
