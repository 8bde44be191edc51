/** Content: the company's Markdown pages, blog and news posts, the gallery and certificates. */
export { contentRoutes } from './routes';
export { contentAdminRoutes } from './admin-routes';
export { ensureDefaultPages } from './service';
export { ensurePublishedPosts } from './services/posts';
export { countMedia, createMedia } from './services/media';
