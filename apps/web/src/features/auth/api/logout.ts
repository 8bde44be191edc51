import { http } from '../../../lib/http';

/** Ends the server session (the refresh cookie); the caller clears local data either way. */
export const logout = () => http.post<{ success: true }>('/auth/logout', {});
