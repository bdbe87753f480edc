/** Scala 40, for two, three or four players: the descriptor the app and the table kit read (see docs/architecture.md). */
import { createScalaPlay } from "./play.js";
import { strings } from "../../ui/strings.js";

/** How many players sit at a view's table: 2, 3 or 4. */
const seatsOf = (/** @type {import("../../types").View | null | undefined} */ view) => view?.hand_sizes?.length ?? 2;

/** Before the first view: how many players the table coming seats, as the URL (which wins) or the remembered choice asks. */
const seatsComing = (/** @type {import("../../types").Settings | undefined} */ settings) =>
  Number(new URLSearchParams(location.search).get("players") ?? settings?.choices.scala40?.players ?? 2);

/** @type {import("../../types").GameDescriptor} */
export default {
  name: "scala40",
  // Two players, or three or four each for themselves with the `players` choice (the view says which).
  seats: 2,
  // Besides the common keys of ui/input.js: Space picks, Home goes to the first card, and the moves.
  keys: { " ": "toggle", Home: "first", s: "stock", p: "pile", a: "add", x: "discard", b: "return", o: "sort" },
  settings: ["level", "target", "players"],
  // Its own choices: the engine's `players` option (2, 3 or 4, from ping).
  choices: ["players"],
  styles: ["french"],
  options: (settings) => ({ target: settings.targets.scala40, players: settings.choices.scala40?.players }),
  words: {
    match: true,
    get confirm() {
      return strings.scala40.confirm;
    },
    newGame(settings) {
      const level = strings.levels[/** @type {"easy"} */ (settings.level)];
      const seats = settings.choices.scala40?.players ?? 2;
      return seats === 2 ? strings.scala40.announce.newGame(level) : strings.scala40.many.newGame(seats, level);
    },
    target: (points) => strings.scala40.target(points),
    roundOver: (mine, theirs, view, summary) =>
      seatsOf(view) === 2 || !summary
        ? strings.scala40.announce.roundOver(mine, theirs)
        : strings.scala40.many.roundOver(seatsOf(view), summary.players.map((/** @type {{round_points: number}} */ player) => player.round_points)),
    note: (summary) => (summary.void ? strings.scala40.count.void : strings.scala40.count.target(summary.target)),
    winner: (player, mine, theirs, view) =>
      seatsOf(view) === 2 ? strings.scala40.count.winner(player, mine, theirs) : strings.scala40.many.winner(seatsOf(view), player),
    who: (seat, seats) => (seats === 2 ? strings.coach.review.who(seat, seats) : strings.scala40.many.who(seats, seat)),
    sides: (view) => (seatsOf(view) === 2 ? strings.players : strings.scala40.many.names(seatsOf(view))),
    scoreBar(view, settings) {
      const seats = view ? seatsOf(view) : seatsComing(settings);
      if (seats === 2) return { names: strings.players, scores: view ? view.scores.map((/** @type {number} */ score) => strings.number(score)) : [] };
      const scores = view ? [strings.number(view.scores[0]), strings.scala40.many.scores(seats, view.scores, view.out)] : [];
      return { names: [strings.scala40.many.names(seats)[0], ""], scores };
    },
  },
  createPlay: createScalaPlay,
};
