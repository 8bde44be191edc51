// The invoices feature's public face: an order's tax invoice and credit notes with their PDFs,
// for the shopper's and the console's order pages. Its admin page loads through the router.
export { TaxDocuments } from './components/tax-documents';
export { invoiceKeys } from './query-keys';
