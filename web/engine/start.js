/**
 * Starts the engine worker as early as the page can: index.html loads this
 * module from its head, before the table's code, which imports `client` from
 * here and listens to it (EngineClient.listen replays what it missed).
 */
import { EngineClient } from "./client.js";

export const client = new EngineClient(new URL("./worker.js", import.meta.url));
