/**
 * One frame ticker and one queue: animation steps play one after another, in
 * the order they were queued, each drawn by the same redraw() per frame.
 *
 * A step is {kind, ms, begin?(), frame?(t), end?()}: kind "motion" (cards
 * moving) or "pause" (a moment to look); t runs from 0 to 1. Under
 * prefers-reduced-motion motions take no time and pauses are shortened, so
 * everything still happens, in the same order.
 */

const REDUCED_PAUSE = 0.3;

export function createAnimator(redraw) {
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const queue = [];
  let current = null;
  let startedAt = 0;
  let frameRequest = 0;
  let idleWaiters = [];

  function duration(step) {
    if (!reduced.matches) return step.ms;
    return step.kind === "pause" ? step.ms * REDUCED_PAUSE : 0;
  }

  /** Runs every step that is due at `now`; returns true while one is still playing. */
  function advance(now) {
    for (;;) {
      if (!current) {
        current = queue.shift();
        if (!current) return false;
        startedAt = now;
        current.begin?.();
      }
      const length = duration(current);
      const t = length > 0 ? Math.min(1, (now - startedAt) / length) : 1;
      current.frame?.(t);
      if (t < 1) return true;
      current.end?.();
      const done = current;
      current = null;
      // The next step starts where this one ended, not at the late frame that noticed it.
      startedAt += length;
      done.resolve();
    }
  }

  function tick(now) {
    frameRequest = 0;
    let playing;
    try {
      playing = advance(now);
    } catch (error) {
      // A step that throws ends there with its promise rejected, and the queue goes on: a table
      // never hangs on a step (the flow that awaited it hears why).
      current?.reject(error);
      current = null;
      playing = false;
    }
    redraw();
    if (playing || queue.length) {
      frameRequest = requestAnimationFrame(tick);
    } else {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  }

  return {
    /** Queues a step; resolves when it has ended (or was cancelled), rejects if it threw. */
    play(step) {
      return new Promise((resolve, reject) => {
        queue.push({ ...step, resolve, reject });
        if (!frameRequest) frameRequest = requestAnimationFrame(tick);
      });
    },
    /** Resolves once every queued step has played. */
    idle() {
      if (!current && !queue.length) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** Drops every step without running its end(); their promises resolve. */
    cancel() {
      cancelAnimationFrame(frameRequest);
      frameRequest = 0;
      const dropped = current ? [current, ...queue] : [...queue];
      current = null;
      queue.length = 0;
      for (const step of dropped) step.resolve();
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    get busy() {
      return Boolean(current || queue.length);
    },
    get reducedMotion() {
      return reduced.matches;
    },
  };
}
