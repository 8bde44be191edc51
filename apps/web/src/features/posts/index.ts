// The posts feature shares nothing but its query keys (query-keys.ts): the app's router loads its
// pages (pages/*, admin/pages/*).
export {};
