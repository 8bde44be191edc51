import type { ReactNode } from 'react';

/** An admin page's title, a line on what it is for, and its main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <title>{`${title} · Dashboard`}</title>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description ? <p className="mt-1 text-neutral-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
