import { useCompanySettings } from '../../company';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2023-07-03" → "3 July 2023". */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** The company's key facts (spec part 1 §1): founded 3 July 2023, 30+ products. */
export function CompanyFacts() {
  const { foundedOn } = useCompanySettings();
  const facts = [
    { label: 'Founded', value: formatLongDate(foundedOn) },
    { label: 'Products', value: '30+' },
  ];
  return (
    <dl
      data-testid="company-facts"
      className="grid grid-cols-2 divide-x divide-neutral-200 rounded-2xl border border-neutral-200 bg-white text-center"
    >
      {facts.map((fact) => (
        <div key={fact.label} className="p-4">
          <dt className="text-sm text-neutral-600">{fact.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-neutral-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
