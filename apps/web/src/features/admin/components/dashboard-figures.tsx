import { Link } from 'wouter';
import type { DashboardFigure } from '@saathi/shared';
import { formatFigure } from './figure-value';

/** The overview's figures as cards, each linking to the list behind it. */
export function DashboardFigures({ figures }: { figures: DashboardFigure[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-figures">
      {figures.map((figure) => {
        const body = (
          <>
            <span className="block text-sm text-neutral-700">{figure.label}</span>
            <span className="mt-1 block text-3xl font-semibold text-neutral-900">
              {formatFigure(figure.value, figure.unit)}
            </span>
            {figure.hint ? (
              <span className="mt-1 block text-sm text-neutral-700">{figure.hint}</span>
            ) : null}
          </>
        );
        const card = 'block h-full rounded-xl border border-neutral-200 bg-white p-5';
        return (
          <li key={figure.key} data-testid={`figure-${figure.key}`}>
            {figure.href ? (
              <Link to={figure.href} className={`${card} hover:border-brand`}>
                {body}
              </Link>
            ) : (
              <div className={card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
