/**
 * The status line keeps its whole message in its box. The layout gives it room for two lines
 * (three upright); a message longer than that (a capture choice in Swahili, with the keys) is
 * set smaller, step by step down to a floor, rather than losing its first and last lines.
 */

/** The smallest font size the status line is set in, in CSS pixels: below it, text is not worth reading. */
const FLOOR_PX = 9;
const STEP_PX = 0.5;

/** Fits the status line's text to its box now and whenever the box or the text changes. */
export function keepStatusWhole(/** @type {HTMLElement} */ status) {
  const line = /** @type {HTMLElement} */ (status.querySelector(".line"));
  const again = /** @type {HTMLElement} */ (status.querySelector(".count-again"));
  const fit = () => {
    status.style.fontSize = "";
    // With the count's button below it, the line may spill over (style.css lets it).
    if (!again.hidden || status.clientHeight === 0) return;
    let size = parseFloat(getComputedStyle(status).fontSize);
    while (line.getBoundingClientRect().height > status.clientHeight && size > FLOOR_PX) {
      size -= STEP_PX;
      status.style.fontSize = `${size}px`;
    }
  };
  new ResizeObserver(fit).observe(status);
  new MutationObserver(fit).observe(status, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
  fit();
}
