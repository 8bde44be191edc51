// The addresses feature shares nothing but its query keys (query-keys.ts): the app's router loads
// its page (pages/*).
export {};
