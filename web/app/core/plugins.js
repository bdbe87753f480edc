/**
 * The plugins' registration surface. A feature beside the owner (the coach, the review, the deal of
 * the day, the pass screen, watching, the table for screen readers) is a plugin: a descriptor that
 * registers what it adds, every member optional, and the core runs each one at its moment without
 * naming the feature. app/plugins/index.js lists the plugins the page loads, in order; a new
 * feature is a file in app/plugins/ and a line there (docs/architecture.md).
 *
 * @typedef {import("./state.js").App} App
 * @typedef {import("../../types").View} View
 * @typedef {import("../../types").Summary} Summary
 * @typedef {{
 *   name: string,
 *   intent?: (app: App, intent: import("../../types").Intent) => boolean,
 *   draw?: (app: App) => void,
 *   said?: (app: App, text: string) => void,
 *   menu?: (app: App, game: string) => Partial<import("../views/menu.js").MenuGame>,
 *   decide?: (app: App, decision: import("../views/menu.js").MenuDecision, saved: View | null) => Promise<boolean> | null,
 *   asks?: (app: App, type: string) => Record<string, unknown>,
 *   starts?: (app: App) => Promise<void> | null,
 *   dealt?: (app: App, daily: string | null) => void,
 *   beforeComputer?: (app: App, token: number) => Promise<void>,
 *   computerMoved?: (app: App, seat: number, reply: import("../../types").Reply) => void,
 *   handOver?: (app: App, token: number, view: View, scene: () => import("../../types").Scene) => Promise<boolean>,
 *   roundOver?: (app: App, summary: Summary) => Promise<HTMLElement | null> | HTMLElement | null,
 *   counted?: (app: App, sides: readonly string[], rows: import("../../types").CountRow[]) => void,
 *   countShown?: (app: App, token: number, summary: Summary) => void,
 * }} Plugin
 *   - `intent`: answers an intent of its own (a key, a tool, its bar's buttons); true when it meant something now
 *   - `draw`: its part of the page, after the owner had the page drawn again
 *   - `said`: hears each line the table says, as it is said
 *   - `menu`: what it adds to a game's entry in the menu; `decide`: acts on a decision of its own kind (the
 *     engine's game of that kind `saved`), resolving whether to deal; null for a decision not its own
 *   - `starts`: takes the first table instead of the game left (a lesson the URL asks for), or null
 *   - `asks`: the fields it adds to a request of `type` to the engine (`new_game`, `next_round`, `computer`, `play`, `summary`)
 *   - `dealt`: a game was dealt (`daily`: the day it is the deal of, or null)
 *   - `beforeComputer`: resolves when the computer's next move may be asked; `computerMoved`: that move shown
 *   - `handOver`: the device goes to the person of `view`; resolves true once their table (`scene`) may show
 *   - `roundOver`: a round is over: what it adds to the count (an element, or null)
 *   - `counted`: the count's lines were said (the sides' names, the rows); `countShown`: the count is on show
 */

/** Whether a plugin answered `intent`. */
export const pluginAnswers = (/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) =>
  app.plugins.some((plugin) => plugin.intent?.(app, intent) ?? false);

/** The first table a plugin takes at the start instead of the game left (the first that does), or null. */
export const pluginStarts = (/** @type {App} */ app) => app.plugins.reduce((/** @type {Promise<void> | null} */ taken, plugin) => taken ?? plugin.starts?.(app) ?? null, null);

/** The fields the plugins add to a request of `type`. */
export const pluginFields = (/** @type {App} */ app, /** @type {string} */ type) =>
  Object.assign({}, ...app.plugins.map((plugin) => plugin.asks?.(app, type) ?? {}));
