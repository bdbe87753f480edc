/**
 * The table for screen readers (issue 3.4), in the manner of lichess's non-visual interface (its
 * plugin: app/plugins/reader.js): the canvas's table written out as regions with headings (the score, your
 * hand, what you can do, the table, the stock and the discard pile, the other players, the
 * captures), each a list whose items name the cards in the page's language. It is drawn from the
 * same view and the same controls the painter and the button overlay use (the game's Play), so it
 * decides nothing: a playable card is a button that sends the control's own intent through the
 * app's one intent path, a capture choice or Scala 40's selection says its state (aria-pressed), and
 * each place the canvas would give a card by where it is tapped (Scala 40's combinations) is a button.
 *
 * The mirror shows (#mirror, visually hidden, never over the canvas) while the screen-reader
 * preference is on; the keys that read a part aloud answer always (app/plugins/reader.js).
 */
import { seatShown, sidesShown } from "../core/names.js";
import { GAMES } from "../games.js";
import { playersStage } from "../core/state.js";
import { preferences } from "../../ui/preferences.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {import("../../types").Intent} Intent */
/**
 * One line of a part: its words, and when it answers now, the intent it sends (a button);
 * `pressed` is a selection's state, `disabled` a button that does not answer now.
 * @typedef {{text: string, key?: string, intent?: Intent, pressed?: string | null, disabled?: boolean, keys?: string | null}} Item
 * @typedef {"score" | "hand" | "actions" | "table" | "stock" | "others" | "captures" | "keys"} PartName
 * @typedef {{name: PartName, heading: string, items: Item[]}} Part
 */

const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The mirror's parts for the app's state: empty before the first view. `acting`: the player's stage.
 * @param {App} app
 * @param {boolean} acting
 * @returns {Part[]}
 */
export function mirrorParts(app, acting) {
  const view = app.view;
  if (!view) return [];
  const words = strings.mirror;
  const play = app.play;
  const scene = play.scene(view);
  const controls = play.controls(play.layout(scene, app.table.area()), scene, acting);
  const seats = view.hand_sizes?.length ?? 2;
  // A seat as the table names it (a place while watching, a person's name), else as the mirror does (you are seat 0).
  const seatName = (/** @type {number} */ seat) => seatShown(app, view, seat) ?? words.seat(seat, seats);
  const answers = (/** @type {import("../../types").ButtonSpec} */ spec) => !spec.disabled && typeof spec.intent !== "function";
  /** @type {(spec: import("../../types").ButtonSpec, always: boolean) => Item} */
  const itemOf = (spec, always) => ({
    text: spec.label,
    key: spec.key,
    ...(always || answers(spec) ? { intent: /** @type {Intent} */ (spec.intent), disabled: !answers(spec) } : {}),
    pressed: spec.attrs?.["aria-pressed"] ?? null,
    keys: spec.attrs?.["aria-keyshortcuts"] ?? null,
  });
  const game = GAMES[app.game];
  const sides = sidesShown(app, view, game.words.sides?.(view, app.settings) ?? strings.players);
  const score = [
    ...view.scores.map((points, side) => ({ text: words.points(sides[side] ?? seatName(side), points) })),
    { text: strings.score.round(view.round + 1) },
    { text: game.words.target(view.options.target, view, app.settings.style) },
  ];
  const stock = view.deck_size ?? view.stock_size;
  const discard = /** @type {string[] | undefined} */ (view.discard);
  const piles = /** @type {string[][] | undefined} */ (view.piles);
  const scopas = /** @type {string[][] | undefined} */ (view.scopas);
  /** @type {Part[]} */
  const parts = [
    { name: "score", heading: words.score, items: score },
    { name: "hand", heading: app.watch ? strings.watch.hand(seatName(0)) : words.hand, items: controls.hand.map((spec) => itemOf(spec, true)) },
    {
      // Nothing for a watcher to do: the computer plays every seat (the watch bar holds the controls).
      name: "actions", heading: words.actions,
      items: app.watch ? [] : [
        // What to do now, as the status line says it.
        ...(acting ? [{ text: play.prompt(view).text }] : []),
        ...controls.actions.filter((action) => !action.hidden).map((action) => ({
          text: action.label ?? action.text, key: `action-${action.action}`, intent: { name: action.action, fromButton: true }, disabled: !acting, keys: action.keys,
        })),
      ],
    },
    {
      // Each thing on the table, then the choices a tap's place makes on the canvas (where the selected card goes).
      name: "table", heading: words.table,
      items: controls.table.flatMap((spec) => [
        itemOf(spec, false),
        ...(spec.choices ?? []).filter((choice) => !choice.disabled).map((choice) => ({ text: choice.label, key: choice.key, intent: choice.intent })),
      ]),
    },
    {
      name: "stock", heading: words.stock,
      items: [
        ...(typeof stock === "number" ? [{ text: words.stockCount(stock) }] : []),
        ...(discard ? [{ text: words.discard(discard.map(play.name).reverse()) }] : []),
      ],
    },
    {
      // Each other hand, then what that player laid down (Scala 40's melds, on the table too).
      name: "others", heading: words.others,
      items: controls.seats.flatMap((seat) => [
        { text: seat.label },
        ...controls.table.filter((spec) => spec.attrs?.["data-owner"] === String(seat.seat)).map((spec) => ({ text: spec.label })),
      ]),
    },
    {
      name: "captures", heading: words.captures,
      items: (piles ?? []).map((cards, seat) => ({ text: words.captured(seatName(seat), cards.map(play.name), scopas?.[seat]?.length ?? 0) })),
    },
    // The keys that read without moving, and those that play: the help at hand.
    { name: "keys", heading: words.keys, items: words.keyLines.map((text) => ({ text })) },
  ];
  return parts.filter((part) => part.name === "hand" || part.name === "table" || part.items.length > 0);
}

