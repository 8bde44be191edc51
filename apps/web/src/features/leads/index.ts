// The leads feature's public face (its query keys are public too: query-keys.ts): the lead form
// the company and contact pages show. The leads console is an admin page, loaded by the app.
export { LeadForm } from './components/lead-form';
