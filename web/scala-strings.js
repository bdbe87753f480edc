/**
 * TEMPORARY home of the Scala 40 texts until strings.js opens for edits;
 * they move there as `strings.scala40`, unchanged.
 */

const SUITS = { D: "diamonds", H: "hearts", S: "spades", C: "clubs" };
const RANKS = { A: "Ace", T: "10", J: "Jack", Q: "Queen", K: "King" };
const you = (player) => player === 0;

/** "a", "a and b", "a, b and c". */
function list(items) {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const scala40 = {
  name: "Scala 40",
  /** "7H" → "7 of hearts", "JK" → "Joker". */
  cardName: (card) => (card === "JK" ? "Joker" : `${RANKS[card[0]] ?? card[0]} of ${SUITS[card[1]]}`),
  groups: { table: "Table", hand: "Your hand", actions: "Actions" },
  zones: ["Your combinations", "The computer's combinations"],
  stock: (count) => `Stock, ${count} card${count === 1 ? "" : "s"}: draw`,
  discardPile: (card) => (card ? `Discard pile, ${card} on top: take it, or discard onto it` : "Discard pile, empty"),
  opponentHand: (count) => `The computer holds ${count} card${count === 1 ? "" : "s"}`,
  meld: (owner, kind, cards, stands) =>
    `${you(owner) ? "Your" : "The computer's"} ${kind}: ${list(cards)}${stands.length ? `; the joker stands for ${stands.join(" or ")}` : ""}`,
  prepared: (cards, check) => `Prepared: ${list(cards)}${check ? `, ${check}` : ""}. Tap to take back.`,
  kinds: { set: "set", run: "run" },

  actions: {
    /** What the Sort button does next. */
    sortBy: { rank: "Sort by rank", suit: "Sort by suit" },
    sortShort: "Sort",
    lay: "Lay down",
    open: "Open",
    discard: "Discard",
    return: "Return",
  },
  /** The total of the prepared groups, above the Open button and on the dashed frame. */
  total: (points) => (points === null ? "? / 40" : `${points} / 40`),
  frameHint: "Prepare your opening here: 40 points or more",
  frameTitle: (points) => (points === null ? "Your opening" : `Your opening: ${points} of 40`),
  points: (count) => `${count} pt${count === 1 ? "" : "s"}`,
  reasons: {
    too_few: "too few cards",
    two_jokers: "two jokers",
    not_a_set: "not a set",
    not_a_run: "not a run",
    below_40: (points) => `total below 40 (${points})`,
    taken_missing: (card) => `the ${card} you took must be in it`,
    keep_a_card: "keep a card to discard",
    not_held: "cards you do not hold",
  },

  /** Refusals the page can tell by itself, from the view; the engine explains the rest. */
  refuse: {
    selectToLay: "Select the cards of a combination first.",
    selectToDiscard: "Select the one card to discard.",
    selectOneToAdd: "Select the one card to add, then the combination.",
    nothingPrepared: "Lay down your combinations first: they wait here until they reach 40.",
    notOpened: "You have not opened yet: you can add to the table once you have.",
    drawFirst: "Draw first: from the stock or the discard pile.",
    fitsNowhere: (card) => `The ${card} fits no combination on the table.`,
    fitsNotHere: (card) => `The ${card} does not fit there.`,
    nothingToReturn: "You have taken no discard to return.",
    notYourTurn: "Wait for your turn.",
  },

  status: {
    draw: (top) => ({
      text: top ? `Your turn: draw from the stock, or take the ${top}.` : "Your turn: draw from the stock.",
      keys: "S stock · P discard pile.",
    }),
    stock: { text: "Draw from the stock.", keys: "S stock." },
    prepare: {
      text: "Select cards and lay them down to prepare your opening, or discard.",
      keys: "← → Space select · Enter lay down · X discard.",
    },
    ready: (points) => ({ text: `Your opening is worth ${points}: open, or prepare more.`, keys: "Enter opens." }),
    play: {
      text: "Lay down, add to the table, or discard to end your turn.",
      keys: "← → Space select · Enter lay down · A add · X discard.",
    },
    taken: (card) => ({
      text: `Put the ${card} on the table this turn, or return it.`,
      keys: "Enter lay down · A add · B return.",
    }),
    placing: (what) => ({ text: what, keys: "A or ← → for another place · Enter · Esc cancels." }),
  },
  placing: {
    add: (card, meld) => `Add the ${card} to ${meld}?`,
    low: (card, meld) => `Add the ${card} at the low end of ${meld}?`,
    swap: (card, meld) => `Put the ${card} in place of the joker of ${meld}, taking the joker?`,
  },

  announce: {
    draw: (player, card) => (you(player) ? `You draw the ${card}.` : "The computer draws from the stock."),
    take: (player, card) => (you(player) ? `You take the ${card}.` : `The computer takes the ${card}.`),
    return: (player, card) => `${you(player) ? "You put" : "The computer puts"} the ${card} back.`,
    rebuild: "The discard pile is shuffled into a new stock.",
    open: (player, points) => `${you(player) ? "You open" : "The computer opens"} with ${points} points.`,
    meld: (player, cards) => `${you(player) ? "You lay down" : "The computer lays down"} ${list(cards)}.`,
    add: (player, card) => `${you(player) ? "You add" : "The computer adds"} the ${card} to the table.`,
    swap: (player, card) =>
      `${you(player) ? "You take back a joker with" : "The computer takes back a joker with"} the ${card}.`,
    discard: (player, card) => `${you(player) ? "You discard" : "The computer discards"} the ${card}.`,
    close: (player, doubled) =>
      `${you(player) ? "You close" : "The computer closes"} the round${doubled ? " in one go: points doubled!" : "!"}`,
    void: "The stock ran out twice: nobody scores this round.",
    prepared: (cards) => `Set aside for your opening: ${list(cards)}.`,
    unprepared: "Your prepared combinations are back in your hand.",
    sorted: { rank: "Your hand is sorted by rank.", suit: "Your hand is sorted by suit." },
    newGame: (level) => `New match of Scala 40, level ${level}. The cards are dealt.`,
    roundOver: (mine, theirs) => `Round over: you take ${mine} points, the computer ${theirs}.`,
  },

  count: {
    lines: {
      cardsLeft: "Cards left",
      cardPoints: "Their points",
      neverOpened: "Never opened",
      doubled: "Closed in one go",
      round: "This round",
      total: "Match total",
    },
    cardsOf: ["Your cards", "The computer's cards"],
    closed: "closed",
    none: "—",
    double: "×2",
    void: "The stock ran out: nobody scores this round.",
    target: (points) => `Whoever reaches ${points} points loses the match.`,
    winner: (player, mine, theirs) =>
      you(player) ? `You win the match, ${mine} to ${theirs}!` : `The computer wins the match, ${theirs} to ${mine}.`,
  },
};

export const strings = { scala40 };
