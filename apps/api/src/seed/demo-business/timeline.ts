import type { installDemoClock } from './demo-clock';

interface Step {
  at: number;
  order: number;
  run: () => Promise<void>;
}

/**
 * The demo business's story as steps in time order: each runs with the demo clock at its
 * moment, and a step may add later ones (an order's next status). Steps due after `end` (the
 * real now) never run, so a story left half-told is the state its order is in today.
 */
export function createTimeline(end: Date) {
  const steps: Step[] = [];
  let added = 0;
  return {
    end,
    add(at: Date, run: () => Promise<void>) {
      if (at.getTime() > end.getTime()) return;
      const step = { at: at.getTime(), order: (added += 1), run };
      // Binary insertion keeps the list sorted by time, then by when it was added.
      let low = 0;
      let high = steps.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        const other = steps[middle]!;
        if (other.at < step.at || (other.at === step.at && other.order < step.order))
          low = middle + 1;
        else high = middle;
      }
      steps.splice(low, 0, step);
    },
    async run(clock: ReturnType<typeof installDemoClock>) {
      let ran = 0;
      for (let step = steps.shift(); step; step = steps.shift()) {
        clock.moveTo(new Date(step.at));
        await step.run();
        ran += 1;
      }
      return ran;
    },
  };
}
export type Timeline = ReturnType<typeof createTimeline>;
