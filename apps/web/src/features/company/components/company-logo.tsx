import { useCompanySettings } from '../api/get-company-settings';

/** The logo when one is set, else the short name in a brand badge, then the full name. */
export function CompanyLogo({ compact = false }: { compact?: boolean }) {
  const company = useCompanySettings();
  return (
    <span className="inline-flex items-center gap-2">
      {company.logoUrl ? (
        <img
          src={company.logoUrl}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-md object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex h-10 min-w-10 items-center justify-center rounded-md bg-brand px-2 text-sm font-semibold text-white"
        >
          {company.shortName}
        </span>
      )}
      <span
        className={compact ? 'sr-only' : 'text-base leading-tight font-semibold text-neutral-900'}
      >
        {company.name}
      </span>
    </span>
  );
}
