import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { StatementNames } from './named-statements';

const COMMITS_MARKER = '/* commits */';

/**
 * Marks the last statement of a transaction whose locks every caller queues for (decision
 * 0087): on PostgreSQL the commit is written right behind it, so the locks go at once instead of
 * after a round trip through the API's event loop, and the transaction's own commit is then
 * answered without the server. Nothing may run in the transaction after it. Elsewhere a comment.
 */
export const thenCommit = (query: SQL): SQL => sql`${query} ${sql.raw(COMMITS_MARKER)}`;

type TextQuery = { text: string; name?: string };
type Answer = Promise<unknown>;

const isTextQuery = (config: unknown): config is TextQuery =>
  typeof config === 'object' && config !== null && typeof (config as TextQuery).text === 'string';

/** What a commit answers (drizzle reads nothing of it). */
const COMMITTED = { command: 'COMMIT', rowCount: null, rows: [], fields: [] };
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };

/** The answer of `first` and `second` (both written already), as `pick` chooses, or the first error. */
const both = (first: Answer, second: Answer, pick: 0 | 1) =>
  Promise.all([first, second]).then((answers) => answers[pick]);

/**
 * The pool's client class (decisions 0082, 0087), in pipeline mode (pg's `pipeline`: a query is
 * written without waiting for the answers before it):
 * - statements marked by planOnce run as named statements;
 * - a transaction's `begin` is written and answered at once, so its first statement follows it
 *   on the wire; that statement's answer waits for the begin's, and fails if the begin failed;
 * - a statement marked by thenCommit is followed on the wire by `commit`; its answer waits for
 *   the commit's, and the transaction's own `commit` after it is answered here;
 * - what is sent in one tick goes out in one write (holdWrites).
 */
export function poolClient(names: StatementNames): typeof pg.Client {
  const send = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => Answer;

  class PoolClient extends pg.Client {
    /** The transaction's `begin`, written and not yet paired with a statement. */
    private begun: Answer | undefined;
    /** The transaction was committed behind its last statement. */
    private isCommitted = false;
    /**
     * Holds this tick's writes to go out in one, at its end: the statements a flow sends
     * together (a begin and its first statement, an order and its stock, an invoice and its
     * commit) wake the server once, not once each. Each write woke a backend that took the
     * API's core from it mid-write (a third of the event loop's time in writev).
     */
    private holdWrites() {
      const { stream } = this.connection;
      // pg corks only inside a query's submit, so a cork seen here is this tick's own.
      if (stream.writableCorked) return;
      stream.cork();
      process.nextTick(() => stream.uncork());
    }

    private sendText(config: TextQuery, values: unknown): Answer {
      const { text } = config;
      if (this.isCommitted) {
        this.isCommitted = false;
        if (text === 'commit') return Promise.resolve(COMMITTED);
        // A rollback after the commit (the flow failed later) only draws a warning.
        if (text !== 'rollback') {
          return Promise.reject(new Error(`A statement after its transaction's commit: ${text}`));
        }
      }
      const name = config.name ? undefined : names.nameFor(text);
      const named = name ? { ...config, name } : config;
      if (!this.pipeline) return send.call(this, named, values);
      this.holdWrites();
      if (text === 'begin') {
        const begun = send.call(this, named, values);
        begun.catch(() => {}); // answered with the next statement
        this.begun = begun;
        return Promise.resolve(BEGUN);
      }
      // Only inside a transaction: a marked statement sent on its own is simply run.
      const isInTransaction = this.begun !== undefined || this.getTransactionStatus() === 'T';
      let answer = send.call(this, named, values);
      if (this.begun) {
        answer = both(this.begun, answer, 1);
        this.begun = undefined;
      }
      if (isInTransaction && text.endsWith(COMMITS_MARKER)) {
        answer = both(answer, send.call(this, { text: 'commit' }), 0);
        this.isCommitted = true;
      }
      return answer;
    }

    // Drizzle sends config objects, awaited (a transaction's client) or with a callback (the
    // pool's query); pg's other forms (text, submittables) pass through.
    override query(...args: unknown[]): never {
      const [config, values, callback] = args;
      if (!isTextQuery(config) || args.length > 3) return send.apply(this, args) as never;
      const done = typeof values === 'function' ? values : callback;
      const answer = this.sendText(config, typeof values === 'function' ? undefined : values);
      if (typeof done !== 'function') return answer as never;
      answer.then(
        (result) => done(null, result),
        (error: unknown) => done(error),
      );
      return undefined as never;
    }
  }
  return PoolClient;
}
