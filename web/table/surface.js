/**
 * A canvas kept crisp: its backing store follows the element's size times
 * devicePixelRatio (at most MAX_RATIO), and it is repainted whenever either
 * changes. Painters draw in CSS pixels: paint(context, width, height).
 */

/**
 * The most device pixels a CSS pixel gets: a phone's third pixel adds more than half again to every
 * frame's drawing and to every frame the browser hands on, and where the canvas is drawn without a
 * GPU that is the price of a smooth deal; two keep every card's edges and numbers sharp.
 */
const MAX_RATIO = 2;
export function createSurface(canvas, painter) {
  const context = canvas.getContext("2d");
  let width = 0;
  let height = 0;
  let ratio = 1;

  function redraw() {
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    painter(context, width, height);
  }

  function resize() {
    ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO);
    ({ width, height } = canvas.getBoundingClientRect());
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    redraw();
  }

  // Zoom or a move to another screen changes the ratio without resizing the element.
  function watchRatio() {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      "change",
      () => {
        resize();
        watchRatio();
      },
      { once: true },
    );
  }

  new ResizeObserver(resize).observe(canvas);
  watchRatio();
  resize();

  return {
    canvas,
    redraw,
    /** Replaces the painter and repaints. */
    setPainter(next) {
      painter = next;
      redraw();
    },
    get width() {
      return width;
    },
    get height() {
      return height;
    },
  };
}
