/**
 * Learn to play (issue 4.4): a short course for every game, played on the real table. The engine
 * holds the lessons (`lessons`, `lesson`: docs/protocol.md, "Lessons"): each is a position, a goal
 * and the wrong moves it refuses, judged by the rules, so the page only puts the lesson on the
 * table, sends the learner's moves with the lesson's name (`asks`), and words a refusal as it words
 * any (the rule's code). The menu's Learn opens the game's course (`#learn`: each lesson with its
 * stars); a lesson's place, title and goal stand under the bar (`#lesson`), and the goal is said; once it is done, the end (`#learn-end`) gives the stars and why it matters, and the progress is kept on the device
 * (localStorage `mazzo.learn`: the best stars per lesson, merged with what another tab kept; a record
 * that cannot be read is ignored, with a warning in the console). The coach stays out of a lesson, but
 * for the Hint in the lessons that play a round out (`coach` in the lesson's status); a lesson that
 * closes the round ends on its count.
 */
import { lay, nextGeneration } from "../core/flows.js";
import { putOnTable, switchGame } from "../core/front-door.js";
import { begin, failed, working } from "../core/state.js";
import { countTable } from "../../ui/panel.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {{name: string, step: number, steps: number, misses: number, done: boolean, stars: number | null, coach: boolean}} LessonStatus */

const STORAGE_KEY = "mazzo.learn";
/** The most stars a lesson gives. */
const MOST_STARS = 3;
/** The intents the coach answers, which a lesson leaves alone (but the Hint where the lesson has the coach on): the lesson is the learner's to do. */
const COACHED = new Set(["hint", "undo", "review"]);

const engine = (/** @type {App} */ app) => /** @type {import("../../types").Engine} */ (app.client);
const element = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const dialogOf = (/** @type {string} */ id) => /** @type {HTMLDialogElement} */ (document.getElementById(id));

/** Every game's course, as the engine lists it (asked once); the lesson under way, and whether its end was shown. */
let courses = /** @type {Record<string, string[]> | null} */ (null);
let current = /** @type {{name: string, game: string, ended: boolean} | null} */ (null);
/** The game whose course opens once a game is dealt (Learn picked on a first visit, with no table yet). */
let courseAfterDeal = /** @type {string | null} */ (null);

/** The stars kept on this device, by lesson: `{"scopa.take_one": 3}`; an unreadable record is ignored, with a warning. */
export function progress() {
  let text = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return {};
  }
  if (text === null) return {};
  try {
    const record = JSON.parse(text);
    const stars = record?.stars;
    if (record?.version !== 1 || !stars || typeof stars !== "object" || Array.isArray(stars)) throw new Error("not a record of lessons");
    return Object.fromEntries(Object.entries(stars).filter(([, count]) => Number.isInteger(count) && count >= 1 && count <= MOST_STARS));
  } catch (error) {
    console.warn(`mazzo: the lessons' progress on this device could not be read and is ignored (${error instanceof Error ? error.message : error})`);
    return {};
  }
}

/** Keeps `stars` for `lesson` when they are more than kept (read again first: another tab may have kept some since). */
function keep(/** @type {string} */ lesson, /** @type {number} */ stars) {
  const kept = progress();
  if ((kept[lesson] ?? 0) >= stars) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, stars: { ...kept, [lesson]: stars } }));
  } catch (error) {
    console.warn(`mazzo: the lessons' progress could not be kept (${error instanceof Error ? error.message : error})`);
  }
}

/** A lesson's words: `scopa.take_one` → strings.learn.lessons.scopa.take_one. */
function wordsOf(/** @type {string} */ name) {
  const [game, lesson] = name.split(".");
  const lessons = /** @type {Record<string, Record<string, {title: string, goal: (cards: Record<string, string>) => string, why: string}>>} */ (strings.learn.lessons);
  return lessons[game][lesson];
}

/** The cards a goal names, each named as the table names it (the card style in use). */
const named = (/** @type {App} */ app) => /** @type {Record<string, string>} */ (new Proxy({}, { get: (_, card) => app.play.name(String(card)) }));

const make = (/** @type {string} */ tag, /** @type {string} */ className = "", /** @type {string | undefined} */ text = undefined) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const button = (/** @type {string} */ action, /** @type {string} */ text, /** @type {string} */ className = "secondary") => {
  const node = /** @type {HTMLButtonElement} */ (make("button", className, text));
  node.type = "button";
  node.dataset.action = action;
  return node;
};

