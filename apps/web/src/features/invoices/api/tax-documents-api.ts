import { useQuery } from '@tanstack/react-query';
import type { MonthTaxDocument, OrderTaxDocuments } from '@saathi/shared';
import { downloadCsv, saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { invoiceKeys, type TaxDocumentScope } from '../query-keys';

type Envelope<T> = { success: true; data: T };

const ordersPath = (scope: TaxDocumentScope) =>
  scope === 'admin' ? '/api/admin/orders' : '/api/orders';

export function useOrderTaxDocuments(scope: TaxDocumentScope, orderId: number, status: string) {
  return useQuery({
    queryKey: invoiceKeys.order(scope, orderId, status),
    queryFn: () =>
      http
        .get<Envelope<OrderTaxDocuments>>(`${ordersPath(scope)}/${orderId}/tax-documents`, {
          auth: true,
        })
        .then((body) => body.data),
  });
}

/**
 * A document's PDF in the reader's language (Hindi with English beside it), fetched with the
 * token and saved as "PGM-26-27-000123.pdf".
 */
async function downloadPdf(path: string, serial: string) {
  const blob = await http.get<Blob>(path, {
    auth: true,
    query: { language: currentLanguage() },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveBlob(blob, `${serial.replaceAll('/', '-')}.pdf`);
}

export const downloadInvoicePdf = (scope: TaxDocumentScope, orderId: number, serial: string) =>
  downloadPdf(`${ordersPath(scope)}/${orderId}/invoice.pdf`, serial);

export const downloadCreditNotePdf = (
  scope: TaxDocumentScope,
  orderId: number,
  note: { id: number; serial: string },
) => downloadPdf(`${ordersPath(scope)}/${orderId}/credit-notes/${note.id}.pdf`, note.serial);

export function useMonthDocuments(month: string) {
  return useQuery({
    queryKey: invoiceKeys.month(month),
    queryFn: () =>
      http
        .get<Envelope<{ month: string; documents: MonthTaxDocument[] }>>(
          '/api/admin/tax-documents',
          { auth: true, query: { month } },
        )
        .then((body) => body.data.documents),
  });
}

/** GSTR-1's B2C summary of the month as CSV ("gstr1-b2cs-2026-05-<today>.csv"). */
export const downloadGstr1Csv = (month: string) =>
  downloadCsv('/api/admin/tax-documents/gstr1-b2c.csv', {
    prefix: `gstr1-b2cs-${month}`,
    query: { month },
  });
