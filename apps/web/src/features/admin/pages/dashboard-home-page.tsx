import { Link } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { useSession, displayName } from '../../auth';
import { ADMIN_SECTIONS } from '../admin-nav';

export default function DashboardHomePage() {
  const { user } = useSession();
  return (
    <section>
      <title>Dashboard</title>
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      {user ? <p className="mt-2 text-neutral-700">Welcome back, {displayName(user)}.</p> : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-neutral-200 bg-white p-5 hover:border-brand"
            >
              <span className="font-semibold text-neutral-900">{section.label}</span>
              <span className="mt-1 block text-sm text-neutral-700">{section.description}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={ROUTES.home}
            className="block rounded-xl border border-neutral-200 bg-white p-5 hover:border-brand"
          >
            <span className="font-semibold text-neutral-900">Shop</span>
            <span className="mt-1 block text-sm text-neutral-700">
              See the shop as your customers see it.
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
