// The users feature's public face: nothing is shared yet; the console loads its pages
// (admin/pages/*) and other features use its query keys (query-keys.ts).
export {};
