/**
 * The Scopa table: what it shows (a scene built from the engine's view), how
 * it is drawn on the canvas, how the engine's events become animations, and
 * the real <button> over every card that clicks, taps, screen readers and
 * tests all use. The player's choice of a move is in scopa-choice.js; the
 * app (app.js) sends the requests and owns the screen states.
 *
 * The table never applies a game rule: cards move only as the engine's
 * events say, and each animation ends on the engine's own view.
 */
import { drawCardBack, drawScopaCard } from "../../cards/cards.js";
import { feltPainter } from "../../table/felt.js";
import { layoutScene, measure } from "./layout.js";
import { choiceMarks, confirmPreview, pickCard, stepPreview, tapTableCard } from "./choice.js";
import { strings } from "../../ui/strings.js";

const RANKS = "A234567JQK";
const FULL_DECK = 40;
/** Card images kept for reuse (a hand, a table, the piles and a few in flight; each is a few hundred kB). */
const MAX_IMAGES = 64;

/**
 * How long each part of a move takes, in ms (see animation.js for reduced
 * motion). Pairs are [your move, the computer's]: the computer's card travels
 * slower and what it takes stays lit longer, so its move can be followed.
 */
const TIMING = {
  deal: 300,
  dealStagger: 70,
  play: [380, 560],
  look: [380, 850],
  laid: [120, 420],
  take: 420,
  takeStagger: 55,
  scopa: 1000,
  sweep: 460,
};

/** "7D" → {value: 7, suit: "D"}, as cards.js draws it. */
export const cardOf = (name) => ({ value: RANKS.indexOf(name[0]) + 1, suit: name[1] });

/** The table before any card is dealt: the whole deck, face down. */
function emptyScene() {
  return { hand: [], opponent: 0, table: [], deck: FULL_DECK, piles: [0, 0], scopas: [[], []], turn: null, dealer: 1, landing: null };
}

function sceneFromView(view) {
  return {
    hand: [...view.hand],
    opponent: view.opponent_hand_size,
    table: [...view.table],
    deck: view.deck_size,
    piles: view.piles.map((pile) => pile.length),
    scopas: view.scopas.map((cards) => [...cards]),
    turn: view.turn,
    dealer: view.dealer,
    landing: null,
  };
}

/** A count's value as the language writes it: numbers in its digits, words as they are. */
const shown = (value) => (typeof value === "number" ? strings.number(value) : String(value));
const without = (cards, gone) => cards.filter((card) => !gone.includes(card));
const addTo = (pair, player, value) => pair.map((old, i) => (i === player ? old + value : old));

/**
 * Creates the table. `animator` plays the steps (animation.js), `box()` is
 * the free area of the canvas, `announce(text)` speaks in the live region,
 * `onIntent(intent)` receives the card buttons' taps, `groups` holds the
 * button containers {hand, table}, `status` is the line placed between the
 * table cards and your hand.
 */
