/**
 * Keys become named intents: 1-9 pick {index} (0 the tenth card), arrows next / previous,
 * Enter confirm, Esc cancel, N newGame, G menu (L and T: the menu at the level, the target), D style, H hint, U undo, M sound,
 * and the keys that read the table aloud without moving (app/views/mirror.js): Y your hand, E the table, C the score, W the
 * other players, R the last announcement again; while watching the computer play, K play or pause, J one move,
 * V the speed, F the hands face up, I the reasons; a game
 * adds its own keys (Scala 40: S stock, P pile, Space toggle, ...). Taps
 * need no translation here: every card and action is a real button.
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
  t: "target",
  d: "style",
  g: "menu",
  // The coach
  h: "hint",
  u: "undo",
  // Sound: on and off.
  m: "sound",
  // Reading the table aloud, for screen readers.
  y: "readHand",
  e: "readTable",
  c: "readScore",
  w: "readOthers",
  r: "repeat",
  // Help: the rules panel, at the game's keys.
  "?": "keysHelp",
  // Watching the computer play (app/plugins/watch.js): play or pause, one move, the speed, the hands face up, the reasons.
  k: "watchPlay",
  j: "watchStep",
  v: "watchSpeed",
  f: "watchFaces",
  i: "watchReasons",
};

/** The intent of a key press; `gameKeys` ({key: intent name}) come before the common ones. */
function intentOf(event, gameKeys) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[0-9]$/.test(event.key)) return { name: "pick", index: event.key === "0" ? 9 : Number(event.key) - 1 };
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const name = gameKeys[key] ?? KEYS[key];
  return name ? { name } : null;
}

/** Calls `onIntent` for each key press; `gameKeys()` gives the keys of the game on the table. */
export function listenForKeys(onIntent, gameKeys = () => ({})) {
  window.addEventListener(
    "keydown",
    (event) => {
      if (document.querySelector("dialog[open]")) return;
      // On the skip link and the buttons of the table for screen readers, Enter and Space do what they do there.
      const target = /** @type {Element} */ (event.target);
      if ((event.key === "Enter" || event.key === " ") && target.closest?.("#skip, #mirror button")) return;
      const intent = intentOf(event, gameKeys());
      if (intent && onIntent(intent)) event.preventDefault();
    },
    { capture: true },
  );
}
