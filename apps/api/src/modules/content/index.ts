/** Content: the company's Markdown pages, blog and news posts, the gallery and certificates. */
export { ensureDefaultPages } from './services/published-pages';
export { ensurePublishedPosts } from './services/posts';
export { countMedia, createMedia } from './services/media';
