import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { buttonClass } from '../../../components/ui/button';

/** Shown to a signed-in user who lacks the role a page needs (not a 404: the page exists). */
export default function NoAccessPage() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <title>You do not have access</title>
      <h1 data-testid="no-access" className="text-3xl font-semibold">
        You do not have access
      </h1>
      <p className="mt-3 text-neutral-700">
        This area is for the company&apos;s staff whose role covers it. If you think you should have
        access, ask an administrator to give your account that role.
      </p>
      <Link to={ROUTES.home} className={buttonClass('primary', 'mt-8')}>
        Go to home
      </Link>
    </main>
  );
}
