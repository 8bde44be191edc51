import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { outboxMessages } from './tables';
import type { OutgoingMessage, Transport } from './transports';

export const MAX_DELIVERY_ATTEMPTS = 5;
const LEASE_MS = 5 * 60 * 1000;
const POLL_MS = 5_000;
const BATCH_SIZE = 20;
/** 10 s, 40 s, 90 s, 160 s between attempts. */
const backoffMs = (attempts: number) => attempts * attempts * 10_000;

// Every order and code sends one: a named statement (decision 0094).
const storeMessage = preparedPerDb((db) =>
  db
    .insert(outboxMessages)
    .values({
      channel: sql.placeholder('channel'),
      destination: sql.placeholder('destination'),
      subject: sql.placeholder('subject'),
      body: sql.placeholder('body'),
      code: sql.placeholder('code'),
      category: sql.placeholder('category'),
      userId: sql.placeholder('userId'),
    })
    .prepare('outbox_store_message'),
);

export interface Messenger {
  /**
   * Stores the message durably, in the caller's transaction when given one (then it is sent only
   * if that commits); it is delivered in the background.
   */
  enqueue(message: OutgoingMessage & { code?: string }, options?: { db?: Db }): Promise<void>;
  /** Many at once, in one statement (a closing's notices): as enqueue, for each. */
  enqueueMany(messages: OutgoingMessage[], options?: { db?: Db }): Promise<void>;
  /** Delivers what is due; safe to run from several processes (rows are leased). */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createMessenger(options: {
  db: Db;
  transports: Record<OutgoingMessage['channel'], Transport | undefined>;
  log: FastifyBaseLogger;
  keepCodes: boolean;
  /**
   * Of these people, those who consent to marketing now (the privacy module answers). Without
   * it no marketing message is stored or sent.
   */
  marketingConsenters?: (options: { db: Db; userIds: number[] }) => Promise<Set<number>>;
}): Messenger {
  const { db, transports, log, keepCodes } = options;

  /** The messages that may go: every service one, and marketing ones to consenting people. */
  async function keepAllowed<T extends { category?: string | null; userId?: number | null }>(
    messages: T[],
    inDb: Db,
  ) {
    const userIds = messages.flatMap((message) =>
      message.category === 'marketing' && message.userId != null ? [message.userId] : [],
    );
    const consenting =
      userIds.length > 0 && options.marketingConsenters
        ? await options.marketingConsenters({ db: inDb, userIds })
        : new Set<number>();
    return messages.filter(
      (message) => message.category !== 'marketing' || consenting.has(message.userId ?? -1),
    );
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopping = false;

  async function claimDue() {
    const now = new Date();
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, ['pending', 'sending']),
          lte(outboxMessages.nextAttemptAt, now),
        ),
      )
      // Codes first: a person waits for a sign-in code, not for an order's confirmation.
      .orderBy(sql`(${outboxMessages.code} is null)`, outboxMessages.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  async function deliver(row: typeof outboxMessages.$inferSelect) {
    const transport = transports[row.channel];
    try {
      if (!transport) throw new Error(`No ${row.channel} transport is configured`);
      const { channel, destination, subject, body } = row;
      await transport.send({ channel, destination, subject, body });
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: new Date(),
          transport: transport.name,
          lastError: null,
          ...(keepCodes ? {} : { code: null, body: '[delivered]' }),
        })
        .where(eq(outboxMessages.id, row.id));
    } catch (error) {
      const isFinal = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      log.error({ err: error, messageId: row.id, channel: row.channel }, 'message delivery failed');
      await db
        .update(outboxMessages)
        .set({
          status: isFinal ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(eq(outboxMessages.id, row.id));
    }
  }

  /**
   * Batch after batch while full ones are due, so a backlog drains at the transports' pace (not
   * 20 a tick); stopping lets the batch in hand finish.
   */
  async function drainOnce() {
    let sent = 0;
    for (;;) {
      const rows = await claimDue();
      // A consent withdrawn after a marketing message was stored stops it here (decision 0129).
      const allowed = new Set(await keepAllowed(rows, db));
      const dropped = rows.filter((row) => !allowed.has(row)).map((row) => row.id);
      if (dropped.length > 0) {
        await db
          .update(outboxMessages)
          .set({ status: 'dropped', lastError: 'No marketing consent' })
          .where(inArray(outboxMessages.id, dropped));
      }
      await Promise.all([...allowed].map(deliver));
      sent += rows.length;
      if (rows.length < BATCH_SIZE || isStopping) return sent;
    }
  }

  const drain = () => {
    // One drain at a time per process; a caller arriving mid-drain waits for it and runs again.
    running = (running ?? Promise.resolve(0)).then(drainOnce, drainOnce);
    return running;
  };

  return {
    async enqueue(message, enqueueOptions) {
      const inDb = enqueueOptions?.db ?? db;
      if ((await keepAllowed([message], inDb)).length === 0) return;
      await storeMessage(inDb).execute({
        channel: message.channel,
        destination: message.destination,
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        category: message.category ?? 'service',
        userId: message.userId ?? null,
      });
    },
    async enqueueMany(messages, enqueueOptions) {
      const inDb = enqueueOptions?.db ?? db;
      const allowed = await keepAllowed(messages, inDb);
      if (allowed.length === 0) return;
      await inDb.insert(outboxMessages).values(
        allowed.map(({ channel, destination, subject, body, category, userId }) => ({
          channel,
          destination,
          subject,
          body,
          category: category ?? 'service',
          userId: userId ?? null,
        })),
      );
    },
    drain,
    start() {
      timer = setInterval(
        () => void drain().catch((error) => log.error({ err: error }, 'outbox drain failed')),
        POLL_MS,
      );
      timer.unref();
    },
    async stop() {
      isStopping = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
