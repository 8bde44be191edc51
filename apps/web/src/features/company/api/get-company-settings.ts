import { useSyncExternalStore } from 'react';
import type { CompanySettings } from '@saathi/shared';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared/company-defaults';
import { http } from '../../../lib/http';

/**
 * The API answers with settings its own schema has checked and completed (the route's response
 * schema), as every read the shop makes: parsing them again here loaded zod and every shared
 * schema (50 kB gzipped) on every page before its pictures (decision 0188).
 */
export async function getCompanySettings(): Promise<CompanySettings> {
  return (await http.get<{ data: CompanySettings }>('/api/company-settings')).data;
}

// Company settings are app configuration read by the shell (header, footer, home), so they live
// in a tiny store fetched once rather than in TanStack Query, which loads with the pages.
let current: CompanySettings = DEMO_COMPANY_SETTINGS;
let requested = false;
const listeners = new Set<() => void>();

/** Replaces the settings everywhere (after an admin saves them, or in tests). */
export function setCompanySettings(next: CompanySettings) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Forgets the loaded settings, so the next reader fetches again (tests). */
export function resetCompanySettings() {
  current = DEMO_COMPANY_SETTINGS;
  requested = false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    // On failure the demo values stay: the shell never flashes empty or shows an error for this.
    getCompanySettings().then(setCompanySettings, () => undefined);
  }
  return () => listeners.delete(listener);
}

const read = () => current;

/** The company's name, registration, office and brand; the demo values until the API answers. */
export function useCompanySettings(): CompanySettings {
  return useSyncExternalStore(subscribe, read, read);
}
