import type {
  CreditItem,
  CreditNote,
  CreditNoteInput,
  CreditNoteLine,
  SupplyType,
  TaxAmounts,
  TaxInvoice,
  TaxInvoiceLine,
} from './types';
import { assertThat, checkDocumentHeader, isPaise } from './check-invoice-input';
import { describeDocument } from './describe-document';
import { multiplyDivideHalfUp } from './paise-arithmetic';
import { ZERO_TAX_AMOUNTS } from './tax-of-value';

interface Credited {
  quantity: number;
  valuePaise: number;
}

/**
 * The part of an invoice line's amounts that `creditedPaise` of its value carries: taxable value,
 * tax and the tax's halves each in proportion, rounded half-up. Each rises by 0 or 1 paisa per
 * paisa of value, so successive credits are never negative and, once the whole value is credited,
 * add up to the line exactly.
 */
function lineAmountsAt(
  line: TaxInvoiceLine,
  creditedPaise: number,
  supplyType: SupplyType,
): TaxAmounts {
  if (line.valuePaise === 0) return ZERO_TAX_AMOUNTS;
  const taxablePaise = multiplyDivideHalfUp(line.taxablePaise, creditedPaise, line.valuePaise);
  const tax = creditedPaise - taxablePaise;
  const amounts = { ...ZERO_TAX_AMOUNTS, valuePaise: creditedPaise, taxablePaise };
  if (supplyType === 'INTER_STATE') return { ...amounts, igstPaise: tax };
  const lineTax = line.valuePaise - line.taxablePaise;
  const cgstPaise = lineTax === 0 ? 0 : multiplyDivideHalfUp(line.cgstPaise, tax, lineTax);
  return { ...amounts, cgstPaise, sgstPaise: tax - cgstPaise };
}

const difference = (after: TaxAmounts, before: TaxAmounts): TaxAmounts => ({
  valuePaise: after.valuePaise - before.valuePaise,
  taxablePaise: after.taxablePaise - before.taxablePaise,
  cgstPaise: after.cgstPaise - before.cgstPaise,
  sgstPaise: after.sgstPaise - before.sgstPaise,
  igstPaise: after.igstPaise - before.igstPaise,
});

/**
 * The value an item credits: returned units get their share of the line's value (the share of
 * all units returned so far, less what earlier returns took, so the last unit takes the rest);
 * never more than is left of the line after earlier credits.
 */
function valueOfItem(line: TaxInvoiceLine, before: Credited, item: CreditItem): number {
  const left = line.valuePaise - before.valuePaise;
  if ('amountPaise' in item) {
    assertThat(isPaise(item.amountPaise) && item.amountPaise > 0, 'A refund is a positive amount');
    assertThat(
      item.amountPaise <= left,
      `Line ${line.lineNumber} has only ${left} paise left to refund`,
    );
    return item.amountPaise;
  }
  const returned = before.quantity + item.quantity;
  assertThat(
    Number.isSafeInteger(item.quantity) && item.quantity > 0,
    'Returned units are a positive whole number',
  );
  assertThat(
    returned <= line.quantity,
    `Line ${line.lineNumber} has only ${line.quantity - before.quantity} units left to return`,
  );
  const shareAt = (units: number) => multiplyDivideHalfUp(line.valuePaise, units, line.quantity);
  return Math.min(shareAt(returned) - shareAt(before.quantity), left);
}

function creditedSoFar(input: CreditNoteInput): Map<number, Credited> {
  const credited = new Map<number, Credited>();
  for (const note of input.earlierCreditNotes) {
    assertThat(
      note.invoiceSerial === input.invoice.serial,
      `Credit note ${note.serial} is for another invoice`,
    );
    for (const line of note.lines) {
      const so = credited.get(line.lineNumber) ?? { quantity: 0, valuePaise: 0 };
      credited.set(line.lineNumber, {
        quantity: so.quantity + line.quantity,
        valuePaise: so.valuePaise + line.valuePaise,
      });
    }
  }
  return credited;
}

/** The round-off credited once `creditedPaise` of the invoice's value is, in proportion to it. */
function roundOffAt(invoice: TaxInvoice, creditedPaise: number, isFirstNote: boolean): number {
  const { roundOffPaise, totals } = invoice;
  if (totals.valuePaise === 0) return isFirstNote ? 0 : roundOffPaise;
  const share = multiplyDivideHalfUp(Math.abs(roundOffPaise), creditedPaise, totals.valuePaise);
  return Math.sign(roundOffPaise) * share;
}

/**
 * This note's part of the invoice's round-off: as much as its value is of the invoice's, so a
 * refund gives back what was paid, the notes never fall below zero, and all of them together
 * carry the invoice's round-off exactly.
 */
function roundOffOf(input: CreditNoteInput, lines: readonly CreditNoteLine[]): number {
  const before = input.earlierCreditNotes.reduce((sum, note) => sum + note.totals.valuePaise, 0);
  const after = lines.reduce((sum, line) => sum + line.valuePaise, before);
  const isFirst = input.earlierCreditNotes.length === 0;
  return roundOffAt(input.invoice, after, false) - roundOffAt(input.invoice, before, isFirst);
}

/**
 * A credit note (CGST Act s.34, Rule 53) for units returned or amounts refunded against one tax
 * invoice: each credited line carries its share of the line's value, taxable value and taxes, in
 * the invoice's own proportions, so crediting everything nets the invoice to zero to the paisa.
 */
export function computeCreditNote(input: CreditNoteInput): CreditNote {
  const { invoice } = input;
  checkDocumentHeader(input.serial, input.issuedAt);
  assertThat(input.reason.trim() !== '', 'A credit note needs a reason');
  assertThat(input.items.length > 0, 'A credit note needs at least one item');
  const credited = creditedSoFar(input);
  const lines = input.items.map((item): CreditNoteLine => {
    const line = invoice.lines.find((candidate) => candidate.lineNumber === item.lineNumber);
    assertThat(line !== undefined, `Invoice ${invoice.serial} has no line ${item.lineNumber}`);
    const before = credited.get(line.lineNumber) ?? { quantity: 0, valuePaise: 0 };
    const after = {
      quantity: before.quantity + ('quantity' in item ? item.quantity : 0),
      valuePaise: before.valuePaise + valueOfItem(line, before, item),
    };
    credited.set(line.lineNumber, after);
    const amounts = difference(
      lineAmountsAt(line, after.valuePaise, invoice.supplyType),
      lineAmountsAt(line, before.valuePaise, invoice.supplyType),
    );
    const { lineNumber, description, hsn, gstRate } = line;
    return {
      lineNumber,
      description,
      hsn,
      gstRate,
      quantity: after.quantity - before.quantity,
      ...amounts,
    };
  });
  const { serial, issuedAt, reason } = input;
  const { supplier, recipient } = invoice;
  return {
    kind: 'CREDIT_NOTE',
    ...describeDocument({ serial, issuedAt, supplier, recipient }, lines, roundOffOf(input, lines)),
    reason,
    invoiceSerial: invoice.serial,
    invoiceIssuedAt: invoice.issuedAt,
    invoiceGrandTotalPaise: invoice.grandTotalPaise,
    lines,
  };
}
