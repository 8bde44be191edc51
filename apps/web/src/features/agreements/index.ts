import { lazy } from 'react';

// The direct seller agreement and identity card (issue 30, decisions 0122-0124). The gate, the
// registration step and the pages load on first use; the console's associates list shows the
// register's download.
export const AgreementGate = lazy(() => import('./components/agreement-gate'));
export const RegistrationAgreementStep = lazy(
  () => import('./components/registration-agreement-step'),
);
export { RegisterCsvButton } from './components/register-csv-button';
export { DIRECT_SELLER_NAV } from './nav';
