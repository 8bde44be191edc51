// The media feature's public face: a section of published gallery photos or certificates.
export { mediaKeys } from './api/query-keys';
export { MediaSection } from './components/media-section';
