/** Français: the same keys as en.js. Before ? ! : ; French sets a narrow no-break space (\u202f). */
import { formatters } from "./format.js";

const { number, list, plural } = formatters("fr");

const SUITS = {
  italian: { D: "deniers", H: "coupes", S: "épées", C: "bâtons" },
  french: { D: "carreau", H: "cœur", S: "pique", C: "trèfle" },
};
const RANKS = {
  italian: { 1: "As", 8: "Valet", 9: "Cavalier", 10: "Roi" },
  french: { 1: "As", 8: "Valet", 9: "Dame", 10: "Roi" },
};
const deckOf = (style) => (style === "french" ? "french" : "italian");
const startsWithVowel = (word) => /^[aeiouéèê]/i.test(word);

const you = (player) => player === 0;
const points = (count) => `${number(count)} ${plural(count, { one: "point", other: "points" })}`;
/** A card name with its article: "le 7 de deniers", "l'As de coupes", "la Dame de cœur". */
const the = (card) => (startsWithVowel(card) ? `l'${card}` : card.startsWith("Dame") ? `la ${card}` : `le ${card}`);
const LOST = "La partie en cours sera perdue.";

export default {
  language: { name: "Français", short: "FR" },
  languageSwitch: "Langue",
  close: "Fermer",
  number,

  title: "Mazzo",
  tagline: "Jeux de cartes italiens",
  steps: {
    runtime: "Chargement de Python…",
    engine: "Installation du moteur de jeu…",
    ready: "On bat les cartes…",
  },
  failed: {
    runtime: "Impossible de charger Python.",
    engine: "Impossible d'installer le moteur de jeu.",
    worker: "Impossible de démarrer le moteur de jeu.",
  },
  failedHint: "Vérifiez la connexion, puis réessayez.",
  retry: "Réessayer",
  version: (version) => `mazzo ${version}`,

  levels: { easy: "Facile", normal: "Normal", hard: "Difficile" },
  styles: { napoli: "Napolitaines", piacenza: "Piacentines", french: "Françaises" },
  players: ["Vous", "Ordinateur"],

  /** "7 de deniers", "Cavalier d'épées", "Dame de cœur". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    const name = SUITS[deck][suit];
    return `${RANKS[deck][value] ?? value} ${startsWithVowel(name) ? "d'" : "de "}${name}`;
  },

  toolbar: {
    label: "Partie",
    newGame: "Nouvelle partie",
    level: "Niveau",
    style: "Cartes",
    napola: "Napola",
    onOff: (on) => (on ? "oui" : "non"),
    rules: "Règles",
  },
  groups: { hand: "Votre main", table: "Table" },

  score: {
    label: "Score",
    target: (target) => `en ${points(target)}`,
    round: (round) => `Manche ${number(round)}`,
  },
  table: { scopa: "Scopa\u202f!" },

  status: {
    yourTurn: { text: "À vous\u202f: jouez une carte.", keys: "Touches 1 à 3." },
    choose: (card, ways) => ({
      text: `Avec ${the(card)}, vous pouvez prendre de ${number(ways)} façons\u202f: touchez les cartes à ramasser.`,
      keys: "Ou ← → puis Entrée\u202f; Échap annule.",
    }),
    computerTurn: { text: "L'ordinateur réfléchit…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const played = you(player) ? `Vous jouez ${the(card)}` : `L'ordinateur joue ${the(card)}`;
      if (!captures.length) return `${played}.`;
      return `${played} et ramass${you(player) ? "ez" : "e"} ${list(captures.map(the))}.`;
    },
    scopa: (player) =>
      you(player) ? "Scopa\u202f! Vous avez balayé la table." : "Scopa\u202f! L'ordinateur a balayé la table.",
    deal: (cards) => `Nouvelles cartes\u202f: ${list(cards)}.`,
    sweep: (player, count) => {
      const to = you(player) ? "pour vous" : "pour l'ordinateur";
      return count === 1
        ? `La dernière carte de la table est ${to}.`
        : `Les ${number(count)} dernières cartes de la table sont ${to}.`;
    },
    newGame: (level, napola) =>
      `Nouvelle partie, niveau ${level}${napola ? ", avec la napola" : ""}. Les cartes sont distribuées.`,
    newRound: (round) => `Manche ${number(round)}\u202f: les cartes sont distribuées.`,
    resumed: "Bon retour\u202f: votre partie continue.",
    roundOver: (mine, theirs) =>
      `Fin de la manche\u202f: vous marquez ${points(mine)}, l'ordinateur ${points(theirs)}.`,
    style: (style) => `Cartes ${style.toLowerCase()}.`,
  },

  count: {
    title: (round) => `Manche ${number(round)}\u202f: le décompte`,
    lines: {
      cards: "Cartes",
      coins: "Deniers",
      settebello: "Settebello",
      primiera: "Primiera",
      scopa: "Scopas",
      napola: "Napola",
      round: "Cette manche",
      total: "Total de la partie",
    },
    yes: "oui",
    no: "—",
    none: "—",
    target: (target) => `Le premier à ${points(target)} gagne.`,
    winner: (player, mine, theirs) =>
      you(player)
        ? `Vous gagnez la partie, ${number(mine)} à ${number(theirs)}\u202f!`
        : `L'ordinateur gagne la partie, ${number(theirs)} à ${number(mine)}.`,
    next: "Manche suivante",
    newGame: "Nouvelle partie",
  },

  confirm: {
    newGame: `Commencer une nouvelle partie\u202f? ${LOST}`,
    level: (level) => `Commencer une nouvelle partie au niveau ${level}\u202f? ${LOST}`,
    napola: (on) => `Commencer une nouvelle partie ${on ? "avec" : "sans"} la napola\u202f? ${LOST}`,
    yes: "Nouvelle partie",
    no: "Continuer à jouer",
  },
  engineError: (message) => `Le moteur de jeu a échoué\u202f: ${message}`,

  rulesPanel: {
    page: "Ouvrir dans une page",
    loading: "Chargement des règles…",
    failed: "Impossible de charger les règles.",
  },
};
