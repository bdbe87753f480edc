/**
 * The deal of the day and sharing a deal. The engine works out the day's
 * seed from the game and the date (`new_game` with `daily`: docs/protocol.md),
 * so the page never holds it; which game is today's deal is remembered here
 * (localStorage), with the feats of each round, for the result line. Once a
 * game is over the engine shows its seed (`reveal`), and the count panel
 * offers a link that deals the same cards at the same table to a friend
 * (`?game=...&deal=...` and the game's options)
 * and, after the day's deal, the result line to copy. An embedding host hears
 * `daily_result`. A plugin of the app (`daily` below): the menu's day's deal, the tag
 * on the score bar, and the count's link and result.
 */
import { GAMES } from "../games.js";
import { ask, underWay } from "../core/front-door.js";
import { GAMES as TALLIES } from "../../engine/statistics.js";
import { language, strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */

const STORAGE_KEY = "mazzo.daily";
/** The day's deals finished, by game: {scopa: {day, won, scores, feats}}, worded when shown, in the language then in use; kept apart, as a game dealt since forgets which deal it is. */
const FINISHED_KEY = "mazzo.daily.finished";

/** Today on this device, YYYY-MM-DD. */
function today() {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, "0")).join("-");
}

/** @returns {Record<string, any>} */
function stored(key = STORAGE_KEY) {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}

function store(/** @type {ReturnType<typeof stored>} */ value, key = STORAGE_KEY) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage switched off: the day's deal is still played, its result line lacks the earlier rounds' feats.
  }
}

/** Marks the game on `game` as the deal of `day` (or, with null, as not the day's). */
function markDaily(/** @type {string} */ game, /** @type {string | null} */ day) {
  const all = stored();
  if (day) all[game] = { day, feats: {} };
  else delete all[game];
  store(all);
}

/** The day whose deal `game` is, or null. */
const dailyOf = (/** @type {string} */ game) => stored()[game]?.day ?? null;

/** Remembers that the day's deal of `game` is finished, with its result (not its words: it may be shown in another language). */
function finishDaily(/** @type {DailyResult} */ { game, day, won, scores, feats }) {
  store({ ...stored(FINISHED_KEY), [game]: { day, won, scores, feats } }, FINISHED_KEY);
}

/** The result line of the day's deal of `game` when it is finished on `day`, in the language in use, else null. */
function finishedDaily(/** @type {string} */ game, /** @type {string} */ day) {
  const finished = stored(FINISHED_KEY)[game];
  if (finished?.day !== day) return null;
  // A result kept before the page kept results as numbers (its line in the language of that day).
  if (!Array.isArray(finished.scores)) return typeof finished.line === "string" ? /** @type {string} */ (finished.line) : null;
  return resultLine({ game, day, won: Boolean(finished.won), scores: finished.scores, feats: finished.feats ?? {} });
}

/** @typedef {{game: string, day: string, won: boolean, scores: number[], feats: Record<string, number>}} DailyResult */

/** A day's result in the language in use: the game's name, the date as the language writes it, the score and the feats. */
function resultLine(/** @type {DailyResult} */ { game, day, won, scores, feats }) {
  const date = new Intl.DateTimeFormat(language(), { day: "numeric", month: "long", year: "numeric" }).format(new Date(`${day}T12:00:00`));
  const said = Object.entries(feats).filter(([, count]) => count > 0).map(([feat, count]) => strings.daily.feat(feat, count));
  return strings.daily.result(strings.games[/** @type {"scopa"} */ (game)], date, won, scores[0], scores[1], said);
}

/** Keeps a round's feats (read from its summary) for the day's result line; each round once. */
function countDailyRound(/** @type {string} */ game, /** @type {import("../../types").Summary} */ summary) {
  const all = stored();
  const tally = TALLIES[game];
  if (!all[game] || !tally) return;
  all[game].feats[String(summary.round)] = Object.fromEntries(Object.entries(tally.feats).map(([feat, read]) => [feat, read(summary)]));
  store(all);
}

/**
 * What the page tells of a finished day's deal: the line to copy and the host's `daily_result`.
 * @param {string} game
 * @param {import("../../types").Summary} summary
 */
function dailyResult(game, summary) {
  const day = /** @type {string} */ (dailyOf(game));
  const rounds = Object.values(stored()[game]?.feats ?? {});
  /** @type {Record<string, number>} */
  const feats = {};
  for (const round of rounds) for (const [feat, count] of Object.entries(round)) feats[feat] = (feats[feat] ?? 0) + count;
  const result = { game, day, won: summary.winner === 0, scores: summary.players.map((side) => side.total), feats };
  return { ...result, line: resultLine(result) };
}

/**
 * The link that deals `seed` of `game` again, for a friend, at the same table: every option the
 * engine offers the game (`offered`, ping's) at its value in the game's `options` (the view's), or
 * its default where the view names none (Scopa for two names no players), so the friend's own
 * remembered choices do not change the deal. The URL words a yes or no as 1 or 0 (settings.js).
 * @param {string} game
 * @param {number} seed
 * @param {Record<string, unknown>} options
 * @param {import("../../types").OptionChoices} offered
 */
