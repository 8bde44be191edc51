// The media feature's public face (its query keys are public too: query-keys.ts): a section of
// published gallery photos or certificates.
export { MediaSection } from './components/media-section';
