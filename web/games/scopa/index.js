/** Scopa: the descriptor the app and the table kit read (see docs/architecture.md). */
import { STYLES } from "../../cards/cards.js";
import { createScopaPlay } from "./play.js";
import { strings } from "../../ui/strings.js";

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "scopa",
  seats: 2,
  keys: {},
  settings: ["level", "target", "napola", "style"],
  styles: STYLES,
  options: (settings) => ({ napola: settings.napola, target: settings.targets.scopa }),
  words: {
    get confirm() {
      return strings.confirm;
    },
    newGame: (settings) => strings.announce.newGame(strings.levels[settings.level], settings.napola),
    target: (points) => strings.score.target(points),
    roundOver: (mine, theirs) => strings.announce.roundOver(mine, theirs),
    note: (summary) => strings.count.target(summary.target),
    winner: (player, mine, theirs) => strings.count.winner(player, mine, theirs),
  },
  createPlay: createScopaPlay,
};
