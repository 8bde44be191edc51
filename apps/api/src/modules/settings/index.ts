/** Settings: the company's details (name, office, links) and facts about this installation. */
export { settingsRoutes } from './routes';
export { ensureCompanySettings, getCompanySettings, getMeta, setMeta } from './service';
