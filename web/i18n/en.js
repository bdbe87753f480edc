/**
 * English: every text the page shows. Every language file (web/i18n/<lang>.js)
 * has the same keys; texts that depend on the game are functions with the
 * same parameters in every language. Card names depend on the card style
 * (the French style calls coins diamonds and the Knight the Queen).
 */
import { formatters } from "./format.js";

const { number, list, plural } = formatters("en");

const SUITS = {
  italian: { D: "coins", H: "cups", S: "swords", C: "batons" },
  french: { D: "diamonds", H: "hearts", S: "spades", C: "clubs" },
};
const RANKS = {
  italian: { 1: "Ace", 8: "Jack", 9: "Knight", 10: "King" },
  french: { 1: "Ace", 8: "Jack", 9: "Queen", 10: "King" },
};
const deckOf = (style) => (style === "french" ? "french" : "italian");

const you = (player) => player === 0;
const points = (count) => `${number(count)} ${plural(count, { one: "point", other: "points" })}`;
const LOST = "The game under way will be lost.";

export default {
  language: { name: "English", short: "EN" },
  languageSwitch: "Language",
  close: "Close",
  number,

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

  levels: { easy: "Easy", normal: "Normal", hard: "Hard" },
  styles: { napoli: "Napoli", piacenza: "Piacenza", french: "French" },
  players: ["You", "Computer"],

  /** "7 of coins", "Knight of cups", "Queen of hearts" — `value` 1 to 10, `suit` D, H, S or C. */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${RANKS[deck][value] ?? value} of ${SUITS[deck][suit]}`;
  },

  toolbar: {
    label: "Game",
    newGame: "New game",
    level: "Level",
    style: "Cards",
    napola: "Napola",
    onOff: (on) => (on ? "on" : "off"),
    rules: "Rules",
  },
  groups: { hand: "Your hand", table: "Table" },

  score: {
    label: "Score",
    target: (target) => `first to ${number(target)}`,
    round: (round) => `Round ${number(round)}`,
  },
  table: { scopa: "Scopa!" },

  /** What the player can do now; `keys` is shown only where there is a keyboard. */
  status: {
    yourTurn: { text: "Your turn: play a card.", keys: "Keys 1 to 3." },
    choose: (card, ways) => ({
      text: `The ${card} can take in ${number(ways)} ways: tap the cards to take.`,
      keys: "Or ← → and Enter; Esc cancels.",
    }),
    computerTurn: { text: "The computer is thinking…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const who = you(player) ? "You play" : "The computer plays";
      return captures.length ? `${who} ${card} and take${you(player) ? "" : "s"} ${list(captures)}.` : `${who} ${card}.`;
    },
    scopa: (player) => (you(player) ? "Scopa! You swept the table." : "Scopa! The computer swept the table."),
    deal: (cards) => `New cards: ${list(cards)}.`,
    sweep: (player, count) =>
      `The last ${count === 1 ? "card" : `${number(count)} cards`} on the table go${count === 1 ? "es" : ""} to ${you(player) ? "you" : "the computer"}.`,
    newGame: (level, napola) => `New game, level ${level}${napola ? ", with the napola" : ""}. The cards are dealt.`,
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
    newGame: "New game",
  },

  confirm: {
    newGame: `Start a new game? ${LOST}`,
    level: (level) => `Start a new game at level ${level}? ${LOST}`,
    napola: (on) => `Start a new game with the napola ${on ? "on" : "off"}? ${LOST}`,
    yes: "New game",
    no: "Keep playing",
  },
  engineError: (message) => `The game engine failed: ${message}`,

  rulesPanel: {
    page: "Open as a page",
    loading: "Loading the rules…",
    failed: "The rules could not be loaded.",
  },
};
