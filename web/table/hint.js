/**
 * The coach's bubble (#hint): the move it hints and its reasons, and with the odds a panel of each move's line,
 * placed beside the move (refusal.js's placeBeside) so that it never covers a card it lights and keeps clear of
 * the other cards and the other players' hands where it can, and placed again when a resize moves its card.
 */
import { placeBeside } from "./refusal.js";

/** @typedef {import("../types").Rect} Rect */

/** The odds lines a hint's bubble shows before its "more" button: the best three. */
const FOLDED_ODDS = 3;

/**
 * @param {{hint: HTMLElement, hand: HTMLElement, table: HTMLElement, actions: HTMLElement, status: HTMLElement, seats: HTMLElement}} elements
 * @param {() => Rect} area the table's area now
 */
export function createHintBubble(elements, area) {
  const bubble = elements.hint;

  /**
   * Places the bubble beside `at`: never over a card it lights (nor the status line or an
   * action button), clear of the other cards and the other hands (#seats' labelled fans) where there is room.
   */
  const place = (/** @type {Rect | null} */ at) => {
    const lit = (bubble.dataset.lit ?? "").split(" ");
    const cards = /** @type {HTMLElement[]} */ ([...elements.hand.children, ...elements.table.children]);
    const shines = (/** @type {HTMLElement} */ card) => lit.includes(card.dataset.id ?? card.dataset.card ?? "");
    placeBeside(bubble, at, {
      area: area(),
      avoid: [elements.status],
      cards: [...cards.filter(shines), ...elements.actions.querySelectorAll("button")],
      spare: [...cards.filter((card) => !shines(card)), ...elements.seats.children],
    });
  };

  /** The card of the hand the bubble stands beside, if any: a resize moves it, and the bubble with it. */
  let anchor = /** @type {Element | null} */ (null);
  /** Places the bubble beside its card where that card lies now. */
  const placeNow = () => {
    const box = anchor?.isConnected ? anchor.getBoundingClientRect() : null;
    place(box && { x: box.x, y: box.y, w: box.width, h: box.height });
  };

  // A resize (a phone turned, a window dragged) lays the table out again on the next frame: the bubble on
  // show then follows its card, rather than standing where the card was.
  window.addEventListener("resize", () =>
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (!bubble.hidden) placeNow();
    })),
  );

  return {
    /** Whether the bubble is on show. */
    shown: () => !bubble.hidden,

    /** Takes the bubble away. */
    clear() {
      bubble.hidden = true;
      bubble.replaceChildren();
      delete bubble.dataset.move;
      delete bubble.dataset.lit;
      anchor = null;
    },

    /**
     * Shows the hint: beside `card` (the hand's card the move plays, if any; null: where there is room) the bubble (#hint) with the
     * move (`move`: its notation, in data-move) and its reasons, each in an li[data-code], clear of the
     * status line and of the action buttons it may name; the bubble is a live region, so it is read
     * out. It goes when the turn does. With `odds`, a panel (div.odds) listing each move's line, li[data-move]:
     * the best FOLDED_ODDS on show, the rest folded behind a button (worded by `odds.more` for their count) that unfolds them. The bubble
     * never covers a card it lights, and keeps clear of the other cards where it can.
     * @param {{move: string, lit: string[], title: string, reasons: Array<{code: string, text: string}>,
     *   odds: {title: string, more: (count: number) => string, lines: Array<{move: string, text: string}>} | null, card: Element | null}} hint
     */
    show({ move, lit, title, reasons, odds, card }) {
      const heading = document.createElement("p");
      heading.textContent = title;
      const list = document.createElement("ul");
      for (const { code, text } of reasons) {
        const item = document.createElement("li");
        item.textContent = text;
        item.dataset.code = code;
        list.append(item);
      }
      bubble.replaceChildren(heading, list);
      if (odds) {
        const panel = document.createElement("div");
        panel.className = "odds";
        const caption = document.createElement("p");
        caption.textContent = odds.title;
        const lines = document.createElement("ol");
        for (const [index, line] of odds.lines.entries()) {
          const item = document.createElement("li");
          item.textContent = line.text;
          item.dataset.move = line.move;
          item.hidden = index >= FOLDED_ODDS;
          lines.append(item);
        }
        panel.append(caption, lines);
        if (odds.lines.length > FOLDED_ODDS) {
          const more = document.createElement("button");
          more.type = "button";
          more.className = "more";
          more.textContent = odds.more(odds.lines.length - FOLDED_ODDS);
          more.addEventListener("click", () => {
            for (const item of lines.children) /** @type {HTMLElement} */ (item).hidden = false;
            more.remove();
            panel.dataset.unfolded = "";
            placeNow();
          });
          panel.append(more);
        }
        bubble.append(panel);
      }
      bubble.dataset.move = move;
      bubble.dataset.lit = lit.join(" ");
      anchor = card;
      placeNow();
    },
  };
}
