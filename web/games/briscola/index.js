/** Briscola: the descriptor the app and the table kit read (see docs/architecture.md). */
import { STYLES } from "../../cards/cards.js";
import { createBriscolaPlay } from "./play.js";
import { strings } from "../../ui/strings.js";

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "briscola",
  seats: 2,
  // P: the last trick (the previous one), until the next action.
  keys: { p: "lastTrick" },
  settings: ["level", "target", "style", "showPoints"],
  styles: STYLES,
  options: (settings) => ({ target: settings.targets.briscola, show_points: settings.showPoints }),
  words: {
    get confirm() {
      return strings.briscola.confirm;
    },
    newGame: (settings) => strings.briscola.announce.newGame(strings.levels[/** @type {"easy"} */ (settings.level)], settings.targets.briscola),
    // The suit of the briscola stays named beside the target, after the card has left the stock.
    target: (hands, view, style) => (view?.trumps ? `${strings.briscola.target(hands)} · ${strings.briscola.trumps(view.trumps, style)}` : strings.briscola.target(hands)),
    roundOver: (mine, theirs) => strings.briscola.announce.roundOver(mine, theirs),
    countTitle: (hand) => strings.briscola.count.title(hand),
    note: (summary) => strings.briscola.count.note(summary.hand_winner, summary.target),
    winner: (player, mine, theirs) => strings.briscola.count.winner(player, mine, theirs),
  },
  createPlay: createBriscolaPlay,
};
