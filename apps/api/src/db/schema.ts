// Every module's tables, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../modules/users/tables';
export * from '../modules/settings/tables';
export * from '../modules/content/tables';
export * from '../modules/contacts/tables';
export * from '../modules/auth/tables';
export * from '../modules/catalog/tables';
export * from '../modules/associates/tables';
export * from '../platform/messaging/tables';
export * from '../modules/addresses/tables';
export * from '../platform/audit-tables';
