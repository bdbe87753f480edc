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
 * @param {{
 *   surface: ReturnType<typeof import("./surface.js").createSurface>,
 *   animator: ReturnType<typeof import("./animation.js").createAnimator>,
 *   box: (width: number, height: number) => Rect,
 *   announce: (words: import("../types").Words) => void,
 *   onIntent: (intent: Intent) => void,
 *   elements: {hand: HTMLElement, table: HTMLElement, actions: HTMLElement, seats: HTMLElement, status: HTMLElement, refusal: HTMLElement},
 * }} parts
 */
export function createTable({ surface, animator, box, announce, onIntent, elements }) {
  const felt = feltPainter();
  const painter = createSpritePainter();
  const groups = { hand: createButtonGroup(elements.hand, onIntent), table: createButtonGroup(elements.table, onIntent) };
  const actions = createActionBar(elements.actions, onIntent);
  /** What the table is showing: the game, its scene at rest, the motion under way, lit cards and a banner. */
  const state = {
    /** @type {Play | null} */ play: null,
    /** @type {Scene | null} */ scene: null,
    /** @type {Motion | null} */ motion: null,
    /** @type {Map<string, string> | null} */ lit: null,
    /** @type {{text: string, t: number} | null} */ banner: null,
    interactive: false,
    placed: "",
  };

  const restScene = () => /** @type {Scene} */ (state.scene);

  /** @param {CanvasRenderingContext2D} context @param {number} width @param {number} height */
  function paint(context, width, height) {
    felt(context, width, height);
    const play = state.play;
    if (!play || !state.scene) return;
    const scale = context.getTransform().a;
    const area = box(width, height);
    const motion = state.motion;
    const scene = motion ? motion.to : state.scene;
    const before = motion ? motion.from : state.scene;
    const frame = play.layout(scene, area);
    const pen = { scale, drawSprite: (/** @type {Sprite} */ sprite) => painter.drawSprite(context, sprite, play.art(), scale) };
    play.drawUnder(context, frame, { scene, before }, pen);
    const sprites = motion
      ? blend(play.layout(before, area), frame, motion)
      : [...frame.cards].map(([id, sprite]) => ({ ...sprite, id })).sort((a, b) => (a.z ?? 0) - (b.z ?? 0));
    const marks = state.lit ?? play.marks();
    for (const sprite of sprites) pen.drawSprite({ ...sprite, highlight: sprite.highlight ?? marks.get(sprite.id ?? "") ?? null });
    if (state.banner) drawBanner(context, frame.bannerArea ?? area, state.banner.text, state.banner.t, frame.bannerHeight ?? 80);
    play.drawOver(context, frame, { scene, before }, pen);
    if (!motion) placeControls(play, frame, scene);
  }

  /** The overlay over the layout at rest: card buttons, other hands, status line and actions (redone only when they change). */
  function placeControls(/** @type {Play} */ play, /** @type {import("../types").Frame} */ frame, /** @type {Scene} */ scene) {
    const controls = play.controls(frame, scene, state.interactive);
    const key = JSON.stringify([controls, frame.status, frame.actions]);
    if (key === state.placed) return;
    state.placed = key;
    groups.hand.sync(controls.hand);
    groups.table.sync(controls.table);
    placeSeats(controls.seats);
    placeOver(elements.status, frame.status);
    actions.sync(controls.actions, frame.actions ?? null, state.interactive);
  }

  /** One labelled element per other hand (#seat-1, ...), over its fan. */
  function placeSeats(/** @type {import("../types").SeatSpec[]} */ seats) {
    const wanted = new Set(seats.map((seat) => `seat-${seat.seat}`));
    for (const node of [...elements.seats.children]) if (!wanted.has(node.id)) node.remove();
    for (const seat of seats) {
      const id = `seat-${seat.seat}`;
      let node = document.getElementById(id);
      if (!node) {
        node = document.createElement("div");
        node.id = id;
        node.className = "seat";
        node.setAttribute("role", "img");
        elements.seats.append(node);
      }
      node.dataset.count = String(seat.count);
      node.setAttribute("aria-label", seat.label);
      placeOver(node, seat.rect);
    }
  }

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
      begin() {
        const start = state.motion ? state.motion.to : restScene();
        const { from = start, to, origins = {}, destinations = {}, order = [], stagger = 0, ms, say = null } =
          typeof spec === "function" ? spec(start) : spec;
        const resolved = { from, to, origins, destinations, order, stagger, ms, t: 0 };
        state.motion = { ...resolved, origins: typeof origins === "function" ? origins(from, to) : origins };
        this.ms = motionLength(resolved);
        if (say) announce(say);
      },
      frame(t) {
        if (state.motion) state.motion.t = t;
      },
      end() {
        if (state.motion) state.scene = state.motion.to;
        state.motion = null;
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
      begin() {
        if (scene) state.scene = scene;
        state.lit = lit;
        state.banner = banner ? { text: banner, t: 0 } : null;
        if (say) announce(say);
      },
      frame(t) {
        if (state.banner) state.banner.t = t;
      },
      end() {
        state.lit = null;
        state.banner = null;
      },
    };
  }

  /** Queues steps; resolves once the last has played. */
  async function show(/** @type {Step[]} */ steps) {
    /** @type {Promise<void> | undefined} */
    let last;
    for (const step of steps) last = animator.play(step);
    await last;
  }

  return {
    paint,
    motion,
    pause,
    show,

    /** Puts `play`'s game on the table, empty until its first steps. */
    attach(/** @type {Play} */ play) {
      animator.cancel();
      state.play = play;
      state.scene = play.emptyScene();
      state.motion = null;
      state.lit = null;
      state.banner = null;
      state.placed = "";
      hideRefusal(elements.refusal);
      surface.redraw();
    },

    /** The scene the table shows once the motion under way (if any) ends. */
    settled: () => (state.motion ? state.motion.to : restScene()),

    /** Whether the buttons answer: on the human's turn, while nothing moves. */
    setInteractive(/** @type {boolean} */ on) {
      state.interactive = on;
      state.placed = "";
      surface.redraw();
    },

    redraw: () => {
      state.placed = "";
      surface.redraw();
    },

    /** The area the table is drawn in now. */
    area: () => box(surface.width, surface.height),

    /** Says why an action is refused, beside `at` (where the player acted), clear of the status line and the bars. */
    refuse(/** @type {string} */ text, /** @type {Rect | null} */ at) {
      showRefusal(elements.refusal, text, at, { area: box(surface.width, surface.height), avoid: [elements.status] });
    },

    clearRefusal: () => hideRefusal(elements.refusal),

    actionButton: actions.button,
  };
}

/** @typedef {ReturnType<typeof createTable>} Table */
