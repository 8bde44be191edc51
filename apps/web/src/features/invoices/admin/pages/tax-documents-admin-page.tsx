import { Link } from 'wouter';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { TextField } from '../../../../components/ui/text-field';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { formatDate, formatPrice } from '../../../../lib/format';
import { downloadGstr1Csv, useMonthDocuments } from '../../api/tax-documents-api';
import { useConsoleFinanceT } from '../messages';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in India, "2026-11". */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);

/**
 * The accountant's month: the tax invoices and credit notes issued in it, in serial order, and
 * GSTR-1's B2C summary by state and rate as CSV (finance.manage).
 */
export default function TaxDocumentsAdminPage() {
  const [params, setParams] = useSearchFilters({ month: thisMonth() });
  const month = MONTH_PATTERN.test(params.month) ? params.month : thisMonth();
  const documents = useMonthDocuments(month);
  const t = useConsoleFinanceT();

  return (
    <AdminListPage
      title={t('consoleFinance.taxTitle')}
      description={t('consoleFinance.taxDescription')}
      onExport={() => downloadGstr1Csv(month)}
      filters={
        <TextField
          label={t('consoleFinance.month')}
          type="month"
          value={month}
          onChange={(event) => {
            if (MONTH_PATTERN.test(event.target.value)) setParams({ month: event.target.value });
          }}
          className="w-full sm:w-56"
        />
      }
      query={documents}
      empty={{
        title: t('consoleFinance.noDocumentsTitle'),
        description: t('consoleFinance.noDocumentsText'),
      }}
      table={{
        // The taxes' names are the same in every language.
        columns: [
          t('consoleFinance.document'),
          t('consoleFinance.date'),
          t('consoleFinance.recipient'),
          t('consoleFinance.placeOfSupply'),
          t('consoleFinance.taxable'),
          'CGST',
          'SGST',
          'IGST',
          t('consoleFinance.total'),
        ],
        testId: 'tax-documents-table',
        minWidth: '64rem',
      }}
    >
      {(rows) =>
        rows.map((row) => (
          <tr key={`${row.kind}-${row.id}`}>
            <td className={tdClass}>
              <Link
                to={ADMIN_PATHS.order(String(row.orderId))}
                className="font-semibold text-brand hover:underline"
              >
                {row.serial}
              </Link>
              <span className="block text-xs text-neutral-700">
                {t(
                  row.kind === 'TAX_INVOICE'
                    ? 'consoleFinance.taxInvoice'
                    : 'consoleFinance.creditNote',
                )}
              </span>
            </td>
            <td className={tdClass}>{formatDate(row.issuedAt)}</td>
            <td className={tdClass}>{row.recipientName}</td>
            <td className={tdClass}>{row.placeOfSupply}</td>
            <td className={tdClass}>{formatPrice(row.taxable)}</td>
            <td className={tdClass}>{formatPrice(row.cgst)}</td>
            <td className={tdClass}>{formatPrice(row.sgst)}</td>
            <td className={tdClass}>{formatPrice(row.igst)}</td>
            <td className={tdClass}>{formatPrice(row.grandTotal)}</td>
          </tr>
        ))
      }
    </AdminListPage>
  );
}
