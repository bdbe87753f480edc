/**
 * Playing-card art for mazzo, drawn with canvas paths, gradients and text only.
 *
 * Every card is laid out in a 100 × 160 unit box that is mapped onto the
 * caller's rectangle, so one set of coordinates serves every size and every
 * device pixel ratio. Nothing is cached here: the table's sprite painter
 * (table/sprites.js) keeps the one cache of finished card images.
 *
 * Shadows: set ctx.shadow* before a call and only the card's silhouette casts
 * the shadow; everything drawn on the face has shadows switched off.
 *
 * opts: {highlight: "select" | "capture" | "hint" | "fresh" | null, dim: bool, stands: {rank, suit}, fourColours: bool}.
 * A highlight is an outline plus a badge whose shape names it (check disc,
 * plus lozenge, star) in the bottom-left corner, which stays visible in a hand
 * fanned to the right. `stands` (jokers only) shows the card a joker replaces.
 * `fourColours` gives each French suit its own colour (SUIT_COLOURS.four).
 * Below 72 px wide the corner index grows so the value stays readable.
 */

/** Scopa's card styles: two Italian decks, the French deck, and French numbers (Ace to 10, no faces), as children often play. */
export const STYLES = ["napoli", "piacenza", "french", "numbers"];
export const CARD_RATIO = 1.6;

const SUITS = ["D", "H", "S", "C"];
const SUIT_GLYPH = { D: "♦", H: "♥", S: "♠", C: "♣" };
const HIGHLIGHTS = ["select", "capture", "hint", "fresh"];
const UNIT_W = 100;
const UNIT_H = 160;
const MID_X = UNIT_W / 2;
const MID_Y = UNIT_H / 2;
const TAU = Math.PI * 2;
const SERIF = "Georgia, 'Times New Roman', serif";

const INK = "#2b1d12";
const SKIN = "#f4d5b5";
const FRENCH_RED = "#c8102e";
const FRENCH_BLACK = "#1b1b1f";
/** The French suits' colours: two, as printed, or four, one per suit, told apart at a glance. */
export const SUIT_COLOURS = {
  two: { D: FRENCH_RED, H: FRENCH_RED, S: FRENCH_BLACK, C: FRENCH_BLACK },
  four: { D: "#1d5fc4", H: FRENCH_RED, S: FRENCH_BLACK, C: "#13803c" },
};
const GOLD_STOPS = [[0, "#fff2b8"], [0.45, "#e9b73c"], [1, "#9a6812"]];
const METAL_STOPS = [[0, "#8a5a0c"], [0.35, "#ffeaa6"], [0.6, "#e2aa30"], [1, "#85560b"]];

// ---------------------------------------------------------------- public API

/** Draws a Scopa card ({value: 1..10, suit}) in one of STYLES. */
export function drawScopaCard(ctx, card, x, y, w, h, style, opts = {}) {
  checkScopaCard(card);
  checkStyle(style);
  checkOpts(opts, card);
  if (style === "french" || style === "numbers") {
    drawFrench(ctx, { rank: frenchRankOf(card.value, style), suit: card.suit }, x, y, w, h, opts);
    return;
  }
  const face = style === "napoli" ? NAPOLI : PIACENZA;
  drawFace(ctx, x, y, w, h, opts, face.paper, (u) => face.paint(ctx, card, u));
}

/** Draws a Scala 40 card ({rank: 1..13, suit}) or joker ({joker: true, color}). */
export function drawFrenchCard(ctx, card, x, y, w, h, opts = {}) {
  checkFrenchCard(card);
  checkOpts(opts, card);
  drawFrench(ctx, card, x, y, w, h, opts);
}

/** Draws the one card back shared by every game. */
export function drawCardBack(ctx, x, y, w, h, opts = {}) {
  checkOpts(opts, null);
  drawFace(ctx, x, y, w, h, opts, "#fbf6ea", (u) => paintBack(ctx, u));
}

/** Short text for a card ("7♦", "K♠", "Joker"), for accessible fallbacks. */
export function cardLabel(card, style = "napoli") {
  if (card && card.joker) {
    checkFrenchCard(card);
    return "Joker";
  }
  if (card && "rank" in card) {
    checkFrenchCard(card);
    return frenchRankText(card.rank) + SUIT_GLYPH[card.suit];
  }
  checkScopaCard(card);
  checkStyle(style);
  const rank = style === "french" || style === "numbers" ? frenchRankText(frenchRankOf(card.value, style)) : String(card.value);
  return rank + SUIT_GLYPH[card.suit];
}

// ---------------------------------------------------------------- validation

function checkStyle(style) {
  if (!STYLES.includes(style)) {
    throw new Error(`unknown card style ${JSON.stringify(style)}; expected one of ${STYLES.join(", ")}`);
  }
}

function checkSuit(card) {
  if (!SUITS.includes(card.suit)) {
    throw new Error(`card suit must be one of D, H, S, C, got ${JSON.stringify(card.suit)}`);
  }
}

function checkScopaCard(card) {
  if (!card || !Number.isInteger(card.value) || card.value < 1 || card.value > 10) {
    throw new Error(`Scopa card value must be an integer 1..10, got ${JSON.stringify(card && card.value)}`);
  }
  checkSuit(card);
}

function checkFrenchCard(card) {
  if (card && card.joker) {
    if (card.color !== "red" && card.color !== "black") {
      throw new Error(`joker color must be "red" or "black", got ${JSON.stringify(card.color)}`);
    }
    return;
  }
  if (!card || !Number.isInteger(card.rank) || card.rank < 1 || card.rank > 13) {
    throw new Error(`French card rank must be an integer 1..13, got ${JSON.stringify(card && card.rank)}`);
  }
  checkSuit(card);
}

/** Checks the options for drawing `card` (null for a back): only a joker may stand for a card. */
function checkOpts(opts, card) {
  if (opts.highlight != null && !HIGHLIGHTS.includes(opts.highlight)) {
    throw new Error(`highlight must be one of ${HIGHLIGHTS.join(", ")} or null, got ${JSON.stringify(opts.highlight)}`);
  }
  if (opts.stands != null) {
    if (!card || !card.joker) throw new Error("stands is only for jokers");
    if (opts.stands.joker) throw new Error("a joker cannot stand for a joker");
    checkFrenchCard(opts.stands);
  }
}

// ---------------------------------------------------------------- drawing kit

/** A Scopa value's French rank: 8, 9, 10 are the Jack, Queen and King, or in the numbers style the 8, 9 and 10. */
function frenchRankOf(value, style) {
  return value <= 7 || style === "numbers" ? value : value + 3;
}

function frenchRankText(rank) {
  return { 1: "A", 11: "J", 12: "Q", 13: "K" }[rank] || String(rank);
}

function circle(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
}

function ellipse(ctx, x, y, rx, ry, rotation = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rotation, 0, TAU);
}

function polygon(ctx, points) {
  ctx.beginPath();
  addPolygon(ctx, points);
}

/** Adds a closed polygon to the current path, so many small shapes fill in one call. */
function addPolygon(ctx, points) {
  ctx.moveTo(points[0][0], points[0][1]);
  for (const [px, py] of points.slice(1)) ctx.lineTo(px, py);
  ctx.closePath();
}

