/**
 * Keys become named intents: 1-9 pick {index}, arrows next / previous,
 * Enter confirm, Esc cancel, N newGame, L level, D style. Taps need no
 * translation here: every card and action is a real button.
 *
 * `onIntent(intent)` returns true when the intent meant something now; the
 * key's default action is then prevented (so Enter confirming a capture does
 * not also press a focused button). Keys do nothing while a dialog is open:
 * its own buttons answer them.
 */
const KEYS = {
  ArrowRight: "next",
  ArrowDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  Enter: "confirm",
  Escape: "cancel",
  n: "newGame",
  l: "level",
  d: "style",
};

function intentOf(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[1-9]$/.test(event.key)) return { name: "pick", index: Number(event.key) - 1 };
  const name = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  return name ? { name } : null;
}

export function listenForKeys(onIntent) {
  window.addEventListener(
    "keydown",
    (event) => {
      if (document.querySelector("dialog[open]")) return;
      const intent = intentOf(event);
      if (intent && onIntent(intent)) event.preventDefault();
    },
    { capture: true },
  );
}
