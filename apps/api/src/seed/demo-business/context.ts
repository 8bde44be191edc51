import type { FastifyBaseLogger } from 'fastify';
import type { CompanySettings, Role } from '@saathi/shared';
import type { Db } from '../../db/client';
import type { Messenger } from '../../platform/messaging/messenger';
import type { Storage } from '../../platform/storage';
import type { AssociateRow } from '../../modules/associates';
import type { DemoSaleProduct } from '../../modules/catalog';
import { submitRequest } from '../../flows/submit-request';
import type { Timeline } from './timeline';

export interface DemoPerson {
  number: number;
  userId: number;
  name: string;
  city: DemoCity;
  addressId?: number;
}
export interface DemoAssociate extends DemoPerson {
  node: AssociateRow;
  isKycApproved: boolean;
}

/** Where demo people live: PIN codes that belong to their state, as checkout checks. */
export const DEMO_CITIES = [
  ['Mumbai', 'Maharashtra', '400001', 'Andheri East'],
  ['Pune', 'Maharashtra', '411001', 'Camp'],
  ['New Delhi', 'Delhi', '110001', 'Connaught Place'],
  ['Bengaluru', 'Karnataka', '560001', 'MG Road'],
  ['Chennai', 'Tamil Nadu', '600001', 'George Town'],
  ['Hyderabad', 'Telangana', '500001', 'Abids'],
  ['Kolkata', 'West Bengal', '700001', 'BBD Bagh'],
  ['Ahmedabad', 'Gujarat', '380001', 'Lal Darwaja'],
  ['Jaipur', 'Rajasthan', '302001', 'MI Road'],
  ['Lucknow', 'Uttar Pradesh', '226001', 'Hazratganj'],
  ['Kochi', 'Kerala', '682001', 'Fort Kochi'],
  ['Bhopal', 'Madhya Pradesh', '462001', 'New Market'],
  ['Patna', 'Bihar', '800001', 'Fraser Road'],
  ['Indore', 'Madhya Pradesh', '452001', 'Rajwada'],
] as const;
export type DemoCity = (typeof DEMO_CITIES)[number];

/** What every step of the demo business shares. */
export interface DemoBusiness {
  db: Db;
  storage: Storage;
  /** Drops what it is given: demo people have demo phones and addresses; nobody is told. */
  messenger: Messenger;
  /** Keeps errors the flows log and go on from (an invoice left to its job), to report them. */
  log: FastifyBaseLogger;
  company: CompanySettings;
  admin: { userId: number; roles: Role[] };
  random: () => number;
  timeline: Timeline;
  root: AssociateRow;
  associates: DemoAssociate[];
  customers: DemoPerson[];
  /** The products its orders buy, each in one of its sizes or packs (stocked at the start). */
  saleProducts: DemoSaleProduct[];
  problems: string[];
  /** Lines and orders the shop refused (stock ran out): the story of those ends there. */
  refusals: number;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A whole number in [min, max] drawn by `random`. */
export const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export const pick = <T>(random: () => number, items: readonly T[]) =>
  items[Math.floor(random() * items.length)]!;

/** A request as its demo person sends it (what the kind would tell anyone, the messenger drops). */
export const submitDemoRequest = (
  business: DemoBusiness,
  requesterId: number,
  input: Parameters<typeof submitRequest>[0]['input'],
) =>
  submitRequest({
    db: business.db,
    messenger: business.messenger,
    company: business.company.name,
    requesterId,
    input,
  });

export const silentMessenger: Messenger = {
  enqueue: async () => {},
  enqueueMany: async () => {},
  drain: async () => 0,
  start: () => {},
  stop: async () => {},
};

/** A logger that keeps error messages (the flows log what they leave to a job) and drops the rest. */
export function collectingLog(problems: string[]): FastifyBaseLogger {
  const ignore = () => {};
  const log = {
    level: 'error',
    fatal: ignore,
    warn: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    error: (first: unknown, second?: unknown) => {
      problems.push(typeof second === 'string' ? second : String(first));
    },
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}
