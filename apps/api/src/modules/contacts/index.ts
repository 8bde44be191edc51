/** Contacts: leads from the public "Join the business" form, and their admin screens' routes. */
export { eraseLeadsOfPerson, listLeadsOfPerson } from './services/leads';
