/** Every text the page shows, in one place so that a later issue can translate it. */
export const strings = {
  title: "Mazzo",
  tagline: "Italian card games",
  steps: {
    runtime: "Loading the Python runtime…",
    engine: "Installing the card game engine…",
    ready: "Shuffling the deck…",
  },
  failed: {
    runtime: "The Python runtime could not be loaded.",
    engine: "The card game engine could not be installed.",
    worker: "The game engine could not be started.",
  },
  failedHint: "Check the connection, then try again.",
  retry: "Retry",
  version: (version) => `mazzo ${version}`,
};
