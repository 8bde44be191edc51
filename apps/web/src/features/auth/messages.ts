import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/auth';
import { messagesFor } from '../../lib/i18n/i18n';

export type AuthKey = AreaKey<'auth'>;

/** The sign-in and sign-up screens' words, and the login dialog's. */
export const useAuthT = messagesFor('auth', english);
