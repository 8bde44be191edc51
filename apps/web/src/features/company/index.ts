// The company feature's public face: the company's settings (name, brand, office) as the shell
// and the pages show them. The settings editor is an admin page (admin/pages), loaded by the app.
export { resetCompanySettings, useCompanySettings } from './api/get-company-settings';
export { companyKeys } from './api/query-keys';
export { BrandTheme } from './components/brand-theme';
export { CompanyLogo } from './components/company-logo';
