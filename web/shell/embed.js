/**
 * Talking to a page that embeds mazzo in an <iframe>.
 *
 * The game tells its host what happens (ready, round_over, game_over) with
 * postMessage. A host that wants those events, or wants to send commands,
 * names its origin in the iframe's URL (`?host=` and the origin). Events go
 * to that origin only; commands are taken only from the parent window, from
 * that origin. With no `host`, the game talks to nobody.
 * See docs/embedding.md.
 */

const SOURCE = "mazzo";
/** Commands a trusted host may send, with the fields each may carry. */
const COMMANDS = { new_game: ["level"] };

export class EmbedBridge {
  #host;
  #parent;

  /** `params`: the page's URLSearchParams; `onCommand({type, ...})` for each accepted command. */
  constructor(params, onCommand) {
    this.#parent = window.parent !== window ? window.parent : null;
    this.#host = this.#parent ? trustedOrigin(params.get("host")) : null;
    if (!this.#host) return;
    window.addEventListener("message", (event) => {
      if (event.source !== this.#parent || event.origin !== this.#host) return;
      const command = readCommand(event.data);
      if (command) onCommand(command);
    });
  }

  /** Tells the host that `type` happened (ready, round_over, game_over), with plain-data `detail`. */
  post(type, detail = {}) {
    if (this.#host) this.#parent.postMessage({ source: SOURCE, type, ...detail }, this.#host);
  }
}

/** The origin of `text` if it is an http(s) origin, else null. */
function trustedOrigin(text) {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** A well-formed command as a fresh plain object, or null: nothing else is passed on. */
function readCommand(data) {
  if (typeof data !== "object" || data === null || data.source !== SOURCE) return null;
  const fields = COMMANDS[data.type];
  if (!fields) return null;
  const command = { type: data.type };
  for (const field of fields) {
    if (typeof data[field] === "string") command[field] = data[field];
  }
  return command;
}