export function shareLink(game, seed, options, offered) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("game", game);
  url.searchParams.set("deal", String(seed));
  for (const [name, option] of Object.entries(offered)) {
    const value = name in options ? options[name] : option.default;
    url.searchParams.set(name, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return url.href;
}

/**
 * The count panel's share block at the end of a game: the day's result line (after the deal of the day)
 * with a copy button, and the link to this deal under its caption, with a Share button: the device's
 * own sharing (the Web Share API) where there is one, else the link copied, and either said.
 * @param {string} link
 * @param {{line: string} | null} result
 */
function shareBlock(link, result) {
  const words = strings.daily;
  const block = document.createElement("div");
  block.className = "share";
  const said = document.createElement("p");
  said.className = "share-said";
  said.setAttribute("role", "status");
  /** Copies `text`: the clipboard when the browser lets the page write it, else `shown` selected for the player to copy. */
  const copy = (/** @type {string} */ text, /** @type {HTMLElement} */ shown) =>
    (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error("no clipboard"))).then(
      () => (said.textContent = words.copied),
      () => {
        shown.hidden = false;
        getSelection()?.selectAllChildren(shown);
        said.textContent = words.copyFailed;
      },
    );
  const action = (/** @type {string} */ name, /** @type {string} */ label, /** @type {() => void} */ act) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "secondary";
    button.dataset.action = name;
    button.textContent = label;
    button.addEventListener("click", act);
    return button;
  };
  if (result) {
    const line = document.createElement("p");
    line.className = "daily-result";
    line.textContent = result.line;
    block.append(line, action("copy-result", words.copyResult, () => copy(result.line, line)));
  }
  const caption = document.createElement("p");
  caption.className = "share-caption";
  caption.id = "share-caption";
  caption.textContent = words.link;
  // The link itself, whole, shown only where it could not be copied (to select by hand).
  const shown = document.createElement("p");
  shown.className = "share-link";
  shown.textContent = link;
  shown.hidden = true;
  const share = action("share", words.share, () => {
    if (!navigator.share) return void copy(link, shown);
    // The device's sharing sheet: closed without sharing, nothing more is said; refused, the link is copied.
    navigator.share({ url: link, text: words.link }).catch((/** @type {Error} */ error) => {
      if (error.name !== "AbortError") copy(link, shown);
    });
  });
  share.dataset.link = link;
  share.setAttribute("aria-describedby", caption.id);
  block.append(caption, share, shown, said);
  return block;
}

/** The deal of the day says so on the score bar, beside the round (after the page drew it: views/page.js). */
function drawTag(/** @type {App} */ app) {
  if (!app.view || !dailyOf(app.game)) return;
  const round = /** @type {HTMLElement} */ (document.getElementById("score-round"));
  round.textContent = `${strings.daily.inPlay} · ${strings.score.round(app.view.round + 1)}`;
}

/**
 * The day's deal of `decision.game` asked (the menu's, the statistics panel's): once finished, it says
 * so with the result and is dealt again only when asked; else a game under way (`saved`) is thrown
 * away only when asked. Resolves whether to deal it.
 * @param {App} app
 * @param {import("../views/menu.js").MenuDecision} decision
 * @param {import("../../types").View | null} saved
 */
async function decideDaily(app, { game }, saved) {
  const words = GAMES[game].words.confirm;
  const played = finishedDaily(game, today());
  if (played && !(await ask(strings.daily.played(played), strings.daily.replay))) return false;
  if (!played && underWay(saved) && !(await ask(words.newGame, words.yes))) return false;
  app.daily = today();
  return true;
}

/**
 * A round over: its feats kept while it is the day's deal; at the end of a game, the day's result
 * (the host hears it) and the link to the deal, for the count.
 * @param {App} app
 * @param {import("../../types").Summary} summary
 */
async function roundOver(app, summary) {
  const token = app.generation;
  const day = dailyOf(app.game);
  if (day) countDailyRound(app.game, summary);
  if (!summary.game_over) return null;
  const { seed } = await /** @type {import("../../types").Engine} */ (app.client).request("reveal", { game: app.game });
  if (token !== app.generation) return null;
  const result = day ? dailyResult(app.game, summary) : null;
  if (result) {
    finishDaily(result);
    app.hooks.onDailyResult?.(result);
  }
  return shareBlock(shareLink(app.game, seed, /** @type {import("../../types").View} */ (app.view).options, app.choices[app.game] ?? {}), result);
}

/** The deal of the day and sharing a deal, as the app's plugin. @type {import("../core/plugins.js").Plugin} */
export const daily = {
  name: "daily",
  draw: drawTag,
  menu: (_app, game) => ({ dailyPlayed: finishedDaily(game, today()) }),
  decide: (app, decision, saved) => (decision.kind === "daily" ? decideDaily(app, decision, saved) : null),
  dealt: (app, day) => markDaily(app.game, day),
  roundOver,
};
