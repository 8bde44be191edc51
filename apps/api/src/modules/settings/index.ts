/**
 * Settings: the company's details (name, office, links), its business-value rules and facts about
 * this installation. Uses audit.
 */
export { settingsRoutes } from './routes';
export { ensureCompanySettings, getCompanySettings, getMeta, setMeta } from './service';
export { getBusinessValueSettings } from './business-value-settings';
export { createCompanySettingsCache, type CompanySettingsCache } from './settings-cache';
