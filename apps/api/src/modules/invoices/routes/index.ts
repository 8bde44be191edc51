export { taxDocumentAdminRoutes as invoiceRoutes } from './tax-documents';
