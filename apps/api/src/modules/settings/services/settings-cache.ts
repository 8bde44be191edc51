import type { CompanySettings } from '@saathi/shared';
import type { Database } from '../../../db/client';
import { COMPANY_SETTINGS_CHANNEL, readCompanySettings } from './company-settings';

/**
 * This process's copy of the company settings, for the readers on every request (the public
 * settings, placing an order): read once, then kept until a change commits in any process
 * (LISTEN/NOTIFY) or the listening connection restarts (decision 0083).
 */
export function createCompanySettingsCache(database: Database) {
  let current: Promise<CompanySettings> | undefined;
  /** The version `current` was read at, once it has landed. */
  let currentVersion: number | undefined;
  /** The newest change announced while `current` was still being read. */
  let heardWhileReading = 0;
  let stopListening: (() => Promise<void>) | undefined;
  const forget = () => {
    current = undefined;
    currentVersion = undefined;
  };
  // Every change is heard, this process's own too, maybe after a copy read since: a copy at that
  // version or newer stays. An announcement without a version (an older build) drops the copy.
  const hearChange = (payload: string) => {
    const version = payload === '' ? Number.POSITIVE_INFINITY : Number(payload);
    if (current && currentVersion === undefined) {
      heardWhileReading = Math.max(heardWhileReading, version);
    } else if (!(currentVersion !== undefined && version <= currentVersion)) {
      forget();
    }
  };
  return {
    get(): Promise<CompanySettings> {
      if (current) return current;
      heardWhileReading = 0;
      const read = readCompanySettings({ db: database.db });
      const settings = read.then((answer) => answer.settings);
      // A failed read is not kept; one overtaken by a change is answered but not kept either.
      current = settings;
      read.then(
        (answer) => {
          if (current !== settings) return;
          if (answer.version >= heardWhileReading) currentVersion = answer.version;
          else forget();
        },
        () => {
          if (current === settings) forget();
        },
      );
      return settings;
    },
    forget,
    async start() {
      stopListening = await database.listen(COMPANY_SETTINGS_CHANNEL, {
        onMessage: hearChange,
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
