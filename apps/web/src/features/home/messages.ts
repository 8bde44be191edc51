import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/home';
import { messagesFor } from '../../lib/i18n/i18n';

export type HomeKey = AreaKey<'home'>;

/** The home page's words: with the first load, as the home page is. */
export const useHomeT = messagesFor('home', english);
