import type { ComponentProps } from 'react';
import type { OrderDetail, OrderReturns } from '@saathi/shared';
import { SelectField } from '../../../components/ui/select-field';

/** A form's choice of units of one order line (0: not chosen). */
export interface UnitChoice {
  orderLineId: number;
  quantity: string;
}

/** The order's lines that still have units to return or refund, with how many. */
export function returnableLines(order: OrderDetail, returns: OrderReturns) {
  const left = new Map(returns.returnable.map((line) => [line.orderLineId, line.quantity]));
  return order.lines
    .map((line) => ({ ...line, unitsLeft: left.get(line.id) ?? 0 }))
    .filter((line) => line.unitsLeft > 0);
}

export const noUnitsChosen = (lines: readonly { id: number }[]): UnitChoice[] =>
  lines.map((line) => ({ orderLineId: line.id, quantity: '0' }));

/** The chosen units as the API takes them: lines left at 0 are not sent. */
export const chosenUnits = (choices: readonly UnitChoice[]) =>
  choices
    .filter((choice) => Number(choice.quantity) > 0)
    .map((choice) => ({ orderLineId: choice.orderLineId, quantity: Number(choice.quantity) }));

/** 0 to the units left of a line, as a select (never a number the server would refuse). */
export function UnitsSelect({
  unitsLeft,
  ...rest
}: { unitsLeft: number; label: string } & Omit<ComponentProps<typeof SelectField>, 'children'>) {
  return (
    <SelectField {...rest}>
      {Array.from({ length: unitsLeft + 1 }, (_, units) => (
        <option key={units} value={String(units)}>
          {units}
        </option>
      ))}
    </SelectField>
  );
}
