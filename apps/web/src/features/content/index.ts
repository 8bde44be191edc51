// The content feature's public face (its query keys are public too: query-keys.ts): a company
// page's text, the Markdown it is written in, and the editor the console uses for pages and posts.
export { ContentEditorForm, type EditorValues } from './admin/components/content-editor-form';
export { ContentTranslationForm } from './admin/components/content-translation-form';
export { default as ContentPageView } from './pages/content-page';
export { useContentT } from './messages';
export { useConsoleContentT } from './admin/messages';
