/**
 * Scala 40's own drawing on the felt, under the cards: the stock, each
 * player's zone (yours a dashed frame while you prepare your opening), the
 * glow behind the combinations the selected card can join (at three or four,
 * a magnifier in the corner of each other zone with combinations: a tap there
 * shows them large); over them, what
 * each prepared group is worth (or what is wrong with it) and the size of
 * each other hand (at three or four, with its seat's name, or that it is out).
 */
import { FONT, drawLabel, drawOutline, drawPill, drawStack, drawTurnLight, pillSize } from "../../table/draw.js";
import { strings } from "../../ui/strings.js";

/**
 * @typedef {import("../../types").Scene} Scene
 * @typedef {import("../../types").Pen} Pen
 * @typedef {import("../../types").Rect} Rect
 * @typedef {ReturnType<typeof import("./layout.js").layoutScene>} ScalaFrame
 * @typedef {import("./picks.js").Checks} Checks
 */

/**
 * @param {CanvasRenderingContext2D} context
 * @param {ScalaFrame} frame
 * @param {{scene: Scene, before: Scene}} stage
 * @param {Pen} pen
 * @param {{checks: Checks | null, targets: number[], chosen: number | null, placeOf: (seat: number) => string | null}} marks `placeOf`: a seat's place while watching
 */
export function drawUnder(context, frame, { scene, before }, pen, { checks, targets, chosen, placeOf }) {
  if (scene.turn !== null && frame.fans[scene.turn]) drawTurnLight(context, frame.fans[scene.turn]);
  const size = Math.round(Math.max(10, Math.min(13, frame.sizes.meld.h * 0.2)));
  frame.zoneBoxes.forEach((zone, player) => {
    // The frame is the player's own, to prepare an opening in: a watcher has none.
    const framed = player === 0 && scene.preparing && !placeOf(0);
    if (framed) drawOutline(context, zone, { dash: [7, 5], stroke: "rgba(241, 205, 112, 0.8)", width: 1.6, fill: "rgba(241, 205, 112, 0.05)" });
    else drawOutline(context, zone, { fill: scene.out[player] ? "rgba(0, 0, 0, 0.18)" : "rgba(0, 0, 0, 0.07)" });
    const title = framed ? strings.scala40.frameTitle(checks?.points ?? 0) : zoneTitle(scene, player, placeOf(player));
    const magnified = scene.seats > 2 && player !== 0 && scene.table.some((/** @type {{owner: number}} */ meld) => meld.owner === player);
    // The title ends short of the magnifier.
    const room = zone.w - 16 - (magnified ? size + 6 : 0);
    drawLabel(context, title, zone.x + 8, zone.y + 4, { size, color: framed ? "#f1cd70" : undefined, width: room });
    if (magnified) drawMagnifier(context, zone.x + zone.w - 8 - size, zone.y + 5, size);
    if (framed && scene.prepared.length === 0) {
      drawLabel(context, strings.scala40.frameHint, zone.x + zone.w / 2, zone.y + zone.h / 2 - size / 2, {
        size: size + 1, align: "center", color: "rgba(244, 236, 216, 0.5)", weight: 500, width: zone.w - 16,
      });
    }
  });
  for (const meld of targets) {
    const rect = frame.melds[meld];
    if (!rect) continue;
    const picked = meld === chosen;
    drawOutline(context, { x: rect.x - 4, y: rect.y - 4, w: rect.w + 8, h: rect.h + 8 }, {
      stroke: picked ? "#8fc2ff" : "rgba(127, 184, 255, 0.8)", width: picked ? 3.5 : 2.5,
      fill: picked ? "rgba(21, 101, 216, 0.28)" : "rgba(21, 101, 216, 0.14)", radius: 8,
    });
  }
  // While cards fly off the stock, it still holds them.
  const stock = Math.max(scene.stock, before.stock);
  drawStack(context, frame.stock, stock, pen.drawSprite, { label: strings.number(stock), perLayer: 14 });
}

/**
 * @param {CanvasRenderingContext2D} context
 * @param {ScalaFrame} frame
 * @param {Scene} scene
 * @param {Checks | null} checks
 */
export function drawOver(context, frame, scene, checks) {
  for (let seat = 1; seat < scene.seats; seat++) {
    const count = scene.backs[seat];
    const fan = frame.fans[seat];
    if (scene.revealed || (count === 0 && !scene.out[seat])) continue;
    const tag = scene.seats === 2 ? strings.number(count) : strings.scala40.many.tag(scene.seats, seat, count, scene.out[seat]);
    const room = frame.opponentArea.w / (scene.seats - 1) - 4;
    drawPill(context, fan.x + fan.w / 2, fan.y + fan.h, tag, fittingSize(context, tag, pillSize(frame.sizes.opponent.w * 1.25), room));
  }
  const size = Math.round(Math.max(10, Math.min(12, frame.sizes.meld.h * 0.16)));
  frame.prepared.forEach((/** @type {Rect} */ rect, /** @type {number} */ g) => {
    const check = checks?.groups[g];
    if (!check) return;
    if (!check.ok) drawOutline(context, { x: rect.x - 3, y: rect.y - 3, w: rect.w + 6, h: rect.h + 6 }, { dash: [4, 3], stroke: "#ff9a86", width: 1.6, radius: 6 });
    const caption = check.ok ? strings.scala40.points(check.points) : strings.scala40.reasons[/** @type {"too_few"} */ (check.reason)];
    drawPill(context, rect.x + rect.w / 2, rect.y + rect.h, caption, size, { warn: !check.ok });
  });
}

/** The largest pill text size up to `size` whose pill holds `label` within `room` px (each seat's share of the strip). */
function fittingSize(/** @type {CanvasRenderingContext2D} */ context, /** @type {string} */ label, /** @type {number} */ size, /** @type {number} */ room) {
  context.save();
  let fitted = size;
  for (; fitted > 7; fitted--) {
    context.font = `700 ${fitted}px ${FONT}`;
    if (context.measureText(label).width + fitted * 1.1 <= room) break;
  }
  context.restore();
  return fitted;
}

/** A magnifier `size` px square at (x, y): a ring and its handle, in the zone titles' ink. */
function drawMagnifier(/** @type {CanvasRenderingContext2D} */ context, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ size) {
  const radius = size * 0.34;
  const centre = { x: x + radius + 1, y: y + radius + 1 };
  context.save();
  context.strokeStyle = "rgba(244, 236, 216, 0.55)";
  context.lineWidth = Math.max(1.5, size * 0.14);
  context.lineCap = "round";
  context.beginPath();
  context.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
  context.moveTo(centre.x + radius * 0.72, centre.y + radius * 0.72);
  context.lineTo(x + size, y + size);
  context.stroke();
  context.restore();
}

/**
 * A zone's name: at two, whose combinations; at three or four, the seat's, and whether it has opened or is out.
 * While watching (`place`, the seat's place), whose they are where the game's words would say yours or the computer's.
 */
function zoneTitle(/** @type {Scene} */ scene, /** @type {number} */ player, /** @type {string | null} */ place) {
  if (place && (player === 0 || scene.seats === 2)) return strings.watch.zone(place);
  if (scene.seats === 2) return strings.scala40.zones[player];
  return strings.scala40.many.zone(scene.seats, player, scene.opened[player], scene.out[player]);
}
