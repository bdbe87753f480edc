/**
 * Tressette, for two players or four in pairs: the descriptor the app and the table kit read (see
 * docs/architecture.md). Its table is the one of the games of tricks (games/tricks/), shared with
 * Briscola; its own are its words, its choices and its count.
 */
import { STYLES } from "../../cards/cards.js";
import { fourComing, fourWords, isFour } from "../scopa/four.js";
import { createTrickPlay } from "../tricks/play.js";
import { countRows } from "./count.js";
import { strings } from "../../ui/strings.js";

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "tressette",
  // Two players, or four in pairs with the `players` choice at 4 (the view says which).
  seats: 2,
  // P: the last trick (the previous one), until the next action.
  keys: { p: "lastTrick" },
  settings: ["level", "target", "players", "style"],
  // Its own choices: the engine's `players` (2 or 4) and `declarations` (on or off) options, from ping.
  choices: ["players", "declarations"],
  styles: STYLES,
  options: (settings) => ({
    target: settings.targets.tressette,
    players: settings.choices.tressette?.players,
    declarations: settings.choices.tressette?.declarations,
  }),
  words: {
    match: true,
    get confirm() {
      return strings.tressette.confirm;
    },
    newGame(settings, view) {
      const level = strings.levels[/** @type {"easy"} */ (settings.level)];
      const words = isFour(view) ? strings.tressette.four : strings.tressette.announce;
      return words.newGame(level, settings.targets.tressette, view.options.declarations !== false);
    },
    target: (points) => strings.score.target(points),
    roundOver: (mine, theirs, view) => (isFour(view) ? fourWords.roundOver(mine, theirs) : strings.tressette.announce.roundOver(mine, theirs)),
    countTitle: (hand) => strings.briscola.count.title(hand),
    note: (summary) => strings.tressette.count.note(summary.target),
    winner: (player, mine, theirs, view) => (isFour(view) ? fourWords.winner(player, mine, theirs) : strings.count.winner(player, mine, theirs)),
    sides: (view, settings) => (isFour(view) || (!view && fourComing("tressette", settings)) ? fourWords.sides() : strings.players),
  },
  createPlay: (kit) => createTrickPlay(kit, "tressette", countRows, 10),
};
