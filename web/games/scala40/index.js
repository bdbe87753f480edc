/** Scala 40: the descriptor the app and the table kit read (see docs/architecture.md). */
import { createScalaPlay } from "./play.js";
import { strings } from "../../ui/strings.js";

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "scala40",
  seats: 2,
  // Besides the common keys of ui/input.js: Space picks, Home goes to the first card, and the moves.
  keys: { " ": "toggle", Home: "first", s: "stock", p: "pile", a: "add", x: "discard", b: "return", o: "sort" },
  settings: ["level", "target"],
  styles: ["french"],
  options: (settings) => ({ target: settings.targets.scala40 }),
  words: {
    get confirm() {
      return strings.scala40.confirm;
    },
    newGame: (settings) => strings.scala40.announce.newGame(strings.levels[settings.level]),
    target: (points) => strings.scala40.target(points),
    roundOver: (mine, theirs) => strings.scala40.announce.roundOver(mine, theirs),
    note: (summary) => (summary.void ? strings.scala40.count.void : strings.scala40.count.target(summary.target)),
    winner: (player, mine, theirs) => strings.scala40.count.winner(player, mine, theirs),
  },
  createPlay: createScalaPlay,
};
