/** Kiswahili: the same keys as en.js. */
import { formatters } from "./format.js";

const { number, list } = formatters("sw");

const SUITS = {
  italian: { D: "sarafu", H: "vikombe", S: "mapanga", C: "marungu" },
  french: { D: "shupaza", H: "kopa", S: "jembe", C: "maua" },
};
const RANKS = {
  italian: { 1: "Ace", 8: "Askari", 9: "Farasi", 10: "Mfalme" },
  french: { 1: "Ace", 8: "Askari", 9: "Malkia", 10: "Mfalme" },
};
/** The court cards are people (and a horse): "Mfalme wa sarafu", but "7 ya sarafu". */
const ANIMATE = new Set([8, 9, 10]);
const deckOf = (style) => (style === "french" ? "french" : "italian");

const you = (player) => player === 0;
const points = (count) => `pointi ${number(count)}`;
const LOST = "Mchezo unaoendelea utapotea.";

export default {
  language: { name: "Kiswahili", short: "SW" },
  languageSwitch: "Lugha",
  close: "Funga",
  number,

  title: "Mazzo",
  tagline: "Michezo ya karata ya Kiitaliano",
  steps: {
    runtime: "Inapakia Python…",
    engine: "Inasakinisha injini ya mchezo…",
    ready: "Inachanganya karata…",
  },
  failed: {
    runtime: "Python haikuweza kupakiwa.",
    engine: "Injini ya mchezo haikuweza kusakinishwa.",
    worker: "Injini ya mchezo haikuweza kuanzishwa.",
  },
  failedHint: "Angalia muunganisho, kisha ujaribu tena.",
  retry: "Jaribu tena",
  version: (version) => `mazzo ${version}`,

  levels: { easy: "Rahisi", normal: "Kawaida", hard: "Ngumu" },
  styles: { napoli: "Napoli", piacenza: "Piacenza", french: "Kifaransa" },
  players: ["Wewe", "Kompyuta"],

  /** "7 ya sarafu", "Farasi wa vikombe", "Malkia wa kopa". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${RANKS[deck][value] ?? value} ${ANIMATE.has(value) ? "wa" : "ya"} ${SUITS[deck][suit]}`;
  },

  toolbar: {
    label: "Mchezo",
    newGame: "Mchezo mpya",
    level: "Kiwango",
    style: "Karata",
    napola: "Napola",
    onOff: (on) => (on ? "ndiyo" : "hapana"),
    rules: "Sheria",
  },
  groups: { hand: "Karata zako", table: "Mezani" },

  score: {
    label: "Alama",
    target: (target) => `hadi ${points(target)}`,
    round: (round) => `Mzunguko ${number(round)}`,
  },
  table: { scopa: "Scopa!" },

  status: {
    yourTurn: { text: "Zamu yako: cheza karata moja.", keys: "Vitufe 1 hadi 3." },
    choose: (card, ways) => ({
      text: `Kwa ${card} unaweza kukamata kwa njia ${number(ways)}: gusa karata za kuchukua.`,
      keys: "Au ← → kisha Enter; Esc kughairi.",
    }),
    computerTurn: { text: "Kompyuta inafikiri…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const played = you(player) ? `Unacheza ${card}` : `Kompyuta inacheza ${card}`;
      return captures.length ? `${played} na kukamata ${list(captures)}.` : `${played}.`;
    },
    scopa: (player) => (you(player) ? "Scopa! Umesafisha meza yote." : "Scopa! Kompyuta imesafisha meza yote."),
    deal: (cards) => `Karata mpya: ${list(cards)}.`,
    sweep: (player, count) => {
      const to = you(player) ? "kwako" : "kwa kompyuta";
      return count === 1
        ? `Karata ya mwisho mezani inakwenda ${to}.`
        : `Karata ${number(count)} za mwisho mezani zinakwenda ${to}.`;
    },
    newGame: (level, napola) => `Mchezo mpya, kiwango ${level}${napola ? ", pamoja na napola" : ""}. Karata zimegawiwa.`,
    newRound: (round) => `Mzunguko ${number(round)}: karata zimegawiwa.`,
    resumed: "Karibu tena: mchezo wako unaendelea.",
    roundOver: (mine, theirs) => `Mzunguko umekwisha: umepata ${points(mine)}, kompyuta ${points(theirs)}.`,
    style: (style) => `Karata: ${style}.`,
  },

  count: {
    title: (round) => `Mzunguko ${number(round)}: hesabu`,
    lines: {
      cards: "Karata",
      coins: "Sarafu",
      settebello: "Settebello",
      primiera: "Primiera",
      scopa: "Scopa",
      napola: "Napola",
      round: "Mzunguko huu",
      total: "Jumla ya mchezo",
    },
    yes: "ndiyo",
    no: "—",
    none: "—",
    target: (target) => `Wa kwanza kufikia ${points(target)} anashinda.`,
    winner: (player, mine, theirs) =>
      you(player)
        ? `Umeshinda mchezo, ${number(mine)} kwa ${number(theirs)}!`
        : `Kompyuta imeshinda mchezo, ${number(theirs)} kwa ${number(mine)}.`,
    next: "Mzunguko unaofuata",
    newGame: "Mchezo mpya",
  },

  confirm: {
    newGame: `Je, unataka kuanza mchezo mpya? ${LOST}`,
    level: (level) => `Je, unataka kuanza mchezo mpya kwa kiwango ${level}? ${LOST}`,
    napola: (on) => `Je, unataka kuanza mchezo mpya ${on ? "pamoja na" : "bila"} napola? ${LOST}`,
    yes: "Mchezo mpya",
    no: "Endelea kucheza",
  },
  engineError: (message) => `Injini ya mchezo imeshindwa: ${message}`,

  rulesPanel: {
    page: "Fungua kama ukurasa",
    loading: "Inapakia sheria…",
    failed: "Sheria hazikuweza kupakiwa.",
  },
};
