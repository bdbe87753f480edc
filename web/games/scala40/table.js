/**
 * The Scala 40 table: what it shows (a scene built from the engine's view
 * and the groups you prepare for your opening), how it is drawn on the
 * canvas, how each reply's events become animations, and the real <button>s
 * over cards, piles, combinations and actions that taps, keys, screen readers
 * and tests use. The app (app.js) sends the requests and owns the screen
 * states; scala-choice.js turns picks into moves from view.legal_moves.
 *
 * The table never applies a game rule: cards move only as the engine's view
 * says, and what a prepared group is worth, or why it is no combination,
 * comes from the engine's `check_melds` answer.
 */
import { feltPainter } from "../../table/felt.js";
import { layoutScene, nameOf, numbered } from "./layout.js";
import { blendSprites, linksBetween } from "./motion.js";
import { createSprites, drawLabel, drawOutline, drawPill, drawTurnLight } from "./sprites.js";
import { listedMeld, listedOpening, openingOf, placements, sortHand, tapPlacement, without } from "./choice.js";
import { strings } from "../../ui/strings.js";

const FULL_DECK = 108;

/** How long each part of a move takes, in ms (see animation.js for reduced motion); pairs are [yours, the computer's]. */
const TIMING = {
  deal: 260,
  dealStagger: 28,
  move: [360, 560],
  stagger: [45, 90],
  after: [60, 320],
  reveal: 420,
};

/** Scala 40's keys, besides the common ones of input.js: Space picks, Home goes to the first card, and the moves. */
export const SCALA40_KEYS = { " ": "toggle", Home: "first", s: "stock", p: "pile", a: "add", x: "discard", b: "return", o: "sort" };

/** "you have drawn already" → "You have drawn already." */
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");

/** A card in a few letters, for lists: "7♥", "10♦", "Joker". */
const short = (name) =>
  name === "JK" ? strings.scala40.cardName(name) : `${name[0] === "T" ? "10" : name[0]}${{ D: "♦", H: "♥", S: "♠", C: "♣" }[name[1]]}`;

/** Expands a rectangle to at least `size` px each way, around its centre. */
function atLeast(rect, size) {
  const w = Math.max(rect.w, size);
  const h = Math.max(rect.h, size);
  return { x: rect.x - (w - rect.w) / 2, y: rect.y - (h - rect.h) / 2, w, h };
}

/** Creates (once) a container for controls, beside the other game's under `.cards`. */
function container(id) {
  let node = document.getElementById(id);
  if (!node) {
    node = document.createElement("div");
    node.id = id;
    node.setAttribute("role", "group");
    document.querySelector(".cards").append(node);
  }
  return node;
}

/**
 * Creates the table. `animator` plays the steps (animation.js), `box()` is the
 * free area of the canvas, `announce(text)` speaks in the live region,
 * `onIntent(intent)` receives the taps, `request(type, fields)` asks the
 * engine (for `check_melds`), `status` is the line placed above the actions.
 */
