// The admin console's shell: the app's router loads its layout and overview pages (pages/*) and
// composes each feature's admin pages under /dashboard (app/dashboard-routes.tsx). Only the
// console imports this face, so the shop's first load never carries the permission table.
export { usePermission } from './use-permission';
