/**
 * Asks the browser to keep this site's storage under pressure
 * (navigator.storage.persist), so that saved games are not evicted with the
 * caches. Asked once, quietly, when a first game has been played to its end:
 * not on a first visit, where a browser that asks its user (Firefox) would
 * ask someone who has not played yet. Remembered across visits: asked, the
 * answer stands.
 */
const ASKED = "mazzo.persistAsked";

export async function keepStorage() {
  if (!navigator.storage?.persist) return;
  try {
    if (localStorage.getItem(ASKED)) return;
    localStorage.setItem(ASKED, "1");
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch (error) {
    console.warn(`mazzo: persistent storage not granted: ${error instanceof Error ? error.message : error}`);
  }
}
