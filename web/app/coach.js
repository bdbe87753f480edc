/**
 * The coach at the table: on the player's turn, Hint (H) asks the engine for
 * the move the Hard player would make from the player's view (docs/protocol.md,
 * "Hints"), lights its cards and words its reasons beside them, in the language
 * in use (again after a switch). Taking the hint is just playing the move; the
 * hint goes when the turn does. The same for every game: a move names its cards
 * in its notation, and a word of its own first (Scala 40's "discard", ...).
 */
import { humanActs } from "./page.js";
import { onLanguageChange } from "../ui/language.js";
import { strings } from "../ui/strings.js";

/** @typedef {import("./app.js").App} App */
/** @typedef {{move: string, reasons: Array<Record<string, unknown> & {code: string}>}} Hint */

/** A card in a move's notation: two characters, rank and suit, or the joker. */
const CARD = /JK|[A2-9TJQK][DHSC]/g;
const cardsIn = (/** @type {string} */ text) => text.match(CARD) ?? [];

/** The hint on show and the app it is for, to word again in another language. */
let shown = /** @type {{app: App, hint: Hint} | null} */ (null);

/** Asks for a hint and shows it; returns whether the intent meant something now. */
export function askHint(/** @type {App} */ app) {
  const client = app.client;
  if (!client) return false;
  const token = app.generation;
  client
    .request("hint", { game: app.game })
    .then((/** @type {Hint} */ hint) => {
      if (token === app.generation && humanActs(app.screen)) showHint(app, hint);
    })
    .catch((error) => console.error(`mazzo: hint: ${error.message}`));
  return true;
}

/** What kind of move it is: its first word in a game that has verbs, else a play or a capture. */
function verbOf(/** @type {string} */ move) {
  const word = move.split(" ")[0];
  if (/^[a-z]+$/.test(word)) return word;
  return move.includes("x") ? "capture" : "play";
}

/** A reason's parameters for the words: card names in the language and style in use, numbers as they are. */
function wordParams(/** @type {Record<string, unknown>} */ params, /** @type {(card: string) => string} */ name) {
  /** @type {Record<string, unknown>} */
  const worded = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string") {
      const cards = cardsIn(value).map(name);
      worded[key] = cards.length === 1 ? cards[0] : cards;
    } else if (Array.isArray(value)) worded[key] = value.map((card) => name(String(card)));
    else worded[key] = value;
  }
  return worded;
}

function showHint(/** @type {App} */ app, /** @type {Hint} */ hint) {
  shown = { app, hint };
  const name = (/** @type {string} */ card) => app.play.name(card);
  const faces = cardsIn(hint.move);
  const words = strings.coach;
  const verb = verbOf(hint.move);
  const reasons = hint.reasons.map(({ code, ...params }) => {
    const say = /** @type {string | ((params: Record<string, unknown>) => string)} */ (words.reasons[code]);
    return { code, text: typeof say === "function" ? say(wordParams(params, name)) : say };
  });
  const inHand = faces.map((face) => document.querySelector(`#hand-cards button[data-card="${face}"]`)).find(Boolean);
  const box = inHand?.getBoundingClientRect();
  app.table.showHint({
    move: hint.move,
    faces,
    title: words.title(words.moves[verb](faces.map(name))),
    reasons,
    at: box ? { x: box.x, y: box.y, w: box.width, h: box.height } : null,
  });
}

onLanguageChange(() => {
  if (shown && !document.getElementById("hint")?.hidden) showHint(shown.app, shown.hint);
});
