// The home feature shares nothing: the app's router loads its page (pages/*).
export {};
