// What the web and the API import at run time: the languages and the catalogue's types. The
// catalogues themselves are data (catalogues.ts), compiled for the browser by the web's build.
export * from './languages';
export * from './catalogue';
