/**
 * The table's life cycle, for any game: each frame it paints the felt, the
 * game's own drawing, every card sprite (at rest, or blended by the motion
 * under way) and a banner; at rest it keeps the button overlay, the status
 * line and the action bar over the layout. Steps (motions and pauses) go on
 * the one animation queue; the game (its Play) says what the scene is, where
 * everything lies and what each step shows.
 */
import { feltPainter } from "./felt.js";
import { blend, motionLength } from "./motion.js";
import { createActionBar, createButtonGroup, placeOver } from "./buttons.js";
import { drawBanner } from "./draw.js";
import { createHintBubble } from "./hint.js";
import { showRefusal, hideRefusal } from "./refusal.js";
import { createSpritePainter } from "./sprites.js";

/**
 * @typedef {import("../types").Play} Play
 * @typedef {import("../types").Scene} Scene
 * @typedef {import("../types").Step} Step
 * @typedef {import("../types").Motion} Motion
 * @typedef {import("../types").MotionSpec} MotionSpec
 * @typedef {import("../types").PauseSpec} PauseSpec
 * @typedef {import("../types").Rect} Rect
 * @typedef {import("../types").Intent} Intent
 * @typedef {import("../types").Sprite} Sprite
 */

/**
 * What the table is showing: the game, its scene at rest, the motion under
 * way, lit cards and a banner, the cards lit by face (the review's moves) and by sprite (the coach's hint), and whether the buttons answer.
 */
function emptyShow() {
  return {
    /** @type {Play | null} */ play: null,
    /** @type {Scene | null} */ scene: null,
    /** @type {Motion | null} */ motion: null,
    /** @type {Map<string, string> | null} */ lit: null,
    /** @type {{text: string, t: number} | null} */ banner: null,
    /** @type {Map<string, string> | null} */ faces: null,
    /** @type {Set<string> | null} */ hinted: null,
    interactive: false,
    /** The scene the steps queued end on (the last of them that names one), while any is queued. */
    /** @type {Scene | null} */ queued: null,
    /** The table covered between two people's turns: the felt only, no card, no button. */
    covered: false,
  };
}
/** @typedef {ReturnType<typeof emptyShow>} Showing */

/** The scene the table shows once every step queued has played. */
function settledScene(/** @type {Showing} */ showing) {
  return /** @type {Scene} */ (showing.queued ?? (showing.motion ? showing.motion.to : showing.scene));
}

/**
 * @param {{
 *   surface: ReturnType<typeof import("./surface.js").createSurface>,
 *   animator: ReturnType<typeof import("./animation.js").createAnimator>,
 *   box: (width: number, height: number) => Rect,
 *   announce: (words: import("../types").Words) => void,
 *   onIntent: (intent: Intent) => void,
 *   seatName?: (seat: number) => string | null,
 *   elements: {hand: HTMLElement, table: HTMLElement, actions: HTMLElement, seats: HTMLElement, status: HTMLElement, refusal: HTMLElement, hint: HTMLElement},
 * }} parts
 */
