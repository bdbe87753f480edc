/**
 * The demo host page (embed-demo.html): embeds the game in a sandboxed iframe,
 * logs the events it posts, and sends it a command. The game's address is
 * ../index.html, the game this page is served beside, or ?src=<url> to embed it from another origin.
 * With ?copies=2 it embeds the game twice: two copies that share the game's storage, which
 * behave as two tabs (one plays, the other offers Play here); the log and the button serve the first.
 */
const params = new URLSearchParams(location.search);
const gameURL = new URL(params.get("src") ?? "../index.html", location.href);
gameURL.searchParams.set("host", location.origin);
// Scopa unless the address names a game: the same game every time, whatever was played last.
if (!gameURL.searchParams.has("game")) gameURL.searchParams.set("game", "scopa");

const copies = Array.from({ length: Number(params.get("copies") ?? 1) }, (_, index) => {
  const frame = document.createElement("iframe");
  frame.title = index === 0 ? "Mazzo" : `Mazzo, copy ${index + 1}`;
  frame.sandbox = "allow-scripts allow-same-origin";
  frame.src = gameURL.href;
  /** @type {HTMLElement} */ (document.getElementById("frame-box")).append(frame);
  return frame;
});
const [frame] = copies;

window.addEventListener("message", (event) => {
  if (event.origin !== gameURL.origin || event.source !== frame.contentWindow) return;
  if (event.data?.source !== "mazzo") return;
  const entry = document.createElement("li");
  entry.textContent = JSON.stringify(event.data);
  entry.dataset.type = event.data.type;
  /** @type {HTMLElement} */ (document.getElementById("log")).append(entry);
});

/** @type {HTMLElement} */ (document.getElementById("new-game")).addEventListener("click", () => {
  frame.contentWindow?.postMessage({ source: "mazzo", type: "new_game", level: "hard" }, gameURL.origin);
});
