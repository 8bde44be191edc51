// The leads feature's public face: the lead form the company and contact pages show. The leads
// console is an admin page (admin/pages), loaded by the app.
export { leadKeys } from './api/query-keys';
export { LeadForm } from './components/lead-form';
