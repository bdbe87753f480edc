/**
 * Talking to a page that embeds mazzo in an <iframe>.
 *
 * The game tells its host what happens (ready, elsewhere, round_over,
 * game_over) with postMessage. A host that wants those events, or wants to
 * send commands, names its origin in the iframe's URL (`?host=` and the
 * origin). Events go to that origin only; commands are taken only from the
 * parent window, from that origin, and only in exactly their shape: a command
 * with an unknown type, an unknown field or a bad value is refused whole, and
 * the host is told why ({type: "refused", reason}). Messages from anywhere
 * else, and messages not addressed to mazzo, are ignored. With no `host`, the
 * game talks to nobody. See docs/embedding.md.
 */
import { LEVELS } from "../ui/settings.js";

const SOURCE = "mazzo";
/** Commands a trusted host may send: for each field it may carry, what a right value is. */
const COMMANDS = { new_game: { level: (value) => LEVELS.includes(value) } };

export class EmbedBridge {
  #host;
  #parent;

  /**
   * `params`: the page's URLSearchParams; `onCommand({type, ...})` for each well-formed
   * command, which returns null once done, or why it cannot be done now (a reason).
   */
  constructor(params, onCommand) {
    this.#parent = window.parent !== window ? window.parent : null;
    this.#host = this.#parent ? trustedOrigin(params.get("host")) : null;
    if (!this.#host) return;
    window.addEventListener("message", (event) => {
      if (event.source !== this.#parent || event.origin !== this.#host) return;
      if (typeof event.data !== "object" || event.data === null || event.data.source !== SOURCE) return;
      const command = readCommand(event.data);
      const reason = typeof command === "string" ? command : onCommand(command);
      if (reason) this.post("refused", { reason });
    });
  }

  /** Tells the host that `type` happened (ready, elsewhere, round_over, game_over), with plain-data `detail`. */
  post(type, detail = {}) {
    if (this.#host && this.#parent) this.#parent.postMessage({ source: SOURCE, type, ...detail }, this.#host);
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

/** A fresh plain copy of a well-formed command, or why it is refused: "unknown_command" or "bad_command". */
function readCommand(data) {
  // Not a string, a type could be anything, even an object that throws when made a key.
  const fields = typeof data.type === "string" && Object.hasOwn(COMMANDS, data.type) ? COMMANDS[data.type] : null;
  if (!fields) return "unknown_command";
  const command = { type: data.type };
  for (const [field, value] of Object.entries(data)) {
    if (field === "source" || field === "type") continue;
    if (!Object.hasOwn(fields, field) || !fields[field](value)) return "bad_command";
    command[field] = value;
  }
  return command;
}
