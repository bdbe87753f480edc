/**
 * The plugins the page loads, in order (docs/architecture.md): each a feature beside the app's one
 * owner, registering what it adds (app/core/plugins.js). The order is the order their hooks run in
 * (the count's extras: the review's button, then the deal's link).
 */
import { coach } from "./coach.js";
import { daily } from "./daily.js";
import { learn } from "./learn.js";
import { pass } from "./pass.js";
import { settingsRoom } from "./preferences.js";
import { reader } from "./reader.js";
import { review } from "./review.js";
import { watch } from "./watch.js";

/** @type {import("../core/plugins.js").Plugin[]} */
export const PLUGINS = [settingsRoom, learn, coach, review, daily, pass, watch, reader];
