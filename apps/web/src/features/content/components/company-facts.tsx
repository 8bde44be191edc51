import { DEFAULT_LANGUAGE, intlLocale, type Language } from '@saathi/shared/locales';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useCompanySettings } from '../../company';
import { useContentT } from '../messages';

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

/** "2023-07-03" → "3 July 2023" (in Hindi "3 जुलाई 2023", the month by Intl, Latin digits). */
export function formatLongDate(isoDate: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const month =
    language === DEFAULT_LANGUAGE
      ? MONTHS[Number(match[2]) - 1]
      : new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' }).format(
          Date.UTC(2000, Number(match[2]) - 1, 15),
        );
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The company's key facts (spec part 1 §1): founded 3 July 2023, 30+ products. */
export function CompanyFacts() {
  const { foundedOn } = useCompanySettings();
  const t = useContentT();
  const facts = [
    { label: t('content.founded'), value: formatLongDate(foundedOn, useLanguage()) },
    { label: t('content.products'), value: '30+' },
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
