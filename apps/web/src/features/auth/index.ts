// The auth feature's public face: who is signed in, the login modal, where login returns to.
// The app shell uses these on every page, so nothing heavy belongs here (the login and
// registration screens are pages the router loads; the login dialog loads when first opened).
export type { AssociateData } from './api/get-associate-self';
export { displayName } from './display-name';
export { useLoginModal } from './login-modal-context';
export { LoginModalProvider } from './login-modal-provider';
export { loginPathFor } from './login-redirect';
export { SessionProvider } from './session-provider';
export { onSignedIn, onSignedOut } from './session-events';
export { useSession } from './use-session';
export { useChooseLanguage } from './use-choose-language';
