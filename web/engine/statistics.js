/**
 * The player's statistics: per game and level, and apart for games played
 * with help (hints or undo: the view's `assisted`), matches and rounds played
 * and won, points, streaks, the game's feats, and the last results. The
 * engine worker folds in each round's summary as the engine sends it (so a
 * round is counted once, by the tab that plays) and keeps the whole in
 * IndexedDB beside the saves (saves.js). Nothing here knows a rule: a round
 * won, and each feat, are read from fields of the summary.
 *
 * Pure functions over plain data, so Node can test them as the worker runs them.
 */
import { turnReply } from "./turned.js";

export const FORMAT = "mazzo-statistics/1";
export const LEVELS = ["easy", "normal", "hard"];
export const KINDS = ["plain", "assisted"];
/** The last results kept for the chart. */
export const RESULTS_KEPT = 50;
/** A result keeps a total per seat: two, or three or four at Scala 40 for three and four. */
const MOST_SEATS = 4;

/**
 * What a game's summaries tell: whether the human's side (players[0]) won the
 * round, and how many of each of its feats it made.
 * @typedef {{won: (summary: any) => boolean, feats: Record<string, (summary: any) => number>}} GameStatistics
 */

/** @type {GameStatistics} */
const SCOPA = {
  won: (summary) => summary.players[0].round_points > summary.players[1].round_points,
  feats: {
    scopas: (summary) => summary.players[0].scopas,
    napolas: (summary) => (summary.players[0].napola > 0 ? 1 : 0),
    settebellos: (summary) => (summary.players[0].settebello ? 1 : 0),
  },
};
/** Each game's, by the summary's `game`. @type {Record<string, GameStatistics>} */
export const GAMES = {
  scopa: SCOPA,
  scopone: SCOPA,
  scala40: {
    won: (summary) => summary.closer === 0,
    feats: { inOneGo: (summary) => (summary.closer === 0 && summary.doubled ? 1 : 0) },
  },
  tressette: {
    won: (summary) => summary.players[0].round_points > summary.players[1].round_points,
    feats: {},
  },
  briscola: {
    won: (summary) => summary.hand_winner === 0,
    feats: { eighty: (summary) => (summary.players[0].round_points >= 80 ? 1 : 0) },
  },
};

/** No statistics yet. */
export const empty = () => ({ format: FORMAT, games: {} });

/** A tally with nothing counted, with the feats of `game`. */
function emptyTally(/** @type {string} */ game) {
  const feats = Object.fromEntries(Object.keys(GAMES[game].feats).map((feat) => [feat, 0]));
  return { matches: 0, matchesWon: 0, rounds: 0, roundsWon: 0, points: 0, streak: 0, bestStreak: 0, feats, results: [] };
}

/**
 * `statistics` with one more round counted: its summary, at `level`, with
 * help or not, on `day` (YYYY-MM-DD). A new copy; a game without statistics
 * is left as it was. People playing together on one device are counted each
 * apart, by name (`person`: `people[name].games`, the summary turned so that
 * their side is players[0]); the one player of a game against the computer
 * is counted in `games`, as ever.
 * @param {any} statistics
 * @param {{summary: any, level: string, assisted: boolean, day: string, person?: string | null}} round
 */
export function countRound(statistics, { summary, level, assisted, day, person = null }) {
  const game = GAMES[summary.game];
  if (!game || !LEVELS.includes(level)) return statistics;
  const next = structuredClone(statistics);
  const owner = person === null ? next : ownEntry((next.people ??= {}), person, () => ({ games: {} }));
  const levels = (owner.games[summary.game] ??= {});
  const kinds = (levels[level] ??= {});
  const tally = (kinds[assisted ? "assisted" : "plain"] ??= emptyTally(summary.game));
  tally.rounds += 1;
  tally.roundsWon += game.won(summary) ? 1 : 0;
  tally.points += summary.players[0].round_points;
  for (const [feat, read] of Object.entries(game.feats)) tally.feats[feat] = (tally.feats[feat] ?? 0) + read(summary);
  if (summary.game_over) {
    const won = summary.winner === 0;
    tally.matches += 1;
    tally.matchesWon += won ? 1 : 0;
    tally.streak = won ? tally.streak + 1 : 0;
    tally.bestStreak = Math.max(tally.bestStreak, tally.streak);
    tally.results = [...tally.results, { day, won, scores: summary.players.map((/** @type {any} */ side) => side.total) }].slice(-RESULTS_KEPT);
  }
  return next;
}

/**
 * The rounds a finished `round` counts as, for the table of `view` (its seats' kinds): with people
 * playing together (more than one person, and `names`, the page's name or null per seat, fitting
 * the table), one for each person, by name, the summary turned round their seat (engine/turned.js);
 * with no person at the table (a watched game), none; else the one player's, as ever.
 * @param {{summary: any, level: string, assisted: boolean, day: string}} round
 * @param {{seats?: string[], scores: unknown[]}} view
 * @param {Array<string | null> | null} names
 */
export function roundsOf(round, view, names) {
  const seats = view.seats ?? [];
  const persons = seats.filter((kind) => kind === "person").length;
  if (persons === 0) return [];
  if (persons === 1 || names?.length !== seats.length) return [round];
  const turn = (/** @type {number} */ seat) => ({ by: seat, seats: seats.length, sides: view.scores.length });
  return seats.flatMap((kind, seat) => {
    const name = names[seat];
    return kind === "person" && name ? [{ ...round, summary: turnReply(turn(seat), { summary: round.summary }).summary, person: name }] : [];
  });
}

