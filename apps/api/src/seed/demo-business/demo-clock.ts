/**
 * The demo business's clock (docs/decisions/0116). The flows write "now" themselves — in
 * JavaScript and through the database's now(), and the BV ledger refuses later edits — so a
 * story of three months is told by running each step at its own moment: while the clock is
 * installed, Date runs `offset` ms from the machine's time, and PGlite's now() reads Date.now,
 * so the API's code and the embedded database agree. Used only by the first-run seed, before
 * the server listens and its jobs start; restore() puts the real Date back.
 *
 * Timers are not moved: Node's run on a monotonic clock. A delay computed from a deadline set on
 * the demo clock ends early, never late, once the real time is back (every moment the clock
 * shows is at or before the real one); PostgreSQL's timer then re-arms against the real time.
 */
export function installDemoClock() {
  const RealDate = Date;
  let offset = 0;
  const now = () => RealDate.now() + offset;
  // A function, not a subclass: the dates it makes are ordinary Dates (instanceof holds).
  function DemoDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    if (args.length === 0) return new RealDate(now());
    return new RealDate(...(args as ConstructorParameters<DateConstructor>));
  }
  DemoDate.prototype = RealDate.prototype;
  DemoDate.now = now;
  DemoDate.parse = RealDate.parse;
  DemoDate.UTC = RealDate.UTC;
  globalThis.Date = DemoDate as unknown as DateConstructor;
  // PGlite arms PostgreSQL's timer with setTimeout; its deadline set before the clock moved back
  // (seconds after the real now) is re-armed for weeks ahead, which Node clamps to 1 ms with a
  // warning each time, until PostgreSQL drops that timeout a few steps later. The re-check is
  // harmless, so that warning (only that one) is dropped while the clock runs.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const name = typeof warning === 'string' ? rest[0] : warning.name;
    if (name === 'TimeoutOverflowWarning') return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  return {
    /** Moves the clock to `at` (earlier or later); it ticks on from there. */
    moveTo(at: Date) {
      offset = at.getTime() - RealDate.now();
    },
    /** The real Date and warnings back; a DemoDate kept by anyone reads the real time too. */
    restore() {
      offset = 0;
      globalThis.Date = RealDate;
      process.emitWarning = emitWarning;
    },
  };
}
