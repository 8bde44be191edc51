import { useCompanySettings } from '../api/get-company-settings';

/**
 * The logo when one is set, else the short name in a brand badge, then the full name, which wraps
 * when room is short. `nameClassName` adds to the name's classes (a tight header makes it sr-only).
 */
export function CompanyLogo({ nameClassName = '' }: { nameClassName?: string }) {
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
        className={`min-w-0 text-base leading-tight font-semibold text-neutral-900 ${nameClassName}`}
      >
        {company.name}
      </span>
    </span>
  );
}
