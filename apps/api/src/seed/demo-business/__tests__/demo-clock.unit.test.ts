import { afterEach, describe, expect, it } from 'vitest';
import { installDemoClock } from '../demo-clock';
import { createTimeline } from '../timeline';

const RealDate = Date;
const realEmitWarning = process.emitWarning;

describe('the demo clock', () => {
  afterEach(() => {
    globalThis.Date = RealDate;
    process.emitWarning = realEmitWarning;
  });

  it('shows the moment it is moved to, and makes ordinary dates', () => {
    const clock = installDemoClock();
    clock.moveTo(new RealDate('2001-02-03T04:05:06Z'));
    expect(new Date().getUTCFullYear()).toBe(2001);
    expect(new RealDate(Date.now()).getUTCMonth()).toBe(1);
    expect(new Date() instanceof RealDate).toBe(true);
    expect(new Date('2020-01-01T00:00:00Z').toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(Date.UTC(2020, 0, 1)).toBe(RealDate.UTC(2020, 0, 1));
    clock.restore();
  });

  it('puts the real Date and warnings back, and a Date kept meanwhile reads the real time', () => {
    const clock = installDemoClock();
    clock.moveTo(new RealDate('2001-02-03T04:05:06Z'));
    const Kept = Date;
    clock.restore();
    expect(Date).toBe(RealDate);
    expect(process.emitWarning).toBe(realEmitWarning);
    expect(Kept.now()).toBeGreaterThan(RealDate.UTC(2020, 0, 1));
  });

  it('drops only the timeout-overflow warning while it runs', () => {
    const seen: string[] = [];
    process.emitWarning = ((warning: string, type?: string) => {
      seen.push(`${type}: ${warning}`);
    }) as typeof process.emitWarning;
    const clock = installDemoClock();
    process.emitWarning('too long', 'TimeoutOverflowWarning');
    process.emitWarning('something else', 'Warning');
    clock.restore();
    process.emitWarning('too long again', 'TimeoutOverflowWarning');
    expect(seen).toEqual(['Warning: something else', 'TimeoutOverflowWarning: too long again']);
  });

  it('runs the timeline in time order, and a step may add a later one', async () => {
    const end = new RealDate('2001-03-01T00:00:00Z');
    const timeline = createTimeline(end);
    const ran: string[] = [];
    const at = (iso: string) => new RealDate(iso);
    timeline.add(at('2001-02-01T00:00:00Z'), async () => {
      ran.push(`second ${new Date().toISOString().slice(0, 10)}`);
      timeline.add(at('2001-02-15T00:00:00Z'), async () => {
        ran.push('added');
      });
    });
    timeline.add(at('2001-01-01T00:00:00Z'), async () => {
      ran.push(`first ${new Date().toISOString().slice(0, 10)}`);
    });
    timeline.add(at('2001-04-01T00:00:00Z'), async () => {
      ran.push('after the end: never');
    });
    const clock = installDemoClock();
    try {
      await timeline.run(clock);
    } finally {
      clock.restore();
    }
    expect(ran).toEqual(['first 2001-01-01', 'second 2001-02-01', 'added']);
  });
});