/** Fills a circle of radius r at every centre, in one call. */
function dots(ctx, centres, r, color) {
  ctx.beginPath();
  for (const [x, y] of centres) {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, TAU);
  }
  paint(ctx, color);
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Fills and/or strokes the current path. */
function paint(ctx, fill, stroke, width = 1) {
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

function line(ctx, points, color, width) {
  ctx.beginPath();
  ctx.moveTo(points[0][0], points[0][1]);
  for (const [px, py] of points.slice(1)) ctx.lineTo(px, py);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

function gradient(g, stops) {
  for (const [offset, color] of stops) g.addColorStop(offset, color);
  return g;
}

function linear(ctx, x0, y0, x1, y1, stops) {
  return gradient(ctx.createLinearGradient(x0, y0, x1, y1), stops);
}

function radial(ctx, x0, y0, r0, x1, y1, r1, stops) {
  return gradient(ctx.createRadialGradient(x0, y0, r0, x1, y1, r1), stops);
}

/** Runs draw() with the origin at (x, y), rotated, scaled by size (mirrored if flip). */
function placed(ctx, x, y, size, angle, flip, draw) {
  ctx.save();
  ctx.translate(x, y);
  if (angle) ctx.rotate(angle);
  ctx.scale(flip ? -size : size, size);
  draw(ctx);
  ctx.restore();
}

/** Draws the same thing upright and turned 180° about the card centre. */
function bothEnds(ctx, draw) {
  draw();
  ctx.save();
  ctx.translate(UNIT_W, UNIT_H);
  ctx.rotate(Math.PI);
  draw();
  ctx.restore();
}

function setFont(ctx, weight, size) {
  ctx.font = `${weight} ${size}px ${SERIF}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
}

/**
 * Maps the unit box onto the rectangle, paints the blank face (casting the
 * caller's shadow), the art clipped to the card, the border and the markers.
 */
function drawFace(ctx, x, y, w, h, opts, paper, paintArt) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(w / UNIT_W, h / UNIT_H);
  const px = UNIT_W / w; // one CSS pixel in units
  const u = { px, boost: Math.min(1.7, Math.max(1, 72 / w)) };
  const radius = 6;
  roundRect(ctx, 0, 0, UNIT_W, UNIT_H, radius);
  ctx.fillStyle = paper;
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.shadowBlur = 0;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
  ctx.save();
  ctx.clip();
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  paintArt(u);
  ctx.restore();
  const border = Math.max(0.9, px);
  roundRect(ctx, border / 2, border / 2, UNIT_W - border, UNIT_H - border, radius - border / 2);
  paint(ctx, null, "rgba(70, 52, 30, 0.55)", border);
  if (opts.stands) paintStandsBadge(ctx, opts.stands, u, opts);
  if (opts.highlight) paintHighlight(ctx, opts.highlight, u, radius);
  if (opts.dim) {
    roundRect(ctx, 0, 0, UNIT_W, UNIT_H, radius);
    paint(ctx, "rgba(24, 24, 34, 0.5)");
  }
  ctx.restore();
}

// ---------------------------------------------------------------- markers

const HIGHLIGHT_LOOK = {
  select: { color: "#1565d8", dash: null },
  capture: { color: "#e06a00", dash: null },
  hint: { color: "#1d9a52", dash: [7, 4] },
  // The card just drawn: an ivory outline and no badge, so it is not taken for the coach's hint.
  fresh: { color: "#f4ecd8", dash: null },
};

/** A thick outline plus a shape badge in the bottom-left corner (visible in a fanned hand). */
function paintHighlight(ctx, kind, u, radius) {
  const look = HIGHLIGHT_LOOK[kind];
  const width = Math.max(4, 3 * u.px);
  ctx.save();
  if (look.dash) ctx.setLineDash(look.dash.map((d) => d * width / 4));
  roundRect(ctx, width / 2, width / 2, UNIT_W - width, UNIT_H - width, Math.max(1, radius - width / 2));
  paint(ctx, null, look.color, width);
  ctx.restore();
  if (kind === "fresh") return;
  const r = 9 * u.boost;
  placed(ctx, width + r, UNIT_H - width - r, r, 0, false, () => {
    if (kind === "select") {
      circle(ctx, 0, 0, 1);
      paint(ctx, look.color, "#ffffff", 0.16);
      line(ctx, [[-0.45, 0.02], [-0.12, 0.36], [0.48, -0.32]], "#ffffff", 0.24);
    } else if (kind === "capture") {
      polygon(ctx, [[0, -1.15], [1.15, 0], [0, 1.15], [-1.15, 0]]);
      paint(ctx, look.color, "#ffffff", 0.16);
      line(ctx, [[-0.45, 0], [0.45, 0]], "#ffffff", 0.24);
      line(ctx, [[0, -0.45], [0, 0.45]], "#ffffff", 0.24);
    } else {
      starPath(ctx, 5, 1.15, 0.5);
      paint(ctx, look.color, "#ffffff", 0.16);
    }
  });
}

function starPath(ctx, points, outer, inner) {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    ctx.lineTo(r * Math.cos(a), r * Math.sin(a));
  }
  ctx.closePath();
}

/** The card a joker stands for, as a small pill on the left edge. */
function paintStandsBadge(ctx, stands, u, opts) {
  const scale = Math.min(1.5, u.boost);
  ctx.save();
  ctx.translate(3, 96);
  ctx.scale(scale, scale);
  const text = frenchRankText(stands.rank);
  setFont(ctx, "bold", 13);
  const textWidth = ctx.measureText(text).width;
  const width = textWidth + 19;
  roundRect(ctx, 0, 0, width, 19, 5);
  paint(ctx, "#fff8dc", INK, 1.2);
  const color = suitColor(stands.suit, opts);
  ctx.fillStyle = color;
  ctx.textAlign = "left";
  ctx.fillText(text, 4, 14.5);
  placed(ctx, textWidth + 11, 9.5, 5, 0, false, () => frenchPip(ctx, stands.suit, color));
  ctx.restore();
}

// ---------------------------------------------------------------- card back

function paintBack(ctx, u) {
  const inset = 5;
  const w = UNIT_W - 2 * inset;
  const h = UNIT_H - 2 * inset;
  roundRect(ctx, inset, inset, w, h, 3.5);
  paint(ctx, radial(ctx, MID_X, MID_Y, 10, MID_X, MID_Y, 95, [[0, "#b22a3a"], [1, "#6e0f1c"]]));
  ctx.save();
  ctx.clip();
  const step = 10;
  ctx.beginPath();
  for (let k = -UNIT_H; k < UNIT_W + UNIT_H; k += step) {
    ctx.moveTo(k, 0);
    ctx.lineTo(k + UNIT_H, UNIT_H);
    ctx.moveTo(k, UNIT_H);
    ctx.lineTo(k + UNIT_H, 0);
  }
  paint(ctx, null, "rgba(244, 205, 128, 0.45)", Math.max(0.7, 0.6 * u.px));
  ctx.beginPath();
  for (let gx = 0; gx <= UNIT_W + step; gx += step) {
    for (let gy = 0; gy <= UNIT_H + step; gy += step) {
      const cx = gx + ((gy / step) % 2 ? step / 2 : 0);
      addPolygon(ctx, [[cx, gy - 1.4], [cx + 1.4, gy], [cx, gy + 1.4], [cx - 1.4, gy]]);
    }
  }
  paint(ctx, "#f2c76e");
  ctx.restore();
  roundRect(ctx, inset + 3, inset + 3, w - 6, h - 6, 2.5);
  paint(ctx, null, "#f2c76e", 1.2);
  roundRect(ctx, inset + 5, inset + 5, w - 10, h - 10, 2);
  paint(ctx, null, "rgba(242, 199, 110, 0.7)", 0.5);
  ellipse(ctx, MID_X, MID_Y, 24, 32);
  paint(ctx, radial(ctx, MID_X, MID_Y, 2, MID_X, MID_Y, 32, [[0, "#a8202f"], [1, "#5d0b16"]]), "#f2c76e", 1.4);
  ellipse(ctx, MID_X, MID_Y, 20.5, 28.5);
  paint(ctx, null, "rgba(242, 199, 110, 0.7)", 0.5);
  placed(ctx, MID_X, MID_Y, 17, 0, false, () => {
    rosette(ctx, 8, 1, ["#f2c76e", "#e0a43a"], "#5d0b16", 0.04);
    rosette(ctx, 8, 0.55, ["#8c1626"], "#f2c76e", 0.04, Math.PI / 8);
    circle(ctx, 0, 0, 0.16);
    paint(ctx, "#f2c76e", "#5d0b16", 0.05);
  });
}

/** Pointed petals around the origin; colors alternate. */
function rosette(ctx, petals, length, colors, outline, width, turn = 0) {
  for (let i = 0; i < petals; i++) {
    ctx.save();
    ctx.rotate(turn + (i * TAU) / petals);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.quadraticCurveTo(length * 0.38, length * 0.5, 0, length);
    ctx.quadraticCurveTo(-length * 0.38, length * 0.5, 0, 0);
    paint(ctx, colors[i % colors.length], outline, width);
    ctx.restore();
  }
}

// ---------------------------------------------------------------- French suits

function suitColor(suit, opts) {
  return SUIT_COLOURS[opts.fourColours ? "four" : "two"][suit];
}

/** A French suit sign filling the box [-1, 1]², pointing up. */
function frenchPip(ctx, suit, color) {
  ctx.fillStyle = color;
  if (suit === "H") {
    ctx.beginPath();
    ctx.moveTo(0, 0.98);
    ctx.bezierCurveTo(-0.3, 0.62, -1, 0.25, -1, -0.32);
    ctx.bezierCurveTo(-1, -0.75, -0.7, -0.98, -0.48, -0.98);
    ctx.bezierCurveTo(-0.22, -0.98, -0.04, -0.8, 0, -0.56);
    ctx.bezierCurveTo(0.04, -0.8, 0.22, -0.98, 0.48, -0.98);
    ctx.bezierCurveTo(0.7, -0.98, 1, -0.75, 1, -0.32);
    ctx.bezierCurveTo(1, 0.25, 0.3, 0.62, 0, 0.98);
    ctx.fill();
  } else if (suit === "D") {
    ctx.beginPath();
    ctx.moveTo(0, -1);
    ctx.quadraticCurveTo(0.38, -0.42, 0.78, 0);
    ctx.quadraticCurveTo(0.38, 0.42, 0, 1);
    ctx.quadraticCurveTo(-0.38, 0.42, -0.78, 0);
    ctx.quadraticCurveTo(-0.38, -0.42, 0, -1);
    ctx.fill();
  } else if (suit === "S") {
    ctx.beginPath();
    ctx.moveTo(0, -1);
    ctx.bezierCurveTo(0.3, -0.62, 1, -0.3, 1, 0.2);
    ctx.bezierCurveTo(1, 0.58, 0.7, 0.74, 0.48, 0.74);
    ctx.bezierCurveTo(0.28, 0.74, 0.12, 0.62, 0.07, 0.5);
    ctx.quadraticCurveTo(0.1, 0.86, 0.38, 1);
    ctx.lineTo(-0.38, 1);
    ctx.quadraticCurveTo(-0.1, 0.86, -0.07, 0.5);
    ctx.bezierCurveTo(-0.12, 0.62, -0.28, 0.74, -0.48, 0.74);
    ctx.bezierCurveTo(-0.7, 0.74, -1, 0.58, -1, 0.2);
    ctx.bezierCurveTo(-1, -0.3, -0.3, -0.62, 0, -1);
    ctx.fill();
  } else {
    for (const [cx, cy] of [[0, -0.5], [-0.5, 0.16], [0.5, 0.16]]) {
      circle(ctx, cx, cy, 0.44);
      ctx.fill();
    }
    polygon(ctx, [[0, -0.3], [0.3, 0.1], [0, 0.4], [-0.3, 0.1]]);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0.08, 0.15);
    ctx.quadraticCurveTo(0.1, 0.84, 0.4, 1);
    ctx.lineTo(-0.4, 1);
    ctx.quadraticCurveTo(-0.1, 0.84, -0.08, 0.15);
    ctx.closePath();
    ctx.fill();
  }
}

// ---------------------------------------------------------------- French cards

const FRENCH_PAPER = "#fffdf8";
const FRENCH_PIP_ROWS = {
  2: [[50, 32, 0], [50, 128, 1]],
  3: [[50, 32, 0], [50, 80, 0], [50, 128, 1]],
  4: [[32, 32, 0], [68, 32, 0], [32, 128, 1], [68, 128, 1]],
};
FRENCH_PIP_ROWS[5] = [...FRENCH_PIP_ROWS[4], [50, 80, 0]];
FRENCH_PIP_ROWS[6] = [...FRENCH_PIP_ROWS[4], [32, 80, 0], [68, 80, 0]];
FRENCH_PIP_ROWS[7] = [...FRENCH_PIP_ROWS[6], [50, 56, 0]];
FRENCH_PIP_ROWS[8] = [...FRENCH_PIP_ROWS[7], [50, 104, 1]];
FRENCH_PIP_ROWS[9] = [
  ...FRENCH_PIP_ROWS[4], [32, 64, 0], [68, 64, 0], [32, 96, 1], [68, 96, 1], [50, 80, 0],
];
FRENCH_PIP_ROWS[10] = [...FRENCH_PIP_ROWS[9].slice(0, 8), [50, 48, 0], [50, 112, 1]];

function drawFrench(ctx, card, x, y, w, h, opts) {
  drawFace(ctx, x, y, w, h, opts, FRENCH_PAPER, (u) => {
    if (card.joker) paintJoker(ctx, card.color, u);
    else paintFrenchFace(ctx, card, u, opts);
  });
}

function paintFrenchFace(ctx, card, u, opts) {
  const color = suitColor(card.suit, opts);
  if (card.rank === 1) {
    paintFrenchAce(ctx, card.suit, color);
  } else if (card.rank <= 10) {
    const size = card.rank >= 9 ? 10.5 : 11.5;
    for (const [px, py, turned] of FRENCH_PIP_ROWS[card.rank]) {
      placed(ctx, px, py, size, turned ? Math.PI : 0, false, () => frenchPip(ctx, card.suit, color));
    }
  } else {
    paintFrenchCourt(ctx, card, opts);
  }
  paintIndexes(ctx, u, (c) => {
    setFont(c, "bold", card.rank === 10 ? 16 : 19);
    if (card.rank === 10) c.scale(0.85, 1);
    c.fillStyle = color;
    c.fillText(frenchRankText(card.rank), card.rank === 10 ? 12 : 10, 20);
  }, (c) => placed(c, 10, 29, 5.5, 0, false, () => frenchPip(c, card.suit, color)));
}

function paintFrenchAce(ctx, suit, color) {
  if (suit === "S") {
    circle(ctx, MID_X, MID_Y, 33);
    paint(ctx, null, color, 0.8);
    circle(ctx, MID_X, MID_Y, 30);
    paint(ctx, null, color, 0.4);
    const beads = Array.from({ length: 24 }, (_, i) => (i * TAU) / 24);
    dots(ctx, beads.map((a) => [MID_X + 31.5 * Math.cos(a), MID_Y + 31.5 * Math.sin(a)]), 0.7, color);
  }
  placed(ctx, MID_X, MID_Y, suit === "S" ? 24 : 21, 0, false, () => frenchPip(ctx, suit, color));
  if (suit === "S") {
    placed(ctx, MID_X, MID_Y - 1.5, 15, 0, false, () => {
      frenchPip(ctx, suit, color);
      ctx.strokeStyle = FRENCH_PAPER;
      ctx.lineWidth = 0.06;
      ctx.stroke();
    });
  }
}

/**
 * Corner indexes, drawn at the top-left and (turned) bottom-right.
 * Below 76 px wide they grow (u.boost) and sit on a paper patch so the rank
 * stays readable on a phone.
 */
/** @param {string | null} [patch] the paper under the indexes, or null for none */
function paintIndexes(ctx, u, paintRank, paintMark, patch = FRENCH_PAPER) {
  bothEnds(ctx, () => {
    ctx.save();
    ctx.scale(u.boost, u.boost);
    if (u.boost > 1 && patch) {
      roundRect(ctx, 1.5, 2, 17.5, 33, 3);
      paint(ctx, patch, "rgba(70, 52, 30, 0.35)", 0.5);
    }
    ctx.save();
    paintRank(ctx);
    ctx.restore();
    paintMark(ctx);
    ctx.restore();
  });
}

// French court cards: a framed, double-headed bust per rank.
const FRENCH_COURT = {
  11: { role: "jack", robe: "#1f4e9c", accent: "#f2c12e", trim: FRENCH_RED, hair: "#d99b2b" },
  12: { role: "queen", robe: FRENCH_RED, accent: "#1f4e9c", trim: "#f2c12e", hair: "#3b2a1c" },
  13: { role: "king", robe: FRENCH_RED, accent: "#f2c12e", trim: "#1f4e9c", hair: "#7a5230" },
};
const FRENCH_HELD = { jack: "halberd", queen: "flower", king: "sword" };

function paintFrenchCourt(ctx, card, opts) {
  const color = suitColor(card.suit, opts);
  const base = FRENCH_COURT[card.rank];
  // black suits wear the colours the other way round, so the four kings differ
  const look = card.suit === "D" || card.suit === "H" ? base : { ...base, robe: base.trim, trim: base.robe };
  const frame = { x0: 17, y0: 14, x1: 83, y1: 146 };
  roundRect(ctx, frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0, 2);
  paint(ctx, "#fffaf0", null);
  doubleHeaded(ctx, frame, 10, () => {
    paintBust(ctx, { ...look, flat: true, ink: "#1b1b1f" }, (hand) => paintFrenchHeld(ctx, FRENCH_HELD[look.role], hand, look));
    placed(ctx, frame.x0 + 8, frame.y0 + 9, 5.5, 0, false, () => frenchPip(ctx, card.suit, color));
  });
  roundRect(ctx, frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0, 2);
  paint(ctx, null, color, 1.1);
}

function paintFrenchHeld(ctx, item, hand, look) {
  const [hx, hy] = hand;
  if (item === "sword") {
    placed(ctx, hx, hy - 14, 22, 0.12, false, () => piacenzaSword(ctx));
  } else if (item === "halberd") {
    line(ctx, [[hx, hy + 18], [hx, hy - 44]], "#6b4423", 2.2);
    ctx.beginPath();
    ctx.moveTo(hx, hy - 50);
    ctx.lineTo(hx + 2, hy - 44);
    ctx.quadraticCurveTo(hx + 9, hy - 44, hx + 10, hy - 36);
    ctx.quadraticCurveTo(hx + 5, hy - 38, hx, hy - 37);
    ctx.quadraticCurveTo(hx - 4, hy - 40, hx - 6, hy - 44);
    ctx.quadraticCurveTo(hx - 2, hy - 43, hx - 2, hy - 44);
    ctx.closePath();
    paint(ctx, "#c9ccd4", "#1b1b1f", 0.7);
  } else {
    ctx.beginPath();
    ctx.moveTo(hx, hy + 2);
    ctx.quadraticCurveTo(hx + 3, hy - 8, hx + 1, hy - 16);
    paint(ctx, null, "#2e7d4f", 1.3);
    placed(ctx, hx + 1, hy - 19, 4.5, 0, false, () => {
      rosette(ctx, 5, 1, [look.trim], "#1b1b1f", 0.12);
      circle(ctx, 0, 0, 0.3);
      paint(ctx, look.accent, "#1b1b1f", 0.12);
    });
    ellipse(ctx, hx + 4, hy - 7, 2.6, 1.2, -0.5);
    paint(ctx, "#2e7d4f");
  }
}

/**
 * Draws drawHalf() in the top half of frame and again turned 180°, split by a
 * slanted line (slant units of drop across the frame) as on double-headed packs.
 */
function doubleHeaded(ctx, frame, slant, drawHalf) {
  const half = [
    [frame.x0 - 1, frame.y0 - 1], [frame.x1 + 1, frame.y0 - 1],
    [frame.x1 + 1, MID_Y - slant / 2], [frame.x0 - 1, MID_Y + slant / 2],
  ];
  for (let turn = 0; turn < 2; turn++) {
    ctx.save();
    if (turn) {
      ctx.translate(UNIT_W, UNIT_H);
      ctx.rotate(Math.PI);
    }
    polygon(ctx, half);
    ctx.clip();
    drawHalf();
    ctx.restore();
  }
  line(ctx, [[frame.x0, MID_Y + slant / 2], [frame.x1, MID_Y - slant / 2]], "#1b1b1f", 0.8);
}

// ---------------------------------------------------------------- figures

/**
 * A front-facing head centred at (cx, cy) with radius r.
 * look: {role, hair, accent, trim, ink} — role picks headwear and beard.
 */
function paintHead(ctx, cx, cy, r, look) {
  const ink = look.ink || INK;
  const lw = r * 0.09;
  if (look.role === "queen") {
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.9, cy - r * 0.4);
    ctx.quadraticCurveTo(cx - r * 1.35, cy + r * 0.9, cx - r * 1.05, cy + r * 1.75);
    ctx.lineTo(cx + r * 1.05, cy + r * 1.75);
    ctx.quadraticCurveTo(cx + r * 1.35, cy + r * 0.9, cx + r * 0.9, cy - r * 0.4);
    ctx.closePath();
    paint(ctx, look.hair, ink, lw);
  }
  ctx.beginPath();
  ctx.rect(cx - r * 0.36, cy + r * 0.5, r * 0.72, r * 1.0);
  paint(ctx, SKIN, ink, lw);
  ellipse(ctx, cx, cy, r * 0.84, r);
  paint(ctx, SKIN, ink, lw);
  // hair over the forehead; the page has a bob down to the jaw
  ctx.beginPath();
  if (look.role === "jack") {
    ctx.moveTo(cx - r * 0.95, cy + r * 0.55);
    ctx.quadraticCurveTo(cx - r * 1.05, cy - r * 1.05, cx, cy - r * 1.02);
    ctx.quadraticCurveTo(cx + r * 1.05, cy - r * 1.05, cx + r * 0.95, cy + r * 0.55);
    ctx.lineTo(cx + r * 0.72, cy + r * 0.5);
    ctx.quadraticCurveTo(cx + r * 0.8, cy - r * 0.35, cx + r * 0.2, cy - r * 0.45);
    ctx.quadraticCurveTo(cx - r * 0.5, cy - r * 0.55, cx - r * 0.72, cy + r * 0.5);
  } else {
    ctx.moveTo(cx - r * 0.86, cy - r * 0.05);
    ctx.quadraticCurveTo(cx - r * 0.9, cy - r * 1.02, cx, cy - r * 1.02);
    ctx.quadraticCurveTo(cx + r * 0.9, cy - r * 1.02, cx + r * 0.86, cy - r * 0.05);
    ctx.quadraticCurveTo(cx + r * 0.5, cy - r * 0.55, cx, cy - r * 0.5);
    ctx.quadraticCurveTo(cx - r * 0.5, cy - r * 0.55, cx - r * 0.86, cy - r * 0.05);
  }
  ctx.closePath();
  paint(ctx, look.hair, ink, lw);
  // face
  for (const side of [-1, 1]) {
    ellipse(ctx, cx + side * r * 0.33, cy - r * 0.05, r * 0.11, r * 0.08);
    paint(ctx, ink);
    line(ctx, [[cx + side * r * 0.5, cy - r * 0.25], [cx + side * r * 0.18, cy - r * 0.28]], ink, lw * 0.9);
    circle(ctx, cx + side * r * 0.45, cy + r * 0.32, r * 0.14);
    paint(ctx, "rgba(222, 110, 100, 0.35)");
  }
  line(ctx, [[cx + r * 0.02, cy - r * 0.05], [cx + r * 0.1, cy + r * 0.3], [cx - r * 0.04, cy + r * 0.34]], ink, lw * 0.8);
  if (look.role === "king" || look.role === "knight") {
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.8, cy + r * 0.1);
    ctx.quadraticCurveTo(cx - r * 0.75, cy + r * 1.25, cx, cy + r * 1.55);
    ctx.quadraticCurveTo(cx + r * 0.75, cy + r * 1.25, cx + r * 0.8, cy + r * 0.1);
    ctx.quadraticCurveTo(cx + r * 0.6, cy + r * 0.75, cx + r * 0.3, cy + r * 0.45);
    ctx.quadraticCurveTo(cx, cy + r * 0.38, cx - r * 0.3, cy + r * 0.45);
    ctx.quadraticCurveTo(cx - r * 0.6, cy + r * 0.75, cx - r * 0.8, cy + r * 0.1);
    ctx.closePath();
    paint(ctx, look.hair, ink, lw);
  }
  ellipse(ctx, cx, cy + r * 0.6, r * 0.2, r * 0.07);
  paint(ctx, "#b8322a");
  paintHeadwear(ctx, cx, cy, r, look, ink, lw);
}

function paintHeadwear(ctx, cx, cy, r, look, ink, lw) {
  if (look.role === "king" || look.role === "queen") {
    const top = cy - r * 0.6;
    const tall = look.role === "king" ? 1.0 : 0.7;
    const halfWidth = look.role === "king" ? r * 0.98 : r * 0.8;
    const points = 5;
    ctx.beginPath();
    ctx.moveTo(cx - halfWidth, top);
    for (let i = 0; i < points; i++) {
      const px = cx - halfWidth + ((i + 0.5) * 2 * halfWidth) / points;
      ctx.lineTo(px, top - r * tall * (i % 2 ? 0.75 : 1));
      ctx.lineTo(cx - halfWidth + ((i + 1) * 2 * halfWidth) / points, top - r * 0.35);
    }
    ctx.lineTo(cx + halfWidth, top);
    ctx.closePath();
    const gold = look.flat ? "#f2c12e" : linear(ctx, cx - halfWidth, 0, cx + halfWidth, 0, METAL_STOPS);
    paint(ctx, gold, ink, lw);
    ctx.beginPath();
    ctx.rect(cx - halfWidth, top - r * 0.32, 2 * halfWidth, r * 0.32);
    paint(ctx, gold, ink, lw);
    for (let i = 0; i < points; i++) {
      const px = cx - halfWidth + ((i + 0.5) * 2 * halfWidth) / points;
      circle(ctx, px, top - r * tall * (i % 2 ? 0.75 : 1), r * 0.1);
      paint(ctx, "#fff6d8", ink, lw * 0.6);
      circle(ctx, px, top - r * 0.16, r * 0.08);
      paint(ctx, i % 2 ? "#1f4e9c" : FRENCH_RED);
    }
  } else {
    // a beret with a feather for pages and knights
    const top = cy - r * 0.85;
    ctx.beginPath();
    ctx.ellipse(cx + r * 0.1, top + r * 0.02, r * 1.2, r * 0.38, -0.08, 0, TAU);
    paint(ctx, look.accent, ink, lw);
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.85, top - r * 0.05);
    ctx.quadraticCurveTo(cx - r * 0.6, top - r * 0.95, cx + r * 0.25, top - r * 0.85);
    ctx.quadraticCurveTo(cx + r * 0.95, top - r * 0.75, cx + r * 1.05, top - r * 0.05);
    ctx.closePath();
    paint(ctx, look.trim, ink, lw);
    ctx.beginPath();
    ctx.moveTo(cx + r * 0.5, top - r * 0.5);
    ctx.bezierCurveTo(cx + r * 1.2, top - r * 1.6, cx + r * 2.1, top - r * 1.2, cx + r * 2.2, top - r * 0.4);
    ctx.bezierCurveTo(cx + r * 1.7, top - r * 0.9, cx + r * 1.1, top - r * 0.8, cx + r * 0.5, top - r * 0.5);
    paint(ctx, "#fbf7ee", ink, lw * 0.8);
  }
}

/**
 * The upper half of a court figure, standing on the card's centre line:
 * shoulders, robe with a trimmed placket, head, one hand on the chest and
 * whatever holdItem draws in the raised right hand (it receives the hand).
 */
function paintBust(ctx, look, holdItem) {
  const ink = look.ink || INK;
  if (look.role === "knight") paintHorseHead(ctx, look, ink);
  const body = () => {
    ctx.beginPath();
    ctx.moveTo(21, 104);
    ctx.lineTo(21, 74);
    ctx.bezierCurveTo(21, 63, 28, 58, 39, 55);
    ctx.lineTo(61, 55);
    ctx.bezierCurveTo(72, 58, 79, 63, 79, 74);
    ctx.lineTo(79, 104);
    ctx.closePath();
  };
  body();
  paint(ctx, look.robe);
  ctx.save();
  ctx.clip();
  brocade(ctx, look.robe, 20, 50, 80, 104);
  ctx.restore();
  body();
  paint(ctx, null, ink, 0.9);
  polygon(ctx, [[44, 60], [56, 60], [58, 104], [42, 104]]);
  paint(ctx, look.trim, ink, 0.7);
  for (let yy = 70; yy < 100; yy += 7) {
    polygon(ctx, [[MID_X, yy - 3], [MID_X + 3, yy], [MID_X, yy + 3], [MID_X - 3, yy]]);
    paint(ctx, look.accent, ink, 0.5);
  }
  // a mantle over the shoulders with a scalloped, pearl-set hem
  ctx.beginPath();
  ctx.moveTo(21.5, 72);
  ctx.bezierCurveTo(22, 62, 29, 57, 39, 55);
  ctx.lineTo(61, 55);
  ctx.bezierCurveTo(71, 57, 78, 62, 78.5, 72);
  const hemY = (x) => 64 + 8 * ((x - MID_X) / 28.5) ** 2;
  const scallops = 8;
  const scallopX = (i) => 78.5 - (i * 57) / scallops;
  for (let i = 0; i < scallops; i++) {
    const middle = (scallopX(i) + scallopX(i + 1)) / 2;
    ctx.quadraticCurveTo(middle, hemY(middle) + 5, scallopX(i + 1), hemY(scallopX(i + 1)));
  }
  ctx.closePath();
  paint(ctx, look.accent, ink, 0.8);
  for (let i = 0; i < scallops; i++) {
    const middle = (scallopX(i) + scallopX(i + 1)) / 2;
    circle(ctx, middle, hemY(middle) + 1.3, 1);
    paint(ctx, "#fbf7ee", ink, 0.3);
  }
  const arm = shade(look.robe, -0.25);
  sleeve(ctx, [[25, 70], [22, 90], [38, 82]], arm, ink);
  hand(ctx, 39.5, 81, ink);
  const held = [68, 66];
  sleeve(ctx, [[75, 70], [80, 86], [held[0] + 1, held[1] + 3]], arm, ink);
  ctx.beginPath();
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI * (i / 12);
    ctx.lineTo(MID_X - Math.cos(a) * 12, 55 + Math.sin(a) * (i % 2 ? 5 : 2.5));
  }
  ctx.closePath();
  paint(ctx, "#fbf7ee", ink, 0.6);
  paintHead(ctx, MID_X, 36, 12.5, look);
  holdItem(held);
  hand(ctx, held[0], held[1], ink);
}

/** A sprinkle of small quatrefoils in a lighter shade of the cloth. */
function brocade(ctx, color, x0, y0, x1, y1) {
  const centres = [];
  for (let y = y0; y < y1; y += 6) {
    for (let x = x0 + ((y - y0) / 6 % 2) * 3; x < x1; x += 6) {
      for (const [dx, dy] of [[-0.7, 0], [0.7, 0], [0, -0.7], [0, 0.7]]) centres.push([x + dx, y + dy]);
    }
  }
  dots(ctx, centres, 0.6, shade(color, 0.3));
}

function paintHorseHead(ctx, look, ink) {
  ctx.beginPath();
  ctx.moveTo(36, 100);
  ctx.quadraticCurveTo(26, 66, 23, 46);
  ctx.quadraticCurveTo(20, 36, 13, 40);
  ctx.lineTo(7, 52);
  ctx.quadraticCurveTo(6, 57, 11, 57);
  ctx.quadraticCurveTo(16, 55, 19, 58);
  ctx.quadraticCurveTo(20, 80, 24, 100);
  ctx.closePath();
  paint(ctx, look.horse, ink, 0.9);
  polygon(ctx, [[20, 40], [22, 32], [24, 41]]);
  paint(ctx, look.horse, ink, 0.7);
  circle(ctx, 15, 45, 1);
  paint(ctx, ink);
  ctx.beginPath();
  ctx.moveTo(23, 42);
  for (let i = 0; i < 6; i++) {
    ctx.quadraticCurveTo(31 + i * 0.8, 47 + i * 8, 26 + i * 1.3, 52 + i * 8);
  }
  paint(ctx, null, look.trim, 2.2);
  line(ctx, [[9, 52], [23, 58], [60, 70]], ink, 0.6);
}

// ---------------------------------------------------------------- joker

function paintJoker(ctx, colorName, u) {
  const main = colorName === "red" ? FRENCH_RED : FRENCH_BLACK;
  const second = colorName === "red" ? "#f2c12e" : "#9aa0aa";
  const ink = "#1b1b1f";
  // harlequin body
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(24, 160);
  ctx.quadraticCurveTo(26, 112, 50, 108);
  ctx.quadraticCurveTo(74, 112, 76, 160);
  ctx.closePath();
  ctx.clip();
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const cx = 20 + col * 12 + (row % 2) * 6;
      const cy = 110 + row * 9;
      polygon(ctx, [[cx, cy - 9], [cx + 6, cy], [cx, cy + 9], [cx - 6, cy]]);
      paint(ctx, (row + col) % 2 ? main : second);
    }
  }
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(24, 160);
  ctx.quadraticCurveTo(26, 112, 50, 108);
  ctx.quadraticCurveTo(74, 112, 76, 160);
  paint(ctx, null, ink, 0.9);
  // ruff
  ctx.beginPath();
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI * 0.08 + (Math.PI * 0.84 * i) / 16;
    const r = i % 2 ? 17 : 24;
    ctx.lineTo(MID_X - Math.cos(a) * r * 1.1, 100 + Math.sin(a) * r * 0.55);
  }
  ctx.quadraticCurveTo(MID_X, 88, 24.4, 103);
  ctx.closePath();
  paint(ctx, "#fbf7ee", ink, 0.8);
  // face
  ellipse(ctx, MID_X, 84, 12, 14);
  paint(ctx, SKIN, ink, 0.9);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(MID_X + side * 4.5, 83, 2.2, Math.PI * 1.1, Math.PI * 1.9);
    paint(ctx, null, ink, 0.9);
    circle(ctx, MID_X + side * 6.5, 89, 2.4);
    paint(ctx, "rgba(222, 90, 90, 0.45)");
  }
  circle(ctx, MID_X, 87.5, 1.8);
  paint(ctx, FRENCH_RED);
  ctx.beginPath();
  ctx.arc(MID_X, 89, 5.5, Math.PI * 0.15, Math.PI * 0.85);
  paint(ctx, null, ink, 1);
  // three-pointed cap with bells
  const tips = [[20, 48], [50, 34], [80, 48]];
  const tipColors = [main, second, main];
  tips.forEach(([tx, ty], i) => {
    ctx.beginPath();
    ctx.moveTo(38 + i * 6, 73);
    ctx.quadraticCurveTo(MID_X + (tx - MID_X) * 0.3, ty - 12, tx, ty);
    ctx.quadraticCurveTo(MID_X + (tx - MID_X) * 0.55, ty + 14, 44 + i * 6, 73);
    ctx.closePath();
    paint(ctx, tipColors[i], ink, 0.9);
  });
  tips.forEach(([tx, ty]) => {
    circle(ctx, tx, ty + 3, 3.6);
    paint(ctx, radial(ctx, tx - 1, ty + 2, 0.3, tx, ty + 3, 3.6, GOLD_STOPS), ink, 0.7);
  });
  ctx.beginPath();
  ctx.moveTo(36, 76);
  ctx.quadraticCurveTo(MID_X, 66, 64, 76);
  ctx.lineTo(64, 71);
  ctx.quadraticCurveTo(MID_X, 61, 36, 71);
  ctx.closePath();
  paint(ctx, second, ink, 0.8);
  // the index, top-left and bottom-right: stars, not a word, so the card reads the same in every language
  paintIndexes(ctx, { boost: Math.min(u.boost, 1.25) }, (c) => {
    c.translate(9.5, 17);
    starPath(c, 5, 7, 2.9);
    paint(c, main, ink, 0.6);
  }, (c) => {
    c.translate(9, 67);
    starPath(c, 5, 3.2, 1.4);
    paint(c, main);
  }, null);
}

// ---------------------------------------------------------------- Italian suits

/** Neapolitan coin: an ornate golden disc with a beaded rim and a rosette. */
function napoliCoin(ctx) {
  circle(ctx, 0, 0, 1);
  paint(ctx, radial(ctx, -0.35, -0.4, 0.05, 0, 0, 1.05, GOLD_STOPS), INK, 0.07);
  const beads = Array.from({ length: 20 }, (_, i) => [0.88 * Math.cos((i * TAU) / 20), 0.88 * Math.sin((i * TAU) / 20)]);
  dots(ctx, beads, 0.045, "#8a5a14");
  circle(ctx, 0, 0, 0.75);
  paint(ctx, null, "#b3261e", 0.1);
  rosette(ctx, 8, 0.64, ["#c0392b", "#2e7d4f"], INK, 0.04);
  rosette(ctx, 8, 0.36, ["#f6d77a"], INK, 0.03, Math.PI / 8);
  circle(ctx, 0, 0, 0.16);
  paint(ctx, "#f4d26b", INK, 0.05);
  circle(ctx, 0, 0, 0.07);
  paint(ctx, "#b3261e");
}

/** Neapolitan cup: a golden goblet with a jewelled band. */
function napoliCup(ctx) {
  const metal = linear(ctx, -0.66, 0, 0.66, 0, METAL_STOPS);
  ctx.beginPath();
  ctx.moveTo(-0.12, 0.56);
  ctx.bezierCurveTo(-0.14, 0.76, -0.5, 0.8, -0.52, 0.96);
  ctx.lineTo(0.52, 0.96);
  ctx.bezierCurveTo(0.5, 0.8, 0.14, 0.76, 0.12, 0.56);
  ctx.closePath();
  paint(ctx, metal, INK, 0.05);
  ctx.beginPath();
  ctx.rect(-0.1, 0.02, 0.2, 0.58);
  paint(ctx, metal, INK, 0.05);
  ellipse(ctx, 0, 0.3, 0.2, 0.09);
  paint(ctx, "#b3261e", INK, 0.04);
  const bowl = () => {
    ctx.beginPath();
    ctx.moveTo(-0.68, -0.8);
    ctx.bezierCurveTo(-0.68, -0.22, -0.36, 0.08, 0, 0.08);
    ctx.bezierCurveTo(0.36, 0.08, 0.68, -0.22, 0.68, -0.8);
    ctx.closePath();
  };
  bowl();
  paint(ctx, metal);
  ctx.save();
  ctx.clip();
  ctx.fillStyle = "#b3261e";
  ctx.fillRect(-0.8, -0.56, 1.6, 0.16);
  dots(ctx, [-3, -2, -1, 0, 1, 2, 3].map((i) => [i * 0.18, -0.48]), 0.035, "#f6e3a1");
  for (let i = -2; i <= 2; i++) {
    ctx.beginPath();
    ctx.moveTo(i * 0.22, -0.3);
    ctx.quadraticCurveTo(i * 0.26, -0.05, i * 0.12, 0.1);
    paint(ctx, null, "rgba(110, 70, 10, 0.55)", 0.03);
  }
  ctx.restore();
  bowl();
  paint(ctx, null, INK, 0.05);
  ellipse(ctx, 0, -0.48, 0.09, 0.12);
  paint(ctx, "#2f5d9e", INK, 0.03);
  ellipse(ctx, 0, -0.8, 0.68, 0.14);
  paint(ctx, linear(ctx, 0, -0.94, 0, -0.66, [[0, "#6b430a"], [1, "#c58f26"]]), INK, 0.05);
}

/** Neapolitan sword: a curved blue scimitar with a golden hilt, tip curving right. */
function napoliSword(ctx) {
  ctx.beginPath();
  ctx.moveTo(-0.07, 0.5);
  ctx.bezierCurveTo(-0.1, -0.1, -0.02, -0.62, 0.3, -1);
  ctx.bezierCurveTo(0.13, -0.56, 0.07, -0.1, 0.07, 0.5);
  ctx.closePath();
  paint(ctx, linear(ctx, -0.1, 0, 0.16, 0, [[0, "#1b3a73"], [0.45, "#7fa9e0"], [1, "#24498c"]]), INK, 0.035);
  ctx.beginPath();
  ctx.moveTo(0, 0.45);
  ctx.bezierCurveTo(-0.02, -0.1, 0.04, -0.55, 0.24, -0.9);
  paint(ctx, null, "rgba(255, 255, 255, 0.65)", 0.022);
  napoliHilt(ctx);
}

function napoliHilt(ctx) {
  const metal = linear(ctx, -0.34, 0, 0.34, 0, METAL_STOPS);
  ctx.beginPath();
  ctx.moveTo(-0.3, 0.44);
  ctx.quadraticCurveTo(0, 0.56, 0.3, 0.44);
  ctx.lineTo(0.3, 0.53);
  ctx.quadraticCurveTo(0, 0.65, -0.3, 0.53);
  ctx.closePath();
  paint(ctx, metal, INK, 0.03);
  for (const side of [-1, 1]) {
    circle(ctx, side * 0.33, 0.47, 0.06);
    paint(ctx, metal, INK, 0.03);
  }
  roundRect(ctx, -0.06, 0.58, 0.12, 0.3, 0.03);
  paint(ctx, "#8b2a1c", INK, 0.03);
  for (let yy = 0.63; yy < 0.86; yy += 0.06) line(ctx, [[-0.06, yy], [0.06, yy + 0.03]], "#e2aa30", 0.018);
  circle(ctx, 0, 0.94, 0.07);
  paint(ctx, metal, INK, 0.03);
}

/** Neapolitan baton: a knotted green club, head at the top. */
function napoliBaton(ctx) {
  ctx.beginPath();
  ctx.moveTo(-0.055, 1);
  ctx.bezierCurveTo(-0.07, 0.3, -0.12, -0.4, -0.13, -0.86);
  ctx.quadraticCurveTo(0, -1.05, 0.13, -0.86);
  ctx.bezierCurveTo(0.12, -0.4, 0.07, 0.3, 0.055, 1);
  ctx.closePath();
  paint(ctx, linear(ctx, -0.13, 0, 0.13, 0, [[0, "#1c5226"], [0.4, "#6cbb5f"], [1, "#1c5226"]]), INK, 0.03);
  for (const [yy, side] of [[-0.62, 1], [-0.32, -1], [-0.02, 1], [0.3, -1]]) {
    const halfWidth = 0.12 - (yy + 0.86) * 0.035;
    ctx.save();
    ctx.translate(side * halfWidth * 0.8, yy);
    ctx.rotate(side * -0.8);
    ctx.beginPath();
    ctx.moveTo(0, -0.035);
    ctx.lineTo(side * 0.1, -0.03);
    ctx.lineTo(side * 0.1, 0.03);
    ctx.lineTo(0, 0.035);
    paint(ctx, "#2d6b34", INK, 0.025);
    ellipse(ctx, side * 0.1, 0, 0.022, 0.035);
    paint(ctx, "#d9b77a", INK, 0.02);
    ctx.restore();
  }
  ellipse(ctx, 0, -0.9, 0.1, 0.04);
  paint(ctx, "#d9b77a", INK, 0.02);
  ctx.beginPath();
  ctx.rect(-0.065, 0.72, 0.13, 0.07);
  paint(ctx, "#b3261e", INK, 0.02);
}

const P_RED = "#c62828";
const P_YELLOW = "#f0c233";
const P_BLUE = "#2a5aa8";
const P_INK = "#1d1b26";

/** Piacentine coin: flat yellow disc, red rim, blue four-petal flower. */
function piacenzaCoin(ctx) {
  circle(ctx, 0, 0, 1);
  paint(ctx, P_YELLOW, P_INK, 0.06);
  circle(ctx, 0, 0, 0.85);
  paint(ctx, null, P_RED, 0.16);
  circle(ctx, 0, 0, 0.75);
  paint(ctx, null, P_INK, 0.03);
  rosette(ctx, 4, 0.62, [P_BLUE], P_INK, 0.035);
  rosette(ctx, 4, 0.45, [P_RED], P_INK, 0.03, Math.PI / 4);
  circle(ctx, 0, 0, 0.14);
  paint(ctx, P_YELLOW, P_INK, 0.03);
}

/** Piacentine cup: a straight-sided red chalice on a yellow stem. */
function piacenzaCup(ctx) {
  polygon(ctx, [[-0.1, 0.6], [-0.5, 0.95], [0.5, 0.95], [0.1, 0.6]]);
  paint(ctx, P_RED, P_INK, 0.05);
  line(ctx, [[-0.4, 0.86], [0.4, 0.86]], P_YELLOW, 0.05);
  ctx.beginPath();
  ctx.rect(-0.09, -0.1, 0.18, 0.72);
  paint(ctx, P_YELLOW, P_INK, 0.04);
  polygon(ctx, [[0, 0.16], [0.17, 0.28], [0, 0.4], [-0.17, 0.28]]);
  paint(ctx, P_BLUE, P_INK, 0.03);
  const bowl = [[-0.62, -0.88], [0.62, -0.88], [0.42, -0.18], [0, -0.04], [-0.42, -0.18]];
  polygon(ctx, bowl);
  paint(ctx, P_RED);
  ctx.save();
  ctx.clip();
  ctx.fillStyle = P_YELLOW;
  ctx.fillRect(-0.7, -0.88, 1.4, 0.2);
  ctx.beginPath();
  for (let i = -2; i <= 2; i++) {
    addPolygon(ctx, [[i * 0.22, -0.6], [i * 0.22 + 0.07, -0.47], [i * 0.22, -0.34], [i * 0.22 - 0.07, -0.47]]);
  }
  paint(ctx, P_BLUE);
  ctx.restore();
  polygon(ctx, bowl);
  paint(ctx, null, P_INK, 0.05);
  line(ctx, [[-0.6, -0.68], [0.6, -0.68]], P_INK, 0.03);
}

/** Piacentine sword: straight blue blade, yellow guard, red grip. */
function piacenzaSword(ctx) {
  polygon(ctx, [[-0.06, 0.5], [-0.06, -0.8], [0, -1], [0.06, -0.8], [0.06, 0.5]]);
  paint(ctx, P_BLUE, P_INK, 0.035);
  line(ctx, [[0, 0.46], [0, -0.86]], "#cfe0f5", 0.025);
  roundRect(ctx, -0.3, 0.47, 0.6, 0.09, 0.03);
  paint(ctx, P_YELLOW, P_INK, 0.03);
  for (const side of [-1, 1]) {
    polygon(ctx, [[side * 0.3, 0.44], [side * 0.36, 0.515], [side * 0.3, 0.59], [side * 0.24, 0.515]]);
    paint(ctx, P_RED, P_INK, 0.02);
  }
  ctx.beginPath();
  ctx.rect(-0.05, 0.56, 0.1, 0.3);
  paint(ctx, P_RED, P_INK, 0.03);
  circle(ctx, 0, 0.92, 0.07);
  paint(ctx, P_YELLOW, P_INK, 0.03);
}

/** Piacentine baton: a straight ochre club with red bands. */
function piacenzaBaton(ctx) {
  const body = () => {
    ctx.beginPath();
    ctx.moveTo(-0.06, 1);
    ctx.lineTo(-0.11, -0.88);
    ctx.quadraticCurveTo(0, -1.04, 0.11, -0.88);
    ctx.lineTo(0.06, 1);
    ctx.closePath();
  };
  body();
  paint(ctx, "#d98a2b");
  ctx.save();
  ctx.clip();
  ctx.fillStyle = P_RED;
  for (const yy of [-0.7, -0.15, 0.4]) ctx.fillRect(-0.2, yy, 0.4, 0.08);
  ctx.fillStyle = P_YELLOW;
  for (const yy of [-0.42, 0.12, 0.68]) ctx.fillRect(-0.2, yy, 0.4, 0.05);
  ctx.restore();
  body();
  paint(ctx, null, P_INK, 0.035);
}

// ---------------------------------------------------------------- Italian layouts

/** Round suits (coins, cups): [x, y] per pip and the pip size, by count. */
const ROUND_LAYOUT = {
  1: [[[50, 80]], 30],
  2: [[[50, 47], [50, 113]], 17],
  3: [[[31, 43], [50, 80], [69, 117]], 16],
  4: [[[32, 49], [68, 49], [32, 111], [68, 111]], 16],
  5: [[[32, 44], [68, 44], [50, 80], [32, 116], [68, 116]], 15],
  6: [[[32, 40], [68, 40], [32, 80], [68, 80], [32, 120], [68, 120]], 14.5],
  7: [[[32, 34], [68, 34], [50, 57], [32, 80], [68, 80], [32, 126], [68, 126]], 13.5],
};

/**
 * Long suits (swords, batons): crossed in pairs, every other pair turned
 * hilt-up as on Neapolitan packs, plus an upright one when the count is odd.
 */
function crossedLayout(count) {
  const pairs = Math.floor(count / 2);
  const spacing = pairs === 2 ? 20 : 17;
  const tilt = pairs === 1 ? 0.38 : 0.3;
  const placements = [];
  for (let i = 0; i < pairs; i++) {
    const offset = (i - (pairs - 1) / 2) * spacing;
    const turn = i % 2 ? Math.PI : 0;
    placements.push({ x: MID_X + offset, angle: turn + tilt, flip: false });
    placements.push({ x: MID_X + offset, angle: turn - tilt, flip: true });
  }
  if (count % 2) placements.push({ x: MID_X, angle: 0, flip: false });
  return placements;
}

/** Pips of an Italian card: round suits in the grids above, long suits crossed. */
function paintItalianPips(ctx, card, symbol, longSize) {
  if (card.suit === "D" || card.suit === "H") {
    const [points, size] = ROUND_LAYOUT[card.value];
    // cups are narrower than coins, so they may be taller (less so in the crowded 7)
    const scale = card.suit === "H" ? size * (card.value < 7 ? 1.2 : 1.1) : size;
    for (const [px, py] of points) placed(ctx, px, py, scale, 0, false, symbol);
    return;
  }
  const slim = card.value >= 4 ? 0.78 : 1;
  for (const p of crossedLayout(card.value)) {
    ctx.save();
    ctx.translate(p.x, MID_Y);
    ctx.rotate(p.angle);
    ctx.scale((p.flip ? -longSize : longSize) * slim, longSize);
    symbol(ctx);
    ctx.restore();
  }
}

// ---------------------------------------------------------------- Napoli

const NAPOLI_SYMBOL = { D: napoliCoin, H: napoliCup, S: napoliSword, C: napoliBaton };
const NAPOLI_LOOK = {
  D: { robe: "#b3261e", accent: "#e2b13c", trim: "#2f5d9e", hair: "#6b4226", horse: "#f1ebdd" },
  H: { robe: "#2f5d9e", accent: "#e2b13c", trim: "#b3261e", hair: "#3e2a1a", horse: "#f1ebdd" },
  S: { robe: "#2e7d4f", accent: "#e2b13c", trim: "#b3261e", hair: "#2b1d12", horse: "#9a6238" },
  C: { robe: "#d7802a", accent: "#2e7d4f", trim: "#b3261e", hair: "#6b4226", horse: "#9a6238" },
};

const NAPOLI_PAPER = "#fbf3df";
const NAPOLI = {
  paper: NAPOLI_PAPER,
  paint(ctx, card, u) {
    const symbol = NAPOLI_SYMBOL[card.suit];
    if (card.value === 1) paintNapoliAce(ctx, card.suit, symbol);
    else if (card.value <= 7) paintItalianPips(ctx, card, symbol, 57);
    else paintNapoliCourt(ctx, card, symbol);
    paintIndexes(ctx, u, (c) => {
      setFont(c, "bold", 17);
      c.fillStyle = "#2b1d12";
      if (card.value === 10) c.scale(0.82, 1);
      c.fillText(String(card.value), card.value === 10 ? 12.2 : 10, 17);
    }, (c) => paintIndexMark(c, card.suit, symbol, 10, 28), NAPOLI_PAPER);
  },
};

/** The small suit sign under an Italian index: round suits as a disc/cup, long ones slanted. */
function paintIndexMark(ctx, suit, symbol, x, y) {
  if (suit === "D" || suit === "H") {
    placed(ctx, x, y, 5.2, 0, false, symbol);
    return;
  }
  // long suits drawn stout, or a 40 px card shows only a hairline
  ctx.save();
  ctx.translate(x, y + 1);
  ctx.rotate(0.55);
  ctx.scale(15, 8);
  symbol(ctx);
  ctx.restore();
}

function paintNapoliAce(ctx, suit, symbol) {
  const leaves = (x, y, angle) => placed(ctx, x, y, 1, angle, false, () => leafSprig(ctx));
  if (suit === "D") {
    for (let i = 0; i < 16; i++) {
      const a = (i * TAU) / 16;
      placed(ctx, MID_X + 36 * Math.cos(a), MID_Y + 36 * Math.sin(a), 1, a + Math.PI / 2 + 0.5, false, () => {
        ellipse(ctx, 0, 0, 2.4, 6);
        paint(ctx, i % 2 ? "#2e7d4f" : "#4f9a4a", INK, 0.5);
      });
    }
    placed(ctx, MID_X, MID_Y, 32, 0, false, symbol);
    return;
  }
  if (suit === "H") {
    leaves(38, 128, -0.9);
    leaves(62, 128, 0.9);
    placed(ctx, MID_X, 76, 36, 0, false, symbol);
    return;
  }
  leaves(47, 134, -1.15);
  leaves(53, 134, 1.15);
  placed(ctx, MID_X, MID_Y, 68, 0, false, symbol);
  ribbon(ctx, 92);
}

/** A green sprig of five leaves pointing up from the origin. */
function leafSprig(ctx) {
  line(ctx, [[0, 0], [0, -22]], "#2c5e2e", 1.1);
  for (let i = 0; i < 5; i++) {
    const side = i % 2 ? 1 : -1;
    placed(ctx, side * 1.5, -4 - i * 4.2, 1, side * 0.9, false, () => {
      ellipse(ctx, 0, -3.5, 1.8, 4.2);
      paint(ctx, "#3f8a43", INK, 0.4);
    });
  }
}

/** A red scroll tied across the card at height y. */
function ribbon(ctx, y) {
  ctx.beginPath();
  ctx.moveTo(24, y - 5);
  ctx.quadraticCurveTo(MID_X, y + 4, 76, y - 5);
  ctx.lineTo(84, y - 4);
  ctx.lineTo(80, y + 1);
  ctx.lineTo(84, y + 6);
  ctx.lineTo(75, y + 3);
  ctx.quadraticCurveTo(MID_X, y + 12, 25, y + 3);
  ctx.lineTo(16, y + 6);
  ctx.lineTo(20, y + 1);
  ctx.lineTo(16, y - 4);
  ctx.closePath();
  paint(ctx, "#b3261e", INK, 0.7);
  ctx.beginPath();
  ctx.moveTo(26, y - 1);
  ctx.quadraticCurveTo(MID_X, y + 8, 74, y - 1);
  paint(ctx, null, "#e2b13c", 0.7);
}

/** Holds a suit symbol in a hand at (hx, hy): round suits above it, long suits upright. */
function holdSymbol(ctx, suit, symbol, hx, hy, size) {
  if (suit === "D" || suit === "H") placed(ctx, hx, hy - size * 0.95, size, 0, false, symbol);
  else placed(ctx, hx, hy - size * 2 * 0.36, size * 2, 0.08, false, symbol);
}

function paintNapoliCourt(ctx, card, symbol) {
  const look = { ...NAPOLI_LOOK[card.suit], ink: INK };
  const held = (hx, hy, size) => holdSymbol(ctx, card.suit, symbol, hx, hy, size);
  if (card.value === 8) paintNapoliPage(ctx, { ...look, role: "jack" }, held);
  else if (card.value === 9) paintNapoliRider(ctx, { ...look, role: "knight" }, held);
  else paintNapoliKing(ctx, { ...look, role: "king" }, held);
}

/** Shaded robe fill: lighter at the top-left like cloth catching light. */
function cloth(ctx, color, x0, y0, x1, y1) {
  return linear(ctx, x0, y0, x1, y1, [[0, shade(color, 0.25)], [0.6, color], [1, shade(color, -0.25)]]);
}

/** color lightened (amount > 0) or darkened (amount < 0). */
function shade(color, amount) {
  const n = parseInt(color.slice(1), 16);
  const channels = [n >> 16, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `rgb(${channels.join(", ")})`;
}

/** An arm as a thick outlined curve through three points. */
function sleeve(ctx, points, color, ink = INK) {
  ctx.beginPath();
  ctx.moveTo(points[0][0], points[0][1]);
  ctx.quadraticCurveTo(points[1][0], points[1][1], points[2][0], points[2][1]);
  paint(ctx, null, ink, 7.6);
  paint(ctx, null, color, 6);
}

function hand(ctx, x, y, ink = INK) {
  circle(ctx, x, y, 3);
  paint(ctx, SKIN, ink, 0.7);
}

function legs(ctx, x0, x1, top, bottom, hose, shoe) {
  for (const [lx, color] of [[x0, hose[0]], [x1, hose[1]]]) {
    ctx.beginPath();
    ctx.moveTo(lx - 3.2, top);
    ctx.lineTo(lx - 2.6, bottom);
    ctx.lineTo(lx + 2.6, bottom);
    ctx.lineTo(lx + 3.2, top);
    ctx.closePath();
    paint(ctx, color, INK, 0.8);
    ellipse(ctx, lx + 1.2, bottom + 1.5, 4.6, 2.4);
    paint(ctx, shoe, INK, 0.7);
  }
}

/** Fante: a page standing full length, the suit symbol raised in his right hand. */
function paintNapoliPage(ctx, look, held) {
  legs(ctx, 44, 56, 108, 144, [look.trim, look.accent], "#3a2616");
  ctx.beginPath();
  ctx.moveTo(39, 60);
  ctx.lineTo(61, 60);
  ctx.lineTo(70, 114);
  ctx.quadraticCurveTo(50, 118, 30, 114);
  ctx.closePath();
  paint(ctx, cloth(ctx, look.robe, 30, 60, 70, 114), INK, 0.9);
  ctx.beginPath();
  ctx.moveTo(30.5, 110);
  ctx.quadraticCurveTo(50, 114, 69.5, 110);
  paint(ctx, null, look.accent, 2.2);
  polygon(ctx, [[34, 86], [66, 86], [66.5, 90], [33.5, 90]]);
  paint(ctx, "#5a3a1e", INK, 0.5);
  ctx.beginPath();
  ctx.rect(47.5, 85.5, 5, 5);
  paint(ctx, look.accent, INK, 0.5);
  for (let yy = 64; yy < 84; yy += 5) {
    circle(ctx, MID_X, yy, 0.9);
    paint(ctx, look.accent);
  }
  sleeve(ctx, [[39, 64], [31, 78], [34, 94]], look.robe);
  hand(ctx, 34, 96);
  held(74, 54, 12);
  sleeve(ctx, [[61, 64], [72, 70], [74, 57]], look.robe);
  hand(ctx, 74, 54);
  collar(ctx, 60, 11);
  paintHead(ctx, MID_X, 45, 9.5, look);
}

function collar(ctx, y, halfWidth) {
  ctx.beginPath();
  ctx.moveTo(MID_X - halfWidth, y);
  ctx.quadraticCurveTo(MID_X, y + 9, MID_X + halfWidth, y);
  ctx.quadraticCurveTo(MID_X, y + 3, MID_X - halfWidth, y);
  paint(ctx, "#fbf7ee", INK, 0.7);
}

/** Cavallo: a rider on a horse walking left, holding the suit symbol up. */
function paintNapoliRider(ctx, look, held) {
  const horse = look.horse;
  const hoof = "#3a2616";
  // far legs first, darker
  for (const [x0, x1] of [[40, 36], [72, 76]]) {
    line(ctx, [[x0, 106], [x1, 128], [x1 - 1, 144]], INK, 5.2);
    line(ctx, [[x0, 106], [x1, 128], [x1 - 1, 144]], shade(horse, -0.2), 3.8);
  }
  // tail
  ctx.beginPath();
  ctx.moveTo(82, 96);
  ctx.quadraticCurveTo(94, 104, 88, 132);
  ctx.quadraticCurveTo(86, 112, 80, 104);
  ctx.closePath();
  paint(ctx, look.hair, INK, 0.7);
  // body and neck
  ctx.beginPath();
  ctx.moveTo(34, 104);
  ctx.quadraticCurveTo(26, 86, 24, 72);
  ctx.quadraticCurveTo(22, 62, 15, 64);
  ctx.lineTo(8, 78);
  ctx.quadraticCurveTo(7, 84, 12, 84);
  ctx.quadraticCurveTo(18, 82, 22, 84);
  ctx.quadraticCurveTo(26, 92, 30, 96);
  ctx.quadraticCurveTo(32, 90, 40, 90);
  ctx.quadraticCurveTo(60, 86, 78, 92);
  ctx.quadraticCurveTo(86, 100, 80, 112);
  ctx.quadraticCurveTo(56, 118, 34, 104);
  ctx.closePath();
  paint(ctx, cloth(ctx, horse, 20, 70, 80, 115), INK, 0.9);
  // near legs, one raised
  line(ctx, [[40, 108], [33, 122], [40, 130]], INK, 5.6);
  line(ctx, [[40, 108], [33, 122], [40, 130]], horse, 4.2);
  line(ctx, [[68, 108], [66, 128], [69, 144]], INK, 5.6);
  line(ctx, [[68, 108], [66, 128], [69, 144]], horse, 4.2);
  for (const [hx, hy] of [[41, 131], [69.5, 145], [35, 145], [75, 145]]) {
    ellipse(ctx, hx, hy, 3, 1.8);
    paint(ctx, hoof, INK, 0.5);
  }
  // ear, eye, mane, bridle
  polygon(ctx, [[19, 65], [21, 57], [24, 67]]);
  paint(ctx, horse, INK, 0.7);
  circle(ctx, 15, 70, 1.1);
  paint(ctx, INK);
  ctx.beginPath();
  ctx.moveTo(23, 64);
  for (let i = 0; i < 5; i++) ctx.quadraticCurveTo(31 + i * 0.5, 69 + i * 6, 27 + i, 73 + i * 6);
  paint(ctx, null, look.hair, 2.4);
  line(ctx, [[10, 79], [22, 72], [20, 66]], look.trim, 1);
  // saddle cloth with a fringe
  ctx.beginPath();
  ctx.moveTo(44, 88);
  ctx.lineTo(70, 88);
  ctx.quadraticCurveTo(74, 100, 70, 112);
  ctx.lineTo(46, 112);
  ctx.quadraticCurveTo(42, 100, 44, 88);
  ctx.closePath();
  paint(ctx, cloth(ctx, look.trim, 44, 88, 72, 112), INK, 0.8);
  line(ctx, [[46, 111], [70, 111]], look.accent, 2);
  for (let xx = 47; xx < 70; xx += 3) line(ctx, [[xx, 112], [xx, 115]], look.accent, 0.9);
  // rider: leg, body, arms, head
  line(ctx, [[54, 92], [52, 108], [55, 118]], INK, 6.4);
  line(ctx, [[54, 92], [52, 108], [55, 118]], look.accent, 5);
  ellipse(ctx, 57, 119.5, 4.4, 2.2);
  paint(ctx, "#3a2616", INK, 0.6);
  ctx.beginPath();
  ctx.moveTo(49, 66);
  ctx.lineTo(63, 66);
  ctx.lineTo(66, 94);
  ctx.quadraticCurveTo(56, 97, 46, 94);
  ctx.closePath();
  paint(ctx, cloth(ctx, look.robe, 46, 66, 66, 96), INK, 0.9);
  polygon(ctx, [[46.5, 88], [65.5, 88], [66, 91.5], [46, 91.5]]);
  paint(ctx, "#5a3a1e", INK, 0.5);
  sleeve(ctx, [[50, 70], [44, 80], [36, 80]], look.robe);
  hand(ctx, 35, 80);
  line(ctx, [[35, 80], [14, 76]], look.trim, 0.8);
  held(78, 58, 11);
  sleeve(ctx, [[62, 70], [74, 74], [77, 61]], look.robe);
  hand(ctx, 78, 58);
  paintHead(ctx, 56, 52, 8.5, look);
}

/** Re: a standing king in an ermine-trimmed robe and crown, the symbol in his right hand. */
function paintNapoliKing(ctx, look, held) {
  ctx.beginPath();
  ctx.moveTo(36, 62);
  ctx.lineTo(64, 62);
  ctx.lineTo(82, 148);
  ctx.lineTo(18, 148);
  ctx.closePath();
  paint(ctx, cloth(ctx, shade(look.trim, -0.15), 18, 60, 82, 148), INK, 0.9);
  ctx.beginPath();
  ctx.moveTo(39, 60);
  ctx.lineTo(61, 60);
  ctx.lineTo(71, 146);
  ctx.quadraticCurveTo(50, 149, 29, 146);
  ctx.closePath();
  paint(ctx, cloth(ctx, look.robe, 29, 60, 71, 146), INK, 0.9);
  ermine(ctx, [[47, 62], [53, 62], [55, 146], [45, 146]]);
  ctx.beginPath();
  ctx.moveTo(29, 140);
  ctx.quadraticCurveTo(50, 143, 71, 140);
  ctx.lineTo(71.6, 146);
  ctx.quadraticCurveTo(50, 149, 28.4, 146);
  ctx.closePath();
  ermineFill(ctx);
  for (const sx of [43, 57]) {
    ellipse(ctx, sx, 148, 4.4, 2.2);
    paint(ctx, "#3a2616", INK, 0.6);
  }
  // ermine cape over the shoulders
  ctx.beginPath();
  ctx.moveTo(34, 66);
  ctx.quadraticCurveTo(50, 54, 66, 66);
  ctx.quadraticCurveTo(66, 74, 62, 76);
  ctx.quadraticCurveTo(50, 70, 38, 76);
  ctx.quadraticCurveTo(34, 74, 34, 66);
  ctx.closePath();
  ermineFill(ctx);
  sleeve(ctx, [[38, 72], [34, 88], [44, 92]], look.robe);
  hand(ctx, 45, 92);
  held(72, 72, 12);
  sleeve(ctx, [[62, 72], [72, 80], [72, 75]], look.robe);
  hand(ctx, 72, 72);
  paintHead(ctx, MID_X, 46, 9.5, look);
}

function ermine(ctx, points) {
  polygon(ctx, points);
  ermineFill(ctx);
}

/** Fills the current path white with black ermine tails. */
function ermineFill(ctx) {
  paint(ctx, "#fbf8f0", INK, 0.7);
  ctx.save();
  ctx.clip();
  ctx.beginPath();
  for (let yy = 56; yy < 152; yy += 6) {
    for (let xx = 20 + ((yy / 6) % 2) * 3; xx < 82; xx += 6) {
      addPolygon(ctx, [[xx, yy - 1.4], [xx + 0.8, yy + 1.2], [xx - 0.8, yy + 1.2]]);
    }
  }
  paint(ctx, "#1b1b1f");
  ctx.restore();
}

// ---------------------------------------------------------------- Piacenza

const PIACENZA_SYMBOL = { D: piacenzaCoin, H: piacenzaCup, S: piacenzaSword, C: piacenzaBaton };
const PIACENZA_LOOK = {
  D: { robe: P_RED, accent: P_YELLOW, trim: P_BLUE, hair: "#7a4a22", horse: "#f4efe2" },
  H: { robe: P_BLUE, accent: P_YELLOW, trim: P_RED, hair: "#3e2a1a", horse: "#f4efe2" },
  S: { robe: "#2f7a44", accent: P_YELLOW, trim: P_RED, hair: "#2b1d12", horse: "#a8703f" },
  C: { robe: P_YELLOW, accent: P_RED, trim: P_BLUE, hair: "#7a4a22", horse: "#a8703f" },
};
const PIACENZA_ROLE = { 8: "jack", 9: "knight", 10: "king" };
const PIACENZA_FRAME = { x0: 8, y0: 8, x1: 92, y1: 152 };

const PIACENZA = {
  paper: "#fdf9ee",
  paint(ctx, card, u) {
    const symbol = PIACENZA_SYMBOL[card.suit];
    const f = PIACENZA_FRAME;
    for (const [inset, width] of [[0, 1.1], [2.6, 0.5]]) {
      ctx.beginPath();
      ctx.rect(f.x0 - inset, f.y0 - inset, f.x1 - f.x0 + 2 * inset, f.y1 - f.y0 + 2 * inset);
      paint(ctx, null, P_INK, width);
    }
    if (card.value === 1) {
      ellipse(ctx, MID_X, MID_Y, 34, 52);
      paint(ctx, "#f7e7b4", P_INK, 0.8);
      ellipse(ctx, MID_X, MID_Y, 31, 49);
      paint(ctx, null, P_RED, 0.6);
      const long = card.suit === "S" || card.suit === "C";
      placed(ctx, MID_X, MID_Y, long ? 48 : 26, 0, false, symbol);
    } else if (card.value <= 7) {
      paintItalianPips(ctx, card, symbol, 56);
    } else {
      const look = { ...PIACENZA_LOOK[card.suit], role: PIACENZA_ROLE[card.value], flat: true, ink: P_INK };
      doubleHeaded(ctx, f, 0, () => {
        paintBust(ctx, look, ([hx, hy]) => holdSymbol(ctx, card.suit, symbol, hx, hy, 11));
      });
    }
    // number boxes cut into the frame, with the suit sign beneath
    paintIndexes(ctx, u, (c) => {
      c.beginPath();
      c.rect(2.5, 2.5, 16, 31);
      paint(c, "#fdf9ee", P_INK, 0.9);
      setFont(c, "bold", 15);
      c.fillStyle = P_INK;
      if (card.value === 10) c.scale(0.8, 1);
      c.fillText(String(card.value), card.value === 10 ? 13.1 : 10.5, 16.5);
    }, (c) => paintIndexMark(c, card.suit, symbol, 10.5, 26), null);
  },
};
