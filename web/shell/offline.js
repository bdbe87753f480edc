/**
 * Registers the service worker (sw.js) that keeps the game playable offline,
 * and tells the page when a newer build has been downloaded: it is used from
 * the next start, never in the middle of a game.
 *
 * The page registers it once the game is ready: the service worker then
 * caches the files the page has just downloaded without fetching them again.
 */
import { HAND_OVER, savesData } from "../engine/client.js";

/**
 * Once the page is idle, one after the other: the snapshot the engine restored, stored for the
 * next start (when it was the shipped one: the worker waits for this, so that storing it never
 * shares a phone's core with the first deal), offline support (keepOffline), a snapshot of the
 * engine made for the next start (only when the engine had to boot), the files a first game did not
 * need, unless the player asked to save data (they are then fetched when first opened). Saves come
 * first: this starts once a game is under way. Resolves with what the snapshot maker said ({stored,
 * ...}: client.makeSnapshot), or null when none was made.
 */
export async function keepForNextTime(client, { onUpdateReady }) {
  const boot = client.boot;
  await new Promise((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(resolve, { timeout: 3000 }) : setTimeout(resolve, 500),
  );
  if (boot.path === "shipped") await client.request("store_snapshot");
  await keepOffline(onUpdateReady);
  const snapshot = boot.path === "boot" ? await client.makeSnapshot() : null;
  if (snapshot && !snapshot.stored) console.warn(`mazzo: no engine snapshot (${snapshot.reason}): ${snapshot.message ?? ""}`);
  if (!savesData()) cacheLater();
  return snapshot;
}

/**
 * Starts offline support; calls onUpdateReady() once a new build waits for the next start.
 * Resolves with true once a service worker controls the page, false when none can.
 */
async function keepOffline(onUpdateReady) {
  if (!("serviceWorker" in navigator)) return false;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL("sw.js", document.baseURI));
  } catch (error) {
    // Private windows and some embedding sandboxes forbid service workers: the game still plays online.
    console.warn(`mazzo: offline play unavailable: ${error instanceof Error ? error.message : error}`);
  }
  if (!registration) {
    // Service workers blocked (a policy, an automation setting): nobody will take the hand-over.
    await caches.delete(HAND_OVER).catch(() => {});
    return false;
  }
  const hasController = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && hasController()) onUpdateReady();
  registration.addEventListener("updatefound", () => {
    const incoming = registration.installing;
    incoming?.addEventListener("statechange", () => {
      // "installed" while an older build controls this page: the new one waits for the next start.
      if (incoming.state === "installed" && hasController()) onUpdateReady();
    });
  });
  return hasController() || controlled(registration);
}

/** Resolves with true when the installing worker takes control, false if it fails to install. */
function controlled(registration) {
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true });
    const incoming = registration.installing ?? registration.waiting;
    // Active already, yet not in control (a reload that bypassed it): it takes the next page.
    if (!incoming) resolve(false);
    incoming?.addEventListener("statechange", () => incoming.state === "redundant" && resolve(false));
  });
}

/** Asks the service worker to cache, now, the files a first game did not need. */
function cacheLater() {
  navigator.serviceWorker?.controller?.postMessage("cache-later");
}
