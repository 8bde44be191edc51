// The spec's account flag `isAuthentication` ("true" while signed in), under a versioned key.
// It holds no token or personal data: it only tells the next page load that a refresh cookie may
// exist, so first-time visitors make no refresh call (and get no 401 in their console).
const KEY = 'saathi.v1.isAuthentication';

export function hasSessionFlag(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function setSessionFlag(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, 'true');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private browsing); the session still works for this page.
  }
}
