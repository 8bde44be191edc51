// The grievances feature's public face: the officer's line (footer, contact page; in its own
// chunk so the first load stays within budget, decision 0125) and the paths. Its pages (filing
// and lookup; the console's queue) are loaded by the app's routes.
import { lazy } from 'react';

export { GRIEVANCE_PATH } from './paths';
export const GrievanceOfficer = lazy(() => import('./components/grievance-officer'));
