/** Briscola, for two players or four in pairs: the descriptor the app and the table kit read (see docs/architecture.md). */
import { STYLES } from "../../cards/cards.js";
import { fourComing, fourWords, isFour } from "../scopa/four.js";
import { countRows } from "./count.js";
import { createTrickPlay } from "../tricks/play.js";
import { strings } from "../../ui/strings.js";

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "briscola",
  // Two players, or four in pairs with the `players` choice at 4 (the view says which).
  seats: 2,
  // P: the last trick (the previous one), until the next action.
  keys: { p: "lastTrick" },
  settings: ["level", "target", "players", "style", "showPoints"],
  // Its own choices: the engine's `players` option (2 or 4, from ping).
  choices: ["players"],
  styles: STYLES,
  options: (settings) => ({ target: settings.targets.briscola, show_points: settings.showPoints, players: settings.choices.briscola?.players }),
  words: {
    match: true,
    get confirm() {
      return strings.briscola.confirm;
    },
    newGame(settings) {
      const level = strings.levels[/** @type {"easy"} */ (settings.level)];
      const hands = settings.targets.briscola;
      return settings.choices.briscola?.players === 4 ? strings.briscola.four.newGame(level, hands) : strings.briscola.announce.newGame(level, hands);
    },
    // The suit of the briscola stays named beside the target, after the card has left the stock.
    target: (hands, view, style) => (view?.trumps ? `${strings.briscola.target(hands)} · ${strings.briscola.trumps(view.trumps, style)}` : strings.briscola.target(hands)),
    roundOver: (mine, theirs, view) => (isFour(view) ? strings.briscola.four.roundOver(mine, theirs) : strings.briscola.announce.roundOver(mine, theirs)),
    countTitle: (hand) => strings.briscola.count.title(hand),
    note: (summary) => strings.briscola.count.note(summary.hand_winner, summary.target),
    winner: (player, mine, theirs, view) => (isFour(view) ? strings.briscola.four.winner(player, mine, theirs) : strings.briscola.count.winner(player, mine, theirs)),
    sides: (view, settings) => (isFour(view) || (!view && fourComing("briscola", settings)) ? fourWords.sides() : strings.players),
  },
  createPlay: (kit) => createTrickPlay(kit, "briscola", countRows, 3),
};
