/**
 * English: every text the page shows. Every language file (web/i18n/<lang>.js)
 * has the same keys; texts that depend on the game are functions with the
 * same parameters in every language. Card names depend on the card style
 * (the French style calls coins diamonds and the Knight the Queen).
 */
import { formatters } from "./format.js";

const { number, list, either, plural } = formatters("en");

const SUITS = {
  italian: { D: "coins", H: "cups", S: "swords", C: "batons" },
  french: { D: "diamonds", H: "hearts", S: "spades", C: "clubs" },
};
const RANKS = {
  italian: { 1: "Ace", 8: "Jack", 9: "Knight", 10: "King" },
  french: { 1: "Ace", 8: "Jack", 9: "Queen", 10: "King" },
};
const deckOf = (style) => (style === "french" || style === "numbers" ? "french" : "italian");
/** The French numbers style has no faces: 8, 9 and 10 are numbers. */
const ranksOf = (style) => (style === "numbers" ? { 1: "Ace" } : RANKS[deckOf(style)]);

const you = (player) => player === 0;
/**
 * A player in the words of a move is a seat's number (0: you) or, where the table names its seats
 * (people playing together, the computer watched), that name, said in the third person: `who` gives
 * the name, else `seat`, the seat's own words.
 */
const who = (player, seat) => (typeof player === "string" ? player : seat);
const the = (card) => `the ${card}`;
const points = (count) => `${number(count)} ${plural(count, { one: "point", other: "points" })}`;
const MATCH_LOST = "The match under way will be lost.";
const LOST = "The game under way will be lost.";
/** The seats at a table of four, by number: as a sentence's subject, after "to", and short (in the count). */
const FOUR_SEATS = ["You", "The opponent on your right", "Your partner", "The opponent on your left"];
const FOUR_TO = ["you", "the opponent on your right", "your partner", "the opponent on your left"];
const FOUR_SHORT = ["you", "right", "partner", "left"];
/** Each seat on a pill, short enough for a phone. */
const FOUR_TAGS = ["You", "Right", "Partner", "Left"];
const FOUR_TABLES = { scopa: "Scopa for four", scientifico: "Scopone Scientifico", classico: "Scopone classico" };
// Scala 40 for three and four: each seat as a sentence names it, and its short name (the bar, the count, the zones).
const SCALA_SEATS = { 3: ["You", "The player on your right", "The player on your left"], 4: ["You", "The player on your right", "The player across", "The player on your left"] };
const SCALA_NAMES = { 3: ["You", "Right", "Left"], 4: ["You", "Right", "Across", "Left"] };

/** Scopa's lessons (learn.lessons.scopa); Scopone's share their words but where they say otherwise. */
const SCOPA_LESSONS = {
  values: {
    title: "The cards and their values",
    goal: (c) => `Number cards are worth their number, the three picture cards 8, 9 and 10. Take ${the(c.QC)} and ${the(c.AS)} with ${the(c.KD)}: 9 and 1 make 10.`,
    why: "Every card has a value from 1 to 10: that is all you need to see what a card can take.",
  },
  take_one: {
    title: "Taking a card",
    goal: (c) => `Play ${the(c["7D"])} to take ${the(c["7H"])}: a card takes a card of the same value.`,
    why: "The cards you take are yours at the count: more cards, more coins, more chances at the points.",
  },
  take_sum: {
    title: "Taking several cards",
    goal: (c) => `Take ${the(c["4D"])} and ${the(c["2H"])} together with ${the(c["6C"])}: 4 and 2 make 6.`,
    why: "One card can take several at once: look for sums on every turn.",
  },
  same_value_first: {
    title: "Same value first",
    goal: (c) => `Take with ${the(c["5D"])}. A 5 lies on the table, so it must take that 5, not a 3 and a 2.`,
    why: "When a card of the same value is on the table, no sum is allowed: it takes that card.",
  },
  scopa: {
    title: "The scopa",
    goal: () => "Take every card on the table at once: that is a scopa.",
    why: "Each scopa is a point of its own. A table that adds up to 10 or less may hand your opponent one.",
  },
  last_taker: {
    title: "The last taker",
    goal: (c) => `The deck is empty and this is your last card. Take ${the(c["3S"])} with ${the(c["3D"])}.`,
    why: "When the last card is played, whatever is left on the table goes to the last player who took.",
  },
  settebello: {
    title: "The settebello",
    goal: (c) => `The settebello is ${the(c["7D"])}: take it.`,
    why: "The settebello alone is worth a point at the count.",
  },
  primiera: {
    title: "The primiera",
    goal: () => "Take the card worth most to the primiera: a 7 counts most, then a 6, then an Ace.",
    why: "At the count each player adds up their best card of each suit, and the higher total wins a point: sevens and sixes are worth taking.",
  },
  count: {
    title: "The count",
    goal: (c) => `Last two cards, the deck spent. Take ${the(c["7H"])}: it wins you the primiera. Then play ${the(c.KD)}, and the count follows.`,
    why: "At the count the cards, the coins, the settebello and the primiera are a point each. Your primiera, two 7s and two 6s, makes 78 to their 75: without the 7 you took, it was theirs.",
  },
  round: {
    title: "A whole round",
    goal: () => "Play the round out against the computer, to the count. Stuck? Ask for a hint.",
    why: "Each turn asks the same: what can I take, what do I leave on the table? The hint shows what the strongest player would do, and why.",
  },
};

