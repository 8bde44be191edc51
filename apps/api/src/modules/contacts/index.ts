/** Contacts: leads from the public "Join the business" form, and their admin screens' routes. */
export { deleteStaleLeads, eraseLeadsOfPerson, listLeadsOfPerson } from './services/leads';
