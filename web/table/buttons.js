/**
 * The one button overlay: a real <button> over every card, pile and meld of
 * the canvas, kept in step with the layout at rest. Taps, screen readers and
 * tests use them; each names the intent it stands for. A group is a
 * container (#hand-cards, #table-cards); the action bar (#actions) holds the
 * game's action buttons in a row over the place the layout gives it.
 */

/**
 * @typedef {import("../types").ButtonSpec} ButtonSpec
 * @typedef {import("../types").ActionSpec} ActionSpec
 * @typedef {import("../types").Intent} Intent
 * @typedef {import("../types").Rect} Rect
 */

/** Places a node over `rect` (CSS px of the page). */
export function placeOver(/** @type {HTMLElement} */ node, /** @type {Rect} */ rect) {
  Object.assign(node.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.w}px`, height: `${rect.h}px` });
}

/** Expands a rectangle to at least `size` px each way, around its centre. */
export function atLeast(/** @type {Rect} */ rect, /** @type {number} */ size) {
  const w = Math.max(rect.w, size);
  const h = Math.max(rect.h, size);
  return { x: rect.x - (w - rect.w) / 2, y: rect.y - (h - rect.h) / 2, w, h };
}

/** The page rectangle of a node, or null. */
export function rectOf(/** @type {Element | null} */ node) {
  if (!node) return null;
  const r = node.getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height };
}

/**
 * One group of card buttons. `onIntent(intent)` hears each press of an enabled button.
 * @param {HTMLElement} container
 * @param {(intent: Intent) => void} onIntent
 */
export function createButtonGroup(container, onIntent) {
  /** @type {Map<string, ButtonSpec>} */
  let specs = new Map();
  container.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("button[data-key]"));
    const spec = button && specs.get(button.dataset.key ?? "");
    if (!button || !spec || spec.disabled) return;
    onIntent(typeof spec.intent === "function" ? spec.intent(event, button) : spec.intent);
  });

  /** Keeps one button per spec, in order, with its label, attributes and place. */
  function sync(/** @type {ButtonSpec[]} */ entries) {
    specs = new Map(entries.map((entry) => [entry.key, entry]));
    /** @type {Map<string, HTMLButtonElement>} */
    const existing = new Map();
    for (const button of container.querySelectorAll("button[data-key]")) {
      existing.set(/** @type {HTMLElement} */ (button).dataset.key ?? "", /** @type {HTMLButtonElement} */ (button));
    }
    entries.forEach((entry, i) => {
      let button = existing.get(entry.key);
      existing.delete(entry.key);
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.className = "card";
        button.dataset.key = entry.key;
      }
      if (container.children[i] !== button) container.insertBefore(button, container.children[i] ?? null);
      for (const [attr, value] of Object.entries(entry.attrs ?? {})) {
        if (value === null || value === undefined) button.removeAttribute(attr);
        else button.setAttribute(attr, value);
      }
      button.setAttribute("aria-label", entry.label);
      button.setAttribute("aria-disabled", String(Boolean(entry.disabled)));
      placeOver(button, entry.rect);
    });
    for (const stale of existing.values()) stale.remove();
  }

  return { sync, container };
}

/**
 * The action bar: one button per action the game names, shown or hidden, in a row.
 * @param {HTMLElement} container
 * @param {(intent: Intent) => void} onIntent
 */
export function createActionBar(container, onIntent) {
  /** @type {Map<string, HTMLButtonElement>} */
  const buttons = new Map();
  container.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("button[data-action]"));
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    onIntent({ name: button.dataset.action ?? "", fromButton: true });
  });

  /** Shows `actions` in order over `rect` (null: none); `enabled` says whether they answer now. */
  function sync(/** @type {ActionSpec[]} */ actions, /** @type {Rect | null} */ rect, /** @type {boolean} */ enabled) {
    if (rect) placeOver(container, rect);
    const wanted = new Set(actions.map((action) => action.action));
    for (const [name, button] of buttons) if (!wanted.has(name)) button.hidden = true;
    actions.forEach((spec, i) => {
      let button = buttons.get(spec.action);
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.dataset.action = spec.action;
        button.className = `action action-${spec.action}`;
        button.append(document.createElement("span"));
        // A badge on the button's edge, for an action that has one (the prepared total over Open).
        if (spec.badge !== undefined) button.prepend(Object.assign(document.createElement("output"), { className: "badge" }));
        buttons.set(spec.action, button);
      }
      if (container.children[i] !== button) container.insertBefore(button, container.children[i] ?? null);
      /** @type {HTMLSpanElement} */ (button.querySelector("span")).textContent = spec.text;
      const badge = /** @type {HTMLOutputElement | null} */ (button.querySelector(".badge"));
      if (badge) {
        badge.textContent = spec.badge ?? "";
        badge.hidden = !spec.badge;
      }
      button.hidden = Boolean(spec.hidden);
      button.setAttribute("aria-keyshortcuts", spec.keys);
      button.setAttribute("aria-disabled", String(!enabled));
      if (spec.label) {
        button.setAttribute("aria-label", spec.label);
        button.title = spec.label;
      } else {
        button.removeAttribute("aria-label");
        button.removeAttribute("title");
      }
      for (const [attr, value] of Object.entries(spec.data ?? {})) button.dataset[attr] = value;
    });
  }

  return { sync, container, button: (/** @type {string} */ action) => buttons.get(action) ?? null };
}
