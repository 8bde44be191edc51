export { earningsRoutes } from './earnings';
