import type { TaxInvoice, TaxInvoiceInput, TaxInvoiceLine } from './types';
import {
  assertThat,
  checkDocumentHeader,
  checkLine,
  checkParties,
  isPaise,
} from './check-invoice-input';
import { describeDocument, MAX_ROUND_OFF_PAISE, supplyTypeOf } from './describe-document';
import { apportionPaise } from './paise-arithmetic';
import { taxAmountsOf } from './tax-of-value';

function checkInput(input: TaxInvoiceInput, grossPaise: number): void {
  checkDocumentHeader(input.serial, input.issuedAt);
  checkParties(input.supplier, input.recipient);
  assertThat(input.lines.length > 0, 'An invoice needs at least one line');
  input.lines.forEach(checkLine);
  assertThat(isPaise(grossPaise), 'The lines add up to more than an invoice can hold');
  const discount = input.discountPaise ?? 0;
  assertThat(isPaise(discount) && discount <= grossPaise, 'The discount is not 0 to the subtotal');
  assertThat(isPaise(input.feePaise), 'The fee is not whole paise');
  assertThat(isPaise(input.amountChargedPaise), 'The amount charged is not whole paise');
}

/**
 * A GST tax invoice (CGST Rule 46) for an order whose prices include GST. The discount is shared
 * over the lines by their value and the fee by their value after discount (decision 0051); each
 * line's value (gross − discount + fee) is split into taxable value (value × 100 ÷ (100 + rate),
 * half-up) and tax, so every line adds up exactly; the round-off brings the total to the amount
 * charged. Throws InvoiceInputError for input that callers should have refused.
 */
export function computeTaxInvoice(input: TaxInvoiceInput): TaxInvoice {
  const grosses = input.lines.map((line) => line.quantity * line.unitPricePaise);
  const grossPaise = grosses.reduce((sum, gross) => sum + gross, 0);
  checkInput(input, grossPaise);
  const discountPaise = input.discountPaise ?? 0;
  const discounts = apportionPaise(discountPaise, grosses);
  const fees = apportionPaise(
    input.feePaise,
    grosses.map((gross, index) => gross - discounts[index]!),
  );
  const supplyType = supplyTypeOf(input.supplier, input.recipient);
  const lines = input.lines.map((line, index): TaxInvoiceLine => {
    const value = grosses[index]! - discounts[index]! + fees[index]!;
    return {
      lineNumber: index + 1,
      ...line,
      grossPaise: grosses[index]!,
      discountPaise: discounts[index]!,
      feePaise: fees[index]!,
      ...taxAmountsOf(value, line.gstRate, supplyType),
    };
  });
  const valuePaise = grossPaise - discountPaise + input.feePaise;
  const roundOffPaise = input.amountChargedPaise - valuePaise;
  assertThat(
    Math.abs(roundOffPaise) <= MAX_ROUND_OFF_PAISE,
    `The amount charged (${input.amountChargedPaise}) is not the invoice's value (${valuePaise}) to the rupee`,
  );
  const { serial, issuedAt, supplier, recipient } = input;
  return {
    kind: 'TAX_INVOICE',
    ...describeDocument({ serial, issuedAt, supplier, recipient }, lines, roundOffPaise),
    lines,
    grossPaise,
    discountPaise,
    feePaise: input.feePaise,
  };
}
