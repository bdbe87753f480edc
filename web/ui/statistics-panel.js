/**
 * The Statistics panel: the game on the table's statistics (engine/
 * statistics.js, kept by the engine worker), a column per level played and
 * apart for the games played with help, the chart of the last matches, and
 * Export (a JSON file), Import (checked in full by the worker: a bad file
 * changes nothing and the panel says why) and Reset (after a confirmation).
 * Every number comes from the worker; the panel only words and draws them.
 * People who played together on this device are counted apart, by name: the
 * panel then offers whose statistics to show (yours, alone against the
 * computer, first).
 */
import { GAMES, LEVELS, KINDS } from "../engine/statistics.js";
import { BAR_COLOURS, drawResults } from "./statistics-chart.js";
import { confirm } from "./panel.js";
import { strings } from "./strings.js";

/**
 * @typedef {{matches: number, matchesWon: number, rounds: number, roundsWon: number, points: number,
 *   streak: number, bestStreak: number, feats: Record<string, number>, results: Array<{day: string, won: boolean, scores: number[]}>}} Tally
 * @typedef {{request: (type: string, fields?: Record<string, unknown>) => Promise<any>, game: string, level: string,
 *   confirmDialog: HTMLDialogElement, onDaily: () => void}} Context
 */

const ROWS = ["matches", "matchesWon", "rounds", "roundsWon", "average", "streak", "bestStreak"];

const make = (/** @type {string} */ tag, /** @type {string} */ className = "", /** @type {string | undefined} */ text = undefined) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Whose statistics are on show: a person's name, or null for the one player's against the computer. */
/** @type {string | null} */
let whose = null;

/** Opens the panel on `dialog` for `context.game`; resolves when it is closed. */
export async function openStatistics(/** @type {HTMLDialogElement} */ dialog, /** @type {Context} */ context) {
  const { statistics } = await context.request("statistics");
  render(dialog, context, statistics, "");
  dialog.showModal();
  await new Promise((resolve) => dialog.addEventListener("close", resolve, { once: true }));
}

/** The panel's contents for `statistics`, with `message` (what the last action did) under the buttons. */
function render(/** @type {HTMLDialogElement} */ dialog, /** @type {Context} */ context, /** @type {any} */ statistics, /** @type {string} */ message) {
  const words = strings.statistics;
  const named = statistics.people ?? {};
  if (whose !== null && !Object.hasOwn(named, whose)) whose = null;
  const levels = (whose === null ? statistics : named[whose]).games[context.game] ?? {};
  const heading = make("h2", "title", words.title(strings.games[/** @type {"scopa"} */ (context.game)]));
  heading.id = `${dialog.id}-title`;
  dialog.setAttribute("aria-labelledby", heading.id);
  const columns = LEVELS.flatMap((level) => KINDS.filter((kind) => levels[level]?.[kind]).map((kind) => ({ level, kind, tally: levels[level][kind] })));
  const chart = /** @type {HTMLCanvasElement} */ (make("canvas", "statistics-chart"));
  const results = levels[context.level]?.plain?.results ?? [];
  const won = results.filter((/** @type {{won: boolean}} */ result) => result.won).length;
  chart.setAttribute("role", "img");
  chart.setAttribute("aria-label", results.length ? words.chart(strings.levels[/** @type {"easy"} */ (context.level)], won, results.length - won) : words.chartEmpty);
  const said = make("p", "statistics-message", message);
  said.setAttribute("role", "status");
  const figure = make("figure", "statistics-figure");
  figure.append(chart);
  if (results.length) figure.append(chartLegend(results.length));
  else {
    // An empty chart says so on it (the canvas's label says it to screen readers).
    const empty = make("p", "chart-empty", words.chartEmpty);
    empty.setAttribute("aria-hidden", "true");
    figure.append(empty);
  }
  dialog.replaceChildren(
    heading,
    ...(Object.keys(named).length ? [whoseGroup(Object.keys(named).sort(), () => render(dialog, context, statistics, ""))] : []),
    columns.length ? tallyTable(context.game, columns) : make("p", "statistics-empty", words.empty),
    figure,
    actions(dialog, context, said),
    said,
  );
  drawResults(chart, results, strings.number);
}

/** Whose statistics to show, `fieldset[data-option="whose"]`: the one player's, then each person's by name (`value` the name, "" for the one player). */
function whoseGroup(/** @type {string[]} */ names, /** @type {() => void} */ onPick) {
  const fieldset = make("fieldset", "menu-option statistics-whose");
  fieldset.dataset.option = "whose";
  fieldset.append(make("legend", "", strings.together.whose));
  const choices = make("div", "segments");
  for (const name of [null, ...names]) {
    const label = make("label", "segment");
    const input = /** @type {HTMLInputElement} */ (make("input"));
    input.type = "radio";
    input.name = "statistics-whose";
    input.value = name ?? "";
    input.checked = name === whose;
    input.addEventListener("change", () => {
      if (!input.checked) return;
      whose = name;
      onPick();
      /** @type {HTMLElement | null} */ (document.querySelector('[data-option="whose"] input:checked'))?.focus();
    });
    label.append(input, make("span", "segment-label", name ?? strings.together.alone));
    choices.append(label);
  }
  fieldset.append(choices);
  return fieldset;
}

