/**
 * The table for screen readers as the app's plugin (issue 3.4): the reading keys (Y, E, C, W: a part
 * of the mirror, views/mirror.js; R: the last announcement again) read into #reading, and every line
 * the table says, and the count's lines, go to the announcements' log (views/announcer.js). The
 * mirror itself is drawn with the page.
 */
import { announce, announceCount, lastAnnounced, read } from "../views/announcer.js";
import { mirrorParts } from "../views/mirror.js";
import { playersStage } from "../core/state.js";
import { strings } from "../../ui/strings.js";

/** @typedef {import("../core/state.js").App} App */
/** @typedef {import("../views/mirror.js").Part} Part */

/** The parts each reading key says, in order. */
const READINGS = {
  readHand: ["hand"],
  readTable: ["table", "stock"],
  readScore: ["score"],
  readOthers: ["others", "captures"],
};

/** A part in words, for reading aloud: its heading, then its lines. */
const partText = (/** @type {Part} */ part) => `${part.heading}: ${part.items.length ? part.items.map((item) => item.text).join("; ") : strings.mirror.empty}.`;

/** Acts on a reading key: says a part of the table, or the last announcement again. Returns whether it was one. */
function handleReading(/** @type {App} */ app, /** @type {import("../../types").Intent} */ intent) {
  if (intent.name === "repeat") {
    read(lastAnnounced() || strings.mirror.nothingYet);
    return true;
  }
  if (!Object.hasOwn(READINGS, intent.name)) return false;
  const wanted = /** @type {string[]} */ (READINGS[/** @type {keyof typeof READINGS} */ (intent.name)]);
  const parts = mirrorParts(app, playersStage(app)).filter((part) => wanted.includes(part.name));
  read(parts.length ? parts.map(partText).join(" ") : strings.mirror.nothingYet);
  return true;
}

/** @type {import("../core/plugins.js").Plugin} */
export const reader = {
  name: "reader",
  intent: handleReading,
  said: (_app, text) => announce(text),
  counted: (_app, sides, rows) => announceCount(sides, rows),
};
