/**
 * Settings: the company's details (name, office, links), its business-value rules and facts about
 * this installation. Uses audit.
 */
export {
  ensureCompanySettings,
  getCompanySettings,
  getMeta,
  setMeta,
} from './services/company-settings';
export { getBusinessValueSettings } from './services/business-value-settings';
export { createCompanySettingsCache } from './services/settings-cache';
