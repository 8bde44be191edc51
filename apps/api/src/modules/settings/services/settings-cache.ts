import type { CompanySettings } from '@saathi/shared';
import type { Database } from '../../../db/client';
import { COMPANY_SETTINGS_CHANNEL, getCompanySettings } from './company-settings';

/**
 * This process's copy of the company settings, for the readers on every request (the public
 * settings, placing an order): read once, then kept until a change commits in any process
 * (LISTEN/NOTIFY) or the listening connection restarts (decision 0083).
 */
export function createCompanySettingsCache(database: Database) {
  let current: Promise<CompanySettings> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  const forget = () => {
    current = undefined;
  };
  return {
    get(): Promise<CompanySettings> {
      if (current) return current;
      const read = getCompanySettings({ db: database.db });
      // A failed read is not kept; one overtaken by a change is answered but not kept either.
      current = read;
      read.catch(() => {
        if (current === read) forget();
      });
      return read;
    },
    forget,
    async start() {
      stopListening = await database.listen(COMPANY_SETTINGS_CHANNEL, {
        onMessage: forget,
        onConnected: forget,
      });
    },
    async stop() {
      await stopListening?.();
    },
  };
}
export type CompanySettingsCache = ReturnType<typeof createCompanySettingsCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The company settings as this process last read them; forget() after changing them. */
    companySettings: CompanySettingsCache;
  }
}
