export { settingsRoutes } from './settings';
