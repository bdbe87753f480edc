/**
 * Plays the table's sounds (voices.js) for the engine's events (cues.js), at
 * a quiet level times the player's volume (ui/preferences.js). Browsers let a page sound only once its player has
 * interacted with it, so nothing sounds before the first key or tap: cues before it are dropped,
 * not saved up. The audio context is made only when the table is at rest and the page idle: asked for
 * when the app says the table is at rest (`prepare`), when the sound is turned on, or by a cue that
 * found none (that cue and any before the context exists are dropped): making the first one can hold the page's thread for a long
 * moment while the browser starts its audio, which a deal must not wait for. A browser starts it
 * suspended until a first key or tap, and every key or tap wakes it. Between sounds the context rests
 * (suspended a moment after the last one ends): a running context renders silence all the time, a core's
 * few percent that a phone pays in battery for nothing. Where the browser has no Web Audio the
 * player stays silent and says so (`available`), without an error.
 */
import { soundsOf } from "./cues.js";
import { VOICES } from "./voices.js";
import { preferences } from "../ui/preferences.js";

/** The master level at full volume: quiet, under a voice's own level. */
const LEVEL = 0.25;
/** The breath between two sounds of one reply, in seconds. */
const GAP = 0.05;
/** How long the context runs on after its last sound ends before it rests, in milliseconds. */
const REST_AFTER_MS = 1000;

/** The browser's audio context class, or null without Web Audio. */
function contextClass() {
  const scope = /** @type {{AudioContext?: typeof AudioContext, webkitAudioContext?: typeof AudioContext}} */ (globalThis);
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/**
 * @param {boolean} on whether the sound is on at the start
 * @param {{idle(): Promise<void>, readonly busy: boolean}} table the table's animator: the context waits for it to be at rest
 */
export function createSoundPlayer(on, table) {
  const Context = contextClass();
  let interacted = false;
  /** @type {AudioContext | null} */
  let context = null;
  /** @type {GainNode | null} */
  let master = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let resting;

  /** Wakes the context if it rests, and lets it rest again `seconds` of sound from now. */
  function wake(/** @type {number} */ seconds) {
    if (!context) return;
    if (context.state === "suspended") context.resume().catch(() => {});
    clearTimeout(resting);
    const running = context;
    resting = setTimeout(() => running.state === "running" && running.suspend().catch(() => {}), seconds * 1000 + REST_AFTER_MS);
  }

  for (const type of ["pointerdown", "keydown"]) {
    window.addEventListener(
      type,
      () => {
        interacted = true;
        // Safari resumes a suspended context only within a gesture.
        if (on) wake(0);
      },
      { capture: true },
    );
  }

  let asked = false;
  /**
   * Makes the audio context once the table is at rest and the page next idle (once; nothing when
   * the sound is off then). Cards that start moving meanwhile put it off until they stop.
   */
  function prepare() {
    if (asked || !Context) return;
    asked = true;
    const make = () => {
      if (table.busy) {
        table.idle().then(whenIdle);
        return;
      }
      asked = false;
      if (!on || context) return;
      try {
        context = new Context();
        wake(0);
      } catch {
        // A browser may refuse an audio context (too many open, a policy): the game plays on, silent.
      }
    };
    const whenIdle = () => {
      if ("requestIdleCallback" in globalThis) requestIdleCallback(make, { timeout: 3000 });
      else setTimeout(make, 500);
    };
    table.idle().then(whenIdle);
  }

  /** The master gain to play into; null when nothing may sound now (no context yet: it is made when idle). */
  function output() {
    if (!on || !interacted) return null;
    if (!context) {
      prepare();
      return null;
    }
    try {
      if (!master) {
        master = context.createGain();
        master.gain.value = LEVEL * preferences.volume;
        master.connect(context.destination);
      }
      return master;
    } catch {
      // A browser may refuse an audio context (too many open, a policy): the game plays on, silent.
      return null;
    }
  }

  return {
    /** Whether this browser can play sound at all. */
    available: Context !== null,

    get on() {
      return on;
    },

    prepare,

    /** Plays the sounds of a reply's events, one after another from now. */
    cue(/** @type {Array<Record<string, any>>} */ events) {
      const names = soundsOf(events);
      const out = names.length ? output() : null;
      if (!out || !context) return;
      const start = context.currentTime;
      let at = start;
      for (const name of names) at += VOICES[name](context, out, at) + GAP;
      wake(at - start);
    },

    /** Follows the player's volume at once, what is sounding included. */
    followVolume() {
      if (master) master.gain.value = LEVEL * preferences.volume;
    },

    /** Turns the sound on or off; off silences at once what is still sounding. */
    set(/** @type {boolean} */ value) {
      on = value;
      if (on) prepare();
      if (on) return;
      clearTimeout(resting);
      if (context?.state === "running") context.suspend().catch(() => {});
      master?.disconnect();
      master = null;
    },
  };
}

/** @typedef {ReturnType<typeof createSoundPlayer>} SoundPlayer */
