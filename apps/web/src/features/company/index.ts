// The company feature's public face (its query keys are public too: query-keys.ts): the company's
// settings (name, brand, office) as the shell and the pages show them. The shell imports this on
// every page, so only what the shell needs belongs here; the settings editor is an admin page
// (admin/pages), loaded by the app.
export { resetCompanySettings, useCompanySettings } from './api/get-company-settings';
export { BrandTheme } from './components/brand-theme';
export { CompanyLogo } from './components/company-logo';
