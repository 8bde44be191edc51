/**
 * The demo business's clock (docs/decisions/0116). The flows write "now" themselves — in
 * JavaScript and through the database's now(), and the BV ledger refuses later edits — so a
 * story of three months is told by running each step at its own moment: while the clock is
 * installed, Date runs `offset` ms from the machine's time, and PGlite's now() reads Date.now,
 * so the API's code and the embedded database agree. Used only by the first-run seed, before
 * the server listens and its jobs start; restore() puts the real Date back.
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
  // PGlite arms PostgreSQL's timers with setTimeout; one armed at a later moment than the demo
  // clock shows is re-armed for weeks ahead, which Node clamps to 1 ms with a warning each time.
  // The re-check is harmless, so that warning (only that one) is dropped while the clock runs.
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
    restore() {
      globalThis.Date = RealDate;
      process.emitWarning = emitWarning;
    },
  };
}
