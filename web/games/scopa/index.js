/** Scopa, for two or four players: the descriptor the app and the table kit read (see docs/architecture.md). */
import { STYLES } from "../../cards/cards.js";
import { fourComing, fourWords, isFour } from "./four.js";
import { createScopaPlay } from "./play.js";
import { strings } from "../../ui/strings.js";

/** The house rules a game's options put in force (the napola first), worded for the new game's announcement. */
export function houseRules(/** @type {import("../../types").View["options"]} */ options) {
  const words = strings.announce.houseRules;
  return [
    ...(options.napola ? [words.napola] : []),
    ...(options.re_bello ? [words.re_bello] : []),
    ...(options.capture === "ace_takes_all" || options.capture === "fifteen" ? [words[options.capture]] : []),
  ];
}

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "scopa",
  // Two players, or four with the `players` choice at 4 (the view says which: four.js).
  seats: 2,
  keys: {},
  settings: ["level", "target", "napola", "players", "style"],
  // Its own choices: the engine's `players` option (2 or 4, from ping), and the house rules.
  choices: ["players", "re_bello", "capture"],
  styles: STYLES,
  options: ({ napola, targets, choices: { scopa: chosen } }) => ({
    napola,
    target: targets.scopa,
    players: chosen?.players,
    re_bello: chosen?.re_bello,
    capture: chosen?.capture,
  }),
  words: {
    get confirm() {
      return strings.confirm;
    },
    newGame(settings, view) {
      const level = strings.levels[/** @type {"easy"} */ (settings.level)];
      const rules = houseRules(view.options);
      if (view.options.players === 4) return strings.four.announce.newGame(strings.four.tables.scopa, level, rules);
      return strings.announce.newGame(level, rules);
    },
    target: (points) => strings.score.target(points),
    roundOver: (mine, theirs, view) => (isFour(view) ? fourWords.roundOver(mine, theirs) : strings.announce.roundOver(mine, theirs)),
    note: (summary) => strings.count.target(summary.target),
    winner: (player, mine, theirs, view) => (isFour(view) ? fourWords.winner(player, mine, theirs) : strings.count.winner(player, mine, theirs)),
    sides: (view, settings) => (isFour(view) || (!view && fourComing("scopa", settings)) ? fourWords.sides() : strings.players),
  },
  createPlay: createScopaPlay,
};
