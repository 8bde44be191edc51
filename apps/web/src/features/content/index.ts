// The content feature's public face: a company page's text, the Markdown it is written in, and
// the editor the console uses for pages and posts alike.
export { ContentEditorForm, type EditorValues } from './admin/components/content-editor-form';
export { contentKeys } from './api/query-keys';
export { MarkdownBody } from './components/markdown';
export { default as ContentPageView } from './pages/content-page';
