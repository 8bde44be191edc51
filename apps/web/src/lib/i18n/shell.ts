import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/shell';
import { messagesFor } from './i18n';

export type ShellKey = AreaKey<'shell'>;

/** The frame's words (header, menus, footer, bottom bar) and the shared widgets': the first load. */
export const useShellT = messagesFor('shell', english);
