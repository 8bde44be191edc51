import { SelectField } from '../../../components/ui/select-field';
import { useWalletT } from '../messages';
import { currentFinancialYear } from './money';

/** The running financial year and the two before it ("2026-27"), by their first calendar year. */
export function FinancialYearSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (year: number) => void;
}) {
  const latest = currentFinancialYear();
  const t = useWalletT();
  return (
    <SelectField
      label={t('wallet.financialYear')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {[latest, latest - 1, latest - 2].map((year) => (
        <option key={year} value={year}>
          {year}-{String((year + 1) % 100).padStart(2, '0')}
        </option>
      ))}
    </SelectField>
  );
}