export function createTable({ surface, animator, box, announce, onIntent, seatName = () => null, elements }) {
  const showing = emptyShow();
  const overlay = createOverlay(elements, onIntent, () => showing.faces, seatName);
  const { motion, pause } = stepMakers(showing, announce);
  /** Everything painted and placed again on the next frame. */
  const redraw = () => {
    overlay.forget();
    surface.redraw();
  };
  /** The game's own scene while the table holds a still one (showStill). */
  let held = /** @type {Scene | null} */ (null);

  const bubble = createHintBubble(elements, () => box(surface.width, surface.height));
  const clearHint = () => {
    showing.hinted = null;
    bubble.clear();
  };

  return {
    paint: tablePainter(showing, box, overlay),
    motion,
    pause,

    /** Queues steps; resolves once the last has played, rejects if one of them threw. */
    async show(/** @type {Step[]} */ steps) {
      showing.queued = steps.findLast((step) => step.target)?.target ?? showing.queued;
      try {
        await Promise.all(steps.map((step) => animator.play(step)));
      } finally {
        if (!animator.busy) showing.queued = null;
      }
    },

    /** Plays every step still queued to its end now: the player acted while the table was still moving. */
    finish: () => animator.finish(),

    /** Puts `play`'s game on the table, empty until its first steps. */
    attach(/** @type {Play} */ play) {
      animator.cancel();
      showing.queued = null;
      Object.assign(showing, { play, scene: play.emptyScene(), motion: null, lit: null, banner: null, covered: false });
      hideRefusal(elements.refusal);
      clearHint();
      redraw();
    },

    /** The scene the table shows once every step queued has played. */
    settled: () => settledScene(showing),

    /** Whether the buttons answer: on the player's turn, the cards still moving there or not (their buttons lie where they come to rest). */
    setInteractive(/** @type {boolean} */ on) {
      showing.interactive = on;
      if (!on) clearHint();
      redraw();
    },

    redraw,

    /** The area the table is drawn in now. */
    area: () => box(surface.width, surface.height),

    /** Says why an action is refused, beside `at` (where the player acted), clear of the status line, the bars and the cards. */
    refuse(/** @type {string} */ text, /** @type {Rect | null} */ at) {
      const cards = [...elements.hand.children, ...elements.table.children];
      showRefusal(elements.refusal, text, at, { area: box(surface.width, surface.height), avoid: [elements.status], cards });
    },

    clearRefusal: () => hideRefusal(elements.refusal),

    /**
     * The coach's hint: the cards (sprite ids) of `hint.lit` lit, and its bubble beside the move (hint.js).
     * @param {Parameters<ReturnType<typeof createHintBubble>["show"]>[0]} hint
     */
    showHint(hint) {
      showing.hinted = new Set(hint.lit);
      bubble.show(hint);
      redraw();
    },

    /**
     * Covers the table (people playing together pass the device): from the next frame on, the felt
     * only, every card and button gone, until uncovered; the scene held is then `scene`, at rest.
     * @param {Scene | null} scene null covers, a scene uncovers onto it
     */
    cover(scene) {
      animator.cancel();
      showing.queued = null;
      Object.assign(showing, { covered: !scene, motion: null, lit: null, banner: null, scene: scene ?? showing.scene });
      hideRefusal(elements.refusal);
      clearHint();
      redraw();
    },

    /** Whether the hint's bubble is on show. */
    hinting: bubble.shown,

    /** Takes the hint away: its bubble and its lit cards. */
    hideHint() {
      clearHint();
      redraw();
    },

    /**
     * A position held still, off the game's course (the review's steps): `scene` at rest, each card
     * of `faces` lit as it says (face → highlight), on the buttons too (data-lit); null puts the
     * game's own scene back, as it was.
     * @param {{scene: Scene, faces: Map<string, string>} | null} still
     */
    showStill(still) {
      if (still) {
        held ??= /** @type {Scene} */ (showing.scene);
        Object.assign(showing, { scene: still.scene, faces: still.faces });
      } else if (held) {
        Object.assign(showing, { scene: held, faces: null });
        held = null;
      }
      redraw();
    },

    actionButton: overlay.actionButton,
  };
}

/** @typedef {ReturnType<typeof createTable>} Table */

/**
 * Each frame: the felt, the game's drawing under the cards, every card sprite
 * (at rest, or blended by the motion under way), a banner, the game's drawing
 * over them; at rest, the overlay placed over the layout.
 * @param {Showing} showing
 * @param {(width: number, height: number) => Rect} box
 * @param {ReturnType<typeof createOverlay>} overlay
 */
