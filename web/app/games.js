/** The games the page knows: one descriptor each (games/<game>/index.js), in the Game switch's order. */
import scopa from "../games/scopa/index.js";
import scala40 from "../games/scala40/index.js";
import briscola from "../games/briscola/index.js";
import scopone from "../games/scopone/index.js";
import tressette from "../games/tressette/index.js";

/** @type {Record<string, import("../types").GameDescriptor>} */
export const GAMES = { scopa, scala40, briscola, scopone, tressette };
