/**
 * How the Scala 40 table moves from one layout to the next: which card of
 * the layout before each card of the layout after comes from, and where each
 * card at any moment of the motion is. Pure arithmetic on layouts
 * (scala-layout.js); the table plays it through the animation queue.
 */

const ease = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const lerp = (a, b, t) => a + (b - a) * t;

/** Cards leaving the prepared groups first, then the hand, so an opening lays the prepared cards. */
const leavingFirst = (id) => (id.startsWith("p") ? 0 : id.startsWith("h:") ? 1 : 2);

/**
 * Links two layouts' sprites (maps of id → sprite): each card that appears
 * comes from a card that left with the same face, else from a face-down card
 * of the computer's that it turns into (or the other way round); a card from
 * nowhere comes off the stock ("stock"), or, laid by the computer, out of its
 * hand ("opponent"), or when dealing (`dealing`) off the stock too; the top
 * of the discard pile uncovered is "here". Cards that leave to nowhere go to
 * the computer's hand (a joker it took back) or are simply covered ("gone").
 */
export function linksBetween(before, after, { dealing = false } = {}) {
  const vanished = [...before.keys()].filter((id) => !after.has(id)).sort((a, b) => leavingFirst(a) - leavingFirst(b));
  const appeared = [...after.keys()].filter((id) => !before.has(id));
  const free = new Set(vanished);
  const take = (test) => {
    const found = [...free].find(test);
    if (found) free.delete(found);
    return found;
  };
  const origins = {};
  for (const id of appeared) {
    const face = after.get(id).face;
    const from =
      take((old) => face !== null && before.get(old).face === face) ??
      take((old) => (before.get(old).face === null) !== (face === null));
    if (from) origins[id] = from;
    else if (dealing) origins[id] = "stock";
    else if (id.startsWith("d:")) origins[id] = "here";
    else if (id.startsWith("h:") || id.startsWith("o:")) origins[id] = "stock";
    else origins[id] = "opponent";
  }
  const destinations = {};
  for (const id of free) destinations[id] = id.startsWith("d:") || id.startsWith("h:") ? "gone" : "opponent";
  return { origins, destinations, order: appeared };
}

/** A face-down card on the stock, or in the middle of the computer's hand. */
function placeOf(frame, where) {
  if (where === "stock") return { ...frame.stock, face: null, angle: 0 };
  const fan = frame.opponentFan;
  const { w, h } = frame.sizes.opponent;
  return { x: fan.x + fan.w / 2 - w / 2, y: fan.y, w, h, face: null, angle: 0 };
}

/**
 * The sprites of a motion between layouts `before` and `after` at its time
 * `t` (0..1): `links` from linksBetween, each appearing card starting
 * `stagger` ms after the one before it and travelling `ms` ms. Cards in
 * flight are drawn above the rest, the first to leave on top.
 */
export function blendSprites(before, after, { links, stagger, ms, t }) {
  const total = ms + stagger * Math.max(0, links.order.length - 1);
  const used = new Set(Object.values(links.origins));
  const sprites = [];
  for (const [id, end] of after.cards) {
    const origin = links.origins[id];
    const start =
      before.cards.get(id) ??
      (origin === "stock" || origin === "opponent" ? placeOf(before, origin) : before.cards.get(origin) ?? end);
    const ordered = links.order.indexOf(id);
    const delay = Math.max(0, ordered) * stagger;
    const at = ease(total > 0 ? Math.min(1, Math.max(0, (t * total - delay) / ms)) : 1);
    const turning = start.face !== end.face;
    const moving = turning || start.x !== end.x || start.y !== end.y || start.w !== end.w;
    const flying = moving && ordered >= 0 && at > 0 && at < 1;
    sprites.push({
      x: lerp(start.x, end.x, at), y: lerp(start.y, end.y, at), w: lerp(start.w, end.w, at), h: lerp(start.h, end.h, at),
      angle: lerp(start.angle ?? 0, end.angle ?? 0, at),
      face: turning && at < 0.5 ? start.face : end.face,
      stands: at < 0.5 ? start.stands : end.stands,
      restW: Math.max(start.w, end.w), restH: Math.max(start.h, end.h),
      z: flying ? 400 - ordered : end.z,
      flip: turning ? Math.max(0.04, Math.abs(Math.cos(Math.PI * at))) : 1,
      lifted: flying,
    });
  }
  const leaving = ease(t);
  for (const [id, start] of before.cards) {
    const where = links.destinations[id];
    if (after.cards.has(id) || used.has(id) || where !== "opponent" || leaving >= 1) continue;
    const end = placeOf(after, where);
    sprites.push({
      x: lerp(start.x, end.x, leaving), y: lerp(start.y, end.y, leaving), w: lerp(start.w, end.w, leaving), h: lerp(start.h, end.h, leaving),
      angle: 0, face: leaving < 0.5 ? start.face : null, stands: start.stands, restW: start.w, restH: start.h, z: 399,
      flip: Math.max(0.04, Math.abs(Math.cos(Math.PI * leaving))), lifted: true,
    });
  }
  return sprites.sort((a, b) => a.z - b.z);
}