/** What the chart's bars and scale mean: a swatch for won and one for lost, and the axes in words. */
function chartLegend(/** @type {number} */ count) {
  const words = strings.statistics.legend;
  const caption = make("figcaption", "statistics-legend");
  const keys = make("ul", "legend-keys");
  for (const outcome of /** @type {const} */ (["won", "lost"])) {
    const key = make("li", "legend-key");
    key.dataset.outcome = outcome;
    const swatch = make("span", "swatch");
    swatch.style.background = BAR_COLOURS[outcome];
    swatch.setAttribute("aria-hidden", "true");
    key.append(swatch, words[outcome]);
    keys.append(key);
  }
  caption.append(keys, make("p", "legend-axes", words.axes(count)));
  return caption;
}

/** The table: a row per count and feat, a column per level (and kind) played. */
function tallyTable(/** @type {string} */ game, /** @type {Array<{level: string, kind: string, tally: Tally}>} */ columns) {
  const words = strings.statistics;
  const table = make("table", "statistics");
  const head = make("tr");
  head.append(make("td"), ...columns.map(({ level, kind }) => {
    const cell = make("th", "", words.column(strings.levels[/** @type {"easy"} */ (level)], kind === "assisted"));
    cell.setAttribute("scope", "col");
    return cell;
  }));
  table.append(head);
  /** @type {Array<[string, string, (tally: Tally) => string]>} */
  const rows = [
    ...ROWS.map((row) => /** @type {[string, string, (tally: Tally) => string]} */ ([row, words.rows[/** @type {"matches"} */ (row)], (tally) => valueOf(row, tally)])),
    ...Object.keys(GAMES[game].feats).map((feat) => /** @type {[string, string, (tally: Tally) => string]} */ ([feat, words.feats[/** @type {"scopas"} */ (feat)], (tally) => strings.number(tally.feats[feat] ?? 0)])),
  ];
  for (const [row, label, value] of rows) {
    const tr = make("tr");
    tr.dataset.row = row;
    const th = make("th", "", label);
    th.setAttribute("scope", "row");
    tr.append(th, ...columns.map(({ level, kind, tally }) => {
      const cell = make("td", "", value(tally));
      cell.dataset.level = level;
      cell.dataset.kind = kind;
      return cell;
    }));
    table.append(tr);
  }
  return table;
}

/** One count of a tally, in words; the average to one decimal. */
function valueOf(/** @type {string} */ row, /** @type {Tally} */ tally) {
  if (row === "average") return tally.rounds ? strings.number(Math.round((tally.points / tally.rounds) * 10) / 10) : "–";
  return strings.number(/** @type {number} */ (tally[/** @type {"matches"} */ (row)]));
}

/** Export, Import, Reset and Close. */
function actions(/** @type {HTMLDialogElement} */ dialog, /** @type {Context} */ context, /** @type {HTMLElement} */ said) {
  const words = strings.statistics;
  const bar = make("div", "actions");
  const button = (/** @type {string} */ action, /** @type {string} */ text, /** @type {() => void} */ act) => {
    const node = make("button", action === "close" ? "primary" : "secondary", text);
    node.setAttribute("type", "button");
    node.dataset.action = action;
    node.addEventListener("click", act);
    return node;
  };
  const file = /** @type {HTMLInputElement} */ (make("input"));
  file.type = "file";
  file.accept = "application/json,.json";
  file.hidden = true;
  file.addEventListener("change", () => file.files?.[0] && importFile(dialog, context, file.files[0]));
  bar.append(
    // The deal of the day, from here too (the menu's, by its name there).
    button("daily", strings.menu.daily, () => {
      dialog.close();
      context.onDaily();
    }),
    button("export", words.export, () => exportFile(context, said)),
    button("import", words.import, () => file.click()),
    button("reset", words.reset, () => resetAll(dialog, context)),
    button("close", strings.close, () => dialog.close()),
    file,
  );
  return bar;
}

async function exportFile(/** @type {Context} */ context, /** @type {HTMLElement} */ said) {
  const { statistics } = await context.request("statistics");
  const link = /** @type {HTMLAnchorElement} */ (make("a"));
  link.href = URL.createObjectURL(new Blob([JSON.stringify(statistics, null, 1)], { type: "application/json" }));
  link.download = "mazzo-statistics.json";
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  said.textContent = strings.statistics.exported;
}

/** Reads the chosen file and hands it to the worker, which checks it whole; says what came of it. */
async function importFile(/** @type {HTMLDialogElement} */ dialog, /** @type {Context} */ context, /** @type {File} */ chosen) {
  const words = strings.statistics;
  let data;
  try {
    data = JSON.parse(await chosen.text());
  } catch {
    return render(dialog, context, (await context.request("statistics")).statistics, words.refused.not_json);
  }
  try {
    const { statistics } = await context.request("statistics_import", { statistics: data });
    render(dialog, context, statistics, words.imported);
  } catch (error) {
    const { reason, params, code } = /** @type {{reason?: string, params?: {field?: string}, code?: string}} */ (error);
    const why = code === "bad_statistics" && reason === "bad_field" ? words.refused.bad_field(params?.field ?? "")
      : code === "bad_statistics" ? words.refused.not_statistics
      : words.refused.not_playing;
    render(dialog, context, (await context.request("statistics")).statistics, why);
  }
}

async function resetAll(/** @type {HTMLDialogElement} */ dialog, /** @type {Context} */ context) {
  const words = strings.statistics;
  if (!(await confirm(context.confirmDialog, { message: words.confirmReset, yes: words.resetYes, no: words.resetNo }))) return;
  const { statistics } = await context.request("statistics_reset");
  render(dialog, context, statistics, words.resetDone);
}
