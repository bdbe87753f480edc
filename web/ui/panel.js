/**
 * The DOM panels over the table: the count at the end of a round (and the
 * winner at the end of the game, which Esc puts aside) and the "are you sure?" question. Both are
 * modal <dialog>s, so focus stays inside them and Enter or Space presses
 * their focused button. Text goes in with textContent only.
 */

const element = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Opens `dialog` and resolves with what `settle` is called with; Esc is handled by `onEscape`. */
function openModal(dialog, build, onEscape) {
  return new Promise((resolve) => {
    const settle = (value) => {
      dialog.removeEventListener("cancel", cancel);
      dialog.close();
      resolve(value);
    };
    const cancel = (event) => {
      event.preventDefault();
      onEscape(settle);
    };
    dialog.replaceChildren();
    build(dialog, settle);
    dialog.addEventListener("cancel", cancel);
    dialog.showModal();
    dialog.querySelector("[autofocus]")?.focus();
  });
}

/**
 * Moves an open `dialog` off the boxes `clear` (the page's pixels, as getBoundingClientRect gives them),
 * to whichever side of them, above or below, has more room; where it already misses them it stays centred.
 */
function keepClear(dialog, clear) {
  dialog.style.removeProperty("inset");
  dialog.style.removeProperty("margin");
  if (!clear.length) return;
  const gap = 8;
  const top = Math.min(...clear.map((box) => box.top));
  const bottom = Math.max(...clear.map((box) => box.bottom));
  const own = dialog.getBoundingClientRect();
  if (own.bottom <= top || own.top >= bottom) return;
  const below = bottom + gap + own.height <= innerHeight || innerHeight - bottom > top;
  const y = below ? Math.min(bottom + gap, innerHeight - own.height) : Math.max(0, top - gap - own.height);
  dialog.style.inset = `${Math.round(y)}px 0 auto 0`;
  dialog.style.margin = "0 auto";
}

/** Asks a yes/no question; resolves true for yes. Esc answers no. `clear`: boxes the panel must not hide (the cards it asks about). */
export function confirm(dialog, { message, yes, no, clear = [] }) {
  const asked = openModal(
    dialog,
    (box, settle) => {
      const question = element("p", "question", message);
      question.id = `${dialog.id}-question`;
      dialog.setAttribute("aria-labelledby", question.id);
      box.append(question);
      const actions = element("div", "actions");
      const keep = element("button", "secondary", no);
      keep.type = "button";
      keep.autofocus = true;
      keep.addEventListener("click", () => settle(false));
      const go = element("button", "primary", yes);
      go.type = "button";
      go.dataset.answer = "yes";
      go.addEventListener("click", () => settle(true));
      actions.append(keep, go);
      box.append(actions);
    },
    (settle) => settle(false),
  );
  keepClear(dialog, clear);
  return asked;
}

/**
 * A round summary's `lines` (docs/protocol.md) as the count's rows, in their
 * order: each line's label from `labels`, and for each player the line's value
 * as `shown(line, value, player)` words it, with the points the line scored
 * when it scores. The engine counts; the page only words.
 * @template Value what a game's lines hold (numbers, a yes or no, null for nothing)
 * @param {import("../types").SummaryLine<Value>[]} lines
 * @param {Record<string, string>} labels
 * @param {(line: string, value: Value, player: number) => string} shown
 * @returns {import("../types").CountRow[]}
 */
export function countRows(lines, labels, shown) {
  return lines.map(({ line, values, points }) => ({
    line,
    label: labels[line],
    cells: values.map((value, player) => ({ value: shown(line, value, player), ...(points ? { points: points[player] } : {}) })),
    sum: line === "round" || line === "total",
  }));
}

/**
 * A count's table: column `headers`, and `rows` of {line, label, cells: [{value, points?, detail?}], sum?}
 * (the round's count, and a lesson's end that closes a round).
 * @param {string[]} headers
 * @param {import("../types").CountRow[]} rows
 */
export function countTable(headers, rows) {
  const table = element("table", "count");
  const head = element("tr");
  head.append(element("td", "corner"), ...headers.map((header) => {
    const cell = element("th", "player", header);
    cell.scope = "col";
    return cell;
  }));
  table.append(element("thead"));
  table.tHead.append(head);
  const body = element("tbody");
  for (const row of rows) {
    const tr = element("tr", row.sum ? "sum" : "");
    tr.dataset.line = row.line;
    const label = element("th", "line", row.label);
    label.scope = "row";
    tr.append(label);
    row.cells.forEach((cell, player) => {
      const td = element("td");
      td.dataset.line = row.line;
      td.dataset.player = String(player);
      // Every cell keeps a points slot, so the values line up in their column.
      const won = (cell.points ?? 0) > 0;
      const points = element("span", won ? "points won" : "points", won ? `+${cell.points}` : "");
      if (cell.points !== undefined) points.dataset.points = String(cell.points);
      td.append(element("span", "value", cell.value), points);
      // A line under the value, such as the cards left in a hand.
      if (cell.detail) td.append(element("span", "detail", cell.detail));
      tr.append(td);
    });
    body.append(tr);
  }
  table.append(body);
  return table;
}

/**
 * Shows a count: `title`, a `headline` (the winner, or null), column
 * `headers`, `rows` of {line, label, cells: [{value, points?, detail?}], sum?} and
 * a `note`, and `extras` (elements: the coach's Review, the deal's link) above
 * the `action` button; resolves "continue" when that button is pressed. Esc or
 * the close button (labelled `aside`) put the count aside, to look at the table:
 * it resolves "aside", and the round goes on only through the action button.
 */
export function showCount(dialog, { title, headline, headers, rows, note, action, aside, extras = /** @type {HTMLElement[]} */ ([]) }) {
  return openModal(
    dialog,
    (box, settle) => {
      const close = element("button", "close", "\u00d7");
      close.type = "button";
      close.dataset.action = "aside";
      close.setAttribute("aria-label", aside);
      close.title = aside;
      close.addEventListener("click", () => settle("aside"));
      box.append(close);
      const heading = element("h2", "title", title);
      heading.id = `${dialog.id}-title`;
      dialog.setAttribute("aria-labelledby", heading.id);
      box.append(heading);
      if (headline) box.append(element("p", "headline", headline));
      box.append(countTable(headers, rows));
      if (note) box.append(element("p", "note", note));
      box.append(...extras);
      const go = element("button", "primary", action);
      go.type = "button";
      go.autofocus = true;
      go.dataset.action = "continue";
      go.addEventListener("click", () => settle("continue"));
      box.append(go);
    },
    (settle) => settle("aside"),
  );
}
