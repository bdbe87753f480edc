/**
 * One player's combinations shown large over the table. At a table of three
 * or four the other players' zones are small on a phone held upright, so a tap
 * on a zone (or on one of its combinations with no card chosen) opens them
 * here, each combination a row of cards as wide as the panel allows. A modal
 * <dialog>: the focus stays inside it on its Close button; Esc, Close or a
 * tap anywhere closes it, and the focus goes back where it was. Text goes in
 * with textContent only.
 */
import { CARD_RATIO } from "../../cards/cards.js";
import { meldStep, meldWidth } from "./meld-rows.js";
import { strings } from "../../ui/strings.js";

/** The card heights the viewer draws, in CSS px: at most about twice a hand card on a phone, at least a hand card. */
const MAX_CARD_HEIGHT = 132;
const MIN_CARD_HEIGHT = 56;
/** The gaps between combinations in the list (the CSS's 0.75rem and 1rem). */
const ROW_GAP = 12;
const COLUMN_GAP = 16;
/** The panel's height besides its combinations: the title, the Close button, the padding and the margins. */
const PANEL_ROOM = 190;

/**
 * @typedef {{owner: number, cards: string[], kind: string, joker?: {index: number, stands_for: string[]} | null}} ShownMeld
 * @typedef {(context: CanvasRenderingContext2D, face: string, w: number, h: number, stands: string | null) => void} DrawCard
 */

/**
 * @param {{draw: DrawCard, label: (meld: ShownMeld) => string, title: (seats: number, seat: number) => string}} parts how a card is drawn at the origin,
 *   what a combination's picture says, and the title over a seat's combinations
 */
export function createMeldViewer({ draw, label, title: titleOf }) {
  /** @type {HTMLDialogElement | null} */
  let dialog = null;

  /** The dialog, made on first use: a tap anywhere in it closes it. */
  function element() {
    if (dialog) return dialog;
    const made = document.createElement("dialog");
    made.id = "meld-viewer";
    made.className = "panel meld-viewer";
    made.addEventListener("click", () => made.close());
    document.body.append(made);
    dialog = made;
    return made;
  }

  /** Opens the combinations `seat` laid on `table`, at a table of `seats`. */
  function open(/** @type {number} */ seats, /** @type {number} */ seat, /** @type {ShownMeld[]} */ table) {
    const box = element();
    const title = Object.assign(document.createElement("h2"), { id: "meld-viewer-title", className: "title" });
    title.textContent = titleOf(seats, seat);
    const list = Object.assign(document.createElement("ul"), { className: "meld-viewer-list" });
    const close = Object.assign(document.createElement("button"), { type: "button", className: "secondary", autofocus: true });
    close.textContent = strings.close;
    box.setAttribute("aria-labelledby", title.id);
    box.dataset.seat = String(seat);
    box.replaceChildren(title, list, close);
    if (!box.open) box.showModal();
    const melds = table.filter((meld) => meld.owner === seat);
    const card = cardSize(melds.map((meld) => meld.cards.length), list.clientWidth, window.innerHeight - PANEL_ROOM);
    list.replaceChildren(...melds.map((meld) => picture(meld, card)));
    close.focus();
  }

  /** A combination's cards overlapped as on the table, on a canvas as sharp as the screen. */
  function picture(/** @type {ShownMeld} */ meld, /** @type {{w: number, h: number}} */ card) {
    const item = document.createElement("li");
    const canvas = document.createElement("canvas");
    const width = meldWidth(meld.cards.length, card.w);
    const scale = window.devicePixelRatio || 1;
    Object.assign(canvas, { width: Math.round(width * scale), height: Math.round(card.h * scale) });
    Object.assign(canvas.style, { width: `${width}px`, height: `${card.h}px` });
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", label(meld));
    canvas.dataset.cards = meld.cards.join(" ");
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    context.scale(scale, scale);
    const step = meldStep(card.w);
    meld.cards.forEach((face, j) => {
      context.save();
      context.translate(j * step, 0);
      draw(context, face, card.w, card.h, meld.joker?.index === j ? meld.joker.stands_for[0] : null);
      context.restore();
    });
    item.append(canvas);
    return item;
  }

  return { open };
}

/**
 * The largest card, from MAX_CARD_HEIGHT down to MIN_CARD_HEIGHT, with which combinations of
 * `counts` cards, wrapped in rows `width` px wide, fit `height` px (below the least, the panel scrolls).
 */
function cardSize(/** @type {number[]} */ counts, /** @type {number} */ width, /** @type {number} */ height) {
  for (let h = MAX_CARD_HEIGHT; ; h -= 4) {
    const w = Math.round(h / CARD_RATIO);
    let rows = 1;
    let x = 0;
    for (const count of counts) {
      const long = meldWidth(count, w);
      if (x > 0 && x + long > width) [rows, x] = [rows + 1, 0];
      x += long + COLUMN_GAP;
    }
    const fits = meldWidth(Math.max(3, ...counts), w) <= width && rows * h + (rows - 1) * ROW_GAP <= height;
    if (fits || h <= MIN_CARD_HEIGHT) return { w, h };
  }
}
