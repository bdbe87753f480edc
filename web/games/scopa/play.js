/**
 * The Scopa game on the table: the scene (the view, the picked card raised),
 * its own drawing (deck, piles with their scopas crosswise, the turn light),
 * its buttons, what each intent means (pick a card; when it can take in
 * several ways, tap the cards to take or step through the captures), the
 * prompt and the count. Only moves from view.legal_moves ever come out.
 */
import { drawScopaCard } from "../../cards/cards.js";
import { drawPill, drawStack, drawTurnLight, pillSize } from "../../table/draw.js";
import { choiceMarks, confirmPreview, pickCard, stepPreview, tapTableCard } from "./choice.js";
import { countRows } from "./count.js";
import { layoutScene } from "./layout.js";
import { dealSteps, emptyScene, sceneFromView, stepsFor } from "./steps.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Kit} Kit
 * @typedef {import("../../types").Play} Play
 * @typedef {import("../../types").Outcome} Outcome
 * @typedef {import("../../types").Intent} Intent
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Pen} Pen
 * @typedef {import("./layout.js").ScopaFrame} ScopaFrame
 * @typedef {ReturnType<typeof pickCard>} Choice
 */

const RANKS = "A234567JQK";

/** "7D" → {value: 7, suit: "D"}, as cards.js draws it. */
export const cardOf = (/** @type {string} */ name) => ({ value: RANKS.indexOf(name[0]) + 1, suit: name[1] });

/** How Scopa's deck is drawn, in the card style chosen (Briscola plays with the same cards). */
export const scopaArt = (/** @type {import("../../types").Settings} */ settings) => /** @type {import("../../types").CardArt} */ ({
  style: `scopa-${settings.style}`,
  draw: (context, face, w, h, marks) => drawScopaCard(context, cardOf(face), 0, 0, w, h, settings.style, { highlight: marks.highlight ?? null }),
});

/** @type {Outcome} */
const SHOWN = { kind: "shown" };
/** @type {Outcome} */
const IGNORED = { kind: "ignored" };

/** @param {Kit} kit @returns {Play} */
export function createScopaPlay(kit) {
  const { table, settings } = kit;
  /** The card picked and the captures still open to it, or null. */
  let choice = /** @type {Choice} */ (null);
  const name = (/** @type {string} */ card) => strings.cardName(cardOf(card), settings.style);

  function setChoice(/** @type {Choice} */ next) {
    choice = next;
    table.redraw();
  }

  /** @param {CanvasRenderingContext2D} context @param {ScopaFrame} frame @param {Scene} rest @param {Pen} pen */
  function drawPiles(context, frame, rest, pen) {
    if (rest.turn === 0 || rest.turn === 1) drawTurnLight(context, rest.turn === 0 ? frame.handArea : frame.opponentRow);
    drawStack(context, frame.deck, rest.deck, pen.drawSprite, { label: strings.number(rest.deck) });
    frame.piles.forEach((pile, player) => {
      // A capture pile: the scopa cards crosswise and face up under the face-down stack, as at a real table.
      const scopas = rest.scopas[player];
      const spread = Math.min(pile.h * 0.16, (pile.h * 0.7) / Math.max(1, scopas.length));
      scopas.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
        const offset = (i - (scopas.length - 1) / 2) * spread;
        pen.drawSprite({ ...pile, y: pile.y + offset, angle: Math.PI / 2 + (i % 2 ? -0.06 : 0.06), face: card });
      });
      const count = rest.piles[player];
      drawStack(context, pile, count - scopas.length, pen.drawSprite);
      if (count > 0) drawPill(context, pile.x + pile.w / 2, pile.y + pile.h, strings.number(count), pillSize(pile.w));
    });
  }

  /** The choice's outcome: the move once it is made, else the table shows the new choice. */
  function settle(/** @type {Choice} */ next) {
    if (next?.move) {
      setChoice(null);
      return /** @type {Outcome} */ ({ kind: "move", move: next.move, at: null });
    }
    setChoice(next);
    return SHOWN;
  }

  return {
    art: () => scopaArt(settings),
    name,
    emptyScene: () => emptyScene(),
    scene: (view) => ({ ...sceneFromView(view), lifted: choice?.card ?? null }),
    layout: (scene, box) => layoutScene({ ...scene, lifted: scene.lifted ?? choice?.card ?? null }, box),
    marks: () => choiceMarks(choice),
    drawUnder: (context, frame, stage, pen) => drawPiles(context, /** @type {ScopaFrame} */ (frame), stage.before, pen),
    drawOver() {},

    controls(frame, scene, interactive) {
      const { cards, handStep } = /** @type {ScopaFrame} */ (frame);
      const marks = choiceMarks(choice);
      const hand = scene.hand.map((/** @type {string} */ card, /** @type {number} */ i) => {
        const rect = /** @type {import("../../types").Sprite} */ (cards.get(card));
        const last = i === scene.hand.length - 1;
        const picked = choice?.card === card;
        return {
          key: card, label: name(card), disabled: !interactive, intent: { name: "tapHand", card },
          rect: { x: rect.x, y: rect.y, w: last ? rect.w : Math.min(rect.w, handStep), h: rect.h },
          attrs: { "data-card": card, "aria-pressed": String(picked), "aria-keyshortcuts": String(i + 1), "data-mark": picked ? "select" : null },
        };
      });
      const tableButtons = scene.table.map((/** @type {string} */ card) => {
        const { x, y, w, h } = /** @type {import("../../types").Sprite} */ (cards.get(card));
        return {
          key: card, label: name(card), rect: { x, y, w, h }, disabled: !interactive || !marks.has(card), intent: { name: "tapTable", card },
          attrs: { "data-card": card, "aria-pressed": String(marks.get(card) === "select"), "data-mark": marks.get(card) ?? null },
        };
      });
      return {
        hand, table: tableButtons, actions: [],
        seats: scene.opponent ? [{ seat: 1, rect: /** @type {import("../../types").Rect} */ (frame.opponentFan), count: scene.opponent, label: strings.opponentHand(scene.opponent) }] : [],
      };
    },

    dealSteps: (view) => dealSteps(table, view),
    stepsFor: (reply, settled) => stepsFor(table, reply.events, reply.view, settled, name),
    roundOverSteps: () => [],
    reset: () => setChoice(null),
    update: () => setChoice(null),
    refused() {},
    choosing: () => choice !== null,

    intent(intent, view) {
      switch (intent.name) {
        case "pick":
        case "tapHand": {
          const card = intent.name === "pick" ? view.hand[intent.index ?? -1] : intent.card;
          if (!card) return IGNORED;
          return settle(choice?.card === card ? null : pickCard(view.legal_moves, card, { keyboard: intent.name === "pick" }));
        }
        case "tapTable":
          return choice && intent.card ? settle(tapTableCard(choice, intent.card)) : IGNORED;
        case "next":
        case "previous":
          return choice ? settle(stepPreview(choice, intent.name === "next" ? 1 : -1)) : IGNORED;
        case "confirm": {
          const confirmed = choice && confirmPreview(choice);
          return confirmed?.move ? settle(confirmed) : IGNORED;
        }
        case "cancel":
          return choice ? settle(null) : IGNORED;
        default:
          return IGNORED;
      }
    },

    prompt: () => (choice ? strings.status.choose(name(choice.card), choice.moves.length) : strings.status.yourTurn),
    countRows,
  };
}
