import { Link } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useConsoleWidgetsT } from '../../../components/admin/widget-messages';
import { buttonClass } from '../../../components/ui/button';

/** Shown to a signed-in user who lacks the role a page needs (not a 404: the page exists). */
export default function NoAccessPage() {
  const t = useConsoleWidgetsT();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <title>{t('consoleWidgets.noAccessTitle')}</title>
      <h1 data-testid="no-access" className="text-3xl font-semibold">
        {t('consoleWidgets.noAccessTitle')}
      </h1>
      <p className="mt-3 text-neutral-700">{t('consoleWidgets.noAccessText')}</p>
      <Link to={ROUTES.home} className={buttonClass('primary', 'mt-8')}>
        {t('consoleWidgets.goHome')}
      </Link>
    </main>
  );
}
