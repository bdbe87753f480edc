/**
 * The game menu, the front door: every game with its options, each picked
 * directly (a group of radio buttons per option, never a value to cycle), and
 * one Deal; Continue for a game in progress; each game's deal of the day,
 * marked once it is played today. It only draws the model it is handed and
 * calls back with the player's decision; the app owns the state and acts on it
 * (core/front-door.js). Esc, the close button, or anything closing the dialog decides
 * nothing.
 *
 * The model may come before the engine is ready (a first visit opens the menu
 * at once): Deal then waits, saying so, until a model that is `ready` comes.
 */
import { strings } from "../../ui/strings.js";
import { seatsGroup } from "./menu-seats.js";

/**
 * @typedef {{name: string, legend: string, values: Array<{value: unknown, label: string}>, chosen: number}} MenuOption
 *   one option of a game: its values as the engine offers them, `chosen` the index of the one in use
 * @typedef {{name: string, title: string, options: MenuOption[], inProgress: boolean, dailyPlayed?: string | null,
 *   seats: number, people: Record<number, import("../core/together.js").People>}} MenuGame
 *   `dailyPlayed`: the result line of today's deal when it is played; `seats` the table's size without a
 *   `players` option; `people` who sits at its table of each size (app/core/together.js)
 * @typedef {{games: MenuGame[], game: string, welcome: boolean, ready: boolean, focus: string | null}} MenuModel
 *   `game` the one chosen at first; `focus` the option to put the focus on (L opens the menu at the level)
 * @typedef {{kind: "deal" | "watch", game: string, picks: Record<string, unknown>, people: import("../core/together.js").People} | {kind: "continue", game: string} | {kind: "daily", game: string} | {kind: "learn", game: string}} MenuDecision
 *   `watch`: the game and options picked, every seat played by the computer (app/plugins/watch.js); `people` who sits at
 *   the table dealt (kept for the next deal; a watched game seats none of them)
 */

const make = (/** @type {string} */ tag, /** @type {string} */ className = "", /** @type {string | undefined} */ text = undefined) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * The menu on `dialog`. `open(model)` shows it and resolves with the decision, or null when it
 * is closed without one; `update(model)` draws it again keeping the picks on show (the engine
 * became ready, the language changed); `isOpen()`.
 * @param {HTMLDialogElement} dialog
 */
