import { HSN_CODE_PATTERN, isGstRate, isValidGstin, stateOfGstCode } from '@saathi/shared';
import type { InvoiceLineInput, InvoiceRecipient, InvoiceSupplier } from './types';
import { isDocumentSerial } from './invoice-serial';

/**
 * ₹10,000 crore: above the largest order a cart holds (₹519.75 crore, compute-tax-invoice's test),
 * so an order checkout offers is always invoiced; far below 2^53, so sums stay exact numbers.
 */
export const MAX_DOCUMENT_PAISE = 1_000_000_000_000;

/** Bad input to the invoice arithmetic: a programming error, as callers validate first. */
export class InvoiceInputError extends RangeError {
  override name = 'InvoiceInputError';
}

export function assertThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new InvoiceInputError(message);
}

export const isPaise = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DOCUMENT_PAISE;

export function checkDocumentHeader(serial: string, issuedAt: Date): void {
  assertThat(isDocumentSerial(serial), `"${serial}" is not a serial of Rule 46 (b)`);
  assertThat(!Number.isNaN(issuedAt.getTime()), 'The date of issue is not a date');
}

export function checkParties(supplier: InvoiceSupplier, recipient: InvoiceRecipient): void {
  assertThat(supplier.legalName.trim() !== '', "The supplier's legal name is empty");
  assertThat(isValidGstin(supplier.gstin), `"${supplier.gstin}" is not a valid GSTIN`);
  assertThat(
    supplier.gstin.startsWith(supplier.stateCode),
    "The supplier's state code is not its GSTIN's",
  );
  assertThat(recipient.name.trim() !== '', "The recipient's name is empty");
  assertThat(
    stateOfGstCode(recipient.stateCode) !== undefined,
    `"${recipient.stateCode}" is not a GST state code`,
  );
}

export function checkLine(line: InvoiceLineInput, index: number): void {
  const at = `Line ${index + 1}`;
  assertThat(line.description.trim() !== '', `${at} has no description`);
  assertThat(HSN_CODE_PATTERN.test(line.hsn), `${at}: "${line.hsn}" is not an HSN code`);
  assertThat(Number.isSafeInteger(line.quantity) && line.quantity > 0, `${at}: bad quantity`);
  assertThat(isPaise(line.unitPricePaise), `${at}: the unit price is not whole paise`);
  assertThat(isGstRate(line.gstRate), `${at}: ${line.gstRate} is not a GST rate`);
}
