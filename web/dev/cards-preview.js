// Preview of every card in every style, for screenshots: see cards-preview.html.
import { STYLES, CARD_RATIO, drawScopaCard, drawFrenchCard, drawCardBack, cardLabel } from "../cards/cards.js";
import { createSpritePainter } from "../table/sprites.js";

// Styles are set here: the site's Content-Security-Policy allows no inline <style>.
Object.assign(document.body.style, {
  margin: "16px", background: "#1f5f3f", color: "#f4efe2", font: "14px/1.3 system-ui, sans-serif",
});
/** @type {HTMLElement} */ (document.querySelector("h1")).style.fontSize = "18px";
const errors = /** @type {HTMLElement} */ (document.getElementById("errors"));
Object.assign(errors.style, { color: "#ffd0d0", whiteSpace: "pre-wrap" });
window.addEventListener("error", (event) => { errors.textContent += `${event.message}\n`; });

const params = new URLSearchParams(location.search);
const largeWidth = Number(params.get("w")) || 72;
const smallWidth = 42;
const only = params.get("only")?.split(",") ?? null;
const GAP = 6;
const SUITS = ["D", "H", "S", "C"];

const scopaDeck = SUITS.flatMap((suit) => Array.from({ length: 10 }, (_, i) => ({ value: i + 1, suit })));
const frenchDeck = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit })));

/** Adds a titled canvas holding rows of cards; each item is (ctx, x, y, w, h) => void plus a label. */
function section(id, title, rows, width) {
  if (only && !only.includes(id)) return;
  const height = width * CARD_RATIO;
  const columns = Math.max(...rows.map((row) => row.length));
  const heading = document.createElement("h2");
  heading.textContent = title;
  Object.assign(heading.style, { fontSize: "14px", margin: "14px 0 6px" });
  const canvas = document.createElement("canvas");
  const cssWidth = columns * (width + GAP) + GAP;
  const cssHeight = rows.length * (height + GAP) + GAP;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.ceil(cssWidth * dpr);
  canvas.height = Math.ceil(cssHeight * dpr);
  canvas.style.display = "block";
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${cssHeight}px`;
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", rows.map((row) => row.map((item) => item.label).join(" ")).join(", "));
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  ctx.scale(dpr, dpr);
  rows.forEach((row, r) => row.forEach((item, c) => {
    ctx.save();
    ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
    ctx.shadowBlur = 4;
    ctx.shadowOffsetY = 1.5;
    item.draw(ctx, GAP + c * (width + GAP), GAP + r * (height + GAP), width, height);
    ctx.restore();
  }));
  /** @type {HTMLElement} */ (document.getElementById("sections")).append(heading, canvas);
}

const scopaItem = (card, style, opts) => ({
  label: cardLabel(card, style),
  draw: (ctx, x, y, w, h) => drawScopaCard(ctx, card, x, y, w, h, style, opts),
});
const frenchItem = (card, opts) => ({
  label: cardLabel(card),
  draw: (ctx, x, y, w, h) => drawFrenchCard(ctx, card, x, y, w, h, opts),
});
const backItem = (opts = {}) => ({ label: "back", draw: (ctx, x, y, w, h) => drawCardBack(ctx, x, y, w, h, opts) });
const jokers = [
  { joker: true, color: "red" },
  { joker: true, color: "black" },
];
const standsOpts = { stands: { rank: 7, suit: "H" } };

function chunk(items, size) {
  const rows = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/** Each style's 7 of coins and 10 of swords with every marker, then jokers and backs. */
function variants() {
  const markers = [{ highlight: "select" }, { highlight: "capture" }, { highlight: "hint" }, { dim: true }];
  const perStyle = STYLES.map((style) => [{ value: 7, suit: "D" }, { value: 10, suit: "S" }]
    .flatMap((card) => markers.map((opts) => scopaItem(card, style, opts))));
  return [
    [...perStyle[0], ...perStyle[1]],
    [...perStyle[2],
      frenchItem(jokers[0], { ...standsOpts, highlight: "select" }), frenchItem({ rank: 12, suit: "C" }, { highlight: "hint" }),
      backItem({ highlight: "capture" }), backItem({ dim: true })],
  ];
}

for (const style of STYLES) {
  section(style === "french" ? "french-scopa" : style, `Scopa — ${style}`,
    chunk(scopaDeck.map((card) => scopaItem(card, style, {})), 20), largeWidth);
}
const frenchRows = chunk(frenchDeck.map((card) => frenchItem(card, {})), 13);
frenchRows[0].push(frenchItem(jokers[0], {}), frenchItem(jokers[1], standsOpts), backItem());
section("french", "Scala 40 — French cards, jokers (one standing for 7♥) and the back", frenchRows, largeWidth);
section("extras", "Markers: select, capture, hint, dim", variants(), largeWidth);

// the small section goes through the table's sprite painter and its image cache, which must look the same
const painter = createSpritePainter();
let drawings = 0;
/** An item drawn as a sprite: its own face key, so no two share a cached image. */
const cached = (item) => {
  const face = String(drawings++);
  const art = { style: "preview", draw: (c, _face, w, h) => item.draw(c, 0, 0, w, h) };
  return { label: item.label, draw: (ctx, x, y, w, h) => painter.drawSprite(ctx, { x, y, w, h, face }, art, ctx.getTransform().a) };
};
section("small", `Small (${smallWidth} px, drawn through the table's sprite painter)`, [
  ...["napoli", "piacenza", "numbers"].flatMap((style) =>
    chunk(scopaDeck.map((card) => cached(scopaItem(card, style, {}))), 20)),
  ...chunk([...frenchDeck.map((card) => cached(frenchItem(card, {}))),
    cached(frenchItem(jokers[0], standsOpts)), cached(frenchItem(jokers[1], {})), cached(backItem()),
    cached(scopaItem({ value: 3, suit: "H" }, "napoli", { highlight: "select" })),
    cached(frenchItem({ rank: 3, suit: "H" }, { highlight: "hint" }))], 20),
], smallWidth);
document.body.dataset.ready = errors.textContent ? "error" : "ok";