export function createMenu(dialog) {
  /** @type {MenuModel | null} */
  let model = null;
  /** The picks on show, per game: option name → index into its values. */
  /** @type {Record<string, Record<string, number>>} */
  let picks = {};
  let game = "";
  /** Who sits at each table on show, per game and table size (the seats group's picks). */
  /** @type {Record<string, Record<number, import("../core/together.js").People>>} */
  let people = {};
  /** A Deal waiting for the engine. */
  /** @type {MenuDecision | null} */
  let waiting = null;
  /** @type {((decision: MenuDecision | null) => void) | null} */
  let settle = null;

  // A menu taller than the screen scrolls under its Deal: a fade over the Deal says more lies below.
  const cueMore = () => dialog.toggleAttribute("data-more-below", dialog.scrollTop + dialog.clientHeight < dialog.scrollHeight - 1);
  dialog.addEventListener("scroll", cueMore, { passive: true });
  new ResizeObserver(cueMore).observe(dialog);

  // Esc decides nothing, at once.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    decide(null);
  });
  // Closed by anything else (a new deal closes every dialog): nothing decided. The close event
  // comes at the next frame, which may follow the menu's next opening: that one stays open.
  dialog.addEventListener("close", () => dialog.open || decide(null));

  /** Closes the menu with `decision`, emptied: a closed menu holds no picks of its own. */
  function decide(/** @type {MenuDecision | null} */ decision) {
    const done = settle;
    settle = null;
    waiting = null;
    if (dialog.open) dialog.close();
    dialog.replaceChildren();
    done?.(decision);
  }

  function dealDecision() {
    const chosen = /** @type {MenuGame} */ (model?.games.find((each) => each.name === game));
    return /** @type {MenuDecision} */ ({
      kind: "deal",
      game,
      picks: Object.fromEntries(chosen.options.map((option) => [option.name, option.values[picks[game][option.name]].value])),
      people: atTable(chosen),
    });
  }

  /** Who sits at the chosen game's table of the size picked. */
  function atTable(/** @type {MenuGame} */ chosen) {
    const players = chosen.options.find((option) => option.name === "players");
    const count = players ? Number(players.values[picks[chosen.name].players].value) : chosen.seats;
    return (people[chosen.name][count] ??= ["", ...Array(count - 1).fill(null)]);
  }

  function draw() {
    if (!model) return;
    const words = strings.menu;
    const chosen = /** @type {MenuGame} */ (model.games.find((each) => each.name === game));
    const form = /** @type {HTMLFormElement} */ (make("form", "menu-form"));
    const heading = make("h2", "title", words.title);
    heading.id = "menu-title";
    dialog.setAttribute("aria-labelledby", heading.id);
    const close = make("button", "close", "\u00d7");
    close.setAttribute("type", "button");
    close.dataset.action = "close";
    close.setAttribute("aria-label", words.close);
    close.title = words.close;
    close.addEventListener("click", () => decide(null));
    form.append(close, heading);
    if (model.welcome) {
      const welcome = make("div", "welcome");
      welcome.append(...words.welcome.map((line) => make("p", "", line)));
      form.append(welcome);
    }
    form.append(
      group("game", words.game, model.games.map((each) => ({ value: each.name, label: each.title, note: gameNote(each) })), model.games.findIndex((each) => each.name === game), (index) => {
        game = /** @type {MenuModel} */ (model).games[index].name;
        draw();
        /** @type {HTMLElement | null} */ (dialog.querySelector('[data-option="game"] input:checked'))?.focus();
      }),
    );
    // Pass and play: who sits at the table (menu-seats.js), after the table's size (or first, when it has one size).
    if (!chosen.options.some((option) => option.name === "players")) form.append(seatsGroup(atTable(chosen)));
    for (const option of chosen.options) {
      form.append(group(option.name, option.legend, option.values, picks[game][option.name], (index) => {
        picks[game][option.name] = index;
        if (option.name === "players") redrawAt(option.name);
      }));
      if (option.name === "players") form.append(seatsGroup(atTable(chosen)));
    }
    const daily = make("div", "menu-daily");
    const dailyButton = make("button", "secondary", words.daily);
    dailyButton.setAttribute("type", "button");
    dailyButton.dataset.action = "daily";
    dailyButton.addEventListener("click", () => decide({ kind: "daily", game }));
    // Learn to play: the game's course of lessons (app/plugins/learn.js).
    const learn = make("button", "secondary", strings.learn.menu);
    learn.setAttribute("type", "button");
    learn.dataset.action = "learn";
    learn.addEventListener("click", () => decide({ kind: "learn", game }));
    daily.append(dailyButton, learn);
    // A first visit: the offer to learn the game chosen.
    if (model.welcome) daily.append(make("p", "learn-offer", strings.learn.offer(chosen.title)));
    if (chosen.dailyPlayed) {
      const played = make("p", "daily-played", words.playedToday(chosen.dailyPlayed));
      daily.dataset.played = "1";
      daily.append(played);
    }
    const actions = make("div", "actions");
    // Deal first: Enter on a radio button deals (the form's implicit submission).
    const deal = make("button", "primary", words.deal);
    deal.setAttribute("type", "submit");
    deal.dataset.action = "deal";
    actions.append(deal);
    // Watch: the game and options picked, every seat the computer's.
    const watch = make("button", "secondary", strings.watch.menu);
    watch.setAttribute("type", "button");
    watch.dataset.action = "watch";
    watch.addEventListener("click", () => {
      const decision = /** @type {MenuDecision} */ ({ ...dealDecision(), kind: "watch" });
      if (/** @type {MenuModel} */ (model).ready) return decide(decision);
      waiting = decision;
      draw();
    });
    actions.append(watch);
    if (chosen.inProgress) {
      const resume = make("button", "secondary", words.resume);
      resume.setAttribute("type", "button");
      resume.dataset.action = "continue";
      resume.addEventListener("click", () => decide({ kind: "continue", game }));
      actions.prepend(resume);
    }
    const status = make("p", "menu-status", waiting ? words.waiting : "");
    status.setAttribute("role", "status");
    form.append(daily, actions, status);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (/** @type {MenuModel} */ (model).ready) return decide(dealDecision());
      waiting = dealDecision();
      draw();
    });
    if (waiting) for (const control of form.querySelectorAll("input, button:not(.close)")) /** @type {HTMLInputElement} */ (control).disabled = true;
    dialog.replaceChildren(form);
    cueMore();
  }

  /** Draws the menu again, the focus on the option `name`'s pick. */
  function redrawAt(/** @type {string} */ name) {
    draw();
    /** @type {HTMLElement | null} */ (dialog.querySelector(`[data-option="${name}"] input:checked`))?.focus();
  }

  /** What a game's line in the game group says beside its name: a game in progress, today's deal played. */
  function gameNote(/** @type {MenuGame} */ each) {
    const notes = [each.inProgress ? strings.menu.inProgress : "", each.dailyPlayed ? strings.menu.dailyDone : ""];
    return notes.filter(Boolean).join(" · ");
  }

  /**
   * One option as a group of radio buttons, `chosen` checked; `onPick(index)` hears a pick.
   * @param {string} name
   * @param {string} legend
   * @param {Array<{value: unknown, label: string, note?: string}>} values
   * @param {number} chosen
   * @param {(index: number) => void} onPick
   */
  function group(name, legend, values, chosen, onPick) {
    const fieldset = make("fieldset", "menu-option");
    fieldset.dataset.option = name;
    fieldset.append(make("legend", "", legend));
    const choices = make("div", "segments");
    values.forEach((entry, index) => {
      const label = make("label", "segment");
      const input = /** @type {HTMLInputElement} */ (make("input"));
      input.type = "radio";
      input.name = `menu-${name}`;
      input.value = String(entry.value);
      input.checked = index === chosen;
      input.addEventListener("change", () => input.checked && onPick(index));
      label.append(input, make("span", "segment-label", entry.label));
      if (entry.note) label.append(make("span", "segment-note", entry.note));
      choices.append(label);
    });
    fieldset.append(choices);
    return fieldset;
  }

  /** What of a model the menu draws: all but whether the engine is ready (and where the focus goes at its opening). */
  const drawn = (/** @type {MenuModel} */ each) => JSON.stringify({ ...each, ready: null, focus: null });

  function take(/** @type {MenuModel} */ next, /** @type {boolean} */ fresh) {
    model = next;
    if (fresh) {
      game = next.game;
      picks = {};
      people = {};
    }
    for (const each of next.games) {
      const kept = picks[each.name] ?? {};
      people[each.name] ??= Object.fromEntries(Object.entries(each.people).map(([count, seats]) => [count, [...seats]]));
      picks[each.name] = Object.fromEntries(each.options.map((option) => [option.name, option.name in kept && kept[option.name] < option.values.length ? kept[option.name] : option.chosen]));
    }
  }

  return {
    /** @returns {Promise<MenuDecision | null>} */
    open(/** @type {MenuModel} */ next) {
      decide(null);
      take(next, true);
      draw();
      dialog.showModal();
      const focus = next.focus ? dialog.querySelector(`[data-option="${next.focus}"] input:checked`) : dialog.querySelector(".actions .primary");
      /** @type {HTMLElement | null} */ (focus)?.focus();
      return new Promise((resolve) => (settle = resolve));
    },

    update(/** @type {MenuModel} */ next) {
      if (!dialog.open) return;
      // Only the engine became ready: what is on show stays as it is, under the player's finger.
      const unchanged = model !== null && drawn(model) === drawn(next);
      take(next, false);
      if (waiting && next.ready) return decide(waiting);
      if (unchanged) return;
      const focused = document.activeElement instanceof HTMLInputElement && dialog.contains(document.activeElement) ? document.activeElement.name : null;
      draw();
      (focused ? /** @type {HTMLElement | null} */ (dialog.querySelector(`input[name="${focused}"]:checked`)) : null)?.focus();
    },

    isOpen: () => dialog.open,
  };
}