/** Whether `names` (the page's `people` request) gives a name (1 to 40 characters) or null for each seat of a table. */
export function peopleFit(/** @type {unknown} */ names) {
  return Array.isArray(names) && names.length <= 4 &&
    names.every((name) => name === null || (typeof name === "string" && name.length > 0 && name.length <= 40));
}

/** Thrown by `validate`: `reason` names what is wrong, `field` where. */
export class StatisticsError extends Error {
  constructor(/** @type {string} */ reason, /** @type {string} */ field = "") {
    super(field ? `${reason}: ${field}` : reason);
    this.reason = reason;
    this.field = field;
  }
}

const isCount = (/** @type {unknown} */ value) => Number.isSafeInteger(value) && /** @type {number} */ (value) >= 0;
const isObject = (/** @type {unknown} */ value) => typeof value === "object" && value !== null && !Array.isArray(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A fresh copy of `data` if it is statistics as this file writes them, else a
 * StatisticsError: `not_statistics` (not this format) or `bad_field` (where).
 * An import is checked in full before anything is written.
 */
export function validate(/** @type {unknown} */ data) {
  if (!isObject(data) || /** @type {any} */ (data).format !== FORMAT || !isObject(/** @type {any} */ (data).games)) {
    throw new StatisticsError("not_statistics");
  }
  const checked = { ...empty(), games: validGames(/** @type {any} */ (data).games, "") };
  const people = /** @type {any} */ (data).people;
  if (people === undefined) return checked;
  if (!isObject(people)) throw new StatisticsError("bad_field", "people");
  /** @type {Record<string, {games: Record<string, any>}>} */
  const named = {};
  for (const [name, tallies] of Object.entries(people)) {
    const field = `people.${name}`;
    if (!name || name.length > NAME_LENGTH || !isObject(tallies) || !isObject(tallies.games)) throw new StatisticsError("bad_field", field);
    ownEntry(named, name, () => ({ games: validGames(tallies.games, `${field}.`) }));
  }
  return { ...checked, people: named };
}

/** The longest name a person's statistics are kept under (the menu's names are shorter: ui/settings.js's NAME_LENGTH). */
const NAME_LENGTH = 40;

/**
 * `object`'s own entry `key`, made by `make` when it has none: a name is any text a person typed
 * ("constructor", "__proto__"), so it is never read from or written to a prototype.
 * @template T
 * @param {Record<string, T>} object @param {string} key @param {() => T} make
 * @returns {T}
 */
function ownEntry(object, key, make) {
  if (!Object.hasOwn(object, key)) Object.defineProperty(object, key, { value: make(), enumerable: true, writable: true, configurable: true });
  return object[key];
}

/** A fresh copy of one owner's games (`where`: the owner's place in the file, for an error). */
function validGames(/** @type {any} */ games, /** @type {string} */ where) {
  /** @type {Record<string, any>} */
  const checked = {};
  for (const [game, levels] of Object.entries(games)) {
    if (!Object.hasOwn(GAMES, game) || !isObject(levels)) throw new StatisticsError("bad_field", `${where}${game}`);
    /** @type {Record<string, any>} */
    const copy = {};
    for (const [level, kinds] of Object.entries(levels)) {
      if (!LEVELS.includes(level) || !isObject(kinds)) throw new StatisticsError("bad_field", `${where}${game}.${level}`);
      copy[level] = {};
      for (const [kind, tally] of Object.entries(kinds)) {
        const field = `${where}${game}.${level}.${kind}`;
        if (!KINDS.includes(kind)) throw new StatisticsError("bad_field", field);
        copy[level][kind] = validTally(game, tally, field);
      }
    }
    checked[game] = copy;
  }
  return checked;
}

/** A fresh copy of one tally, checked field by field and against itself. */
function validTally(/** @type {string} */ game, /** @type {any} */ tally, /** @type {string} */ field) {
  const wrong = (/** @type {string} */ name) => new StatisticsError("bad_field", `${field}.${name}`);
  if (!isObject(tally)) throw wrong("");
  const copy = emptyTally(game);
  for (const name of ["matches", "matchesWon", "rounds", "roundsWon", "streak", "bestStreak", "points"]) {
    if (!isCount(tally[name])) throw wrong(name);
    /** @type {any} */ (copy)[name] = tally[name];
  }
  if (copy.matchesWon > copy.matches) throw wrong("matchesWon");
  if (copy.roundsWon > copy.rounds) throw wrong("roundsWon");
  if (copy.matches > copy.rounds) throw wrong("matches");
  if (copy.streak > copy.bestStreak || copy.bestStreak > copy.matchesWon) throw wrong("bestStreak");
  if (!isObject(tally.feats)) throw wrong("feats");
  for (const feat of Object.keys(copy.feats)) {
    if (!isCount(tally.feats[feat])) throw wrong(`feats.${feat}`);
    copy.feats[feat] = tally.feats[feat];
  }
  if (!Array.isArray(tally.results) || tally.results.length > Math.min(RESULTS_KEPT, copy.matches)) throw wrong("results");
  copy.results = tally.results.map((/** @type {any} */ result, /** @type {number} */ i) => {
    const scores = result?.scores;
    const ok = isObject(result) && typeof result.day === "string" && DAY.test(result.day) && typeof result.won === "boolean" &&
      Array.isArray(scores) && scores.length >= 2 && scores.length <= MOST_SEATS && scores.every(isCount);
    if (!ok) throw wrong(`results.${i}`);
    return { day: result.day, won: result.won, scores: [...scores] };
  });
  return copy;
}
