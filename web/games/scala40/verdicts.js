/**
 * Whether an action is allowed now, as the engine says in the view
 * (`view.actions`: for each action `{allowed, refusal: {code, params} | null}`):
 * the one place the Scala 40 page reads it.
 */

/** @typedef {import("../../types").View} View */
/** @typedef {{code: string, params: Record<string, unknown>}} Refusal */

/**
 * Why `action` is refused now, or null when it may be tried. Laying cards down
 * before opening prepares the opening, so it is refused when opening is.
 * @param {View} view the human's view
 * @param {"draw" | "take" | "return" | "open" | "lay" | "add" | "discard"} action
 * @returns {Refusal | null}
 */
export function refusalFor(view, action) {
  const engineAction = action === "lay" ? (view.opened[0] ? "meld" : "open") : action;
  return view.actions[engineAction].refusal;
}
