/** Contacts: leads from the public "Join the business" form, and their admin screens' routes. */
export {
  createContact,
  deleteStaleLeads,
  eraseLeadsOfPerson,
  listLeadsOfPerson,
} from './services/leads';
export { contactsPrimaryKey } from './tables';