/** Stars drawn as text, read as words. */
function starsOf(/** @type {number} */ count) {
  const stars = make("span", "stars", "\u2605".repeat(count) + "\u2606".repeat(MOST_STARS - count));
  stars.setAttribute("role", "img");
  stars.setAttribute("aria-label", strings.learn.stars(count));
  return stars;
}

/** Every game's course, as the engine lists it. */
async function coursesOf(/** @type {App} */ app) {
  courses ??= /** @type {Record<string, string[]>} */ ((await engine(app).request("lessons", {})).courses);
  return courses;
}

/** The game's course: every lesson with the stars kept; resolves once it is on show. */
async function openCourse(/** @type {App} */ app, /** @type {string} */ game) {
  const courses = await coursesOf(app);
  const dialog = dialogOf("learn");
  const kept = progress();
  const list = make("ol", "lessons");
  for (const [index, name] of courses[game].entries()) {
    const item = make("li");
    const pick = button("lesson", "");
    pick.dataset.lesson = name;
    pick.append(make("span", "number", String(index + 1)), make("span", "lesson-title", wordsOf(name).title), starsOf(kept[name] ?? 0));
    pick.addEventListener("click", () => {
      dialog.close();
      start(app, name).catch((error) => failed(app, error));
    });
    item.append(pick);
    list.append(item);
  }
  const close = button("close", "\u00d7", "close");
  close.setAttribute("aria-label", strings.close);
  close.addEventListener("click", () => dialog.close());
  const title = make("h2", "title", strings.learn.course(strings.games[/** @type {"scopa"} */ (game)]));
  title.id = "learn-title";
  dialog.setAttribute("aria-labelledby", title.id);
  dialog.replaceChildren(close, title, make("p", "intro", strings.learn.intro), list);
  dialog.showModal();
  const next = courses[game].find((name) => !kept[name]) ?? courses[game][0];
  /** @type {HTMLElement | null} */ (dialog.querySelector(`[data-lesson="${next}"]`))?.focus();
}

/** Puts lesson `name` on the table, from its first position. */
async function start(/** @type {App} */ app, /** @type {string} */ name) {
  await coursesOf(app);
  const game = name.split(".")[0];
  const token = nextGeneration(app);
  working(app, token, true);
  if (game !== app.game) putOnTable(app, game);
  current = { name, game, ended: false };
  const reply = await engine(app).request("lesson", { lesson: name });
  if (token !== app.generation) return;
  // The goal stands over the table (drawGoal): the status line says it for a screen reader, without showing it twice.
  lay(app, token, reply.view, Object.assign(() => goalLine(app), { shown: true }));
}

/** The lesson's goal, said and shown over the status line. */
function goalLine(/** @type {App} */ app) {
  return current ? wordsOf(current.name).goal(named(app)) : "";
}

/** The lesson's place in its course: "Lesson 2 of 8". */
function placeOf(/** @type {string} */ name) {
  const course = courses?.[name.split(".")[0]] ?? [name];
  return strings.learn.place(course.indexOf(name) + 1, course.length);
}

/** The lesson is done: the flows stop, the stars are kept, and once the table is at rest the end is shown. */
function finish(/** @type {App} */ app, /** @type {LessonStatus} */ status) {
  if (!current) return;
  current.ended = true;
  // The flows of the lesson stop here (a new generation), the table left as it is under the end.
  const token = begin(app);
  working(app, token, false);
  keep(status.name, /** @type {number} */ (status.stars));
  app.table
    .show([app.table.pause({ ms: 400 })])
    .then(() => (token === app.generation ? showEnd(app, status) : undefined))
    .catch((error) => failed(app, error));
}

