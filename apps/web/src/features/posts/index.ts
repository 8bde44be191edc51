// The posts feature's public face: its query keys, for code that changes posts. The app's router
// loads its pages (pages/*, admin/pages/*).
export { postKeys } from './api/query-keys';
