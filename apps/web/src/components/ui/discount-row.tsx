import { formatPrice } from '../../lib/format';

/** A coupon's discount in a summary's list of figures (a `<dl>`), with its code. */
export function DiscountRow(props: {
  discount: number;
  couponCode: string | null;
  testId: string;
}) {
  if (props.discount <= 0) return null;
  return (
    <div className="flex justify-between gap-4 text-green-800">
      <dt>{`Discount (${props.couponCode ?? 'coupon'})`}</dt>
      <dd data-testid={props.testId}>{`−${formatPrice(props.discount)}`}</dd>
    </div>
  );
}
