/** Italiano: the same keys as en.js. */
import { formatters } from "./format.js";

const { number, list, plural } = formatters("it");

const SUITS = {
  italian: { D: "denari", H: "coppe", S: "spade", C: "bastoni" },
  french: { D: "quadri", H: "cuori", S: "picche", C: "fiori" },
};
const RANKS = {
  italian: { 1: "Asso", 8: "Fante", 9: "Cavallo", 10: "Re" },
  french: { 1: "Asso", 8: "Fante", 9: "Donna", 10: "Re" },
};
const deckOf = (style) => (style === "french" ? "french" : "italian");

const you = (player) => player === 0;
const points = (count) => `${number(count)} ${plural(count, { one: "punto", other: "punti" })}`;
/** A card name with its article: "il 7 di denari", "l'Asso di coppe", "la Donna di cuori". */
const the = (card) => (/^[AEIOU]/.test(card) ? `l'${card}` : card.startsWith("Donna") ? `la ${card}` : `il ${card}`);
const LOST = "La partita in corso andrà persa.";

export default {
  language: { name: "Italiano", short: "IT" },
  languageSwitch: "Lingua",
  close: "Chiudi",
  number,

  title: "Mazzo",
  tagline: "Giochi di carte italiani",
  steps: {
    runtime: "Caricamento di Python…",
    engine: "Installazione del motore di gioco…",
    ready: "Si mescola il mazzo…",
  },
  failed: {
    runtime: "Non è stato possibile caricare Python.",
    engine: "Non è stato possibile installare il motore di gioco.",
    worker: "Non è stato possibile avviare il motore di gioco.",
  },
  failedHint: "Controlla la connessione e riprova.",
  retry: "Riprova",
  version: (version) => `mazzo ${version}`,

  levels: { easy: "Facile", normal: "Normale", hard: "Difficile" },
  styles: { napoli: "Napoletane", piacenza: "Piacentine", french: "Francesi" },
  players: ["Tu", "Computer"],

  /** "7 di denari", "Cavallo di coppe", "Donna di cuori". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${RANKS[deck][value] ?? value} di ${SUITS[deck][suit]}`;
  },

  toolbar: {
    label: "Partita",
    newGame: "Nuova partita",
    level: "Livello",
    style: "Carte",
    napola: "Napola",
    onOff: (on) => (on ? "sì" : "no"),
    rules: "Regole",
  },
  groups: { hand: "La tua mano", table: "In tavola" },

  score: {
    label: "Punteggio",
    target: (target) => `si va a ${number(target)}`,
    round: (round) => `Smazzata ${number(round)}`,
  },
  table: { scopa: "Scopa!" },

  status: {
    yourTurn: { text: "Tocca a te: gioca una carta.", keys: "Tasti da 1 a 3." },
    choose: (card, ways) => ({
      text: `Con ${the(card)} puoi prendere in ${number(ways)} modi: tocca le carte da prendere.`,
      keys: "Oppure ← → e Invio; Esc annulla.",
    }),
    computerTurn: { text: "Il computer ci pensa…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const played = you(player) ? `Giochi ${the(card)}` : `Il computer gioca ${the(card)}`;
      if (!captures.length) return `${played}.`;
      return `${played} e prend${you(player) ? "i" : "e"} ${list(captures.map(the))}.`;
    },
    scopa: (player) => (you(player) ? "Scopa! Hai pulito la tavola." : "Scopa! Il computer ha pulito la tavola."),
    deal: (cards) => `Carte nuove: ${list(cards)}.`,
    sweep: (player, count) => {
      const to = you(player) ? "a te" : "al computer";
      return count === 1 ? `L'ultima carta in tavola va ${to}.` : `Le ultime ${number(count)} carte in tavola vanno ${to}.`;
    },
    newGame: (level, napola) => `Nuova partita, livello ${level}${napola ? ", con la napola" : ""}. Carte distribuite.`,
    newRound: (round) => `Smazzata ${number(round)}: carte distribuite.`,
    resumed: "Eccoti di nuovo: la partita continua.",
    roundOver: (mine, theirs) => `Fine della smazzata: tu fai ${points(mine)}, il computer ${points(theirs)}.`,
    style: (style) => `Carte ${style.toLowerCase()}.`,
  },

  count: {
    title: (round) => `Smazzata ${number(round)}: il conteggio`,
    lines: {
      cards: "Carte",
      coins: "Denari",
      settebello: "Settebello",
      primiera: "Primiera",
      scopa: "Scope",
      napola: "Napola",
      round: "Questa smazzata",
      total: "Totale partita",
    },
    yes: "sì",
    no: "—",
    none: "—",
    target: (target) => `Vince chi arriva a ${points(target)}.`,
    winner: (player, mine, theirs) =>
      you(player)
        ? `Hai vinto la partita, ${number(mine)} a ${number(theirs)}!`
        : `Il computer vince la partita, ${number(theirs)} a ${number(mine)}.`,
    next: "Prossima smazzata",
    newGame: "Nuova partita",
  },

  confirm: {
    newGame: `Iniziare una nuova partita? ${LOST}`,
    level: (level) => `Iniziare una nuova partita a livello ${level}? ${LOST}`,
    napola: (on) => `Iniziare una nuova partita ${on ? "con" : "senza"} la napola? ${LOST}`,
    yes: "Nuova partita",
    no: "Continua a giocare",
  },
  engineError: (message) => `Il motore di gioco si è fermato: ${message}`,

  rulesPanel: {
    page: "Apri come pagina",
    loading: "Caricamento delle regole…",
    failed: "Non è stato possibile caricare le regole.",
  },
};