export function createScalaTable({ surface, animator, box, announce, onIntent, request, status }) {
  const controls = { table: container("scala-table"), hand: container("scala-hand"), actions: container("scala-actions") };
  controls.opponent = document.createElement("div");
  controls.opponent.id = "scala-opponent";
  controls.opponent.setAttribute("role", "img");
  controls.table.before(controls.opponent);
  const refusal = document.createElement("p");
  refusal.className = "scala-refusal";
  refusal.setAttribute("role", "alert");
  refusal.hidden = true;
  controls.actions.after(refusal);

  let view = null;
  let scene = emptyScene();
  let motion = null; // {from, to, links, order, stagger, ms, t}
  let interactive = false;
  let sortBy = "rank";
  let selected = new Set(); // hand sprite ids
  let cursor = -1; // the hand card the arrows are on
  let prepared = []; // groups of card names set aside for the opening
  let checks = null; // the engine's verdict on the prepared groups ({groups, points, open}), null while asked
  let pendingSelection = new Set(); // the picks behind the move being sent, given back if it is refused
  let placing = null; // {card, options: [{move, meld, kind}], index}
  let fresh = null; // the card just drawn or taken, marked until your next move
  let anchor = null; // where the player last acted, for a refusal from the engine
  let handArea = null; // where the hand lies, as last laid out
  const felt = feltPainter();
  const painter = createSprites();

  const name = (card) => strings.scala40.cardName(card);

  // ------------------------------------------------------------- the scene

  function emptyScene() {
    return { hand: [], opponent: 0, stock: FULL_DECK, discard: [], table: [], prepared: [], preparing: false, revealed: null, turn: null };
  }

  function sceneOf(next) {
    const hand = without(next.hand, prepared.flat()) ?? next.hand;
    return {
      hand: sortHand(hand, sortBy),
      opponent: next.opponent_hand_size,
      stock: next.stock_size,
      discard: [...next.discard],
      table: next.table.map((meld) => ({ ...meld, cards: [...meld.cards] })),
      // Once the engine has judged them, the groups show as it would lay them (a run in order).
      prepared: prepared.map((group, g) => [...(checks?.groups[g]?.ok ? checks.groups[g].cards : group)]),
      preparedJokers: prepared.map((_, g) => (checks?.groups[g]?.ok ? checks.groups[g].joker : null)),
      preparing: !next.opened[0] && !next.round_over,
      revealed: null,
      turn: next.turn,
    };
  }

  /** The scene shown once the motion under way (if any) ends. */
  const settled = () => (motion ? motion.to : scene);

  /** Moves the cards to where the view and the player's picks (prepared groups, sorting) put them. */
  function relayout() {
    playSteps([moveStep(() => ({ ...sceneOf(view), revealed: settled().revealed }), { ms: TIMING.move[0] })]);
  }

  function refresh() {
    surface.redraw();
  }

  // ------------------------------------------------------------- drawing

  /** The zones of the table, the dashed frame of the opening and what each prepared group is worth. */
  function drawZones(context, frame, shown) {
    const size = Math.round(Math.max(10, Math.min(13, frame.sizes.meld.h * 0.2)));
    frame.zoneBoxes.forEach((zone, player) => {
      const framed = player === 0 && shown.preparing;
      if (!framed) drawOutline(context, zone, { fill: "rgba(0, 0, 0, 0.07)" });
      else {
        drawOutline(context, zone, { dash: [7, 5], stroke: "rgba(241, 205, 112, 0.8)", width: 1.6, fill: "rgba(241, 205, 112, 0.05)" });
      }
      const title = framed ? strings.scala40.frameTitle(total() ?? 0) : strings.scala40.zones[player];
      drawLabel(context, title, zone.x + 8, zone.y + 4, { size, color: framed ? "#f1cd70" : undefined });
      if (framed && shown.prepared.length === 0) {
        drawLabel(context, strings.scala40.frameHint, zone.x + zone.w / 2, zone.y + zone.h / 2 - size / 2, {
          size: size + 1, align: "center", color: "rgba(244, 236, 216, 0.5)", weight: 500, width: zone.w - 16,
        });
      }
    });
  }

  /** Under each prepared group, on a pill: its points, or what is wrong with it (outlined in red). */
  function drawPreparedCaptions(context, frame) {
    const size = Math.round(Math.max(10, Math.min(12, frame.sizes.meld.h * 0.16)));
    frame.prepared.forEach((rect, g) => {
      const check = checks?.groups[g];
      if (!check) return;
      const bad = !check.ok;
      if (bad) drawOutline(context, { x: rect.x - 3, y: rect.y - 3, w: rect.w + 6, h: rect.h + 6 }, { dash: [4, 3], stroke: "#ff9a86", width: 1.6, radius: 6 });
      const caption = bad ? strings.scala40.reasons[check.reason] : strings.scala40.points(check.points);
      drawPill(context, rect.x + rect.w / 2, rect.y + rect.h, caption, size, { warn: bad });
    });
  }

  /** A glow behind the combinations the selected card can join, the previewed one brighter. */
  function drawTargets(context, frame) {
    const targets = targetMelds();
    targets.forEach((meld) => {
      const rect = frame.melds[meld];
      if (!rect) return;
      const chosen = placing && placing.options[placing.index].meld === meld;
      drawOutline(context, { x: rect.x - 4, y: rect.y - 4, w: rect.w + 8, h: rect.h + 8 }, {
        stroke: chosen ? "#8fc2ff" : "rgba(127, 184, 255, 0.8)", width: chosen ? 3.5 : 2.5,
        fill: chosen ? "rgba(21, 101, 216, 0.28)" : "rgba(21, 101, 216, 0.14)", radius: 8,
      });
    });
  }

  function paint(context, width, height) {
    felt(context, width, height);
    const scale = context.getTransform().a;
    const area = box(width, height);
    const shown = motion ? motion.to : scene;
    const frame = layoutScene(shown, area, { selected });
    if (shown.turn === 0 || shown.turn === 1) drawTurnLight(context, shown.turn === 0 ? frame.handArea : frame.opponentFan);
    drawZones(context, frame, shown);
    if (!motion) drawTargets(context, frame);
    const stock = motion ? motion.stockShown : scene.stock;
    painter.drawStock(context, frame.stock, stock, strings.number(stock), scale);
    const sprites = motion
      ? blendSprites(layoutScene(motion.from, area, { selected: motion.selected }), frame, motion)
      : restSprites(frame);
    for (const sprite of sprites) painter.drawSprite(context, sprite, scale);
    if (shown.opponent > 0 && !shown.revealed) {
      const fan = frame.opponentFan;
      drawPill(context, fan.x + fan.w / 2, fan.y + fan.h, strings.number(shown.opponent), Math.round(Math.max(11, Math.min(15, frame.sizes.opponent.w * 0.3))));
    }
    if (!motion) drawPreparedCaptions(context, frame);
    if (!motion) placeControls(frame);
  }

  function restSprites(frame) {
    const freshId = fresh ? frame.hand.find(({ id }) => nameOf(id) === fresh)?.id : null;
    return [...frame.cards.entries()]
      .map(([id, sprite]) => ({
        ...sprite,
        highlight: selected.has(id) ? "select" : id === freshId ? "hint" : null,
        lifted: selected.has(id),
      }))
      .sort((a, b) => a.z - b.z);
  }

  // ------------------------------------------------------------- motion

  /**
   * A step moving the table from the scene it shows (or `from`, an empty
   * table to deal from) to `target` (a scene, or a function giving it when
   * the step begins, after the steps before it).
   */
  function moveStep(target, { ms, stagger = 0, say = null, from = null }) {
    const dealing = from !== null;
    return {
      kind: "motion",
      ms,
      begin() {
        const start = from ?? scene;
        const to = typeof target === "function" ? target() : target;
        const area = box(surface.width, surface.height);
        const links = linksBetween(layoutScene(start, area, { selected }).cards, layoutScene(to, area, { selected }).cards, { dealing });
        this.ms = ms + stagger * Math.max(0, links.order.length - 1);
        motion = { from: start, to, links, stagger, ms, t: 0, selected, stockShown: Math.max(start.stock, to.stock) };
        if (say) announce(say);
      },
      frame(t) {
        motion.t = t;
        if (t > 0.5) motion.stockShown = motion.to.stock;
      },
      end() {
        scene = motion.to;
        motion = null;
      },
    };
  }

  function pause(ms, end = () => {}) {
    return { kind: "pause", ms, end };
  }

  async function playSteps(steps) {
    let last;
    for (const step of steps) last = animator.play(step);
    await last;
  }

  /** What an event says, for the live region. */
  function saying(event) {
    const say = strings.scala40.announce;
    switch (event.type) {
      case "draw":
        return say.draw(event.player, event.card && name(event.card));
      case "take":
      case "return":
      case "add":
      case "swap":
      case "discard":
        return say[event.type](event.player, name(event.card));
      case "open":
        return say.open(event.player, event.points);
      case "meld":
        return say.meld(event.player, event.cards.map(name));
      case "rebuild":
        return say.rebuild;
      case "close":
        return say.close(event.player, event.doubled);
      case "round_over":
        return event.void ? say.void : null;
      default:
        return null;
    }
  }

  /** The steps that show a reply: its cards moving to where the view has them, its events said in order. */
  function stepsFor(reply) {
    const next = reply.view;
    const moved = reply.events.find((event) => event.player !== undefined && event.type !== "close");
    const player = moved?.player ?? 1;
    const words = reply.events.map(saying).filter(Boolean);
    const steps = [moveStep(() => sceneOf(next), { ms: TIMING.move[player], stagger: TIMING.stagger[player], say: words.join(" ") || null })];
    steps.push(pause(TIMING.after[player]));
    return steps;
  }

  // ------------------------------------------------------------- the prepared groups

  /** The engine's total of the prepared groups, or null when it is not known. */
  function total() {
    return checks ? checks.points : null;
  }

  /** Asks the engine what the prepared groups are worth and how it would lay them; shows it when it answers. */
  function checkPrepared() {
    checks = null;
    if (!prepared.length) return;
    const asked = JSON.stringify(prepared);
    request("check_melds", { game: "scala40", groups: prepared }).then((reply) => {
      if (JSON.stringify(prepared) !== asked) return;
      checks = reply;
      relayout();
      // The prompt follows the verdict (ready to open, or not yet).
      onIntent({ name: "checked" });
    });
  }

  function setPrepared(groups) {
    prepared = groups;
    selected = new Set();
    checkPrepared();
    relayout();
  }

  /** The words for the engine's refusal of an opening ({reason, points, message}). */
  function openRefusal(verdict) {
    const reasons = strings.scala40.reasons;
    if (verdict.reason === "below_40") return reasons.below_40(verdict.points);
    return typeof reasons[verdict.reason] === "string" ? reasons[verdict.reason] : sentence(verdict.message);
  }

  // ------------------------------------------------------------- picks

  const handIds = () => numbered(settled().hand).map((id) => `h:${id}`);
  const selectedNames = () => handIds().filter((id) => selected.has(id)).map(nameOf);

  function toggle(id) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selected = next;
    placing = null;
    refresh();
  }

  /** The combinations the one selected card can join or free a joker from (on your turn, after drawing). */
  function targetMelds() {
    if (!view || !interactive) return [];
    if (placing) return [...new Set(placing.options.map((option) => option.meld))];
    const names = selectedNames();
    if (names.length !== 1) return [];
    return [...new Set(placements(names[0], view.legal_moves).map((option) => option.meld))];
  }

  /** Says why an action is refused, next to `rect` (where the player acted); returns true (the intent was handled). */
  function refuse(message, rect) {
    refusal.textContent = message;
    refusal.hidden = false;
    const width = Math.min(300, surface.width - 16);
    refusal.style.maxWidth = `${width}px`;
    const place = rect ?? { x: surface.width / 2, y: surface.height / 2, w: 0, h: 0 };
    const left = Math.max(8, Math.min(surface.width - width - 8, place.x + place.w / 2 - width / 2));
    refusal.style.left = `${left}px`;
    refusal.style.top = "";
    refusal.style.bottom = "";
    // Above where the player acted when there is room, else below it.
    if (place.y > 90) refusal.style.bottom = `${surface.height - place.y + 6}px`;
    else refusal.style.top = `${place.y + place.h + 6}px`;
    return true;
  }

  function clearRefusal() {
    refusal.hidden = true;
    refusal.textContent = "";
  }

  function rectOf(selector) {
    const node = document.querySelector(selector);
    if (!node) return null;
    const r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  }

  const where = {
    stock: () => rectOf('#scala-table [data-pile="stock"]'),
    discard: () => rectOf('#scala-table [data-pile="discard"]'),
    // An action button, with the total above Open.
    action: (action) => {
      const rect = rectOf(`#scala-actions [data-action="${action}"]`);
      const label = action === "open" && !totalLabel.hidden ? totalLabel.getBoundingClientRect() : null;
      return rect && label ? { ...rect, y: label.y, h: rect.y + rect.h - label.y } : rect;
    },
    meld: (index) => rectOf(`#scala-table [data-meld="${index}"]`),
    hand: () => handArea,
  };

  /** Sends `move` (noting where the player acted, for a refusal) — returned to the app. */
  function send(move, rect) {
    anchor = rect;
    pendingSelection = selected;
    selected = new Set();
    placing = null;
    cursor = -1;
    return move;
  }

  function layDown(legal) {
    const names = selectedNames();
    if (!view.opened[0]) {
      if (names.length) {
        selected = new Set();
        announce(strings.scala40.announce.prepared(names.map(name)));
        setPrepared([...prepared, names]);
        return true;
      }
      return openNow(legal);
    }
    const rect = where.action("lay");
    if (!names.length) return refuse(strings.scala40.refuse.selectToLay, rect);
    const listed = listedMeld(names, legal);
    if (listed) return send(listed, rect);
    // Not a listed combination: the engine says what is wrong with the cards, or lays them as it would.
    request("check_melds", { game: "scala40", groups: [names] }).then(({ groups: [group] }) => {
      if (group.ok) onIntent({ name: "move", move: `meld ${group.cards.join("")}`, anchor: rect });
      else refuse(strings.scala40.refuse.noCombination(strings.scala40.reasons[group.reason]), rect);
    });
    return true;
  }

  /** Lays the prepared groups down at once: the listed opening they make, else as the engine would lay them. */
  function openNow(legal) {
    const rect = where.action("open");
    if (!prepared.length) return refuse(strings.scala40.refuse.nothingPrepared, rect);
    const listed = listedOpening(prepared, legal);
    if (listed) return send(listed, rect);
    if (checks && !checks.open.ok) return refuse(openRefusal(checks.open), rect);
    return send(checks?.open.move ?? openingOf(prepared), rect);
  }

  function discard(rect) {
    const names = selectedNames();
    if (view.phase === "draw" || view.phase === "stock") return refuse(strings.scala40.refuse.drawFirst, rect);
    if (names.length !== 1) return refuse(strings.scala40.refuse.selectToDiscard, rect);
    return send(`discard ${names[0]}`, rect);
  }

  /** A: the one selected card onto the table (several places: A steps through them, Enter chooses). */
  function place(legal) {
    if (placing) {
      placing = { ...placing, index: (placing.index + 1) % placing.options.length };
      refresh();
      return true;
    }
    const names = selectedNames();
    const rect = where.hand();
    if (names.length !== 1) return refuse(strings.scala40.refuse.selectOneToAdd, rect);
    if (view.phase !== "play") return refuse(strings.scala40.refuse.drawFirst, rect);
    if (!view.opened[0]) return refuse(strings.scala40.refuse.notOpened, rect);
    const options = placements(names[0], legal);
    if (options.length === 0) return refuse(strings.scala40.refuse.fitsNowhere(name(names[0])), rect);
    if (options.length === 1) return send(options[0].move, where.meld(options[0].meld));
    placing = { card: names[0], options, index: 0 };
    refresh();
    return true;
  }

  function tapMeld(index, side, legal) {
    const names = selectedNames();
    const rect = where.meld(index);
    if (names.length !== 1) return refuse(strings.scala40.refuse.selectOneToAdd, rect);
    if (view.phase !== "play") return refuse(strings.scala40.refuse.drawFirst, rect);
    if (!view.opened[0]) return refuse(strings.scala40.refuse.notOpened, rect);
    return send(tapPlacement(names[0], index, side, legal).move, rect);
  }

  /** Whether the keyboard focus is on a button that is not a card of the hand (its own keys then press it). */
  function focusedElsewhere() {
    const focused = document.activeElement;
    return Boolean(focused?.matches?.("button") && !controls.hand.contains(focused));
  }

  function moveCursor(to) {
    const ids = handIds();
    if (!ids.length) return true;
    cursor = Math.max(0, Math.min(ids.length - 1, to));
    refresh();
    controls.hand.querySelector(`button[data-id="${ids[cursor]}"]`)?.focus();
    return true;
  }

  // ------------------------------------------------------------- controls

  let placedKey = "";

  /** Keeps a transparent button over every card, pile and combination at rest, and the action buttons in place. */
  function placeControls(frame) {
    handArea = frame.handArea;
    const hand = frame.hand.map(({ id, rect }, i) => ({
      key: id, rect, attrs: { "data-card": nameOf(id), "data-id": id, "aria-pressed": String(selected.has(id)), "aria-keyshortcuts": i < 9 ? String(i + 1) : null },
      label: name(nameOf(id)),
    }));
    const top = scene.discard.at(-1) ?? null;
    const targets = new Set(targetMelds());
    const table = [
      {
        key: "stock", rect: atLeast(frame.stock, 44), attrs: { "data-pile": "stock", "data-count": String(scene.stock), "aria-keyshortcuts": "S" },
        label: strings.scala40.stock(scene.stock),
      },
      {
        key: "discard", rect: atLeast(frame.discard, 44), attrs: { "data-pile": "discard", "data-top": top ?? "", "aria-keyshortcuts": "P" },
        label: strings.scala40.discardPile(top && name(top)),
      },
      ...scene.table.map((meld, i) => ({
        key: `meld${i}`, rect: atLeast(frame.melds[i], 44),
        attrs: { "data-meld": String(i), "data-owner": String(meld.owner), "data-cards": meld.cards.join(" "), "data-target": targets.has(i) ? "1" : null },
        label: strings.scala40.meld(meld.owner, strings.scala40.kinds[meld.kind], meld.cards.map(name), meld.joker ? meld.joker.stands_for.map(name) : []),
      })),
      ...scene.prepared.map((group, g) => {
        const check = checks?.groups[g];
        const said = check ? (check.ok ? strings.scala40.points(check.points) : strings.scala40.reasons[check.reason]) : null;
        return {
          key: `prepared${g}`, rect: atLeast(frame.prepared[g], 44),
          attrs: { "data-prepared": String(g), "data-cards": group.join(" "), "data-ok": check ? String(check.ok) : null, "data-points": check?.ok ? String(check.points) : null, "data-reason": check?.reason ?? null },
          label: strings.scala40.prepared(group.map(name), said),
        };
      }),
    ];
    const opponent = scene.revealed ? scene.revealed.length : scene.opponent;
    const groups = strings.scala40.groups;
    const key = JSON.stringify([hand, table, frame.status, frame.actions, frame.opponentFan, opponent, interactive, groups]);
    if (key !== placedKey) {
      placedKey = key;
      for (const [part, label] of Object.entries(groups)) controls[part].setAttribute("aria-label", label);
      placeOver(status, frame.status);
      placeOver(controls.opponent, frame.opponentFan);
      controls.opponent.dataset.count = String(opponent);
      controls.opponent.setAttribute("aria-label", strings.scala40.opponentHand(opponent));
      placeOver(controls.actions, frame.actions);
      sync(controls.hand, hand);
      sync(controls.table, table);
    }
    showActions();
  }

  function placeOver(node, rect) {
    Object.assign(node.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.w}px`, height: `${rect.h}px` });
  }

  /** Keeps one button per entry ({key, rect, attrs, label}) in `group`, in order. */
  function sync(group, entries) {
    const existing = new Map([...group.querySelectorAll("button[data-key]")].map((button) => [button.dataset.key, button]));
    entries.forEach((entry, i) => {
      let button = existing.get(entry.key);
      existing.delete(entry.key);
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.className = "card";
        button.dataset.key = entry.key;
      }
      if (group.children[i] !== button) group.insertBefore(button, group.children[i] ?? null);
      for (const [attr, value] of Object.entries(entry.attrs)) {
        if (value === null) button.removeAttribute(attr);
        else button.setAttribute(attr, value);
      }
      button.setAttribute("aria-label", entry.label);
      button.setAttribute("aria-disabled", String(!interactive));
      placeOver(button, entry.rect);
    });
    for (const stale of existing.values()) stale.remove();
  }

  const ACTIONS = ["sort", "return", "lay", "open", "discard"];
  const actionButtons = Object.fromEntries(
    ACTIONS.map((action) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.action = action;
      button.className = `action action-${action}`;
      button.setAttribute("aria-keyshortcuts", { sort: "O", return: "B", lay: "Enter", open: "Enter", discard: "X" }[action]);
      return [action, button];
    }),
  );
  const totalLabel = document.createElement("output");
  totalLabel.className = "scala-total";
  actionButtons.open.append(totalLabel, document.createElement("span"));
  controls.actions.append(...ACTIONS.map((action) => actionButtons[action]));

  /** Shows the actions that mean something now, and the prepared total above Open. */
  function showActions() {
    const mine = interactive && view && view.turn === 0;
    const legal = mine ? view.legal_moves : [];
    const shown = {
      sort: Boolean(view && !view.round_over),
      return: legal.includes("return"),
      lay: mine && view.phase === "play",
      open: mine && !view.opened[0] && (view.phase === "play" || prepared.length > 0),
      discard: mine && view.phase === "play",
    };
    for (const action of ACTIONS) {
      const button = actionButtons[action];
      button.hidden = !shown[action];
      button.setAttribute("aria-disabled", String(!interactive));
    }
    actionButtons.sort.textContent = strings.scala40.actions.sort;
    const next = strings.scala40.actions.sortBy[sortBy === "rank" ? "suit" : "rank"];
    actionButtons.sort.setAttribute("aria-label", next);
    actionButtons.sort.title = next;
    actionButtons.lay.textContent = strings.scala40.actions.lay;
    actionButtons.discard.textContent = strings.scala40.actions.discard;
    actionButtons.return.textContent = strings.scala40.actions.return;
    actionButtons.open.lastChild.textContent = strings.scala40.actions.open;
    totalLabel.textContent = total() === null ? "" : strings.scala40.total(total());
    totalLabel.hidden = total() === null;
    actionButtons.open.dataset.ready = String(Boolean(checks?.open.ok));
  }

  controls.hand.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-id]");
    if (button && button.getAttribute("aria-disabled") !== "true") onIntent({ name: "tapHand", id: button.dataset.id });
  });
  controls.table.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-key]");
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    if (button.dataset.pile) onIntent({ name: button.dataset.pile === "stock" ? "stock" : "tapDiscard" });
    else if (button.dataset.meld) {
      const bounds = button.getBoundingClientRect();
      const side = event.clientX - bounds.left < bounds.width / 2 ? "low" : "high";
      onIntent({ name: "tapMeld", meld: Number(button.dataset.meld), side });
    } else if (button.dataset.prepared) onIntent({ name: "tapPrepared", group: Number(button.dataset.prepared) });
  });
  controls.actions.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action]");
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    onIntent({ name: button.dataset.action, fromButton: true });
  });

  // ------------------------------------------------------------- the app's side

  return {
    paint,

    /** Deals a new round (or shows a resumed one): the cards leave the stock for their places in the view. */
    deal(next) {
      motion = null;
      view = next;
      prepared = [];
      checks = null;
      selected = new Set();
      placing = null;
      fresh = null;
      clearRefusal();
      return playSteps([moveStep(() => sceneOf(next), { ms: TIMING.deal, stagger: TIMING.dealStagger, from: { ...emptyScene(), turn: next.turn } })]);
    },

    /** Shows a reply (a move by either player), ending on its view. */
    play(reply) {
      clearRefusal();
      const previous = view;
      view = reply.view;
      const mine = reply.events.find((event) => event.player === 0 && (event.type === "draw" || event.type === "take"));
      if (mine) fresh = mine.card;
      else if (reply.events.some((event) => event.player === 0)) fresh = view.taken;
      // Prepared groups last while their cards are in hand and the turn is yours.
      if (view.turn !== 0 || view.opened[0] || !without(view.hand, prepared.flat())) {
        if (prepared.length) prepared = [];
        checks = null;
      }
      if (previous && previous.turn === 0 && view.turn !== 0) fresh = null;
      return playSteps(stepsFor(reply));
    },

    /** Turns the computer's hand face up at the end of the round, as the count shows it. */
    roundOver(summary) {
      return playSteps([moveStep(() => ({ ...settled(), revealed: [...summary.players[1].cards] }), { ms: TIMING.reveal, stagger: 30 })]);
    },

    /** Whether the buttons answer: only on the human's turn, while nothing moves. */
    setInteractive(on) {
      interactive = on;
      if (!on) placing = null;
      refresh();
      showActions();
    },

    /** Scala 40 is always played with French cards. */
    setStyle() {},

    /** While choosing where the selected card goes. */
    get choosing() {
      return placing !== null;
    },

    /**
     * Handles an intent for the view on the table: returns the move to send,
     * true when it did something on the table only (or said why not), or
     * false when it means nothing now (a key then keeps its own action).
     */
    handle(intent, current) {
      view = current;
      const legal = view.legal_moves;
      clearRefusal();
      switch (intent.name) {
        case "tapHand":
          toggle(intent.id);
          cursor = handIds().indexOf(intent.id);
          return true;
        case "pick": {
          const id = handIds()[intent.index];
          if (!id) return false;
          toggle(id);
          return true;
        }
        case "toggle": {
          // Space on a focused button outside the hand presses that button.
          if (focusedElsewhere()) return false;
          const focused = document.activeElement?.closest?.("#scala-hand button[data-id]");
          const id = focused?.dataset.id ?? handIds()[cursor];
          if (!id) return moveCursor(0);
          toggle(id);
          return true;
        }
        case "next":
        case "previous":
          if (placing) {
            const step = intent.name === "next" ? 1 : -1;
            placing = { ...placing, index: (placing.index + step + placing.options.length) % placing.options.length };
            refresh();
            return true;
          }
          return moveCursor(cursor < 0 ? 0 : cursor + (intent.name === "next" ? 1 : -1));
        case "first":
          return moveCursor(0);
        case "stock":
          return send("draw", where.stock());
        case "pile":
          return send("take", where.discard());
        case "tapDiscard":
          if (view.phase === "draw") return send("take", where.discard());
          return discard(where.discard());
        case "discard":
          return discard(intent.fromButton ? where.action("discard") : where.discard());
        case "return":
          if (!legal.includes("return") && !view.taken) return refuse(strings.scala40.refuse.nothingToReturn, where.discard());
          return send("return", where.action("return") ?? where.discard());
        case "lay":
          return layDown(legal);
        case "open":
          return openNow(legal);
        case "confirm": {
          if (placing) return send(placing.options[placing.index].move, where.meld(placing.options[placing.index].meld));
          // Enter on a focused button outside the hand presses that button.
          if (focusedElsewhere()) return false;
          if (!selectedNames().length && !prepared.length && view.opened[0]) return false;
          return layDown(legal);
        }
        case "add":
          return place(legal);
        case "move":
          return send(intent.move, intent.anchor);
        case "checked":
          showActions();
          return true;
        case "tapMeld":
          return tapMeld(intent.meld, intent.side, legal);
        case "tapPrepared":
          announce(strings.scala40.announce.unprepared);
          setPrepared(prepared.filter((_, g) => g !== intent.group));
          return true;
        case "sort":
          sortBy = sortBy === "rank" ? "suit" : "rank";
          selected = new Set();
          announce(strings.scala40.announce.sorted[sortBy]);
          relayout();
          return true;
        case "cancel": {
          const had = placing || selected.size || prepared.length;
          placing = null;
          selected = new Set();
          if (prepared.length) {
            announce(strings.scala40.announce.unprepared);
            setPrepared([]);
          } else refresh();
          return Boolean(had);
        }
        default:
          return false;
      }
    },

    /** Shows the engine's refusal of the last move next to where the player acted; nothing was lost. */
    refused(message) {
      selected = pendingSelection;
      refuse(sentence(message), anchor);
      refresh();
    },

    /** What to tell the player on their turn: {text, keys}. */
    prompt() {
      const status = strings.scala40.status;
      if (!view) return { text: "", keys: "" };
      if (placing) {
        const option = placing.options[placing.index];
        const meld = view.table[option.meld].cards.map(short).join(" ");
        return status.placing(strings.scala40.placing[option.kind](name(placing.card), meld));
      }
      if (view.phase === "draw") return status.draw(view.discard.length ? name(view.discard.at(-1)) : null);
      if (view.phase === "stock") return status.stock;
      if (view.taken && !view.opened[0] && !prepared.length) return status.taken(name(view.taken));
      if (!view.opened[0]) return checks?.open.ok ? status.ready(total()) : status.prepare;
      if (view.taken) return status.taken(name(view.taken));
      return status.play;
    },

    /** The count of a finished round, line by line, for the round panel. */
    countRows(summary) {
      const players = summary.players;
      const dash = strings.scala40.count.none;
      // Numbers in the language's digits, words as they are.
      const shown = (value) => (typeof value === "number" ? strings.number(value) : value);
      const row = (line, value, sum = false) => ({
        line, label: strings.scala40.count.lines[line], cells: players.map((p) => ({ value: shown(value(p)) })), sum,
      });
      const cardsLeft = row("cardsLeft", (p) => (p.closed ? strings.scala40.count.closed : p.cards.length));
      cardsLeft.cells.forEach((cell, i) => (cell.detail = players[i].cards.map(short).join(" ")));
      return [
        cardsLeft,
        row("cardPoints", (p) => (p.closed ? dash : p.card_points)),
        row("neverOpened", (p) => (!p.opened && !p.closed && !summary.void ? 100 : dash)),
        row("doubled", (p) => (summary.doubled && !p.closed ? strings.scala40.count.double : dash)),
        row("round", (p) => p.round_points, true),
        row("total", (p) => p.total, true),
      ];
    },
  };
}
