// The admin console's shell shares nothing: the app's router loads its layout and overview pages
// (pages/*) and composes each feature's admin pages under /dashboard (app/dashboard-routes.tsx).
export {};
