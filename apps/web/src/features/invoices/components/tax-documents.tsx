import { DownloadButton } from '../../../components/ui/download-button';
import { formatPrice } from '../../../lib/format';
import {
  downloadCreditNotePdf,
  downloadInvoicePdf,
  useOrderTaxDocuments,
} from '../api/tax-documents-api';
import type { TaxDocumentScope } from '../query-keys';
import { useDates } from '../../../lib/i18n/use-dates';
import { useTaxDocumentsT } from '../messages';

/**
 * The order's GST tax invoice and credit notes, each with its PDF: nothing until the order is
 * placed (an online order awaiting payment has no invoice yet).
 */
export function TaxDocuments({
  scope,
  orderId,
  status,
}: {
  scope: TaxDocumentScope;
  orderId: number;
  status: string;
}) {
  const documents = useOrderTaxDocuments(scope, orderId, status);
  const dates = useDates();
  const t = useTaxDocumentsT();
  const { invoice, creditNotes = [] } = documents.data ?? {};
  if (!invoice) return null;
  return (
    <section
      className="rounded-2xl border border-neutral-200 bg-white p-5"
      data-testid="tax-documents"
    >
      <h2 className="mb-3 text-lg font-semibold">{t('taxDocuments.title')}</h2>
      <ul className="space-y-3">
        <li className="flex flex-wrap items-center gap-3">
          <p className="flex-1">
            <span className="font-semibold">{invoice.serial}</span>
            {` · ${dates.date(invoice.issuedAt)} · ${formatPrice(invoice.grandTotal)}`}
          </p>
          <DownloadButton
            label={t('taxDocuments.downloadInvoice')}
            onDownload={() => downloadInvoicePdf(scope, orderId, invoice.serial)}
          />
        </li>
        {creditNotes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center gap-3">
            <p className="flex-1">
              <span className="font-semibold">
                {t('taxDocuments.creditNote', { serial: note.serial })}
              </span>
              {` · ${dates.date(note.issuedAt)} · ${formatPrice(note.grandTotal)} · ${note.reason}`}
            </p>
            <DownloadButton
              label={t('taxDocuments.downloadCreditNote')}
              onDownload={() => downloadCreditNotePdf(scope, orderId, note)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