export function createScopaTable({ surface, animator, box, announce, onIntent, groups, status, style }) {
  let scene = emptyScene();
  let motion = null; // {from, to, origins, destinations, order, stagger, ms, t}
  let marks = new Map();
  let banner = null; // {text, t}
  let choice = null;
  let interactive = false;
  const felt = feltPainter();
  const images = new Map();

  const name = (card) => strings.cardName(cardOf(card), style);

  // ------------------------------------------------------------- drawing

  /**
   * A finished card image at w×h CSS px and the canvas's pixel scale, kept for
   * reuse, the least recently used dropped first. (cards.js's own cache keys
   * on the canvas transform, which changes every frame of a flip or a flight.)
   */
  function cardImage(face, w, h, highlight, scale) {
    const key = `${face ?? "back"}|${style}|${w}x${h}|${highlight ?? ""}|${scale}`;
    let image = images.get(key);
    if (image) {
      images.delete(key);
    } else {
      image = document.createElement("canvas");
      image.width = Math.max(1, Math.ceil(w * scale));
      image.height = Math.max(1, Math.ceil(h * scale));
      const context = image.getContext("2d");
      context.scale(image.width / w, image.height / h);
      const opts = { highlight: highlight ?? null };
      if (face) drawScopaCard(context, cardOf(face), 0, 0, w, h, style, opts);
      else drawCardBack(context, 0, 0, w, h, opts);
      if (images.size >= MAX_IMAGES) images.delete(images.keys().next().value);
    }
    images.set(key, image);
    return image;
  }

  /** Draws one card sprite; `flip` (0..1) narrows it to turn it over; `lifted` casts a longer shadow. */
  function drawSprite(context, sprite, scale, { flip = 1, lifted = false } = {}) {
    const { x, y, w, h, angle, face } = sprite;
    // Images are made at the card's rest size; in flight they are scaled.
    const image = cardImage(face, Math.round(sprite.restW ?? w), Math.round(sprite.restH ?? h), marks.get(face ?? ""), scale);
    context.save();
    context.shadowColor = "rgba(0, 0, 0, 0.38)";
    context.shadowBlur = lifted ? 16 : 5;
    context.shadowOffsetY = lifted ? 7 : 2;
    if (angle || flip !== 1) {
      context.translate(x + w / 2, y + h / 2);
      context.rotate(angle);
      context.scale(flip, 1);
      context.drawImage(image, -w / 2, -h / 2, w, h);
    } else {
      // Upright at rest: on whole device pixels, so the card is as crisp as it was drawn.
      const snap = (v) => Math.round(v * scale) / scale;
      context.drawImage(image, snap(x), snap(y), w, h);
    }
    context.restore();
  }

  /** A face-down stack whose thickness grows with its count, and the count on a pill. */
  function drawStack(context, rect, count, scale, label) {
    if (count === 0) {
      context.save();
      context.strokeStyle = "rgba(244, 236, 216, 0.25)";
      context.setLineDash([4, 4]);
      context.lineWidth = 1.5;
      context.beginPath();
      context.roundRect(rect.x + 1, rect.y + 1, rect.w - 2, rect.h - 2, rect.w * 0.06);
      context.stroke();
      context.restore();
      return;
    }
    const layers = Math.min(6, Math.ceil(count / 6));
    for (let i = 0; i < layers; i++) {
      const lift = (layers - 1 - i) * 1.2;
      drawSprite(context, { ...rect, x: rect.x - lift * 0.5, y: rect.y - lift, angle: 0, face: null }, scale);
    }
    drawPill(context, rect.x + rect.w / 2, rect.y + rect.h, label ?? strings.number(count), rect.w);
  }

  function drawPill(context, centreX, centreY, text, cardWidth) {
    const size = Math.round(Math.max(11, Math.min(16, cardWidth * 0.24)));
    context.save();
    context.font = `700 ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    const width = Math.max(size * 1.9, context.measureText(text).width + size * 1.1);
    const height = size * 1.55;
    context.fillStyle = "rgba(8, 30, 16, 0.82)";
    context.strokeStyle = "rgba(226, 182, 74, 0.7)";
    context.lineWidth = 1;
    context.beginPath();
    context.roundRect(centreX - width / 2, centreY - height / 2, width, height, height / 2);
    context.fill();
    context.stroke();
    context.fillStyle = "#f4ecd8";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(text, centreX, centreY + size * 0.05);
    context.restore();
  }

  /** A capture pile: the scopa cards crosswise and face up under the face-down stack, as at a real table. */
  function drawPile(context, rect, count, scopas, scale) {
    const spread = Math.min(rect.h * 0.16, (rect.h * 0.7) / Math.max(1, scopas.length));
    scopas.forEach((card, i) => {
      const offset = (i - (scopas.length - 1) / 2) * spread;
      drawSprite(context, {
        x: rect.x, y: rect.y + offset, w: rect.w, h: rect.h, angle: Math.PI / 2 + (i % 2 ? -0.06 : 0.06), face: card,
      }, scale);
    });
    // A scopa card lies under the others, so the stack always holds at least one more card.
    drawStack(context, rect, count - scopas.length, scale, strings.number(count));
  }

  /** A soft light under the hand of the player to move. */
  function drawTurnLight(context, frame, turn) {
    if (turn === null || turn === undefined) return;
    const row = turn === 0 ? frame.handArea : frame.opponentRow;
    const cx = row.x + row.w / 2;
    const cy = row.y + row.h / 2;
    const r = Math.max(row.h, frame.sizes.hand.w * 2.2);
    const glow = context.createRadialGradient(cx, cy, 0, cx, cy, r);
    glow.addColorStop(0, "rgba(255, 226, 140, 0.16)");
    glow.addColorStop(1, "rgba(255, 226, 140, 0)");
    context.fillStyle = glow;
    context.fillRect(cx - r, cy - r, 2 * r, 2 * r);
  }

  function drawBanner(context, frame) {
    const area = frame.tableArea;
    const grow = 0.75 + 0.25 * Math.min(1, banner.t * 4);
    const size = Math.min(area.w / 4.5, frame.sizes.table.h * 0.55) * grow;
    context.save();
    context.globalAlpha = Math.min(1, (1 - banner.t) * 6);
    context.font = `italic 700 ${size}px Georgia, "Times New Roman", serif`;
    context.textAlign = "center";
    context.textBaseline = "middle";
    const cx = area.x + area.w / 2;
    const cy = area.y + area.h / 2;
    context.shadowColor = "rgba(0, 0, 0, 0.6)";
    context.shadowBlur = size * 0.25;
    context.lineWidth = Math.max(2, size * 0.06);
    context.strokeStyle = "#3b2606";
    context.strokeText(banner.text, cx, cy);
    const gold = context.createLinearGradient(0, cy - size / 2, 0, cy + size / 2);
    gold.addColorStop(0, "#fff2b8");
    gold.addColorStop(0.5, "#e9b73c");
    gold.addColorStop(1, "#a8731a");
    context.fillStyle = gold;
    context.shadowColor = "transparent";
    context.fillText(banner.text, cx, cy);
    context.restore();
  }

  function paint(context, width, height) {
    felt(context, width, height);
    const scale = context.getTransform().a;
    const area = box(width, height);
    const rest = motion ? motion.from : scene;
    const frame = measure(area);
    drawTurnLight(context, frame, rest.turn);
    drawStack(context, frame.deck, rest.deck, scale);
    frame.piles.forEach((pile, player) => drawPile(context, pile, rest.piles[player], rest.scopas[player], scale));
    const sprites = motion ? blend(motion, area) : restSprites(area);
    for (const sprite of sprites) drawSprite(context, sprite, scale, sprite.style);
    if (banner) drawBanner(context, frame);
    if (!motion) placeControls(layoutScene(scene, area, choice?.card));
  }

  function restSprites(area) {
    const frame = layoutScene(scene, area, choice?.card);
    return [...frame.cards.values()]
      .sort((a, b) => a.z - b.z)
      .map((sprite) => ({ ...sprite, style: { lifted: sprite.face !== null && sprite.face === choice?.card } }));
  }

  // ------------------------------------------------------------- motion

  const ease = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
  const lerp = (a, b, t) => a + (b - a) * t;

  /** Where a card comes from or goes to when it is not in a layout: the deck, a pile or a hand slot. */
  function placeOf(frame, where, face) {
    if (where === "pile0" || where === "pile1") return { ...frame.piles[Number(where.at(-1))], angle: 0, face };
    if (frame.cards.has(where)) return { ...frame.cards.get(where) };
    return { ...frame.deck, angle: 0, face: null };
  }

  /** The sprites of a motion at its time t: every card blended from its place before to its place after. */
  function blend(m, area) {
    const before = layoutScene(m.from, area);
    const after = layoutScene(m.to, area);
    const borrowed = new Set(Object.values(m.origins));
    const ids = new Set([...before.cards.keys(), ...after.cards.keys()]);
    for (const id of borrowed) if (!after.cards.has(id)) ids.delete(id);
    const total = m.ms + m.stagger * Math.max(0, m.order.length - 1);
    const sprites = [];
    for (const id of ids) {
      const start = before.cards.get(id) ?? placeOf(before, m.origins[id] ?? "deck");
      const startFace = before.cards.has(id) ? start.face : null;
      const end = after.cards.get(id) ?? placeOf(after, m.destinations[id] ?? "deck", start.face ?? id);
      const endFace = after.cards.has(id) ? end.face : startFace ?? id;
      const ordered = m.order.indexOf(id);
      const delay = Math.max(0, ordered) * m.stagger;
      const t = ease(total > 0 ? Math.min(1, Math.max(0, (m.t * total - delay) / m.ms)) : 1);
      const turning = startFace !== endFace;
      const moving = turning || start.x !== end.x || start.y !== end.y || start.w !== end.w;
      if (!after.cards.has(id) && t >= 1) continue; // it has joined a pile or the deck
      if (!before.cards.has(id) && !(id in m.origins) && t <= 0) continue; // still in the deck
      const rest = end.z ?? start.z ?? 0;
      const flying = moving && ordered >= 0 && t > 0 && t < 1;
      sprites.push({
        x: lerp(start.x, end.x, t), y: lerp(start.y, end.y, t), w: lerp(start.w, end.w, t), h: lerp(start.h, end.h, t),
        angle: lerp(start.angle ?? 0, end.angle ?? 0, t),
        face: turning ? (t < 0.5 ? startFace : endFace) : endFace,
        restW: Math.max(start.w, end.w), restH: Math.max(start.h, end.h),
        // Cards in flight above the rest, the first to leave on top; cards sliding along their row stay in it.
        z: flying ? 300 - ordered : rest,
        style: { flip: turning ? Math.max(0.04, Math.abs(Math.cos(Math.PI * t))) : 1, lifted: flying },
      });
    }
    return sprites.sort((a, b) => a.z - b.z);
  }

  /** A step moving the table from scene `from` to scene `to`. */
  function move(from, to, { ms, origins = {}, destinations = {}, order = [], stagger = 0, say = null }) {
    return {
      kind: "motion",
      ms: ms + stagger * Math.max(0, order.length - 1),
      begin() {
        motion = { from, to, origins, destinations, order, stagger, ms, t: 0 };
        if (say) announce(say);
      },
      frame(t) {
        motion.t = t;
      },
      end() {
        motion = null;
        scene = to;
      },
    };
  }

  /** A step holding the scene still for a moment, with some cards marked or a banner shown. */
  function look(at, ms, { lit = new Map(), text = null, say = null } = {}) {
    return {
      kind: "pause",
      ms,
      begin() {
        scene = at;
        marks = lit;
        banner = text ? { text, t: 0 } : null;
        if (say) announce(say);
      },
      frame(t) {
        if (banner) banner.t = t;
      },
      end() {
        marks = choiceMarks(choice);
        banner = null;
      },
    };
  }

  /** Deal order at a real table: one card at a time to each player, the dealer's opponent first, then the table. */
  function dealOrder(next, previous) {
    const fresh = (ids) => ids.filter((id) => !previous.has(id));
    const human = fresh(next.hand);
    const computer = fresh(Array.from({ length: next.opponent }, (_, i) => `back${i}`));
    const [first, second] = next.dealer === 1 ? [human, computer] : [computer, human];
    const order = [];
    for (let i = 0; i < Math.max(first.length, second.length); i++) order.push(...[first[i], second[i]].filter(Boolean));
    return [...order, ...fresh(next.table)];
  }

  /** The steps that show one reply's events, ending on its view. */
  function stepsFor(events, view) {
    let current = scene;
    const steps = [];
    const idsOf = (s) => new Set([...s.hand, ...s.table, ...Array.from({ length: s.opponent }, (_, i) => `back${i}`)]);
    for (const event of events) {
      if (event.type === "play") {
        const { player, card, captures } = event;
        const say = strings.announce.play(player, name(card), captures.map(name));
        const origins = player === 1 ? { [card]: `back${current.opponent - 1}` } : {};
        const played = player === 1 ? { ...current, opponent: current.opponent - 1 } : { ...current, hand: without(current.hand, [card]) };
        if (captures.length === 0) {
          const laid = { ...played, table: [...current.table, card] };
          steps.push(move(current, laid, { ms: TIMING.play[player], origins, order: [card], say }));
          steps.push(look(laid, TIMING.laid[player]));
          current = laid;
        } else {
          const landed = { ...played, landing: { card, onto: captures[0] } };
          steps.push(move(current, landed, { ms: TIMING.play[player], origins, order: [card], say }));
          const lit = new Map([[card, "select"], ...captures.map((taken) => [taken, "capture"])]);
          steps.push(look(landed, TIMING.look[player], { lit }));
          const taken = { ...landed, landing: null, table: without(current.table, captures), piles: addTo(current.piles, player, captures.length + 1) };
          const pile = `pile${player}`;
          const order = [card, ...captures];
          const destinations = Object.fromEntries(order.map((id) => [id, pile]));
          steps.push(move(landed, taken, { ms: TIMING.take, destinations, order, stagger: TIMING.takeStagger }));
          current = taken;
        }
      } else if (event.type === "scopa") {
        const scopas = current.scopas.map((cards, player) => (player === event.player ? [...cards, event.card] : cards));
        current = { ...current, scopas };
        steps.push(look(current, TIMING.scopa, { text: strings.table.scopa, say: strings.announce.scopa(event.player) }));
      } else if (event.type === "deal") {
        const opponent = current.opponent + current.deck - event.deck_size - event.hand.length;
        const dealt = { ...current, hand: [...event.hand], opponent, deck: event.deck_size };
        const order = dealOrder(dealt, idsOf(current));
        steps.push(move(current, dealt, { ms: TIMING.deal, order, stagger: TIMING.dealStagger, say: strings.announce.deal(event.hand.map(name)) }));
        current = dealt;
      } else if (event.type === "sweep") {
        const swept = { ...current, table: without(current.table, event.cards), piles: addTo(current.piles, event.player, event.cards.length) };
        const destinations = Object.fromEntries(event.cards.map((id) => [id, `pile${event.player}`]));
        const say = strings.announce.sweep(event.player, event.cards.length);
        steps.push(move(current, swept, { ms: TIMING.sweep, destinations, order: event.cards, stagger: TIMING.takeStagger, say }));
        current = swept;
      }
    }
    steps.push({ kind: "pause", ms: 0, end: () => (scene = sceneFromView(view)) });
    return steps;
  }

  async function playSteps(steps) {
    let last;
    for (const step of steps) last = animator.play(step);
    await last;
  }

  // ------------------------------------------------------------- controls

  let placedKey = "";

  /** Keeps a transparent button over every hand and table card, at rest. */
  function placeControls(frame) {
    const handButtons = scene.hand.map((card, i) => {
      const rect = frame.cards.get(card);
      const last = i === scene.hand.length - 1;
      return {
        card, rect: { ...rect, w: last ? rect.w : Math.min(rect.w, frame.handStep) }, key: String(i + 1),
        disabled: !interactive, pressed: choice?.card === card, mark: choice?.card === card ? "select" : null,
      };
    });
    const currentMarks = choiceMarks(choice);
    const tableButtons = scene.table.map((card) => ({
      card, rect: frame.cards.get(card),
      disabled: !interactive || !currentMarks.has(card), pressed: currentMarks.get(card) === "select",
      mark: currentMarks.get(card) ?? null,
    }));
    // The names change with the card style and the language: the buttons are renamed then.
    const names = [...scene.hand, ...scene.table].map(name);
    const key = JSON.stringify([names, handButtons, tableButtons, frame.status]);
    if (key === placedKey) return;
    placedKey = key;
    placeOver(status, frame.status);
    syncButtons(groups.hand, handButtons);
    syncButtons(groups.table, tableButtons);
  }

  function placeOver(node, rect) {
    Object.assign(node.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.w}px`, height: `${rect.h}px` });
  }

  function syncButtons(group, entries) {
    const existing = new Map([...group.querySelectorAll("button[data-card]")].map((button) => [button.dataset.card, button]));
    entries.forEach((entry, i) => {
      let button = existing.get(entry.card);
      existing.delete(entry.card);
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.className = "card";
        button.dataset.card = entry.card;
      }
      if (group.children[i] !== button) group.insertBefore(button, group.children[i] ?? null);
      button.setAttribute("aria-label", name(entry.card));
      button.setAttribute("aria-disabled", String(entry.disabled));
      button.setAttribute("aria-pressed", String(entry.pressed));
      if (entry.key) button.setAttribute("aria-keyshortcuts", entry.key);
      if (entry.mark) button.dataset.mark = entry.mark;
      else delete button.dataset.mark;
      placeOver(button, entry.rect);
    });
    for (const stale of existing.values()) stale.remove();
  }

  for (const [kind, group] of Object.entries(groups)) {
    group.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-card]");
      if (!button || button.getAttribute("aria-disabled") === "true") return;
      onIntent({ name: kind === "hand" ? "tapHand" : "tapTable", card: button.dataset.card });
    });
  }

  function setChoice(next) {
    choice = next;
    marks = choiceMarks(choice);
    surface.redraw();
  }

  // ------------------------------------------------------------- the app's side

  return {
    paint,

    /** Deals a new game or round: every card leaves the deck for its place in the view. */
    deal(view) {
      motion = null;
      banner = null;
      setChoice(null);
      scene = emptyScene();
      const dealt = sceneFromView(view);
      const order = dealOrder(dealt, new Set());
      return playSteps([move({ ...emptyScene(), dealer: view.dealer }, dealt, { ms: TIMING.deal, order, stagger: TIMING.dealStagger })]);
    },

    /** Shows a reply's events (a move, by either player), ending on its view. */
    play(reply) {
      setChoice(null);
      return playSteps(stepsFor(reply.events, reply.view));
    },

    /** Whether the card buttons answer: only on the human's turn, while nothing moves. */
    setInteractive(on) {
      interactive = on;
      surface.redraw();
    },

    setStyle(next) {
      style = next;
      surface.redraw();
    },

    get choosing() {
      return choice !== null;
    },

    /**
     * Handles an intent about the cards for the view on the table; returns the
     * move to send when the player has made one, else null.
     * Intents: pick {index}, tapHand {card}, tapTable {card}, next, previous, confirm, cancel.
     */
    handle(intent, view) {
      let next = choice;
      if (intent.name === "pick" || intent.name === "tapHand") {
        const card = intent.name === "pick" ? view.hand[intent.index] : intent.card;
        if (!card) return null;
        next = choice?.card === card ? null : pickCard(view.legal_moves, card, { keyboard: intent.name === "pick" });
      } else if (!choice) {
        return null;
      } else if (intent.name === "tapTable") {
        next = tapTableCard(choice, intent.card);
      } else if (intent.name === "next" || intent.name === "previous") {
        next = stepPreview(choice, intent.name === "next" ? 1 : -1);
      } else if (intent.name === "confirm") {
        next = confirmPreview(choice);
      } else if (intent.name === "cancel") {
        next = null;
      }
      if (next?.move) {
        setChoice(null);
        return next.move;
      }
      setChoice(next);
      return null;
    },

    /** What to tell the player on their turn: {text, keys}. */
    prompt() {
      return choice ? strings.status.choose(name(choice.card), choice.moves.length) : strings.status.yourTurn;
    },

    /** The count of a finished round, line by line, for the round panel. */
    countRows(summary) {
      const [mine, theirs] = summary.players;
      const lines = [
        ["cards", (p) => p.cards, "cards"],
        ["coins", (p) => p.coins, "coins"],
        ["settebello", (p) => (p.settebello ? strings.count.yes : strings.count.no), "settebello"],
        ["primiera", (p) => p.primiera ?? strings.count.none, "primiera"],
        ["scopa", (p) => p.scopas, "scopa"],
      ];
      if (summary.napola) lines.push(["napola", (p) => p.napola, "napola"]);
      const rows = lines.map(([line, value, points]) => ({
        line,
        label: strings.count.lines[line],
        cells: [mine, theirs].map((p) => ({ value: shown(value(p)), points: p.points[points] })),
      }));
      rows.push({ line: "round", label: strings.count.lines.round, cells: [mine, theirs].map((p) => ({ value: shown(p.round_points) })), sum: true });
      rows.push({ line: "total", label: strings.count.lines.total, cells: [mine, theirs].map((p) => ({ value: shown(p.total) })), sum: true });
      return rows;
    },
  };
}