/** The intents of the buttons on show, by their index (data-item). */
let shownIntents = /** @type {Intent[]} */ ([]);
/** Whether the player acted when the mirror was last drawn: the focus then belongs on a card. */
let acted = false;

/**
 * On the player's turn with the focus lost (on the page itself, on a node gone, or still in a dialog
 * that closed, until the browser moves it), it lands on the first card of the hand that answers.
 */
function keepFocus() {
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected || active.closest("dialog:not([open])") !== null;
  if (!preferences.screenReader || !acted || !lost || document.querySelector("dialog[open]")) return;
  /** @type {HTMLElement | null} */ (element("mirror").querySelector("[data-part=hand] button[aria-disabled=false]"))?.focus();
}

/**
 * Draws the mirror from the state, when the screen-reader preference is on (else hides it). The
 * focus stays on the button it was on, or, on the player's turn with the focus lost (a card
 * played, a deal, a dialog closed), lands on the first card that answers.
 */
export function drawMirror(/** @type {App} */ app) {
  const acting = playersStage(app);
  const mirror = element("mirror");
  const on = preferences.screenReader;
  mirror.hidden = !on;
  element("status").setAttribute("aria-live", on ? "off" : "polite");
  if (!on) return;
  acted = acting;
  const focused = /** @type {HTMLElement | null} */ (mirror.contains(document.activeElement) ? document.activeElement : null);
  const focusedKey = focused?.dataset.key ?? null;
  element("mirror-title").textContent = strings.mirror.title;
  element("mirror-log-title").textContent = strings.mirror.news;
  shownIntents = [];
  // Between two people's turns (plugins/pass.js) the table is covered: nothing of it is read either.
  const sections = app.screen === "passing" ? [] : mirrorParts(app, acting).map((part) => sectionOf(part));
  element("mirror-parts").replaceChildren(...sections);
  const again = focusedKey === null ? null : /** @type {HTMLElement | null} */ (mirror.querySelector(`button[data-key="${CSS.escape(focusedKey)}"]`));
  if (again) again.focus();
  else keepFocus();
}

/** One part: a region named by its heading, over a list of its lines. */
function sectionOf(/** @type {Part} */ part) {
  const section = document.createElement("section");
  section.dataset.part = part.name;
  const heading = document.createElement("h3");
  heading.id = `mirror-${part.name}`;
  heading.textContent = part.heading;
  section.setAttribute("aria-labelledby", heading.id);
  const list = document.createElement("ul");
  for (const item of part.items) list.append(itemOf(item));
  if (!part.items.length) list.append(Object.assign(document.createElement("li"), { textContent: strings.mirror.empty }));
  section.append(heading, list);
  return section;
}

/** One line: a button when it sends an intent, else its words. */
function itemOf(/** @type {Item} */ item) {
  const line = document.createElement("li");
  if (!item.intent) {
    line.textContent = item.text;
    return line;
  }
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = item.text;
  if (item.key) button.dataset.key = item.key;
  button.dataset.item = String(shownIntents.push(item.intent) - 1);
  button.setAttribute("aria-disabled", String(Boolean(item.disabled)));
  if (item.pressed) button.setAttribute("aria-pressed", item.pressed);
  if (item.keys) button.setAttribute("aria-keyshortcuts", item.keys);
  line.append(button);
  return line;
}

/**
 * Wires the mirror: its buttons send their intents to `onIntent` (the app's one intent path), and
 * the skip link, first in the document, turns the screen-reader preference on (`turnOn`) and takes
 * the focus to the mirror.
 * @param {(intent: Intent) => void} onIntent
 * @param {() => void} turnOn
 */
export function listenToMirror(onIntent, turnOn) {
  element("mirror").addEventListener("click", (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("button[data-item]"));
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    onIntent(shownIntents[Number(button.dataset.item)]);
  });
  // A dialog closed gives the focus back to what had it, or to the page: then to the hand.
  document.addEventListener("close", () => requestAnimationFrame(keepFocus), true);
  element("skip").addEventListener("click", (event) => {
    event.preventDefault();
    turnOn();
    const first = /** @type {HTMLElement | null} */ (element("mirror").querySelector("[data-part=hand] button[aria-disabled=false]"));
    (first ?? element("mirror-title")).focus();
  });
}
