/**
 * Registers the service worker (sw.js) that keeps the game playable offline,
 * and tells the page when a newer build has been downloaded: it is used from
 * the next start, never in the middle of a game.
 */

/** Starts offline support; calls onUpdateReady() once a new build waits for the next start. */
export async function keepOffline(onUpdateReady) {
  if (!("serviceWorker" in navigator)) return;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL("../sw.js", import.meta.url));
  } catch (error) {
    // Private windows and some embedding sandboxes forbid service workers: the game still plays online.
    console.warn(`mazzo: offline play unavailable: ${error.message}`);
    return;
  }
  if (!registration) return; // service workers blocked (a browser policy, an automation setting)
  const hasController = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && hasController()) onUpdateReady();
  registration.addEventListener("updatefound", () => {
    const incoming = registration.installing;
    incoming?.addEventListener("statechange", () => {
      // "installed" while an older build controls this page: the new one waits for the next start.
      if (incoming.state === "installed" && hasController()) onUpdateReady();
    });
  });
}