function tablePainter(showing, box, overlay) {
  const felt = feltPainter();
  const painter = createSpritePainter();
  return function paint(/** @type {CanvasRenderingContext2D} */ context, /** @type {number} */ width, /** @type {number} */ height) {
    felt(context, width, height);
    const { play, motion } = showing;
    if (showing.covered) return overlay.clear();
    if (!play || !showing.scene) return;
    const scale = context.getTransform().a;
    const area = box(width, height);
    const scene = motion ? motion.to : showing.scene;
    const before = motion ? motion.from : showing.scene;
    const frame = play.layout(scene, area);
    const pen = { scale, drawSprite: (/** @type {Sprite} */ sprite) => painter.drawSprite(context, sprite, play.art(), scale) };
    play.drawUnder(context, frame, { scene, before }, pen);
    const sprites = motion
      ? blend(play.layout(before, area), frame, motion)
      : [...frame.cards].map(([id, sprite]) => ({ ...sprite, id })).sort((a, b) => (a.z ?? 0) - (b.z ?? 0));
    const marks = showing.lit ?? play.marks();
    const byFace = (/** @type {Sprite} */ sprite) => showing.faces?.get(sprite.face ?? "") ?? null;
    const hinted = (/** @type {Sprite} */ sprite) => (showing.hinted?.has(sprite.id ?? "") ? "hint" : null);
    for (const sprite of sprites) {
      // The card just drawn is marked only when nothing else marks it.
      const mark = marks.get(sprite.id ?? "");
      const strong = mark === "fresh" ? undefined : mark;
      pen.drawSprite({ ...sprite, highlight: sprite.highlight ?? strong ?? hinted(sprite) ?? byFace(sprite) ?? mark });
    }
    if (showing.banner) drawBanner(context, frame.bannerArea ?? area, showing.banner.text, showing.banner.t, frame.bannerHeight ?? 80);
    play.drawOver(context, frame, { scene, before }, pen);
    if (showing.interactive) {
      // The player's buttons lie where the cards come to rest, the steps still queued played.
      const rest = settledScene(showing);
      const restFrame = rest === scene ? frame : play.layout(rest, area);
      overlay.place(play.controls(restFrame, rest, true), restFrame, true);
    } else if (!motion) overlay.place(play.controls(frame, scene, false), frame, false);
  };
}

/**
 * The HTML over the layout at rest: card buttons, a labelled element per other
 * hand, the status line and the action bar, redone only when they change.
 * @param {Parameters<typeof createTable>[0]["elements"]} elements
 * @param {(intent: Intent) => void} onIntent
 * @param {() => Map<string, string> | null} lit the cards lit by face, mirrored on their buttons as data-lit
 * @param {(seat: number) => string | null} seatName a person's name at a seat, shown over their hand
 */
function createOverlay(elements, onIntent, lit, seatName) {
  const groups = { hand: createButtonGroup(elements.hand, onIntent), table: createButtonGroup(elements.table, onIntent) };
  const actions = createActionBar(elements.actions, onIntent);
  let placed = "";
  return {
    place(/** @type {import("../types").Controls} */ controls, /** @type {import("../types").Frame} */ frame, /** @type {boolean} */ interactive) {
      const faces = lit();
      const key = JSON.stringify([controls, frame.status, frame.actions, interactive, [...(faces ?? [])]]);
      if (key === placed) return;
      placed = key;
      groups.hand.sync(controls.hand);
      groups.table.sync(controls.table);
      for (const button of [...elements.hand.children, ...elements.table.children]) {
        const face = /** @type {HTMLElement} */ (button).dataset.card;
        setData(/** @type {HTMLElement} */ (button), "lit", (face && faces?.get(face)) || null);
      }
      placeSeats(elements.seats, controls.seats, faces, seatName);
      placeOver(elements.status, frame.status);
      actions.sync(controls.actions, frame.actions ?? null, interactive);
    },
    /** Takes every button away (the table covered). */
    clear() {
      placed = "";
      groups.hand.sync([]);
      groups.table.sync([]);
      placeSeats(elements.seats, [], null);
      actions.sync([], null, false);
    },
    /** Forgets what was placed: the next paint places everything again. */
    forget: () => (placed = ""),
    actionButton: actions.button,
  };
}

