/**
 * Whether an action is allowed now, and the refusal's code when it is not:
 * the one place the Scala 40 page reads that. The engine says it in
 * `view.actions` ({draw: {allowed, refusal: {code, params} | null}, ...}); a view without it
 * (an engine before that field) is read from its phase, opened flags and
 * legal moves, which say the same.
 */

/** @typedef {import("../../types").View} View */
/** @typedef {{ok: true} | {ok: false, code: string, params: Record<string, unknown>}} Allowed */

/** @type {Allowed} */
const OK = { ok: true };
const no = (/** @type {string} */ code) => /** @type {Allowed} */ ({ ok: false, code, params: {} });

/**
 * @param {View} view the human's view
 * @param {"draw" | "take" | "open" | "lay" | "add" | "swap" | "discard" | "return"} action
 * @returns {Allowed}
 */
export function allowed(view, action) {
  const said = view.actions?.[action === "lay" ? "meld" : action];
  if (said) return said.allowed ? OK : { ok: false, code: said.refusal.code, params: said.refusal.params ?? {} };
  if (view.turn !== 0 || view.round_over) return no("not_your_turn");
  const legal = /** @type {string[]} */ (view.legal_moves);
  const playing = view.phase === "play";
  switch (action) {
    case "draw":
      return legal.includes("draw") ? OK : no("already_drawn");
    case "take":
      return legal.includes("take") ? OK : no(playing ? "already_drawn" : "draw_from_stock");
    case "return":
      return legal.includes("return") ? OK : no(playing ? "nothing_taken" : "draw_first");
    case "open":
      if (!playing) return no("draw_first");
      return view.opened[0] ? no("already_opened") : OK;
    case "add":
    case "swap":
      if (!playing) return no("draw_first");
      return view.opened[0] ? OK : no("not_opened");
    default:
      return playing ? OK : no("draw_first");
  }
}
