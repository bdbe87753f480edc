/**
 * One frame ticker and one queue: animation steps play one after another, in
 * the order they were queued, each drawn by the same redraw() per frame.
 *
 * A step is {kind, ms, begin?(), frame?(t), end?()}: kind "motion" (cards
 * moving) or "pause" (a moment to look); t runs from 0 to 1. The
 * player's preferences (ui/preferences.js) set the pace, read at each step:
 * the speed stretches or shortens every step, and instant plays them all in
 * the frame they are queued in; with reduced motion (the system's, unless the
 * player chose) motions take no time and pauses are shortened. Everything
 * still happens, in the same order.
 */
import { SPEEDS, motionReduced, preferences } from "../ui/preferences.js";

const REDUCED_PAUSE = 0.3;

/**
 * @param {() => void} redraw draws a frame
 * @param {(moving: boolean) => void} [onMoving] hears when steps start playing and when the last has
 */
export function createAnimator(redraw, onMoving = () => {}) {
  const queue = [];
  let current = null;
  let startedAt = 0;
  let frameRequest = 0;
  let idleWaiters = [];
  /** Set while finish() plays every step to its end at once. */
  let hurried = false;

  /** How long `step` plays (ms), at the pace the player chose; no wait at all for a screen reader (each move is read as it happens), nor while hurried. */
  function duration(step) {
    if (hurried) return 0;
    const paced = preferences.screenReader ? 0 : step.ms * SPEEDS[preferences.speed];
    if (!motionReduced()) return paced;
    return step.kind === "pause" ? paced * REDUCED_PAUSE : 0;
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
      onMoving(false);
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  }

  return {
    /** Queues a step; resolves when it has ended (or was cancelled), rejects if it threw. */
    play(step) {
      return new Promise((resolve, reject) => {
        if (!current && !queue.length) onMoving(true);
        queue.push({ ...step, resolve, reject });
        if (!frameRequest) frameRequest = requestAnimationFrame(tick);
      });
    },
    /** Resolves once every queued step has played. */
    idle() {
      if (!current && !queue.length) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /**
     * Plays every queued step to its end now, in order (each begins, says what it says and ends,
     * its promise resolving), and draws the last: the player acted while the table was still moving.
     */
    finish() {
      if (!current && !queue.length) return;
      cancelAnimationFrame(frameRequest);
      hurried = true;
      try {
        tick(performance.now());
      } finally {
        hurried = false;
      }
    },
    /** Drops every step without running its end(); their promises resolve. */
    cancel() {
      cancelAnimationFrame(frameRequest);
      frameRequest = 0;
      const dropped = current ? [current, ...queue] : [...queue];
      current = null;
      queue.length = 0;
      for (const step of dropped) step.resolve();
      if (dropped.length) onMoving(false);
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    duration,
    get busy() {
      return Boolean(current || queue.length);
    },
  };
}
