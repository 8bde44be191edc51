import { useState } from 'react';
import { useTdsCertificate } from '../api/wallet';
import { FinancialYearSelect } from './financial-year-select';
import { currentFinancialYear, money } from './money';

/** Form 16A's fields for a financial year: who deducted, from whom, per quarter. */
export function TdsCertificatePanel({ associateId }: { associateId: number }) {
  const [year, setYear] = useState(currentFinancialYear);
  const certificate = useTdsCertificate(associateId, year).data;
  return (
    <section
      className="rounded-xl border border-neutral-200 bg-white p-4"
      aria-labelledby="tds-title"
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <h2 id="tds-title" className="mr-auto text-lg font-semibold">
          TDS certificate (Form 16A details)
        </h2>
        <FinancialYearSelect value={year} onChange={setYear} />
      </div>
      {certificate ? (
        <div className="space-y-2 text-sm">
          <p>
            Deductor: {certificate.deductor.name} · TAN {certificate.deductor.tan} · PAN{' '}
            {certificate.deductor.pan}
          </p>
          <p>
            Deductee: {certificate.deductee.name} · PAN {certificate.deductee.pan} · Section{' '}
            {certificate.section} · Assessment year {certificate.assessmentYear}
          </p>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="py-1">Quarter</th>
                <th className="py-1">Amount paid/credited</th>
                <th className="py-1">TDS deducted</th>
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
                <td className="py-1">Total</td>
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