/** Sets a data attribute, or removes it for null. */
function setData(/** @type {HTMLElement} */ node, /** @type {string} */ key, /** @type {string | null} */ value) {
  if (value === null) delete node.dataset[key];
  else node.dataset[key] = value;
}

/**
 * One labelled element per other hand (#seat-1, ...), over its fan; a hand shown face up says its
 * cards (data-cards) and those of them lit (data-lit); a person's hand (people playing together)
 * their name (data-name, shown over the fan).
 */
function placeSeats(
  /** @type {HTMLElement} */ container, /** @type {import("../types").SeatSpec[]} */ seats, /** @type {Map<string, string> | null} */ faces,
  /** @type {(seat: number) => string | null} */ seatName = () => null,
) {
  const wanted = new Set(seats.map((seat) => `seat-${seat.seat}`));
  for (const node of [...container.children]) if (!wanted.has(node.id)) node.remove();
  for (const seat of seats) {
    const id = `seat-${seat.seat}`;
    let node = document.getElementById(id);
    if (!node) {
      node = document.createElement("div");
      node.id = id;
      node.className = "seat";
      node.setAttribute("role", "img");
      container.append(node);
    }
    node.dataset.count = String(seat.count);
    setData(node, "cards", seat.cards ? seat.cards.join(" ") : null);
    setData(node, "lit", seat.cards?.filter((card) => faces?.has(card)).join(" ") || null);
    const name = seatName(seat.seat);
    setData(node, "name", name);
    node.setAttribute("aria-label", name ? `${name}: ${seat.label}` : seat.label);
    placeOver(node, seat.rect);
  }
}

/**
 * The two kinds of step the games queue: a motion from one scene to another,
 * and a pause (a scene held still, cards lit, a banner).
 * @param {Showing} showing
 * @param {(words: import("../types").Words) => void} announce
 */
function stepMakers(showing, announce) {
  /**
   * A step moving the table from the scene on show when it begins (or `from`)
   * to `to`; `spec` may be a function of that scene, worked out when the step begins.
   * @param {MotionSpec | ((scene: Scene) => MotionSpec)} spec
   * @returns {Step}
   */
  function motion(spec) {
    return {
      kind: "motion",
      ms: 0,
      target: typeof spec === "function" ? null : spec.to,
      begin() {
        const start = showing.motion ? showing.motion.to : /** @type {Scene} */ (showing.scene);
        const { from = start, to, origins = {}, destinations = {}, order = [], stagger = 0, ms, say = null } =
          typeof spec === "function" ? spec(start) : spec;
        const resolved = { from, to, origins, destinations, order, stagger, ms, t: 0 };
        showing.motion = { ...resolved, origins: typeof origins === "function" ? origins(from, to) : origins };
        this.ms = motionLength(resolved);
        if (say) announce(say);
      },
      frame(t) {
        if (showing.motion) showing.motion.t = t;
      },
      end() {
        if (showing.motion) showing.scene = showing.motion.to;
        showing.motion = null;
      },
    };
  }

  /**
   * A step holding the table still: on `scene` if given, with cards lit or a banner, saying `say`.
   * @param {PauseSpec} spec
   * @returns {Step}
   */
  function pause({ ms, scene = null, lit = null, banner = null, say = null }) {
    return {
      kind: "pause",
      ms,
      target: scene,
      begin() {
        if (scene) showing.scene = scene;
        showing.lit = lit;
        showing.banner = banner ? { text: banner, t: 0 } : null;
        if (say) announce(say);
      },
      frame(t) {
        if (showing.banner) showing.banner.t = t;
      },
      end() {
        showing.lit = null;
        showing.banner = null;
      },
    };
  }

  return { motion, pause };
}