export default {
  languageSwitch: "Language",
  close: "Close",
  number,

  title: "Mazzo",
  tagline: "Italian card games",
  steps: {
    runtime: "Bringing out the deck…",
    engine: "Setting the table…",
    ready: "Dealing the cards…",
  },
  /** The loading panel: what mazzo is, and one tip (a different one each day). */
  loading: {
    about: "Scopa, Scopone, Scala 40 and Briscola against the computer, right in your browser. Your games stay on this device.",
    tip: (text) => `Tip: ${text}`,
    tips: [
      "Tap a card to play it; when it can take in several ways, tap the cards you want to take.",
      "A hint shows the move the strongest computer player would make, and why.",
      "The deal of the day gives everyone the same cards: compare your result with your friends'.",
    ],
  },
  failed: {
    runtime: "The Python runtime could not be loaded.",
    engine: "The card game engine could not be installed.",
    worker: "The game engine could not be started.",
    stopped: "The game engine stopped. Your game is saved: restart the engine to go on.",
  },
  failedHint: "Check the connection, then try again.",
  retry: "Retry",
  notices: {
    updateReady: "A new version of Mazzo is ready: it will be used the next time you open the game.",
    restoreFailed: "Your saved game could not be restored, so a new game has started.",
    dismiss: "OK",
  },
  version: (version) => `mazzo ${version}`,

  games: { scopa: "Scopa", scala40: "Scala 40", briscola: "Briscola", scopone: "Scopone", tressette: "Tressette" },
  levels: { easy: "Easy", normal: "Normal", hard: "Hard" },
  styles: { napoli: "Napoli", piacenza: "Piacenza", french: "French", numbers: "Numbers" },
  players: ["You", "Computer"],

  /** "7 of coins", "Knight of cups", "Queen of hearts" — `value` 1 to 10, `suit` D, H, S or C. */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${ranksOf(style)[value] ?? value} of ${SUITS[deck][suit]}`;
  },
  /** A suit's name, as a refusal names the suit led. */
  suitName: (suit, style) => SUITS[deckOf(style)][suit],

  toolbar: {
    label: "Game",
    level: "Level",
    target: "Target",
    napola: "Napola",
    onOff: (on) => (on ? "on" : "off"),
    rules: "Rules",
    settings: "Settings",
  },
  /** The game menu (web/app/views/menu.js): the front door, with a welcome on a first visit. */
  together: {
    seats: "At the table",
    seat: (n) => `Seat ${number(n)}`,
    person: "Person",
    computer: "Computer",
    defaultName: (n) => `Player ${number(n)}`,
    nameLabel: (n) => `Name of the player at seat ${number(n)}`,
    passTo: (name) => `Pass to ${name}`,
    passNote: "Every hand is hidden. Only the next player should look.",
    passShow: (name) => `${name}: show my cards`,
    turnOf: (name) => `${name}'s turn`,
    alone: "You, against the computer",
    wins: (name) => `${name} wins the game!`,
    /** The round's points said by the sides' names (people playing each for themselves, a watched game's places). */
    roundOver: (names, scored) => `Round over: ${names.map((name, side) => `${name} ${points(scored[side])}`).join(", ")}.`,
    whose: "Whose statistics",
  },
  menu: {
    open: "Menu",
    title: "Choose a game",
    close: "Close the menu",
    welcome: [
      "Mazzo deals Italian card games against the computer, right in your browser: Scopa, Scopone, Scala 40 and Briscola.",
      "To play a card, tap it, or press its number on the keyboard.",
      "Everything stays on this device: your games, settings and statistics are never sent anywhere.",
    ],
    game: "Game",
    deal: "Deal",
    resume: "Continue",
    inProgress: "game in progress",
    daily: "Deal of the day",
    dailyDone: "today's deal played",
    playedToday: (line) => `Played today: ${line}`,
    waiting: "The cards are on their way: the game is still loading…",
    another: "Another game",
  },
  groups: { hand: "Your hand", table: "Table", actions: "Actions" },

  /** Another player's hand, face down: how many cards it holds. */
  opponentHand: (count) => `The computer holds ${number(count)} ${plural(count, { one: "card", other: "cards" })}`,

  score: {
    target: (target) => `first to ${number(target)}`,
    round: (round) => `Round ${number(round)}`,
  },
  table: { scopa: "Scopa!" },

  /** What the player can do now; `keys` is shown only where there is a keyboard. */
  status: {
    yourTurn: { text: "Your turn: play a card.", keys: "Keys 1 to 3." },
    choose: (card, ways) => ({
      text: `The ${card} can take in ${number(ways)} ${plural(ways, { one: "way", other: "ways" })}: tap the cards to take.`,
      keys: "Or ← → and Enter; Esc cancels.",
    }),
    computerTurn: { text: "The computer is thinking…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const does = you(player) ? "You play" : `${who(player, "The computer")} plays`;
      return captures.length ? `${does} ${card} and take${you(player) ? "" : "s"} ${list(captures)}.` : `${does} ${card}.`;
    },
    scopa: (player) => (you(player) ? "Scopa! You swept the table." : `Scopa! ${who(player, "The computer")} swept the table.`),
    deal: (cards) => `New cards: ${list(cards)}.`,
    sweep: (player, count) =>
      `The last ${count === 1 ? "card" : `${number(count)} cards`} on the table go${count === 1 ? "es" : ""} to ${you(player) ? "you" : who(player, "the computer")}.`,
    /** `rules`: the house rules in force, each worded by `houseRules`. */
    newGame: (level, rules) => `New game, level ${level}${rules.length ? `, with ${list(rules)}` : ""}. The cards are dealt.`,
    houseRules: { napola: "the napola", re_bello: "Re Bello", ace_takes_all: "ace takes all", fifteen: "Scopa di Quindici" },
    newRound: (round) => `Round ${number(round)}: the cards are dealt.`,
    resumed: "Welcome back: your game goes on.",
    roundOver: (mine, theirs) => `Round over: you score ${points(mine)}, the computer ${points(theirs)}.`,
    style: (style) => `Cards: ${style}.`,
  },

  count: {
    title: (round) => `Round ${number(round)} — the count`,
    lines: {
      cards: "Cards",
      coins: "Coins",
      settebello: "Settebello",
      primiera: "Primiera",
      scopa: "Scopas",
      napola: "Napola",
      re_bello: "Re Bello",
      round: "This round",
      total: "Game total",
    },
    yes: "yes",
    no: "—",
    none: "—",
    target: (target) => `First to ${points(target)} wins.`,
    winner: (player, mine, theirs) =>
      you(player)
        ? `You win the game, ${number(mine)} to ${number(theirs)}!`
        : `The computer wins the game, ${number(theirs)} to ${number(mine)}.`,
    next: "Next round",
    aside: "Put the count aside to look at the table",
    again: "Show the count",
  },

  confirm: {
    newGame: `Start a new game? ${LOST}`,
    yes: "New game",
    no: "Keep playing",
  },
  engineError: (message) => `The game engine failed: ${message}`,

  /**
   * Tables of four: Scopa in pairs and Scopone. Seats: 0 you, 1 the opponent
   * on your right, 2 your partner (across), 3 the opponent on your left; sides:
   * 0 yours (you and your partner), 1 theirs.
   */
  four: {
    sides: ["Us", "Them"],
    tables: FOUR_TABLES,
    choices: {
      players: {
        name: "Players",
        value: (count) => number(count),
      },
      variant: {
        name: "Variant",
        value: (variant) => ({ scientifico: "Scientifico", classico: "Classico" })[variant],
      },
      re_bello: {
        name: "Re Bello",
      },
      declarations: {
        name: "Declarations",
      },
      capture: {
        name: "Captures",
        value: (rule) => ({ classic: "Classic", ace_takes_all: "Ace takes all", fifteen: "Fifteen" })[rule],
      },
    },
    /** Another player's hand, face down, by seat. */
    hand: (seat, count) => `${FOUR_SEATS[seat]} holds ${number(count)} ${plural(count, { one: "card", other: "cards" })}`,
    /** A seat's name and a count on the table (its hand, its pile), short enough for a pill on a phone. */
    tag: (seat, count) => `${FOUR_TAGS[seat]} · ${number(count)}`,
    /** A pile's pills at the table: whose it is (above), and the cards won in it (below), unlike a hand's "Partner · 3". */
    pileOwner: (seat) => FOUR_TAGS[seat],
    pileWon: (count) => `Won · ${number(count)}`,
    keys: (count) => (count >= 10 ? "Keys 1 to 9, and 0 for the tenth card." : count === 1 ? "Key 1." : `Keys 1 to ${number(count)}.`),
    /** Under a side's scopas in the count: each partner's. */
    seatScopas: (seats, scopas) => seats.map((seat, i) => `${FOUR_SHORT[seat]}\u00a0${number(scopas[i])}`).join(" · "),
    winner: (side, ours, theirs) =>
      side === 0
        ? `Your side wins the game, ${number(ours)} to ${number(theirs)}!`
        : `The other side wins the game, ${number(theirs)} to ${number(ours)}.`,
    announce: {
      play(player, card, captures) {
        const does = you(player) ? "You play" : `${who(player, FOUR_SEATS[player])} plays`;
        return captures.length ? `${does} ${card} and take${you(player) ? "" : "s"} ${list(captures)}.` : `${does} ${card}.`;
      },
      scopa: (player) => `Scopa! ${who(player, FOUR_SEATS[player])} swept the table.`,
      sweep: (player, count) =>
        `The last ${count === 1 ? "card" : `${number(count)} cards`} on the table go${count === 1 ? "es" : ""} to ${who(player, FOUR_TO[player])}.`,
      newGame: (table, level, rules) => `New game of ${table}, level ${level}${rules.length ? `, with ${list(rules)}` : ""}. The cards are dealt.`,
      roundOver: (ours, theirs) => `Round over: your side scores ${points(ours)}, the other side ${points(theirs)}.`,
    },
  },

  /** Scala 40: French cards (rank A 2-9 T J Q K, suit D H S C) and jokers "JK"; player 0 is you. */
  scala40: {
    /** "7H" → "7 of hearts", "TD" → "10 of diamonds", "JK" → "Joker". */
    cardName(card) {
      if (card === "JK") return "Joker";
      const ranks = { A: "Ace", T: "10", J: "Jack", Q: "Queen", K: "King" };
      const suits = { D: "diamonds", H: "hearts", S: "spades", C: "clubs" };
      return `${ranks[card[0]] ?? card[0]} of ${suits[card[1]]}`;
    },
    /** The table's halves, by who laid the combinations there. */
    zones: ["Your combinations", "The computer's combinations"],
    stock: (count) => `Stock, ${number(count)} ${plural(count, { one: "card", other: "cards" })}: draw`,
    discardPile: (card) => (card ? `Discard pile, ${card} on top: take it, or discard onto it` : "Discard pile, empty"),
    /** `kind` is one of `kinds`; `stands` the cards a joker in it may stand for. */
    meld: (owner, kind, cards, stands) =>
      `${you(owner) ? "Your" : "The computer's"} ${kind}: ${list(cards)}` +
      (stands.length ? `; the joker stands for ${stands.join(" or ")}` : ""),
    kinds: { set: "set", run: "run" },
    prepared: (cards, verdict) => `Prepared: ${list(cards)}${verdict ? `, ${verdict}` : ""}. Tap to take it back.`,

    actions: {
      /** The Sort button's label, and what pressing it does. */
      sort: "Sort",
      sortBy: { rank: "Sort by rank", suit: "Sort by suit" },
      lay: "Lay down",
      open: "Open",
      discard: "Discard",
      return: "Return",
    },
    /** The prepared groups' total, above the Open button. */
    total: (points) => `${number(points)} / 40`,
    frameTitle: (points) => `Your opening: ${number(points)} of 40`,
    frameHint: "Prepare your opening here: 40 points or more",
    points: (count) => `${number(count)} ${plural(count, { one: "pt", other: "pts" })}`,
    /** Why a prepared group, or the whole opening, is refused (the engine's reason codes). */
    reasons: {
      too_few: "too few cards",
      two_jokers: "two jokers",
      not_a_set: "not a set",
      not_a_run: "not a run",
    },

    /** What the player can do now; `keys` is shown only where there is a keyboard. */
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
      ready: (points) => ({ text: `Your opening is worth ${number(points)}: open, or prepare more.`, keys: "Enter opens." }),
      play: {
        text: "Lay down, add to the table, or discard to end your turn.",
        keys: "← → Space select · Enter lay down · A add · X discard.",
      },
      taken: (card) => ({
        text: `Put the ${card} on the table this turn, or return it.`,
        keys: "Enter lay down · A add · B return.",
      }),
      placing: (what) => ({ text: what, keys: "A or ← → another place · Enter · Esc cancels." }),
    },
    /** The place previewed for the selected card, when it has several; `meld` is its cards, short ("8♠ 8♥ 8♣"). */
    placing: {
      add: (card, meld) => `Add the ${card} to ${meld}?`,
      low: (card, meld) => `Add the ${card} at the low end of ${meld}?`,
      swap: (card, meld) => `Put the ${card} in place of the joker of ${meld}, and take the joker?`,
    },
    /** The mirror's buttons for the places the selected card can take (`cards`: the combination's cards). */
    place: {
      add: (card, cards) => `Add the ${card} to ${list(cards)}`,
      low: (card, cards) => `Add the ${card} at the low end of ${list(cards)}`,
      swap: (card, cards) => `Put the ${card} in place of the joker in ${list(cards)} and take the joker back`,
    },

    announce: {
      draw: (player, card) => (you(player) ? `You draw the ${card}.` : `${who(player, "The computer")} draws from the stock.`),
      take: (player, card) => `${you(player) ? "You take" : `${who(player, "The computer")} takes`} the ${card} from the discard pile.`,
      return: (player, card) => `${you(player) ? "You put" : `${who(player, "The computer")} puts`} the ${card} back.`,
      rebuild: "The discard pile is shuffled into a new stock.",
      open: (player, count, melds) => `${you(player) ? "You open" : `${who(player, "The computer")} opens`} with ${points(count)}: ${melds.map(list).join("; ")}.`,
      meld: (player, cards) => `${you(player) ? "You lay down" : `${who(player, "The computer")} lays down`} ${list(cards)}.`,
      add: (player, card, cards) => `${you(player) ? "You add" : `${who(player, "The computer")} adds`} the ${card} to ${list(cards)}.`,
      swap: (player, card, cards) => `${you(player) ? "You take back" : `${who(player, "The computer")} takes back`} the joker of ${list(cards)} with the ${card}.`,
      discard: (player, card) => `${you(player) ? "You discard" : `${who(player, "The computer")} discards`} the ${card}.`,
      close: (player, doubled) =>
        `${you(player) ? "You close" : `${who(player, "The computer")} closes`} the round${doubled ? " in one go: the points are doubled!" : "!"}`,
      void: "The stock ran out twice: nobody scores this round.",
      prepared: (cards) => `Set aside for your opening: ${list(cards)}.`,
      unprepared: "Your prepared combinations are back in your hand.",
      sorted: { rank: "Your hand is sorted by rank.", suit: "Your hand is sorted by suit." },
      newGame: (level) => `New match of Scala 40, level ${level}. The cards are dealt.`,
      roundOver: (mine, theirs) => `Round over: you take ${points(mine)}, the computer ${points(theirs)}.`,
    },

    /** The score bar's target: reaching it loses. */
    target: (count) => `${number(count)} loses`,
    confirm: {
      newGame: `Start a new match? ${MATCH_LOST}`,
      yes: "New match",
    },
    count: {
      lines: {
        cards_left: "Cards left",
        card_points: "Points left in hand",
        never_opened: "Never opened",
        doubled: "Closed in one go",
        round: "This round",
        total: "Match total",
      },
      closed: "closed",
      none: "—",
      /** Closing in one go: the doubling, and what it added. */
      doubled: (points) => `×2 (+${number(points)})`,
      void: "The stock ran out twice: nobody scores this round.",
      target: (count) => `Whoever reaches ${points(count)} loses the match.`,
      winner: (player, mine, theirs) =>
        you(player)
          ? `You win the match, ${number(mine)} to ${number(theirs)}!`
          : `The computer wins the match, ${number(theirs)} to ${number(mine)}.`,
    },
    /** Scala 40 for three and four: each player for themselves, named by their seat (seats: 3 or 4). */
    many: {
      names: (seats) => SCALA_NAMES[seats],
      who: (seats, seat) => SCALA_SEATS[seats][seat],
      /** The large view of a player's combinations: its title, and what a tap on their zone does. */
      meldsOf: (seats, seat) => `Combinations laid down by ${SCALA_SEATS[seats][seat].toLowerCase()}`,
      showMelds: (seats, seat) => `Show the combinations of ${SCALA_SEATS[seats][seat].toLowerCase()}, large`,
      /** A zone's name: whose combinations, and whether they have opened or are out. */
      zone: (seats, seat, opened, out) =>
        `${seat === 0 ? "Your combinations" : SCALA_NAMES[seats][seat]}${out ? " · out" : opened && seat !== 0 ? " · opened" : ""}`,
      /** On the pill under another hand: the seat's name, and its cards or that it is out. */
      tag: (seats, seat, count, out) => `${SCALA_NAMES[seats][seat]} · ${out ? "out" : number(count)}`,
      hand: (seats, seat, count, opened, out) =>
        out
          ? `${SCALA_SEATS[seats][seat]} is out of the match`
          : `${SCALA_SEATS[seats][seat]} holds ${number(count)} ${plural(count, { one: "card", other: "cards" })}${opened ? " and has opened" : ", not opened yet"}`,
      /** Another hand, face up at the end of the round. */
      shows: (seats, seat, cards) => `${SCALA_SEATS[seats][seat]} holds ${cards.length ? list(cards.map((card) => `the ${card}`)) : "no card"}`,
      meld: (seats, owner, kind, cards, stands) =>
        `${you(owner) ? `Your ${kind}` : `${SCALA_SEATS[seats][owner]}, ${kind}`}: ${list(cards)}` + (stands.length ? `; the joker stands for ${stands.join(" or ")}` : ""),
      /** What each player does, said by seat. */
      announce: (seats) => {
        const seat = (player) => who(player, SCALA_SEATS[seats][player]);
        return {
          draw: (player, card) => (you(player) ? `You draw the ${card}.` : `${seat(player)} draws from the stock.`),
          take: (player, card) => `${you(player) ? "You take" : `${seat(player)} takes`} the ${card} from the discard pile.`,
          return: (player, card) => `${you(player) ? "You put" : `${seat(player)} puts`} the ${card} back.`,
          open: (player, count, melds) => `${you(player) ? "You open" : `${seat(player)} opens`} with ${points(count)}: ${melds.map(list).join("; ")}.`,
          meld: (player, cards) => `${you(player) ? "You lay down" : `${seat(player)} lays down`} ${list(cards)}.`,
          add: (player, card, cards) => `${you(player) ? "You add" : `${seat(player)} adds`} the ${card} to ${list(cards)}.`,
          swap: (player, card, cards) => `${you(player) ? "You take back" : `${seat(player)} takes back`} the joker of ${list(cards)} with the ${card}.`,
          discard: (player, card) => `${you(player) ? "You discard" : `${seat(player)} discards`} the ${card}.`,
          close: (player, doubled) =>
            `${you(player) ? "You close" : `${seat(player)} closes`} the round${doubled ? " in one go: the points are doubled!" : "!"}`,
        };
      },
      newGame: (seats, level) => `New match of Scala 40 for ${seats === 3 ? "three" : "four"}, level ${level}. The cards are dealt.`,
      roundOver: (seats, scored) => `Round over. ${scored.map((count, seat) => `${SCALA_NAMES[seats][seat]}: ${points(count)}`).join(", ")}.`,
      winner: (seats, seat) => (you(seat) ? "You win the match!" : `${SCALA_SEATS[seats][seat]} wins the match.`),
      /** The score bar: the other players' totals, by seat. */
      scores: (seats, totals, out) => totals.map((total, seat) => `${SCALA_NAMES[seats][seat]} ${number(total)}${out[seat] ? " (out)" : ""}`).slice(1).join(" · "),
      count: { out: "Out of the match", isOut: "out" },
    },
  },

  /** Briscola: the cards are Scopa's; a match is won by the hands won (1, 2 or 3); player 0 is you. */
  briscola: {
    toolbar: { points: "Show points" },
    /** The score bar's target: the hands that win the match. */
    target: (hands) => (hands === 1 ? "one hand" : `first to ${number(hands)} hands`),
    /** Labels of what lies on the table, for screen readers. */
    stock: (count, briscola) =>
      briscola
        ? `Stock, ${number(count)} ${plural(count, { one: "card", other: "cards" })}, with the briscola under it: the ${briscola}`
        : "The stock is empty",
    trick: (player, card, led) => `${card}, ${led ? "led" : "answered"} by ${you(player) ? "you" : "the computer"}`,
    pile: (player, count, last, held, total) =>
      `${you(player) ? "Your" : "The computer's"} tricks: ${count ? `${number(count)} cards` : "none yet"}` +
      (last ? `; the last one, ${list(last)}, held ${points(held)}` : "") +
      (total === null ? "" : `; ${points(total)} in all`),
    /** On the pills: what the last trick held, and a player's running points. */
    /** The score bar names the briscola's suit all game. */
    trumps: (suit, style) => `trumps: ${SUITS[deckOf(style)][suit]}`,
    /** The last trick, brought back to the middle (its pile, or P) until the next action. */
    lastTrick: (player, cards, held) => ({
      text: `The last trick: ${list(cards.map((card) => `the ${card}`))}, taken by ${you(player) ? "you" : "the computer"}, ${held ? points(held) : "no points"}.`,
      keys: "P or Esc: back to the game.",
    }),
    trickPoints: (count) => `+${number(count)}`,
    points: (count) => `${number(count)} ${plural(count, { one: "pt", other: "pts" })}`,
    banner: { won: "Hand won!", lost: "Hand lost", drawn: "60 – 60" },

    /** What the player can do now; `keys` is shown only where there is a keyboard. */
    status: {
      lead: (count) => ({ text: "Your lead: play any card.", keys: count > 1 ? `Keys 1 to ${number(count)}.` : "Key 1." }),
      answer: (card, count) => ({ text: `Your turn: answer the ${card}.`, keys: count > 1 ? `Keys 1 to ${number(count)}.` : "Key 1." }),
    },
    announce: {
      newGame: (level, hands) =>
        `New match of Briscola, level ${level}, ${hands === 1 ? "one hand" : `first to win ${number(hands)} hands`}. The cards are dealt.`,
      briscola: (card) => `The briscola is the ${card}.`,
      play: (player, card, leads) =>
        you(player) ? `You ${leads ? "lead" : "answer with"} the ${card}.` : `${who(player, "The computer")} ${leads ? "leads" : "answers with"} the ${card}.`,
      trick: (player, card, held) =>
        `${you(player) ? "You take" : `${who(player, "The computer")} takes`} the trick with the ${card}: ${held ? points(held) : "no points"}.`,
      draw: (player, card, briscola) =>
        `${you(player) ? "You draw" : `${who(player, "The computer")} draws`} ${briscola ? `the briscola, the ${card}` : `the ${card}`}.`,
      handOver: (winner) =>
        winner === null ? "60 to 60: the hand is drawn." : you(winner) ? "You win the hand!" : `${who(winner, "The computer")} wins the hand.`,
      roundOver: (mine, theirs) => `Hand over: you have ${points(mine)}, the computer ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Start a new match? ${MATCH_LOST}`,
      yes: "New match",
    },
    count: {
      /** The count's title: Briscola counts by hand. */
      title: (hand) => `Hand ${number(hand)} — the count`,
      lines: {
        aces: "Aces",
        threes: "Threes",
        kings: "Kings",
        knights: "Knights",
        jacks: "Jacks",
        hand_points: "Card points",
        round: "This hand",
        total: "Hands won",
      },
      /** The French deck calls the Knight the Queen. */
      french: { knights: "Queens" },
      note: (winner, hands) =>
        (winner === null ? "More than 60 wins a hand; 60 to 60 is a draw, and counts for nobody. " : "More than 60 wins a hand. ") +
        (hands === 1 ? "One hand won takes the match." : `The first to win ${number(hands)} hands takes the match.`),
      winner: (player, mine, theirs) =>
        you(player)
          ? `You win the match, ${number(mine)} to ${number(theirs)}!`
          : `The computer wins the match, ${number(theirs)} to ${number(mine)}.`,
    },
    /** Briscola for four, in pairs: each other seat named by its place; the hand and the match are the sides'. */
    four: {
      newGame: (level, hands) =>
        `New match of Briscola for four, in pairs, level ${level}, ${hands === 1 ? "one hand" : `first side to win ${number(hands)} hands`}. The cards are dealt.`,
      roundOver: (ours, theirs) => `Hand over: your side has ${points(ours)}, the other side ${points(theirs)}.`,
      winner: (side, ours, theirs) =>
        side === 0 ? `Your side wins the match, ${number(ours)} to ${number(theirs)}!` : `The other side wins the match, ${number(theirs)} to ${number(ours)}.`,
      trick: (player, card, led) => `${card}, ${led ? "led" : "played"} by ${FOUR_TO[player]}`,
      pile: (player, count, last, held, total) =>
        `${["Your", "The right opponent's", "Your partner's", "The left opponent's"][player]} tricks: ${count ? `${number(count)} cards` : "none yet"}` +
        (last ? `; the last one, ${list(last)}, held ${points(held)}` : "") +
        (total === null ? "" : `; ${points(total)} for the side`),
      lastTrick: (player, cards, held) => ({
        text: `The last trick: ${list(cards.map(the))}, taken by ${FOUR_TO[player]}, ${held ? points(held) : "no points"}.`,
        keys: "P or Esc: back to the game.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `You ${leads ? "lead" : "play"} the ${card}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "leads" : "plays"} the ${card}.`,
        trick: (player, card, held) =>
          `${you(player) ? "You take" : `${who(player, FOUR_SEATS[player])} takes`} the trick with the ${card}: ${held ? points(held) : "no points"}.`,
        draw: (player, card, briscola) =>
          `${you(player) ? "You draw" : `${who(player, FOUR_SEATS[player])} draws`} ${briscola ? `the briscola, the ${card}` : `the ${card}`}.`,
        handOver: (winner) =>
          winner === null ? "60 to 60: the hand is drawn." : winner === 0 ? "Your side wins the hand!" : "The other side wins the hand.",
      },
    },
  },

  /** Tressette: the cards are Scopa's; a match is played to a number of points; player 0 is you. Its table is Briscola's, without trumps. */
  tressette: {
    /** Labels of what lies on the table, for screen readers. */
    stock: (count) => (count ? `Stock, ${number(count)} ${plural(count, { one: "card", other: "cards" })}` : "The stock is empty"),
    trick: (player, card, led) => `${card}, ${led ? "led" : "answered"} by ${you(player) ? "you" : "the computer"}`,
    pile: (player, count, last) =>
      `${you(player) ? "Your" : "The computer's"} tricks: ${count ? `${number(count)} cards` : "none yet"}` + (last ? `; the last one, ${list(last)}` : ""),
    /** A declaration (accuso) as the engine writes it: "napoletana-D" (Ace, 2 and 3 of coins), "threes-S" (three 3s, not the one of swords), "aces" (all four). */
    declaration: (made, style) => {
      const [combination, suit] = made.split("-");
      const suits = SUITS[deckOf(style)];
      const group = { threes: "3s", twos: "2s", aces: "Aces" }[combination];
      if (combination === "napoletana") return `Napoletana of ${suits[suit]}`;
      return suit ? `three ${group}, all but ${suits[suit]}` : `all four ${group}`;
    },
    declared: (player, made) => `${you(player) ? "Your declarations" : "The computer's declarations"}: ${made}`,
    watchDeclared: (seat, made) => `${seat}'s declarations: ${made}`,
    banner: (ours, theirs) => `Hand: ${number(ours)} – ${number(theirs)}`,
    lastTrick: (player, cards) => ({
      text: `The last trick: ${list(cards.map(the))}, taken by ${you(player) ? "you" : "the computer"}.`,
      keys: "P or Esc: back to the game.",
    }),
    status: {
      lead: (count) => ({ text: "Your lead: play any card.", keys: count > 1 ? `Keys 1 to ${number(count)}.` : "Key 1." }),
      answer: (card, count) => ({ text: `Your turn: answer the ${card}, in its suit if you hold one.`, keys: count > 1 ? `Keys 1 to ${number(count)}.` : "Key 1." }),
    },
    announce: {
      newGame: (level, target, declarations) =>
        `New match of Tressette, level ${level}, to ${points(target)}${declarations ? ", with declarations" : ", without declarations"}. The cards are dealt.`,
      play: (player, card, leads) =>
        you(player) ? `You ${leads ? "lead" : "answer with"} the ${card}.` : `${who(player, "The computer")} ${leads ? "leads" : "answers with"} the ${card}.`,
      trick: (player, card) => `${you(player) ? "You take" : `${who(player, "The computer")} takes`} the trick with the ${card}.`,
      draw: (player, card) => `${you(player) ? "You draw" : `${who(player, "The computer")} draws`} the ${card}, shown to both.`,
      declaration: (player, made, worth) => `${you(player) ? "You declare" : `${who(player, "The computer")} declares`} ${made}: ${points(worth)}.`,
      roundOver: (mine, theirs) => `Hand over: you score ${points(mine)}, the computer ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Start a new match? ${MATCH_LOST}`,
      yes: "New match",
    },
    count: {
      lines: {
        aces: "Aces",
        figures: "3s, 2s and picture cards",
        dropped: "Thirds dropped",
        last_trick: "Last trick",
        declarations: "Declarations",
        round: "This hand",
        total: "Match",
      },
      declared: (made) => (made.length ? made.join(", ") : "none"),
      note: (target) =>
        `An Ace is worth a point; a 3, 2, King, Knight or Jack a third of one, and thirds short of a whole point are dropped. The last trick adds a point. The first side to reach ${points(target)} at the end of a hand wins.`,
    },
    /** Tressette for four, in pairs: each other seat named by its place; the points are the sides'. */
    four: {
      newGame: (level, target, declarations) =>
        `New match of Tressette for four, in pairs, level ${level}, to ${points(target)}${declarations ? ", with declarations" : ", without declarations"}. The cards are dealt.`,
      trick: (player, card, led) => `${card}, ${led ? "led" : "played"} by ${FOUR_TO[player]}`,
      pile: (player, count, last) =>
        `${["Your", "The right opponent's", "Your partner's", "The left opponent's"][player]} tricks: ${count ? `${number(count)} cards` : "none yet"}` +
        (last ? `; the last one, ${list(last)}` : ""),
      declared: (player, made) => `${["Your", "The right opponent's", "Your partner's", "The left opponent's"][player]} declarations: ${made}`,
      lastTrick: (player, cards) => ({
        text: `The last trick: ${list(cards.map(the))}, taken by ${FOUR_TO[player]}.`,
        keys: "P or Esc: back to the game.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `You ${leads ? "lead" : "play"} the ${card}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "leads" : "plays"} the ${card}.`,
        trick: (player, card) => `${you(player) ? "You take" : `${who(player, FOUR_SEATS[player])} takes`} the trick with the ${card}.`,
        draw: (player, card) => `${you(player) ? "You draw" : `${who(player, FOUR_SEATS[player])} draws`} the ${card}.`,
        declaration: (player, made, worth) => `${you(player) ? "You declare" : `${who(player, FOUR_SEATS[player])} declares`} ${made}: ${points(worth)}.`,
      },
    },
  },

  /** Learn to play (app/plugins/learn.js): the courses, and each lesson's title, goal (its cards `c`, named as the table names them) and why it matters. */
  learn: {
    menu: "Learn to play",
    offer: (game) => `New to Italian cards? Learn ${game} in a few lessons of a minute each.`,
    course: (game) => `Learn ${game}`,
    intro: "Short lessons played on the real table, each a minute or less. Pick one to start.",
    place: (n, total) => `Lesson ${number(n)} of ${number(total)}`,
    stars: (count) => `${number(count)} of 3 stars`,
    done: "Well done!",
    next: "Next lesson",
    again: "Play it again",
    toCourse: "All lessons",
    back: "Back to the game",
    lessons: {
      scopa: SCOPA_LESSONS,
      scopone: {
        take_one: {
          ...SCOPA_LESSONS.take_one,
          title: "Taking a card, at four",
          why: "In Scopone all forty cards are dealt at the start, ten each, and your partner sits across from you.",
        },
        take_sum: {
          ...SCOPA_LESSONS.take_sum,
          why: "What you and your partner take is counted together, for your side.",
        },
        same_value_first: SCOPA_LESSONS.same_value_first,
        scopa: {
          ...SCOPA_LESSONS.scopa,
          why: "Each scopa is a point for your side. In Scopone they come often: think of the table you leave.",
        },
        settebello: SCOPA_LESSONS.settebello,
        primiera: {
          ...SCOPA_LESSONS.primiera,
          why: "At the count each side adds up its best card of each suit, and the higher total wins a point.",
        },
      },
      briscola: {
        briscola: {
          title: "The briscola",
          goal: (c) => `The card turned up under the deck, ${the(c["4C"])}, is the briscola: its suit is trumps. Lead a trump.`,
          why: "Trumps beat every other suit: the turned-up card is the first thing to look at.",
        },
        trumps: {
          title: "Trumps take",
          goal: (c) => `The other player led ${the(c.AS)}. Take it with a trump.`,
          why: "A trump takes any card of another suit, even an Ace; the smallest trump will do.",
        },
        order: {
          title: "Which card takes",
          goal: (c) => `The other player led ${the(c.KH)}. Take it with a stronger card of the same suit.`,
          why: "In each suit the Ace is strongest, then the 3, then the three picture cards, then 7 down to 2.",
        },
        points: {
          title: "Card points",
          goal: (c) => `Take ${the(c["3S"])}, worth 10 points, with ${the(c.AS)}, worth 11.`,
          why: "Only Aces, 3s and picture cards have points: 120 in all, and 61 wins the hand.",
        },
        small_trump: {
          title: "The smallest trump",
          goal: (c) => `Take ${the(c.AH)} with your smallest trump.`,
          why: "A trump worth nothing takes the points just as well: keep the strong ones for later.",
        },
        leading: {
          title: "Leading",
          goal: () => "You lead. Play a card worth no points.",
          why: "The other player answers after seeing your card: lead what costs nothing if it is taken.",
        },
        answering: {
          title: "Answering",
          goal: (c) => `The other player led ${the(c["5H"])}, worth nothing. Answer with a card worth nothing, and not a trump.`,
          why: "A trump spent on an empty trick is wasted: let such tricks go.",
        },
        hand: {
          title: "A whole hand",
          goal: (c) => `The stock is spent: three tricks to go. Take ${the(c["2H"])} first, then play the hand out. Stuck? Ask for a hint.`,
          why: "Once the stock is spent, count the trumps still out: a trick you cannot win is best given a card worth nothing.",
        },
      },
      scala40: {
        turn: {
          title: "A turn",
          goal: () => "Your turn starts with a draw: take the top card of the stock.",
          why: "Every turn is the same: draw, lay down what you can, then discard one card.",
        },
        runs: {
          title: "Runs",
          goal: (c) => `Lay down a run: ${list([c["5H"], c["6H"], c["7H"]].map(the))}.`,
          why: "A run is three or more cards of one suit in a row.",
        },
        sets: {
          title: "Sets",
          goal: () => "Lay down a set: three 9s, each of a different suit.",
          why: "A set is three or four cards of one rank, never two of the same suit.",
        },
        joker: {
          title: "The joker",
          goal: (c) => `Lay down a run of ${the(c["4S"])}, ${the(c["5S"])} and a joker.`,
          why: "A joker stands in for any card, one joker to a combination.",
        },
        opening: {
          title: "Opening with 40",
          goal: () => "Open: lay down the three Queens and the three Kings together.",
          why: "Your first lay-down must be worth 40 points or more: picture cards count 10, the Ace 11.",
        },
        adding: {
          title: "Adding to the table",
          goal: (c) => `Add ${the(c["8H"])} to the run on the table.`,
          why: "Once you have opened, you can get rid of cards by adding them to any combination on the table.",
        },
        joker_back: {
          title: "Taking a joker back",
          goal: (c) => `Put ${the(c["6H"])} in the joker's place, and the joker comes to your hand.`,
          why: "A joker taken back helps you lay down more.",
        },
        closing: {
          title: "Closing",
          goal: (c) => `Discard your last card, ${the(c["8C"])}, to close the round.`,
          why: "You close by discarding your last card: always keep one card to discard.",
        },
        penalties: {
          title: "Penalties",
          goal: () => "Discard the card that would cost you most if someone closed now.",
          why: "When someone closes, the cards left in your hand cost their points: picture cards 10, the Ace 11, a joker 25.",
        },
      },
      tressette: {
        follow: {
          title: "Following suit",
          goal: (c) => `The other player led ${the(c.KH)}. You hold cards of its suit: you must play one of them.`,
          why: "In Tressette you must follow the suit led whenever you can; only with none of it may you play any card.",
        },
        order: {
          title: "Which card takes",
          goal: (c) => `The other player led ${the(c.KS)}. Take it with a stronger card of the same suit.`,
          why: "Each suit goes 3, 2, Ace, King, Knight, Jack, 7, 6, 5, 4: the 3 and the 2 beat every other card.",
        },
        ace: {
          title: "The Ace, a whole point",
          goal: (c) => `The other player led ${the(c.AC)}, worth a whole point. Take it.`,
          why: "An Ace is worth a point, a 3, 2 or picture card a third of one: only a 3 or a 2 takes an Ace.",
        },
        thirds: {
          title: "Points in thirds",
          goal: (c) => `The other player led ${the(c["3H"])}, which nothing beats, and you hold none of its suit. Throw a card worth nothing.`,
          why: "An Ace is worth 1 point; a 3, 2, King, Knight or Jack a third; 7, 6, 5 and 4 nothing. At the count the thirds are added up and what is left over is dropped.",
        },
        declarations: {
          title: "Declarations",
          goal: (c) => `Your ${list([c.AD, c["2D"], c["3D"]])} make a Napoletana, 3 points, and your three 3s make 3 more: they are declared for you with your first card. Now take ${the(c.JS)}.`,
          why: "A Napoletana (Ace, 2 and 3 of one suit) or three 3s, 2s or Aces score 3 points, all four 4: they are declared for you as you play your first card.",
        },
        void: {
          title: "A suit they lack",
          goal: (c) => `In the first trick the other player answered ${the(c["5H"])} with ${the(c["4C"])}: they hold none of that suit. Lead a card of it.`,
          why: "A player who does not follow holds no card of that suit: there even your smallest card takes the trick.",
        },
        drawn: {
          title: "The cards drawn",
          goal: (c) => `At two, both cards drawn after a trick are shown: the other player drew ${the(c["3C"])}. Lead a card it cannot take.`,
          why: "Remember the cards the other player drew: you already know part of their hand.",
        },
        last_trick: {
          title: "The last trick",
          goal: () => "The stock is spent: three tricks to go. The last trick is worth a point: play so that it is yours. Stuck? Ask for a hint.",
          why: "Lose the trick you must lose early and keep your strongest cards for the end: the last trick is worth a whole point.",
        },
      },
    },
  },

  /** Why an action is refused, by its code (the page's own and the engine's): `card` is a card's name, `reason` a group's fault in words. */
  refusals: {
    lesson_take: ({ cards }) => `This lesson asks you to take ${list(cards.map(the))}.`,
    lesson_take_card: ({ card }) => `You can take the ${card} now, and it counts at the end of the round: take it.`,
    lesson_primiera: ({ card, value }) => `For the primiera the ${card} is worth ${number(value)}, more than what you took: take it.`,
    lesson_sweep: ({ left }) => `That leaves ${list(left.map(the))} on the table: a scopa takes every card.`,
    lesson_trick_lost: ({ card, winner }) => `The ${card} does not take the trick: the ${winner} would still win it.`,
    lesson_cheaper: ({ card, cheaper }) => `The ${card} takes it, but so does the ${cheaper}, worth fewer points: keep the ${card}.`,
    lesson_not_trump: ({ card, briscola }) => `The ${card} is not a trump: trumps are the suit of the briscola, the ${briscola}.`,
    lesson_trump_wasted: ({ card }) => `The ${card} is a trump: keep it for a trick worth points.`,
    lesson_points_given: ({ card, points: worth }) => `The ${card} is worth ${points(worth)}, and the other player may take them: play a card worth nothing.`,
    lesson_move_kind: () => "That is not what this step asks: read the goal again.",
    lesson_penalty: ({ card, points: worth, costly }) => `The ${card} costs only ${points(worth)} if it stays in your hand; the ${costly} costs more: let it go first.`,
    lesson_thirds_given: ({ card, thirds }) => `The ${card} is worth ${thirds === 3 ? "a whole point" : "a third of a point"}, and the other player takes this trick: throw a card worth nothing.`,
    lesson_not_void: ({ card, led, answer }) => `The other player answered the ${led} with the ${answer}: they hold none of that suit. Lead a card of it, not the ${card}.`,
    lesson_seen_drawn: ({ card, drawn }) => `The other player drew the ${drawn} in sight of both of you, and it takes the ${card}: lead another suit.`,
    lesson_last_trick: ({ card }) => `After the ${card} the other player can take the last trick, and its point: keep your strongest cards for the end.`,
    select_to_lay: "Select the cards of a combination first.",
    select_to_discard: "Select the one card to discard.",
    select_one_to_add: "Select the one card to add, then tap the combination.",
    nothing_prepared: "Lay down your combinations first: they wait in the dashed frame until they reach 40.",
    not_opened: ({ points: needed }) => `You have not opened yet: open with ${points(needed)} or more, then add to the table.`,
    draw_first: "Draw first: from the stock or the discard pile.",
    fits_nowhere: ({ card }) => `The ${card} fits no combination on the table.`,
    no_combination: ({ reason }) => `These cards are no combination: ${reason}.`,
    nothing_taken: "You have taken no discard to return.",
    invalid_group: "A group in the frame is no combination: take it back and try again.",
    below_40: ({ points: total, needed }) => `The total is ${number(total)}, below ${number(needed)}: prepare more, or wait for better cards.`,
    taken_missing: ({ card }) => `Your opening must use the ${card} you took from the discard pile, or return it.`,
    keep_a_card: "You must keep a card to discard.",
    not_held: "Those cards are not all in your hand.",
    empty_opening: "An opening needs at least one combination.",
    keep_taken: ({ card }) => `You must keep a card to discard, and the ${card} from the discard pile cannot be it.`,
    already_drawn: "You have drawn already: lay down cards, or discard.",
    draw_from_stock: "You gave the discard back: now draw from the stock.",
    already_opened: "You have opened already: lay down new combinations one by one.",
    taken_pending: ({ card }) => `You took the ${card} from the discard pile: put it on the table this turn, or return it.`,
    no_such_meld: "That combination is not on the table.",
    too_few: "A combination needs at least three cards.",
    two_jokers: "A combination holds one joker at most.",
    not_a_set: "These cards are no set: a set is one rank in different suits.",
    not_a_run: "These cards are no run: a run is one suit in sequence, with no gap.",
    no_joker: "That combination has no joker to take back.",
    joker_stands_for: ({ card, cards }) => `That joker stands for ${either(cards.map(the))}: the ${card} cannot take its place.`,
    must_capture: ({ card }) => `The ${card} can take: a card that can take must take.`,
    same_value_first: ({ card, same }) => `The ${card} must take a card of its own value, not a sum: ${either(same.map(the))}.`,
    wrong_sum: ({ captures, total, value }) => `The cards taken add up to ${number(total)}, not ${number(value)}: ${list(captures)}.`,
    ace_takes_all: ({ card }) => `Asso piglia tutto: with no Ace on the table, the ${card} takes the whole table.`,
    fifteen_sum: ({ card, captures, total }) => `At fifteen, the ${card} and the cards taken must make 15; these make ${number(total)}: ${list(captures)}.`,
    fifteen_no_same_value: ({ card }) => `At fifteen nothing is taken by equal value: the ${card} takes cards that make 15 with it.`,
    round_over: "The round is over.",
    not_your_turn: "It is not your turn.",
    not_now: "You cannot open now.",
    not_a_move: "That is not a move of this game.",
    round_not_over: "The round is not over yet.",
    game_over: "The game is over: start a new one.",
    not_in_hand: ({ card }) => `The ${card} is not in your hand.`,
    must_follow_suit: ({ card, suit }) => `You must follow suit: you hold ${suit}, the suit led, and the ${card} is not one.`,
    not_on_table: ({ cards }) => `Not on the table: ${list(cards)}.`,
    meld_too_short: ({ fewest }) => `A combination needs at least ${number(fewest)} cards.`,
    meld_two_jokers: "A combination holds one joker at most.",
    meld_mixed: "These cards are neither a set (one rank) nor a run (one suit).",
    set_too_big: ({ most }) => `A set holds ${number(most)} cards at most, one of each suit.`,
    set_repeats_suit: ({ repeated }) => `A set needs different suits: it cannot hold the same card twice (${list(repeated)}).`,
    run_too_long: ({ most }) => `A run holds ${number(most)} cards at most: Ace to King, or 2 to Ace.`,
    run_wraps: "A run does not turn the corner from King to 2: the Ace goes below the 2 or above the King.",
    run_order: "Lay a run from its lowest card to its highest, with the joker in the place it fills.",
    run_gap: "These cards are no run: one suit, in sequence, with no gap or repeat.",
    joker_already: "That combination has a joker already: one per combination.",
    set_has_no_end: "A set has no low end: a card simply joins it.",
    set_full: "That set has four cards already.",
    wrong_rank: ({ card }) => `The ${card} is not of that set's rank.`,
    suit_already: "That set has a card of this suit already.",
    run_full: "That run is as long as a run can be: it cannot hold both Aces.",
    run_end_closed: ({ end }) => `Nothing goes at the ${end === "low" ? "low" : "high"} end of that run: it ends with an Ace.`,
    wrong_end: ({ card, end, wanted }) => `The ${card} does not go at the ${end === "low" ? "low" : "high"} end of that run: the ${wanted} does.`,
    bad_card: "A card of that move could not be read.",
    bad_cards: "The cards of that move could not be read.",
    bad_move: "That move could not be read.",
    bad_position: "That position could not be read.",
    illegal: "That move is not allowed now.",
    bad_seats: "Each seat must be taken by a person or by the computer.",
    bad_seat: "This table has no such seat.",
    not_seat_to_move: "It is another player's turn.",
    seat_is_computer: "The computer plays this seat: wait for its move.",
    no_odds: "The odds are not given in this game.",
  },

  rulesPanel: {
    page: "Open as a page",
    loading: "Loading the rules…",
    failed: "The rules could not be loaded.",
  },

  /** The page's shell: loading, tabs, storage (web/main.js, web/shell/). */
  shell: {
    steps: { restoring: "Shuffling the cards…" },
    elsewhere: {
      title: "Mazzo is open in another tab",
      hint: "The game goes on there. Play here to bring it to this tab.",
      playHere: "Play here",
    },
    notKept: "This game will not be kept: the browser refused to store it. You can play on.",
  },

  // The coach (app/plugins/coach.js): the hint's move and its reasons, by the engine's codes (docs/protocol.md).
  coach: (() => {
    const { list, either, number, plural } = formatters("en");
    const cardsWord = (count) => `${number(count)} ${plural(count, { one: "card", other: "cards" })}`;
    return {
      button: "Hint",
      odds: {
        title: "Expected points at the end of the round, your side's less the other side's",
        /** The button that unfolds the odds' other lines, `count` of them. */
        more: (count) => `Show ${number(count)} more ${plural(count, { one: "move", other: "moves" })}`,
        line: (move, points, error, match) =>
          `${move}: ${points > 0 ? "+" : ""}${number(points)}\u00a0\u00b1\u00a0${number(error)}` +
          (match ? `; chance to win the match ${number(match.win)}%\u00a0\u00b1\u00a0${number(match.error)}` : ""),
      },
      practice: "Practice",
      undo: "Undo",
      undone: "Your last move is taken back: play it again.",
      nothingToUndo: "There is no move of yours to take back in this round.",
      review: {
        open: "Review",
        title: "A look back at the round",
        notYet: "The review opens once a round is over: finish this one first.",
        none: "Nothing to regret: every move of yours was as good as the strongest computer's.",
        who: (seat, seats) => (seats === 4 ? FOUR_SEATS[seat] : ["You", "The computer"][seat]),
        holds: (seat, seats, cards) =>
          `${seats === 4 ? FOUR_SEATS[seat] : "The computer"} holds ${cards.length ? list(cards.map((card) => `the ${card}`)) : "no card"}`,
        step: (step, total, who, move) => `Move ${number(step)} of ${number(total)} · ${who}: ${move}.`,
        /** What a move cost, in the game's unit (a round's points, card points, penalty points): 0 for under a quarter, 0.5 for half a round's point, else whole points. */
        lost(unit, points) {
          if (unit === "round") {
            if (points === 0) return "a small part of a point";
            if (points === 0.5) return "about half a point";
            return points === 1 ? "about one point" : `about ${number(points)} points`;
          }
          const kind = unit === "cards" ? "card" : "penalty";
          return points === 0 ? `less than one ${kind} point` : `about ${number(points)} ${kind} ${plural(points, { one: "point", other: "points" })}`;
        },
        cost: (lost, better) => `This move cost ${lost}. Better: ${better}.`,
        best: "As good as the strongest computer's choice.",
        legend: { played: "the move played", better: "the better move" },
        costliest: "Costliest:",
        /** A costliest move's button, for a screen reader: its step and the move in words. */
        jump: (step, move) => `Move ${number(step)}: ${move}`,
        previous: "Previous",
        next: "Next",
      },
      title: (move) => `Hint: ${move}.`,
      moves: {
        play: (cards) => `play the ${cards[0]}`,
        capture: (cards) => `play the ${cards[0]} and take ${list(cards.slice(1))}`,
        draw: () => "draw from the stock",
        take: () => "take the card on the discard pile",
        open: (cards) => `open with the ${cardsWord(cards.length)} lit up`,
        meld: (cards) => `lay down ${list(cards)}`,
        add: (cards) => `add the ${cards[0]} to the table`,
        swap: (cards) => `put the ${cards[0]} in the joker's place`,
        discard: (cards) => `discard the ${cards[0]}`,
        return: () => "give back the card you took",
      },
      reasons: {
        only_move: "It is the only move you can make.",
        keeps: ({ cards }) => `It keeps ${list(cards.map((card) => `the ${card}`))} in your hand for later.`,
        takes: ({ cards }) => `It takes ${list(cards.map((card) => `the ${card}`))}.`,
        gives_little: ({ card }) => `The ${card} is neither a seven nor a coin: little to give away.`,
        gives_back: ({ card }) => `The ${card} goes back on the discard pile, and you draw from the stock instead.`,
        discard_points: ({ card, points }) => `Discarding the ${card} takes ${number(points)} penalty points out of your hand.`,
        draws_unseen: "Nobody sees the card you draw from the stock.",
        wins_trick: "It wins the trick, and you lead the next one.",
        scopa: "It sweeps the table: a scopa!",
        takes_settebello: "It takes the settebello, a point on its own.",
        sweep_avoided: "Another card would leave the next player a sweep.",
        leaves_unsweepable: ({ total }) => `It leaves ${number(total)} on the table: no single card can sweep that.`,
        sweepers_out: ({ total }) => `It leaves ${number(total)} on the table, and every card that could sweep it has been played.`,
        takes_sevens: ({ sevens }) =>
          `Your side will have ${number(sevens)} ${plural(sevens, { one: "seven", other: "sevens" })}: sevens win the primiera.`,
        coins_count: ({ taken, coins }) =>
          `It takes ${number(taken)} ${plural(taken, { one: "coin", other: "coins" })}: your side will have ${number(coins)}, and six win the point.`,
        rank_out: ({ card }) => `Every other card of the value of the ${card} is already out: nobody can pair it.`,
        takes_cards: ({ count }) => `It takes ${cardsWord(count)} towards the most cards.`,
        opens_with: ({ points }) => `You can open now, with ${number(points)} points.`,
        fits_table: ({ card, meld }) => `The ${card} fits onto ${list(meld)} on the table.`,
        lays_combination: ({ cards, points }) =>
          `Laying down ${list(cards)} takes ${number(points)} penalty points out of your hand.`,
        takes_joker: ({ card, meld }) => `The ${card} wins back the joker from ${list(meld)}.`,
        discard_completes: ({ card }) => `The ${card} on the discard pile can go down this turn with your cards.`,
        discard_completes_nothing: ({ card }) => `The ${card} on the discard pile would not go down this turn.`,
        waits_for: ({ cards, wanted }) => `Keep ${list(cards)}: they wait for ${either(wanted)}.`,
        they_took: ({ card, discard }) => `The computer took the ${card} from the discard pile; the ${discard} is nowhere near it.`,
        throw_high: ({ count, card, points }) =>
          `The computer has only ${cardsWord(count)} left: get rid of the ${card} (${number(points)} points) before it closes.`,
        wins_points: ({ points }) => `It wins the trick and its ${number(points)} points.`,
        reaches_half: ({ points }) => `This trick brings you to ${number(points)} points: more than half, the hand is yours.`,
        gives_nothing: "The trick is lost anyway: give away a card worth nothing.",
        saves_trump: "It keeps your trumps for later.",
        leads_low: "Lead with a card worth nothing.",
      },
      /** The reasons while watching, said of the seat that moved (`who`, by its place): no one watching is "you". */
      watched: {
        only_move: ({ who }) => `It is the only move ${who} can make.`,
        keeps: ({ who, cards }) => `It keeps ${list(cards.map((card) => `the ${card}`))} in ${who}'s hand for later.`,
        gives_little: ({ who, card }) => `The ${card} is neither a seven nor a coin: ${who} gives little away.`,
        gives_back: ({ who, card }) => `The ${card} goes back on the discard pile, and ${who} draws from the stock instead.`,
        discard_points: ({ who, card, points }) => `Discarding the ${card} takes ${number(points)} penalty points out of ${who}'s hand.`,
        draws_unseen: ({ who }) => `Nobody sees the card ${who} draws from the stock.`,
        wins_trick: ({ who }) => `It wins the trick, and ${who} leads the next one.`,
        takes_sevens: ({ who, sevens }) =>
          `${who}'s side will have ${number(sevens)} ${plural(sevens, { one: "seven", other: "sevens" })}: sevens win the primiera.`,
        coins_count: ({ who, taken, coins }) =>
          `It takes ${number(taken)} ${plural(taken, { one: "coin", other: "coins" })}: ${who}'s side will have ${number(coins)}, and six win the point.`,
        opens_with: ({ who, points }) => `${who} can open now, with ${number(points)} points.`,
        lays_combination: ({ who, cards, points }) => `Laying down ${list(cards)} takes ${number(points)} penalty points out of ${who}'s hand.`,
        takes_joker: ({ who, card, meld }) => `With the ${card}, ${who} wins back the joker from ${list(meld)}.`,
        discard_completes: ({ who, card }) => `The ${card} on the discard pile can go down this turn with ${who}'s cards.`,
        waits_for: ({ who, cards, wanted }) => `${who} keeps ${list(cards)}: they wait for ${either(wanted)}.`,
        reaches_half: ({ who, points }) => `This trick brings ${who} to ${number(points)} points: more than half, the hand is won.`,
        gives_nothing: ({ who }) => `The trick is lost anyway: ${who} gives away a card worth nothing.`,
        saves_trump: ({ who }) => `It keeps ${who}'s trumps for later.`,
        leads_low: ({ who }) => `${who} leads with a card worth nothing.`,
      },
    };
  })(),

  /** The table's sounds (web/sound/): the toolbar's switch, and what it says. */
  sound: { toolbar: "Sound", announce: (on) => (on ? "Sound on." : "Sound off.") },
  /** Watching the computer play every seat (app/plugins/watch.js). */
  watch: {
    menu: "Watch",
    label: "Watching the computer",
    play: "Play",
    pause: "Pause",
    step: "One move",
    speed: "Speed",
    faces: "Hands face up",
    reasons: "Reasons",
    started: "The computer plays every seat: pause it, step through it move by move, or turn the hands face up.",
    status: { text: "Watching the computer play.", keys: "K play or pause · J one move · V speed · F hands · I reasons" },
    seat: (seat, seats) => (seats === 4 ? ["Bottom", "Right", "Top", "Left"] : seats === 3 ? ["Bottom", "Right", "Left"] : ["Bottom", "Top"])[seat],
    why: (who, move, reasons) => `${who}: ${move}.${reasons.length ? ` Why: ${reasons.join(" ")}` : ""}`,
    sides: (seats) => (seats === 4 ? ["Bottom & top", "Right & left"] : ["Bottom", "Top"]),
    /** Who won a watched game: a side (`pair`: of two seats), a match where the game is played to one (Briscola, Scala 40). */
    wins: (side, pair, match) => `${side} ${pair ? "win" : "wins"} the ${match ? "match" : "game"}!`,
    /** The mirror's heading over the bottom seat's hand, which no one watching holds. */
    hand: (seat) => `${seat}'s hand`,
    /** The table's labels while watching, each seat (`seat`) or side (`side`) named by its place: no one there is "you". */
    holds: (seat, count) => `${seat} holds ${number(count)} ${plural(count, { one: "card", other: "cards" })}`,
    shows: (seat, cards) => `${seat} holds ${cards.length ? list(cards.map(the)) : "no card"}`,
    tag: (seat, count) => `${seat} · ${number(count)}`,
    zone: (seat) => `${seat}'s combinations`,
    /** Scala 40's stock and discard pile, without the player's taps. */
    stock: (count) => `Stock, ${number(count)} ${plural(count, { one: "card", other: "cards" })}`,
    discard: (card) => `Discard pile, ${card} on top`,
    meld: (seat, kind, cards, stands) => `${seat}'s ${kind}: ${list(cards)}` + (stands.length ? `; the joker stands for ${stands.join(" or ")}` : ""),
    showMelds: (seat) => `Show ${seat}'s combinations, large`,
    trick: (seat, card, led) => `${card}, ${led ? "led" : "played"} by ${seat}`,
    tricks: (seat, count, last, held, total) =>
      `${seat}'s tricks: ${count ? `${number(count)} cards` : "none yet"}` +
      (last ? `; the last one, ${list(last)}, held ${points(held)}` : "") +
      (total === null ? "" : `; ${points(total)} so far`),
    handTo: (side) => `Hand to ${side}`,
    sideWins: (side) => `${side} win the hand.`,
  },

  /** The settings room (web/app/views/settings-room.js): the player's preferences, each applied at once. */
  settingsRoom: {
    title: "Settings",
    sections: { cards: "Cards", sound: "Sound", motion: "Movement", play: "Play" },
    style: "Deck",
    fourColours: "Four-colour suits (French and Numbers decks)",
    cardSize: "Card size",
    cardSizes: { normal: "Normal", large: "Large" },
    leftHanded: "Left-handed: buttons on the left",
    soundOn: "Sound on",
    volume: "Volume",
    percent: (value) => `${number(value)}%`,
    speed: "Animation speed",
    speeds: { slow: "Slow", normal: "Normal", fast: "Fast", instant: "Instant" },
    motion: "Reduced motion",
    motions: { system: "Like the device", reduce: "On", full: "Off" },
    confirmCaptures: "Ask before taking several cards",
    autoPlay: "Play a forced move by itself",
    showOdds: "Show each move's expected points with a hint",
  },
  /** A capture of several cards, asked about first when the player wants it (the settings room). */
  confirmCapture: {
    question: (card, taken) => `Take ${list(taken.map(the))} with ${the(card)}?`,
    yes: "Take them",
    no: "Cancel",
  },

  /** The Statistics panel (web/ui/statistics-panel.js). */
  statistics: {
    toolbar: "Statistics",
    title: (game) => `Statistics: ${game}`,
    empty: "No round of this game has been counted yet: play one and come back.",
    column: (level, assisted) => (assisted ? `${level}, with help` : level),
    rows: {
      matches: "Matches played",
      matchesWon: "Matches won",
      rounds: "Rounds played",
      roundsWon: "Rounds won",
      average: "Points per round, on average",
      streak: "Matches won in a row, now",
      bestStreak: "Best run of matches won",
    },
    feats: {
      scopas: "Scopas",
      napolas: "Napolas",
      settebellos: "Settebellos taken",
      inOneGo: "Rounds closed in one go",
      eighty: "Hands of 80 points or more",
    },
    chart: (level, won, lost) => `Your last matches at level ${level}: ${number(won)} won, ${number(lost)} lost.`,
    chartEmpty: "Finish a match to see your results here.",
    legend: {
      won: "Match won",
      lost: "Match lost",
      axes: (count) => `Your last ${number(count)} matches at this level, the oldest on the left. Each bar is as tall as the points between the two final scores.`,
    },
    export: "Export",
    import: "Import",
    reset: "Reset",
    exported: "The statistics were saved to a file.",
    imported: "The statistics were imported.",
    confirmReset: "Erase the statistics of every game? This cannot be undone.",
    resetYes: "Erase them",
    resetNo: "Keep the statistics",
    resetDone: "The statistics were erased.",
    refused: {
      not_json: "That file could not be read: it is not a statistics file. Nothing was changed.",
      not_statistics: "That file does not hold mazzo statistics. Nothing was changed.",
      bad_field: (field) => `That file's statistics are damaged (at ${field}). Nothing was changed.`,
      not_playing: "The game is being played in another tab: import there.",
    },
  },

  /** The deal of the day and sharing a deal (web/app/plugins/daily.js). */
  daily: {
    inPlay: "Today's deal",
    played: (line) => `You have already played today's deal: ${line}. Deal it again?`,
    replay: "Deal it again",
    result: (game, date, won, mine, theirs, feats) =>
      `mazzo ${game}, ${date}: ${won ? "won" : "lost"} ${number(mine)}–${number(theirs)}${feats.length ? `, ${list(feats)}` : ""}`,
    feat: (feat, count) =>
      ({
        scopas: `${number(count)} ${plural(count, { one: "scopa", other: "scopas" })}`,
        napolas: `${number(count)} ${plural(count, { one: "napola", other: "napolas" })}`,
        settebellos: count === 1 ? "the settebello" : `the settebello ${number(count)} times`,
        inOneGo: `${number(count)} ${plural(count, { one: "round", other: "rounds" })} closed in one go`,
        eighty: `${number(count)} ${plural(count, { one: "hand", other: "hands" })} of 80 or more`,
      })[feat] ?? "",
    /** Over the share button: what the link gives a friend. */
    link: "Send a friend this deal: the same cards, at the same table.",
    copyResult: "Copy the result",
    share: "Share the link",
    copied: "Copied.",
    copyFailed: "The browser did not let the page copy: select the text and copy it.",
  },

  /** The table for screen readers (app/views/mirror.js), its announcements and its reading keys. */
  mirror: {
    skip: "Skip to the table for screen readers",
    switch: "Screen reader: the table as text, each move read as it happens, no animation waits",
    title: "The table, for screen readers",
    score: "Score",
    hand: "Your hand",
    actions: "What you can do",
    table: "On the table",
    stock: "Stock and discard pile",
    others: "The other players",
    captures: "Captured cards",
    news: "What happened",
    empty: "nothing",
    nothingYet: "Nothing has been said yet.",
    points: (side, points) => `${side}: ${number(points)}`,
    stockCount: (count) => `The stock holds ${number(count)} ${plural(count, { one: "card", other: "cards" })}`,
    discard: (cards) => (cards.length ? `Discard pile, top first: ${list(cards)}` : "The discard pile is empty"),
    captured: (who, cards, scopas) =>
      `${who}: ${cards.length ? `${number(cards.length)} ${plural(cards.length, { one: "card", other: "cards" })}, ${list(cards)}` : "no cards yet"}${scopas ? `; ${number(scopas)} ${plural(scopas, { one: "scopa", other: "scopas" })}` : ""}`,
    keys: "Keys",
    keyLines: [
      "Y: read your hand",
      "E: read the table, the stock and the discard pile",
      "C: read the score",
      "W: read what the other players hold, laid down or took",
      "R: say the last announcement again",
      "1 to 9: pick a card of your hand; Enter confirms, Esc cancels",
      "?: every key, in the rules' controls",
    ],
    seat: (seat, seats) => (seats === 4 ? ["You", "Right opponent", "Partner", "Left opponent"] : seats === 3 ? ["You", "Right opponent", "Left opponent"] : ["You", "Computer"])[seat],
  },
};
