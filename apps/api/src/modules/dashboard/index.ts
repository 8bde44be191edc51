/**
 * Dashboard: the console's overview — figures and charts from each module's provider
 * (providers.ts), computed in one call. Owns no table; reads users, associates, catalog,
 * requests, orders and business values through their faces.
 */
