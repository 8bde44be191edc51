// The account feature shares nothing: the app's router loads its pages (pages/*) under /manage.
export {};