/** The end of a lesson: the stars, why it matters, the count when the lesson closed the round, and where to go on. */
async function showEnd(/** @type {App} */ app, /** @type {LessonStatus} */ status) {
  const counted = app.view?.round_over ? [await countOf(app, status.name)] : [];
  const dialog = dialogOf("learn-end");
  const course = courses?.[status.name.split(".")[0]] ?? [];
  const next = course[course.indexOf(status.name) + 1];
  const title = make("h2", "title", strings.learn.done);
  title.id = "learn-end-title";
  dialog.setAttribute("aria-labelledby", title.id);
  const actions = make("div", "actions");
  const go = (/** @type {() => Promise<unknown> | void} */ then) => () => {
    dialog.close();
    Promise.resolve(then()).catch((error) => failed(app, error));
  };
  if (next) actions.append(button("next", strings.learn.next, "primary"));
  actions.append(button("again", strings.learn.again), button("course", strings.learn.toCourse), button("back", strings.learn.back));
  const act = /** @type {Record<string, () => Promise<unknown> | void>} */ ({
    next: () => start(app, next),
    again: () => start(app, status.name),
    course: () => openCourse(app, status.name.split(".")[0]),
    back: () => leave(app),
  });
  for (const control of actions.querySelectorAll("button")) control.addEventListener("click", go(act[/** @type {string} */ (control.dataset.action)]));
  dialog.oncancel = (event) => {
    event.preventDefault();
    go(act.back)();
  };
  dialog.replaceChildren(title, starsOf(/** @type {number} */ (status.stars)), make("p", "why", wordsOf(status.name).why), ...counted, actions);
  dialog.dataset.lesson = status.name;
  dialog.dataset.stars = String(status.stars);
  dialog.showModal();
  /** @type {HTMLElement | null} */ (actions.querySelector("button"))?.focus();
}

/** The count of the round the lesson closed, as the round's end shows it. */
async function countOf(/** @type {App} */ app, /** @type {string} */ name) {
  const { summary } = await engine(app).request("summary", { game: name.split(".")[0], lesson: name });
  return countTable(strings.players, app.play.countRows(summary));
}

/** Back from the lessons to the game of that kind: where it was left, or a new deal. */
function leave(/** @type {App} */ app) {
  current = null;
  return switchGame(app, app.game);
}

/** The goal over the status line while a lesson is on the table. */
function drawGoal(/** @type {App} */ app) {
  const goal = element("lesson");
  const status = /** @type {LessonStatus | undefined} */ (app.view?.lesson);
  goal.hidden = !current || !status;
  if (!current || !status) return;
  goal.replaceChildren(make("span", "place", `${placeOf(current.name)} · ${wordsOf(current.name).title}`), make("span", "goal", goalLine(app)));
  goal.style.top = `${element("bar").getBoundingClientRect().bottom + 6}px`;
  if (status.done && status.name === current.name && !current.ended) finish(app, status);
}

/**
 * A link from a rules page (`?learn=scopa.take_one`, or `?learn=scopa` for the course): the lesson on
 * the first table, or the game left with its course over it. The link is used once: a reload goes
 * on with the game.
 */
function startAsked(/** @type {App} */ app) {
  const url = new URL(location.href);
  const asked = url.searchParams.get("learn");
  if (!asked) return null;
  url.searchParams.delete("learn");
  history.replaceState(history.state, "", url);
  return coursesOf(app).then(async (courses) => {
    if (Object.values(courses).some((course) => course.includes(asked))) return start(app, asked);
    await switchGame(app, app.game);
    if (asked in courses) await openCourse(app, asked);
  });
}

/** @type {import("../core/plugins.js").Plugin} */
export const learn = {
  name: "learn",
  // The coach's tools wait while a lesson is on the table.
  intent: (app, intent) => {
    const status = /** @type {LessonStatus | undefined} */ (current ? app.view?.lesson : undefined);
    return Boolean(status) && COACHED.has(intent.name) && !(intent.name === "hint" && status?.coach);
  },
  draw: drawGoal,
  starts: startAsked,
  // Learn: the course, over the table; on a first visit the game is dealt first, the course over it.
  decide: (app, decision) => {
    if (decision.kind !== "learn") return null;
    if (app.view) return openCourse(app, decision.game).then(() => false);
    courseAfterDeal = decision.game;
    return Promise.resolve(true);
  },
  asks: (app, type) => (current && app.view?.lesson && ["play", "computer", "summary", "hint", "odds"].includes(type) ? { lesson: current.name } : {}),
  // A game dealt ends the lesson (and brings the course asked before it).
  dealt: (app) => {
    current = null;
    const game = courseAfterDeal;
    courseAfterDeal = null;
    if (game) openCourse(app, game).catch((error) => failed(app, error));
  },
};
