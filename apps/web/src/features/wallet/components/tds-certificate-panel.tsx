import { useState } from 'react';
import { useTdsCertificate } from '../api/wallet';
import { useWalletT } from '../messages';
import { FinancialYearSelect } from './financial-year-select';
import { currentFinancialYear, money } from './money';

/** Form 16A's fields for a financial year: who deducted, from whom, per quarter. */
export function TdsCertificatePanel({ associateId }: { associateId: number }) {
  const t = useWalletT();
  const [year, setYear] = useState(currentFinancialYear);
  const certificate = useTdsCertificate(associateId, year).data;
  return (
    <section
      className="rounded-xl border border-neutral-200 bg-white p-4"
      aria-labelledby="tds-title"
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <h2 id="tds-title" className="mr-auto text-lg font-semibold">
          {t('wallet.tdsTitle')}
        </h2>
        <FinancialYearSelect value={year} onChange={setYear} />
      </div>
      {certificate ? (
        <div className="space-y-2 text-sm">
          <p>{t('wallet.deductor', certificate.deductor)}</p>
          <p>
            {t('wallet.deductee', {
              name: certificate.deductee.name,
              pan: certificate.deductee.pan,
              section: certificate.section,
              year: certificate.assessmentYear,
            })}
          </p>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="py-1">{t('wallet.quarter')}</th>
                <th className="py-1">{t('wallet.amountPaid')}</th>
                <th className="py-1">{t('wallet.tdsDeducted')}</th>
              </tr>
            </thead>
            <tbody>
              {certificate.quarters.map((row) => (
                <tr key={row.quarter} className="border-t border-neutral-100">
                  <td className="py-1">{row.quarter}</td>
                  <td className="py-1">{money(row.amountPaid)}</td>
                  <td className="py-1">{money(row.tdsDeducted)}</td>
                </tr>
              ))}
              <tr className="border-t border-neutral-300 font-semibold">
                <td className="py-1">{t('wallet.total')}</td>
                <td className="py-1">{money(certificate.totalPaid)}</td>
                <td className="py-1">{money(certificate.totalTds)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
