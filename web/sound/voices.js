/**
 * The table's sounds, synthesized with the Web Audio API (no recordings):
 * a card is a short burst of filtered noise (its brightness and length make
 * the difference between a card laid, slid or riffled), a scopa and the end
 * of a match are a few soft tones. Each voice schedules its nodes on
 * `context` from time `at` into `out` (the player's master gain) and
 * returns how long it sounds, in seconds.
 */

/** One second of white noise per context, made once: every card sound is a slice of it. */
const noiseOf = new WeakMap();
function noise(/** @type {BaseAudioContext} */ context) {
  let buffer = noiseOf.get(context);
  if (!buffer) {
    buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const samples = buffer.getChannelData(0);
    // A fixed linear congruential sequence: the same hiss every time, no global random.
    let state = 0x2545f491;
    for (let i = 0; i < samples.length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      samples[i] = state / 2 ** 31 - 1;
    }
    noiseOf.set(context, buffer);
  }
  return buffer;
}

/**
 * A card's sound: `ms` of noise through a band-pass at `hz`, rising in a few
 * milliseconds and dying away, `level` loud.
 * @param {BaseAudioContext} context @param {AudioNode} out @param {number} at
 */
function brush(context, out, at, { hz = 2400, q = 1.2, ms = 60, level = 0.6 } = {}) {
  const source = context.createBufferSource();
  source.buffer = noise(context);
  const filter = context.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = hz;
  filter.Q.value = q;
  const gain = context.createGain();
  const end = at + ms / 1000;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(level, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  source.connect(filter).connect(gain).connect(out);
  // Each burst starts somewhere else in the noise, so a riffle is not one click repeated.
  source.start(at, (at * 7.919) % 0.5, ms / 1000 + 0.01);
  return ms / 1000;
}

/**
 * A soft tone: a sine at `hz` (with a quiet octave above), `ms` long.
 * @param {BaseAudioContext} context @param {AudioNode} out @param {number} at
 */
function tone(context, out, at, { hz = 660, ms = 220, level = 0.25 } = {}) {
  const gain = context.createGain();
  const end = at + ms / 1000;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(level, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  gain.connect(out);
  for (const [multiple, share] of [[1, 1], [2, 0.25]]) {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = hz * multiple;
    const partial = context.createGain();
    partial.gain.value = share;
    oscillator.connect(partial).connect(gain);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  }
  return ms / 1000;
}

/** Notes in Hz (equal temperament from A 440), for the tunes. */
const NOTE = { C5: 523.25, E5: 659.25, G5: 783.99, C6: 1046.5, A4: 440, F4: 349.23, D4: 293.66 };

/** Several sounds one after another, `gap` seconds apart; how long the whole sounds. */
function sequence(/** @type {number} */ count, /** @type {number} */ gap, /** @type {(i: number, at: number) => number} */ each, /** @type {number} */ at) {
  let last = 0;
  for (let i = 0; i < count; i++) last = gap * i + each(i, at + gap * i);
  return last;
}

/**
 * Every sound the table makes, by name: (context, out, at) → seconds.
 * @type {Record<string, (context: BaseAudioContext, out: AudioNode, at: number) => number>}
 */
export const VOICES = {
  /** A card laid on the felt: a short, mid-bright slap. */
  lay: (context, out, at) => brush(context, out, at, { hz: 1800, ms: 70, level: 0.7 }),
  /** Cards gathered: the card laid, then the taken ones slid together. */
  capture: (context, out, at) =>
    Math.max(brush(context, out, at, { hz: 1800, ms: 70, level: 0.7 }), 0.09 + brush(context, out, at + 0.09, { hz: 1100, q: 0.8, ms: 160, level: 0.5 })),
  /** Dealing: a few quick flicks. */
  deal: (context, out, at) => sequence(4, 0.085, (_, when) => brush(context, out, when, { hz: 3000, ms: 45, level: 0.45 }), at),
  /** The shuffle: a riffle of many tiny bursts, brightening as it goes. */
  shuffle: (context, out, at) =>
    sequence(18, 0.028, (i, when) => brush(context, out, when, { hz: 2200 + i * 90, q: 2, ms: 24, level: 0.35 }), at),
  /** A scopa: the slap and three bright rising tones. */
  scopa: (context, out, at) =>
    Math.max(
      brush(context, out, at, { hz: 1500, ms: 90, level: 0.8 }),
      0.05 + sequence(3, 0.09, (i, when) => tone(context, out, when, { hz: [NOTE.C5, NOTE.E5, NOTE.G5][i], ms: 240, level: 0.22 }), at + 0.05),
    ),
  /** A Scala 40 meld: the cards fanned down one after another, then a soft low tone. */
  meld: (context, out, at) =>
    Math.max(
      sequence(3, 0.06, (_, when) => brush(context, out, when, { hz: 2000, ms: 55, level: 0.5 }), at),
      0.2 + tone(context, out, at + 0.2, { hz: NOTE.A4, ms: 260, level: 0.12 }),
    ),
  /** A Briscola trick won: the two cards swept to a pile. */
  trick: (context, out, at) => brush(context, out, at, { hz: 900, q: 0.7, ms: 180, level: 0.55 }),
  /** A match won: a major arpeggio up. */
  win: (context, out, at) =>
    sequence(4, 0.12, (i, when) => tone(context, out, when, { hz: [NOTE.C5, NOTE.E5, NOTE.G5, NOTE.C6][i], ms: 360, level: 0.22 }), at),
  /** A match lost: three falling tones. */
  lose: (context, out, at) =>
    sequence(3, 0.18, (i, when) => tone(context, out, when, { hz: [NOTE.A4, NOTE.F4, NOTE.D4][i], ms: 420, level: 0.2 }), at),
};
