/** Italiano: the same keys as en.js. */
import { formatters } from "./format.js";

const { number, list, either, plural } = formatters("it");

const SUITS = {
  italian: { D: "denari", H: "coppe", S: "spade", C: "bastoni" },
  french: { D: "quadri", H: "cuori", S: "picche", C: "fiori" },
};
const RANKS = {
  italian: { 1: "Asso", 8: "Fante", 9: "Cavallo", 10: "Re" },
  french: { 1: "Asso", 8: "Fante", 9: "Donna", 10: "Re" },
};
const deckOf = (style) => (style === "french" || style === "numbers" ? "french" : "italian");
/** The French numbers style has no faces: 8, 9 and 10 are numbers. */
const ranksOf = (style) => (style === "numbers" ? { 1: "Asso" } : RANKS[deckOf(style)]);

const you = (player) => player === 0;
/**
 * Chi fa una mossa, nelle parole della mossa: il numero di un posto (0: tu) oppure, quando il tavolo dà
 * un nome ai posti (persone che giocano insieme, il computer guardato), quel nome, in terza persona.
 */
const who = (player, seat) => (typeof player === "string" ? player : seat);
/** "a" davanti a un nome, "ad" davanti alla a ("ad Anna"). */
const toName = (name) => (/^a/i.test(name) ? `ad ${name}` : `a ${name}`);
const points = (count) => `${number(count)} ${plural(count, { one: "punto", other: "punti" })}`;
/** The article of a card's name, alone or joined to a preposition: il, l', la; del, dell', della; al, all', alla. */
const ARTICLES = { "": ["il ", "l'", "la "], di: ["del ", "dell'", "della "], a: ["al ", "all'", "alla "] };
/** A card's name after `preposition` ("di", "a") joined to its article: "dell'Asso di spade", "alla Donna di cuori". */
const joined = (preposition, card) => {
  const [il, elided, la] = ARTICLES[/** @type {"di"} */ (preposition)];
  return `${/^[AEIOU8]/.test(card) ? elided : card.startsWith("Donna") ? la : il}${card}`;
};
/** A card name with its article: "il 7 di denari", "l'Asso di coppe", "l'8 di cuori", "la Donna di cuori" (one argument: it is mapped over lists). */
const the = (card) => joined("", card);
const capital = (text) => text[0].toUpperCase() + text.slice(1);
const LOST = "La partita in corso andrà persa.";
/** I posti a un tavolo da quattro, per numero: come soggetto, dopo "a" e in breve (nel conteggio). */
const FOUR_SEATS = ["Tu", "L'avversario alla tua destra", "Il tuo compagno", "L'avversario alla tua sinistra"];
const FOUR_TO = ["a te", "all'avversario alla tua destra", "al tuo compagno", "all'avversario alla tua sinistra"];
const FOUR_SHORT = ["tu", "destra", "compagno", "sinistra"];
/** Each seat on a pill, short enough for a phone. */
const FOUR_TAGS = ["Tu", "Destra", "Compagno", "Sinistra"];
const FOUR_TABLES = { scopa: "Scopa a quattro", scientifico: "Scopone scientifico", classico: "Scopone classico" };
// Scala 40 a tre e a quattro: ogni posto come lo nomina una frase, e il suo nome breve (la barra, il conteggio, le zone).
const SCALA_SEATS = { 3: ["Tu", "Il giocatore alla tua destra", "Il giocatore alla tua sinistra"], 4: ["Tu", "Il giocatore alla tua destra", "Il giocatore di fronte", "Il giocatore alla tua sinistra"] };
const SCALA_NAMES = { 3: ["Tu", "Destra", "Sinistra"], 4: ["Tu", "Destra", "Di fronte", "Sinistra"] };

/** Scopa's lessons (learn.lessons.scopa); Scopone's share their words but where they say otherwise. */
const SCOPA_LESSONS = {
  values: {
    title: "Le carte e il loro valore",
    goal: (c) => `Le carte numerate valgono il loro numero, le tre figure 8, 9 e 10. Prendi ${the(c.QC)} e ${the(c.AS)} con ${the(c.KD)}: 9 più 1 fa 10.`,
    why: "Ogni carta vale da 1 a 10: basta questo per vedere che cosa può prendere.",
  },
  take_one: {
    title: "Prendere una carta",
    goal: (c) => `Gioca ${the(c["7D"])} per prendere ${the(c["7H"])}: una carta prende la carta dello stesso valore.`,
    why: "Le carte che prendi sono tue al conteggio: più carte, più denari, più occasioni di punti.",
  },
  take_sum: {
    title: "Prendere più carte",
    goal: (c) => `Prendi insieme ${the(c["4D"])} e ${the(c["2H"])} con ${the(c["6C"])}: 4 più 2 fa 6.`,
    why: "Una carta sola può prenderne diverse: cerca le somme a ogni turno.",
  },
  same_value_first: {
    title: "Prima lo stesso valore",
    goal: (c) => `Prendi con ${the(c["5D"])}. Sul tavolo c'è un 5: deve prendere quel 5, non un 3 e un 2.`,
    why: "Se sul tavolo c'è una carta dello stesso valore, la somma non è ammessa: si prende quella carta.",
  },
  scopa: {
    title: "La scopa",
    goal: () => "Prendi in un colpo tutte le carte del tavolo: è una scopa.",
    why: "Ogni scopa vale un punto. Un tavolo che fa 10 o meno può regalarne una all'avversario.",
  },
  last_taker: {
    title: "L'ultima presa",
    goal: (c) => `Il mazzo è finito e questa è la tua ultima carta. Prendi ${the(c["3S"])} con ${the(c["3D"])}.`,
    why: "Quando si gioca l'ultima carta, quello che resta sul tavolo va a chi ha preso per ultimo.",
  },
  settebello: {
    title: "Il settebello",
    goal: (c) => `Il settebello è ${the(c["7D"])}: prendilo.`,
    why: "Il settebello da solo vale un punto al conteggio.",
  },
  primiera: {
    title: "La primiera",
    goal: () => "Prendi la carta che vale di più per la primiera: il 7 conta più di tutte, poi il 6, poi l'Asso.",
    why: "Al conteggio ognuno somma la sua carta migliore di ogni seme, e il totale più alto vince un punto: sette e sei vanno presi.",
  },
  count: {
    title: "Il conteggio",
    goal: (c) => `Ultime due carte, il mazzo è finito. Prendi ${the(c["7H"])}: ti dà la primiera. Poi gioca ${the(c.KD)}, e viene il conteggio.`,
    why: "Al conteggio carte, denari, settebello e primiera valgono un punto ciascuno. La tua primiera, due 7 e due 6, fa 78 contro 75: senza il 7 che hai preso, era la loro.",
  },
  round: {
    title: "Una mano intera",
    goal: () => "Gioca la mano fino alla fine contro il computer, fino al conteggio. In dubbio? Chiedi un suggerimento.",
    why: "A ogni turno la domanda è la stessa: cosa posso prendere, cosa lascio sul tavolo? Il suggerimento mostra cosa farebbe il giocatore più forte, e perché.",
  },
};

export default {
  languageSwitch: "Lingua",
  close: "Chiudi",
  number,

  title: "Mazzo",
  tagline: "Giochi di carte italiani",
  steps: {
    runtime: "Si tira fuori il mazzo…",
    engine: "Si prepara il tavolo…",
    ready: "Si distribuiscono le carte…",
  },
  /** The loading panel: what mazzo is, and one tip (a different one each day). */
  loading: {
    about: "Scopa, Scopone, Scala 40 e Briscola contro il computer, direttamente nel browser. Le tue partite restano su questo dispositivo.",
    tip: (text) => `Consiglio: ${text}`,
    tips: [
      "Tocca una carta per giocarla; se può prendere in più modi, tocca le carte che vuoi prendere.",
      "Il suggerimento mostra la mossa che farebbe il giocatore più forte, e spiega perché.",
      "La smazzata del giorno dà a tutti le stesse carte: confronta il tuo risultato con quello degli amici.",
    ],
  },
  failed: {
    runtime: "Non è stato possibile caricare Python.",
    engine: "Non è stato possibile installare il motore di gioco.",
    worker: "Non è stato possibile avviare il motore di gioco.",
    stopped: "Il motore del gioco si è fermato. La partita è salvata: riavvialo per continuare.",
  },
  failedHint: "Controlla la connessione e riprova.",
  retry: "Riprova",
  notices: {
    updateReady: "È pronta una nuova versione di Mazzo: verrà usata la prossima volta che apri il gioco.",
    restoreFailed: "Non è stato possibile ripristinare la partita salvata: ne è iniziata una nuova.",
    dismiss: "OK",
  },
  version: (version) => `mazzo ${version}`,

  games: { scopa: "Scopa", scala40: "Scala 40", briscola: "Briscola", scopone: "Scopone", tressette: "Tressette" },
  levels: { easy: "Facile", normal: "Normale", hard: "Difficile" },
  styles: { napoli: "Napoletane", piacenza: "Piacentine", french: "Francesi", numbers: "Numeri" },
  players: ["Tu", "Computer"],

  /** "7 di denari", "Cavallo di coppe", "Donna di cuori". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${ranksOf(style)[value] ?? value} di ${SUITS[deck][suit]}`;
  },
  /** A suit's name, as a refusal names the suit led. */
  suitName: (suit, style) => SUITS[deckOf(style)][suit],

  toolbar: {
    label: "Partita",
    level: "Livello",
    target: "Punti",
    napola: "Napola",
    onOff: (on) => (on ? "sì" : "no"),
    rules: "Regole",
    settings: "Impostazioni",
  },
  /** Il menu dei giochi (web/app/views/menu.js): la porta d'ingresso, con un benvenuto alla prima visita. */
  together: {
    seats: "Al tavolo",
    seat: (n) => `Posto ${number(n)}`,
    person: "Persona",
    computer: "Computer",
    defaultName: (n) => `Giocatore ${number(n)}`,
    nameLabel: (n) => `Nome di chi siede al posto ${number(n)}`,
    passTo: (name) => `Passa il telefono ${toName(name)}`,
    passNote: "Tutte le carte in mano sono coperte. Guardi solo chi gioca adesso.",
    passShow: (name) => `${name}: mostra le mie carte`,
    turnOf: (name) => `Tocca ${toName(name)}`,
    alone: "Tu, contro il computer",
    wins: (name) => `${name} vince la partita!`,
    roundOver: (names, scored) => `Fine della smazzata: ${names.map((name, side) => `${name} ${points(scored[side])}`).join(", ")}.`,
    whose: "Statistiche di",
  },
  menu: {
    open: "Menu",
    title: "A che cosa giochiamo?",
    close: "Chiudi il menu",
    welcome: [
      "Mazzo ti fa giocare a carte all'italiana contro il computer, direttamente nel browser: Scopa, Scopone, Scala 40 e Briscola.",
      "Per giocare una carta toccala, oppure premi il suo numero sulla tastiera.",
      "Tutto resta su questo dispositivo: partite, impostazioni e statistiche non vengono mai spedite altrove.",
    ],
    game: "Gioco",
    deal: "Dai le carte",
    resume: "Riprendi",
    inProgress: "partita in corso",
    daily: "Smazzata del giorno",
    dailyDone: "smazzata di oggi giocata",
    playedToday: (line) => `Giocata oggi: ${line}`,
    waiting: "Le carte stanno arrivando: il gioco finisce di caricarsi…",
    another: "Un'altra partita",
  },
  groups: { hand: "La tua mano", table: "In tavola", actions: "Azioni" },

  /** Another player's hand, face down: how many cards it holds. */
  opponentHand: (count) => `Il computer ha in mano ${number(count)} ${plural(count, { one: "carta", other: "carte" })}`,

  score: {
    target: (target) => `si va a ${number(target)}`,
    round: (round) => `Smazzata ${number(round)}`,
  },
  table: { scopa: "Scopa!" },

  status: {
    yourTurn: { text: "Tocca a te: gioca una carta.", keys: "Tasti da 1 a 3." },
    choose: (card, ways) => ({
      text: `Con ${the(card)} puoi prendere in ${number(ways)} ${plural(ways, { one: "modo", other: "modi" })}: tocca le carte da prendere.`,
      keys: "Oppure ← → e Invio; Esc annulla.",
    }),
    computerTurn: { text: "Il computer ci pensa…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const played = you(player) ? `Giochi ${the(card)}` : `${who(player, "Il computer")} gioca ${the(card)}`;
      if (!captures.length) return `${played}.`;
      return `${played} e prend${you(player) ? "i" : "e"} ${list(captures.map(the))}.`;
    },
    scopa: (player) => (you(player) ? "Scopa! Hai pulito la tavola." : `Scopa! ${who(player, "Il computer")} ha pulito la tavola.`),
    deal: (cards) => `Carte nuove: ${list(cards)}.`,
    sweep: (player, count) => {
      const to = you(player) ? "a te" : typeof player === "string" ? toName(player) : "al computer";
      return count === 1 ? `L'ultima carta in tavola va ${to}.` : `Le ultime ${number(count)} carte in tavola vanno ${to}.`;
    },
    newGame: (level, rules) => `Nuova partita, livello ${level}${rules.length ? `, con ${list(rules)}` : ""}. Carte distribuite.`,
    houseRules: { napola: "la napola", re_bello: "il Re Bello", ace_takes_all: "l'asso che piglia tutto", fifteen: "la scopa di quindici" },
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
      re_bello: "Re Bello",
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
    aside: "Chiudi il conteggio e guarda il tavolo",
    again: "Rivedi il conteggio",
  },

  confirm: {
    newGame: `Iniziare una nuova partita? ${LOST}`,
    yes: "Nuova partita",
    no: "Continua a giocare",
  },
  engineError: (message) => `Il motore di gioco si è fermato: ${message}`,

  /**
   * Tavoli da quattro: la Scopa in coppia e lo Scopone. Posti: 0 tu, 1
   * l'avversario alla tua destra, 2 il tuo compagno (di fronte), 3 l'avversario
   * alla tua sinistra; coppie: 0 la vostra, 1 quella avversaria.
   */
  four: {
    sides: ["Noi", "Loro"],
    tables: FOUR_TABLES,
    choices: {
      players: {
        name: "Giocatori",
        value: (count) => number(count),
      },
      variant: {
        name: "Variante",
        value: (variant) => ({ scientifico: "Scientifico", classico: "Classico" })[variant],
      },
      re_bello: {
        name: "Re Bello",
      },
      declarations: {
        name: "Accusi",
      },
      capture: {
        name: "Prese",
        value: (rule) => ({ classic: "Classiche", ace_takes_all: "Asso piglia tutto", fifteen: "Scopa di Quindici" })[rule],
      },
    },
    hand: (seat, count) => `${FOUR_SEATS[seat]} ha in mano ${number(count)} ${plural(count, { one: "carta", other: "carte" })}`,
    /** A seat's name and a count on the table (its hand, its pile), short enough for a pill on a phone. */
    tag: (seat, count) => `${FOUR_TAGS[seat]} · ${number(count)}`,
    /** A pile's pills at the table: whose it is (above), and the cards won in it (below), unlike a hand's "Partner · 3". */
    pileOwner: (seat) => FOUR_TAGS[seat],
    pileWon: (count) => `Prese · ${number(count)}`,
    keys: (count) => (count >= 10 ? "Tasti da 1 a 9, e 0 per la decima carta." : count === 1 ? "Tasto 1." : `Tasti da 1 a ${number(count)}.`),
    seatScopas: (seats, scopas) => seats.map((seat, i) => `${FOUR_SHORT[seat]}\u00a0${number(scopas[i])}`).join(" · "),
    winner: (side, ours, theirs) =>
      side === 0
        ? `Avete vinto la partita, ${number(ours)} a ${number(theirs)}!`
        : `Gli avversari vincono la partita, ${number(theirs)} a ${number(ours)}.`,
    announce: {
      play(player, card, captures) {
        const played = you(player) ? `Giochi ${the(card)}` : `${who(player, FOUR_SEATS[player])} gioca ${the(card)}`;
        if (!captures.length) return `${played}.`;
        return `${played} e prend${you(player) ? "i" : "e"} ${list(captures.map(the))}.`;
      },
      scopa: (player) => (you(player) ? "Scopa! Hai pulito la tavola." : `Scopa! ${who(player, FOUR_SEATS[player])} ha pulito la tavola.`),
      sweep: (player, count) =>
        count === 1
          ? `L'ultima carta in tavola va ${typeof player === "string" ? toName(player) : FOUR_TO[player]}.`
          : `Le ultime ${number(count)} carte in tavola vanno ${typeof player === "string" ? toName(player) : FOUR_TO[player]}.`,
      newGame: (table, level, rules) => `Nuova partita a ${table}, livello ${level}${rules.length ? `, con ${list(rules)}` : ""}. Carte distribuite.`,
      roundOver: (ours, theirs) => `Fine della smazzata: voi fate ${points(ours)}, gli avversari ${points(theirs)}.`,
    },
  },

  scala40: {
    /** "7H" → "7 di cuori", "TD" → "10 di quadri", "JK" → "Jolly". */
    cardName(card) {
      if (card === "JK") return "Jolly";
      const ranks = { A: "Asso", T: "10", J: "Fante", Q: "Donna", K: "Re" };
      const suits = { D: "quadri", H: "cuori", S: "picche", C: "fiori" };
      return `${ranks[card[0]] ?? card[0]} di ${suits[card[1]]}`;
    },
    zones: ["Le tue combinazioni", "Le combinazioni del computer"],
    stock: (count) => `Tallone, ${number(count)} ${plural(count, { one: "carta", other: "carte" })}: pesca`,
    discardPile: (card) => (card ? `Pozzo, in cima ${the(card)}: prendi la carta, o scarta qui` : "Pozzo, vuoto"),
    meld: (owner, kind, cards, stands) =>
      `${you(owner) ? (kind === "scala" ? "La tua scala" : `Il tuo ${kind}`) : `${capital(kind)} del computer`}: ${list(cards)}` +
      (stands.length ? `; il jolly sta per ${stands.map(the).join(" o ")}` : ""),
    kinds: { set: "tris", run: "scala" },
    prepared: (cards, verdict) => `Combinazione preparata: ${list(cards)}${verdict ? `, ${verdict}` : ""}. Tocca per riprenderla.`,

    actions: {
      sort: "Ordina",
      sortBy: { rank: "Ordina per valore", suit: "Ordina per seme" },
      lay: "Cala",
      open: "Apri",
      discard: "Scarta",
      return: "Restituisci",
    },
    total: (points) => `${number(points)} / 40`,
    frameTitle: (points) => `La tua apertura: ${number(points)} su 40`,
    frameHint: "Prepara qui la tua apertura: almeno 40 punti",
    points: (count) => `${number(count)} ${plural(count, { one: "pt", other: "pti" })}`,
    reasons: {
      too_few: "troppo poche carte",
      two_jokers: "due jolly",
      not_a_set: "non è un tris",
      not_a_run: "non è una scala",
    },

    status: {
      draw: (top) => ({
        text: top ? `Tocca a te: pesca dal tallone, o prendi ${the(top)}.` : "Tocca a te: pesca dal tallone.",
        keys: "S tallone · P pozzo.",
      }),
      stock: { text: "Pesca dal tallone.", keys: "S tallone." },
      prepare: {
        text: "Seleziona delle carte e calale per preparare l'apertura, oppure scarta.",
        keys: "← → Spazio seleziona · Invio cala · X scarta.",
      },
      ready: (points) => ({ text: `La tua apertura vale ${number(points)}: apri, o prepara altro.`, keys: "Invio apre." }),
      play: {
        text: "Cala, attacca in tavola, o scarta per finire il turno.",
        keys: "← → Spazio seleziona · Invio cala · A attacca · X scarta.",
      },
      taken: (card) => ({
        text: `Metti in tavola in questo turno la carta presa (${card}), oppure restituiscila.`,
        keys: "Invio cala · A attacca · B restituisci.",
      }),
      placing: (what) => ({ text: what, keys: "A o ← → un altro posto · Invio · Esc annulla." }),
    },
    placing: {
      add: (card, meld) => `Attaccare ${the(card)} a ${meld}?`,
      low: (card, meld) => `Attaccare ${the(card)} in fondo a ${meld}, dalla parte bassa?`,
      swap: (card, meld) => `Mettere ${the(card)} al posto del jolly di ${meld}, e prendere il jolly?`,
    },
    /** The mirror's buttons for the places the selected card can take (`cards`: the combination's cards). */
    place: {
      add: (card, cards) => `Attacca ${the(card)} alla combinazione ${list(cards)}`,
      low: (card, cards) => `Attacca ${the(card)} dalla parte bassa della combinazione ${list(cards)}`,
      swap: (card, cards) => `Metti ${the(card)} al posto del jolly nella combinazione ${list(cards)} e riprenditi il jolly`,
    },

    announce: {
      draw: (player, card) => (you(player) ? `Peschi ${the(card)}.` : `${who(player, "Il computer")} pesca dal tallone.`),
      take: (player, card) => (you(player) ? `Prendi ${the(card)} dal pozzo.` : `${who(player, "Il computer")} prende ${the(card)} dal pozzo.`),
      return: (player, card) => `${you(player) ? "Rimetti" : `${who(player, "Il computer")} rimette`} ${the(card)} nel pozzo.`,
      rebuild: "Il pozzo viene rimescolato: è il nuovo tallone.",
      open: (player, count, melds) => `${you(player) ? "Apri" : `${who(player, "Il computer")} apre`} con ${points(count)}: ${melds.map(list).join("; ")}.`,
      meld: (player, cards) => `${you(player) ? "Cali" : `${who(player, "Il computer")} cala`} ${list(cards)}.`,
      add: (player, card, cards) => `${you(player) ? "Attacchi" : `${who(player, "Il computer")} attacca`} ${the(card)} alla combinazione ${list(cards)}.`,
      swap: (player, card, cards) => `${you(player) ? "Riprendi" : `${who(player, "Il computer")} riprende`} il jolly della combinazione ${list(cards)} con ${the(card)}.`,
      discard: (player, card) => `${you(player) ? "Scarti" : `${who(player, "Il computer")} scarta`} ${the(card)}.`,
      close: (player, doubled) =>
        `${you(player) ? "Hai chiuso" : `${who(player, "Il computer")} ha chiuso`}${doubled ? " in mano: i punti raddoppiano!" : "!"}`,
      void: "Il tallone è finito due volte: in questa smazzata nessuno segna punti.",
      prepared: (cards) => `Carte messe da parte per l'apertura: ${list(cards)}.`,
      unprepared: "Le combinazioni preparate tornano in mano.",
      sorted: { rank: "Mano ordinata per valore.", suit: "Mano ordinata per seme." },
      newGame: (level) => `Nuova partita a Scala 40, livello ${level}. Carte distribuite.`,
      roundOver: (mine, theirs) => `Fine della smazzata: tu prendi ${points(mine)}, il computer ${points(theirs)}.`,
    },

    target: (count) => `si perde a ${number(count)}`,
    confirm: {
      newGame: `Iniziare una nuova partita a Scala 40? ${LOST}`,
      yes: "Nuova partita",
    },
    count: {
      lines: {
        cards_left: "Carte rimaste",
        card_points: "Punti rimasti in mano",
        never_opened: "Mai aperto",
        doubled: "Chiusura in mano",
        round: "Questa smazzata",
        total: "Totale partita",
      },
      closed: "chiuso",
      none: "—",
      doubled: (points) => `×2 (+${number(points)})`,
      void: "Il tallone è finito due volte: in questa smazzata nessuno segna punti.",
      target: (count) => `Chi arriva a ${points(count)} perde la partita.`,
      winner: (player, mine, theirs) =>
        you(player)
          ? `Hai vinto la partita, ${number(mine)} a ${number(theirs)}!`
          : `Il computer vince la partita, ${number(theirs)} a ${number(mine)}.`,
    },
    /** Scala 40 a tre e a quattro: ognuno per sé, ciascuno chiamato dal suo posto (seats: 3 o 4). */
    many: {
      names: (seats) => SCALA_NAMES[seats],
      who: (seats, seat) => SCALA_SEATS[seats][seat],
      /** La vista in grande delle combinazioni di un giocatore: il titolo, e cosa fa un tocco sulla sua zona. */
      meldsOf: (seats, seat) => `Le combinazioni calate dal ${SCALA_SEATS[seats][seat].replace(/^Il /, "")}`,
      showMelds: (seats, seat) => `Guarda in grande le combinazioni del ${SCALA_SEATS[seats][seat].replace(/^Il /, "")}`,
      zone: (seats, seat, opened, out) =>
        `${seat === 0 ? "Le tue combinazioni" : SCALA_NAMES[seats][seat]}${out ? " · fuori" : opened && seat !== 0 ? " · ha aperto" : ""}`,
      tag: (seats, seat, count, out) => `${SCALA_NAMES[seats][seat]} · ${out ? "fuori" : number(count)}`,
      hand: (seats, seat, count, opened, out) =>
        out
          ? `${SCALA_SEATS[seats][seat]} è fuori dalla partita`
          : `${SCALA_SEATS[seats][seat]} ha ${number(count)} ${plural(count, { one: "carta", other: "carte" })} in mano${opened ? " e ha aperto" : " e non ha ancora aperto"}`,
      shows: (seats, seat, cards) => `${SCALA_SEATS[seats][seat]} ha in mano ${cards.length ? list(cards.map(the)) : "nessuna carta"}`,
      meld: (seats, owner, kind, cards, stands) =>
        `${you(owner) ? (kind === "scala" ? "La tua scala" : `Il tuo ${kind}`) : `${SCALA_SEATS[seats][owner]}, ${kind}`}: ${list(cards)}` +
        (stands.length ? `; il jolly sta per ${stands.map(the).join(" o ")}` : ""),
      announce: (seats) => {
        const seat = (player) => who(player, SCALA_SEATS[seats][player]);
        return {
          draw: (player, card) => (you(player) ? `Peschi ${the(card)}.` : `${seat(player)} pesca dal tallone.`),
          take: (player, card) => (you(player) ? `Prendi ${the(card)} dal pozzo.` : `${seat(player)} prende ${the(card)} dal pozzo.`),
          return: (player, card) => `${you(player) ? "Rimetti" : `${seat(player)} rimette`} ${the(card)} nel pozzo.`,
          open: (player, count, melds) => `${you(player) ? "Apri" : `${seat(player)} apre`} con ${points(count)}: ${melds.map(list).join("; ")}.`,
          meld: (player, cards) => `${you(player) ? "Cali" : `${seat(player)} cala`} ${list(cards)}.`,
          add: (player, card, cards) => `${you(player) ? "Attacchi" : `${seat(player)} attacca`} ${the(card)} alla combinazione ${list(cards)}.`,
          swap: (player, card, cards) => `${you(player) ? "Riprendi" : `${seat(player)} riprende`} il jolly della combinazione ${list(cards)} con ${the(card)}.`,
          discard: (player, card) => `${you(player) ? "Scarti" : `${seat(player)} scarta`} ${the(card)}.`,
          close: (player, doubled) => `${you(player) ? "Hai chiuso" : `${seat(player)} ha chiuso`}${doubled ? " in mano: i punti raddoppiano!" : "!"}`,
        };
      },
      newGame: (seats, level) => `Nuova partita a Scala 40 in ${seats === 3 ? "tre" : "quattro"}, livello ${level}. Carte distribuite.`,
      roundOver: (seats, scored) => `Fine della smazzata. ${scored.map((count, seat) => `${SCALA_NAMES[seats][seat]}: ${points(count)}`).join(", ")}.`,
      winner: (seats, seat) => (you(seat) ? "Hai vinto la partita!" : `${SCALA_SEATS[seats][seat]} vince la partita.`),
      scores: (seats, totals, out) => totals.map((total, seat) => `${SCALA_NAMES[seats][seat]} ${number(total)}${out[seat] ? " (fuori)" : ""}`).slice(1).join(" · "),
      count: { out: "Fuori dalla partita", isOut: "fuori" },
    },
  },

  /** Briscola: le carte della Scopa; vince la partita chi si aggiudica 1, 2 o 3 smazzate; il giocatore 0 sei tu. */
  briscola: {
    toolbar: { points: "Mostra i punti" },
    target: (hands) => (hands === 1 ? "una smazzata" : `chi ne vince ${number(hands)}`),
    stock: (count, briscola) =>
      briscola
        ? `Mazzo, ${number(count)} ${plural(count, { one: "carta", other: "carte" })}, con sotto la briscola: ${the(briscola)}`
        : "Il mazzo è finito",
    trick: (player, card, led) =>
      `${capital(card)}: ${you(player) ? (led ? "hai aperto tu" : "hai risposto tu") : led ? "ha aperto il computer" : "ha risposto il computer"}`,
    pile: (player, count, last, held, total) =>
      `${you(player) ? "Le tue prese" : "Le prese del computer"}: ${count ? `${number(count)} carte` : "nessuna, per ora"}` +
      (last ? `; l'ultima, ${list(last)}, valeva ${points(held)}` : "") +
      (total === null ? "" : `; ${points(total)} in tutto`),
    /** La barra del punteggio nomina il seme di briscola per tutta la partita. */
    trumps: (suit, style) => `briscola a ${SUITS[deckOf(style)][suit]}`,
    /** L'ultima presa, riportata al centro (dal suo mazzetto, o P) fino alla prossima mossa. */
    lastTrick: (player, cards, held) => ({
      text: `L'ultima presa: ${list(cards.map(the))}, ${you(player) ? "l'hai fatta tu" : "l'ha fatta il computer"}, ${held ? points(held) : "nessun punto"}.`,
      keys: "P o Esc: si torna a giocare.",
    }),
    trickPoints: (count) => `+${number(count)}`,
    points: (count) => points(count),
    banner: { won: "Smazzata vinta!", lost: "Smazzata persa", drawn: "60 – 60" },

    status: {
      lead: (count) => ({ text: "Sei di mano: gioca una carta.", keys: count > 1 ? `Tasti da 1 a ${number(count)}.` : "Tasto 1." }),
      // "il 7" → "al 7", "l'Asso" → "all'Asso", "la Donna" → "alla Donna".
      answer: (card, count) => ({
        text: `Tocca a te: rispondi ${the(card).replace(/^il /, "al ").replace(/^l'/, "all'").replace(/^la /, "alla ")}.`,
        keys: count > 1 ? `Tasti da 1 a ${number(count)}.` : "Tasto 1.",
      }),
    },
    announce: {
      newGame: (level, hands) =>
        `Nuova partita a Briscola, livello ${level}, ${hands === 1 ? "in una smazzata" : `vince chi si aggiudica ${number(hands)} smazzate`}. Carte distribuite.`,
      briscola: (card) => `La briscola è ${the(card)}.`,
      play: (player, card, leads) =>
        you(player) ? `${leads ? "Apri" : "Rispondi"} con ${the(card)}.` : `${who(player, "Il computer")} ${leads ? "apre" : "risponde"} con ${the(card)}.`,
      trick: (player, card, held) =>
        `${you(player) ? "Prendi tu" : `Prende ${who(player, "il computer")}`}, con ${the(card)}: ${held ? points(held) : "nessun punto"}.`,
      draw: (player, card, briscola) =>
        `${you(player) ? "Peschi" : `${who(player, "Il computer")} pesca`} ${briscola ? `la briscola, ${the(card)}` : the(card)}.`,
      handOver: (winner) =>
        winner === null ? "60 a 60: la smazzata è patta." : you(winner) ? "Hai vinto la smazzata!" : `${who(winner, "Il computer")} vince la smazzata.`,
      roundOver: (mine, theirs) => `Fine della smazzata: tu hai ${points(mine)}, il computer ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Iniziare una nuova partita? ${LOST}`,
      yes: "Nuova partita",
    },
    count: {
      /** The count's title: Briscola counts by hand. */
      title: (hand) => `Smazzata ${number(hand)}: il conteggio`,
      lines: {
        aces: "Assi",
        threes: "Tre",
        kings: "Re",
        knights: "Cavalli",
        jacks: "Fanti",
        hand_points: "Punti delle carte",
        round: "Questa smazzata",
        total: "Smazzate vinte",
      },
      french: { knights: "Donne" },
      note: (winner, hands) =>
        (winner === null
          ? "Vince la smazzata chi fa più di 60; a 60 pari è patta e non conta per nessuno. "
          : "Vince la smazzata chi fa più di 60. ") +
        (hands === 1 ? "Basta una smazzata vinta per la partita." : `Vince la partita chi si aggiudica per primo ${number(hands)} smazzate.`),
      winner: (player, mine, theirs) =>
        you(player)
          ? `Hai vinto la partita, ${number(mine)} a ${number(theirs)}!`
          : `Il computer vince la partita, ${number(theirs)} a ${number(mine)}.`,
    },
    /** Briscola in quattro, a coppie: ogni altro posto chiamato per dove siede; la smazzata e la partita sono delle coppie. */
    four: {
      newGame: (level, hands) =>
        `Nuova partita a Briscola in quattro, a coppie, livello ${level}, ${hands === 1 ? "in una smazzata" : `vince la prima coppia che si aggiudica ${number(hands)} smazzate`}. Carte distribuite.`,
      roundOver: (ours, theirs) => `Fine della smazzata: la vostra coppia ha ${points(ours)}, gli avversari ${points(theirs)}.`,
      winner: (side, ours, theirs) =>
        side === 0 ? `La vostra coppia vince la partita, ${number(ours)} a ${number(theirs)}!` : `La coppia avversaria vince la partita, ${number(theirs)} a ${number(ours)}.`,
      trick: (player, card, led) =>
        `${capital(card)}: ${you(player) ? (led ? "apri tu" : "giochi tu") : `${led ? "apre" : "gioca"} ${FOUR_SEATS[player].toLowerCase()}`}`,
      pile: (player, count, last, held, total) =>
        `${["Le tue prese", "Le prese dell'avversario a destra", "Le prese del tuo compagno", "Le prese dell'avversario a sinistra"][player]}: ${count ? `${number(count)} carte` : "nessuna, per ora"}` +
        (last ? `; l'ultima, ${list(last)}, valeva ${points(held)}` : "") +
        (total === null ? "" : `; ${points(total)} per la coppia`),
      lastTrick: (player, cards, held) => ({
        text: `L'ultima presa: ${list(cards.map(the))}, l'ha fatta ${you(player) ? "tu" : FOUR_SEATS[player].toLowerCase()}, ${held ? points(held) : "nessun punto"}.`,
        keys: "P o Esc: si torna a giocare.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `${leads ? "Apri" : "Rispondi"} con ${the(card)}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "apre" : "risponde"} con ${the(card)}.`,
        trick: (player, card, held) =>
          `${you(player) ? "Prendi tu" : `Prende ${who(player, FOUR_SEATS[player]?.toLowerCase())}`}, con ${the(card)}: ${held ? points(held) : "nessun punto"}.`,
        draw: (player, card, briscola) =>
          `${you(player) ? "Peschi" : `${who(player, FOUR_SEATS[player])} pesca`} ${briscola ? `la briscola, ${the(card)}` : the(card)}.`,
        handOver: (winner) =>
          winner === null ? "60 a 60: la smazzata è patta." : winner === 0 ? "La vostra coppia vince la smazzata!" : "La coppia avversaria vince la smazzata.",
      },
    },
  },
  /** Tressette: le carte sono quelle della Scopa; la partita si gioca a punti; il giocatore 0 sei tu. Il tavolo è quello della Briscola, senza briscola. */
  tressette: {
    stock: (count) => (count ? `Mazzo, ${number(count)} ${plural(count, { one: "carta", other: "carte" })}` : "Il mazzo è finito"),
    trick: (player, card, led) =>
      `${capital(card)}: ${you(player) ? (led ? "hai aperto tu" : "hai risposto tu") : led ? "ha aperto il computer" : "ha risposto il computer"}`,
    pile: (player, count, last) =>
      `${you(player) ? "Le tue prese" : "Le prese del computer"}: ${count ? `${number(count)} carte` : "nessuna, per ora"}` + (last ? `; l'ultima, ${list(last)}` : ""),
    /** Un accuso come lo scrive il motore: "napoletana-D" (Asso, 2 e 3 di denari), "threes-S" (tre 3, non quello di spade), "aces" (tutti e quattro). */
    declaration: (made, style) => {
      const [combination, suit] = made.split("-");
      const suits = SUITS[deckOf(style)];
      const group = { threes: "3", twos: "2", aces: "Assi" }[combination];
      if (combination === "napoletana") return `Napoletana di ${suits[suit]}`;
      return suit ? `tre ${group}, senza quello di ${suits[suit]}` : `quattro ${group}`;
    },
    declared: (player, made) => `${you(player) ? "I tuoi accusi" : "Gli accusi del computer"}: ${made}`,
    watchDeclared: (seat, made) => `Accusi di ${seat}: ${made}`,
    banner: (ours, theirs) => `Smazzata: ${number(ours)} – ${number(theirs)}`,
    lastTrick: (player, cards) => ({
      text: `L'ultima presa: ${list(cards.map(the))}, ${you(player) ? "l'hai fatta tu" : "l'ha fatta il computer"}.`,
      keys: "P o Esc: si torna a giocare.",
    }),
    status: {
      lead: (count) => ({ text: "Sei di mano: gioca una carta.", keys: count > 1 ? `Tasti da 1 a ${number(count)}.` : "Tasto 1." }),
      answer: (card, count) => ({
        text: `Tocca a te: rispondi ${the(card).replace(/^il /, "al ").replace(/^l'/, "all'").replace(/^la /, "alla ")}, col suo seme se ce l'hai.`,
        keys: count > 1 ? `Tasti da 1 a ${number(count)}.` : "Tasto 1.",
      }),
    },
    announce: {
      newGame: (level, target, declarations) =>
        `Nuova partita a Tressette, livello ${level}, ai ${points(target)}, ${declarations ? "con gli accusi" : "senza accusi"}. Carte distribuite.`,
      play: (player, card, leads) =>
        you(player) ? `${leads ? "Apri" : "Rispondi"} con ${the(card)}.` : `${who(player, "Il computer")} ${leads ? "apre" : "risponde"} con ${the(card)}.`,
      trick: (player, card) => `${you(player) ? "Prendi tu" : `Prende ${who(player, "il computer")}`}, con ${the(card)}.`,
      draw: (player, card) => `${you(player) ? "Peschi" : `${who(player, "Il computer")} pesca`} ${the(card)}, scoperta per tutti e due.`,
      declaration: (player, made, worth) => `${you(player) ? "Accusi" : `${who(player, "Il computer")} accusa`} ${made}: ${points(worth)}.`,
      roundOver: (mine, theirs) => `Fine della smazzata: tu fai ${points(mine)}, il computer ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Iniziare una nuova partita? ${LOST}`,
      yes: "Nuova partita",
    },
    count: {
      lines: {
        aces: "Assi",
        figures: "3, 2 e figure",
        dropped: "Terzi persi",
        last_trick: "Ultima presa",
        declarations: "Accusi",
        round: "Questa smazzata",
        total: "Partita",
      },
      declared: (made) => (made.length ? made.join(", ") : "nessuno"),
      note: (target) =>
        `Un Asso vale un punto; un 3, un 2, un Re, un Cavallo o un Fante un terzo di punto, e i terzi che non fanno un punto intero si perdono. L'ultima presa vale un punto. Vince chi arriva a ${points(target)} alla fine di una smazzata.`,
    },
    /** Tressette a quattro, in coppia: ogni altro posto nominato dal suo lato; i punti sono delle coppie. */
    four: {
      newGame: (level, target, declarations) =>
        `Nuova partita a Tressette in quattro, a coppie, livello ${level}, ai ${points(target)}, ${declarations ? "con gli accusi" : "senza accusi"}. Carte distribuite.`,
      trick: (player, card, led) =>
        `${capital(card)}: ${you(player) ? (led ? "apri tu" : "giochi tu") : `${led ? "apre" : "gioca"} ${FOUR_SEATS[player].toLowerCase()}`}`,
      pile: (player, count, last) =>
        `${["Le tue prese", "Le prese dell'avversario a destra", "Le prese del tuo compagno", "Le prese dell'avversario a sinistra"][player]}: ${count ? `${number(count)} carte` : "nessuna, per ora"}` +
        (last ? `; l'ultima, ${list(last)}` : ""),
      declared: (player, made) =>
        `${["I tuoi accusi", "Gli accusi dell'avversario a destra", "Gli accusi del tuo compagno", "Gli accusi dell'avversario a sinistra"][player]}: ${made}`,
      lastTrick: (player, cards) => ({
        text: `L'ultima presa: ${list(cards.map(the))}, l'ha fatta ${you(player) ? "tu" : FOUR_SEATS[player].toLowerCase()}.`,
        keys: "P o Esc: si torna a giocare.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `${leads ? "Apri" : "Giochi"} ${the(card)}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "apre con" : "gioca"} ${the(card)}.`,
        trick: (player, card) => `${you(player) ? "Prendi tu" : `Prende ${who(player, FOUR_SEATS[player]?.toLowerCase())}`}, con ${the(card)}.`,
        draw: (player, card) => `${you(player) ? "Peschi" : `${who(player, FOUR_SEATS[player])} pesca`} ${the(card)}.`,
        declaration: (player, made, worth) => `${you(player) ? "Accusi" : `${who(player, FOUR_SEATS[player])} accusa`} ${made}: ${points(worth)}.`,
      },
    },
  },

  /** Impara a giocare (app/plugins/learn.js): i corsi, e di ogni lezione il titolo, l'obiettivo (le sue carte `c`, nominate come le nomina il tavolo) e perché conta. */
  learn: {
    menu: "Impara a giocare",
    offer: (game) => `Non hai mai giocato con le carte italiane? Impara a giocare a ${game} con qualche lezione di un minuto.`,
    course: (game) => `Impara a giocare a ${game}`,
    intro: "Lezioni brevi, giocate sul tavolo vero, un minuto o meno ciascuna. Scegline una per cominciare.",
    place: (n, total) => `Lezione ${number(n)} di ${number(total)}`,
    stars: (count) => `${number(count)} ${plural(count, { one: "stella", other: "stelle" })} su 3`,
    done: "Ben fatto!",
    next: "Lezione successiva",
    again: "Rigioca",
    toCourse: "Tutte le lezioni",
    back: "Torna alla partita",
    lessons: {
      scopa: SCOPA_LESSONS,
      scopone: {
        take_one: {
          ...SCOPA_LESSONS.take_one,
          title: "Prendere una carta, in quattro",
          why: "Nello Scopone si danno subito tutte e quaranta le carte, dieci a testa, e il tuo compagno ti siede di fronte.",
        },
        take_sum: {
          ...SCOPA_LESSONS.take_sum,
          why: "Quello che prendete tu e il tuo compagno si conta insieme, per la vostra coppia.",
        },
        same_value_first: SCOPA_LESSONS.same_value_first,
        scopa: {
          ...SCOPA_LESSONS.scopa,
          why: "Ogni scopa è un punto per la tua coppia. Nello Scopone capitano spesso: pensa al tavolo che lasci.",
        },
        settebello: SCOPA_LESSONS.settebello,
        primiera: {
          ...SCOPA_LESSONS.primiera,
          why: "Al conteggio ogni coppia somma la sua carta migliore di ogni seme, e il totale più alto vince un punto.",
        },
      },
      briscola: {
        briscola: {
          title: "La briscola",
          goal: (c) => `La carta scoperta sotto il mazzo, ${the(c["4C"])}, è la briscola: il suo seme comanda. Gioca una briscola.`,
          why: "Le briscole battono ogni altro seme: la carta scoperta è la prima cosa da guardare.",
        },
        trumps: {
          title: "La briscola prende",
          goal: (c) => `L'avversario ha giocato ${the(c.AS)}. Prendilo con una briscola.`,
          why: "Una briscola prende qualsiasi carta di un altro seme, anche un Asso; basta la più piccola.",
        },
        order: {
          title: "Quale carta prende",
          goal: (c) => `L'avversario ha giocato ${the(c.KH)}. Prendilo con una carta più forte dello stesso seme.`,
          why: "In ogni seme l'Asso è la più forte, poi il 3, poi le tre figure, poi dal 7 giù fino al 2.",
        },
        points: {
          title: "I punti delle carte",
          goal: (c) => `Prendi ${the(c["3S"])}, che vale 10 punti, con ${the(c.AS)}, che ne vale 11.`,
          why: "Hanno punti solo gli Assi, i 3 e le figure: 120 in tutto, e con 61 si vince la mano.",
        },
        small_trump: {
          title: "La briscola più piccola",
          goal: (c) => `Prendi ${the(c.AH)} con la tua briscola più piccola.`,
          why: "Una briscola che non vale niente prende i punti lo stesso: tieni le forti per dopo.",
        },
        leading: {
          title: "Giocare per primo",
          goal: () => "Tocca a te aprire. Gioca una carta che non vale punti.",
          why: "L'avversario risponde dopo aver visto la tua carta: apri con ciò che non costa niente se te lo prendono.",
        },
        answering: {
          title: "Rispondere",
          goal: (c) => `L'avversario ha giocato ${the(c["5H"])}, che non vale niente. Rispondi con una carta che non vale niente, e non una briscola.`,
          why: "Una briscola spesa su una presa vuota è sprecata: lascia andare quelle prese.",
        },
        hand: {
          title: "Una mano intera",
          goal: (c) => `Il mazzo è finito: restano tre prese. Prima prendi ${the(c["2H"])}, poi gioca la mano fino alla fine. In dubbio? Chiedi un suggerimento.`,
          why: "Finito il mazzo, conta le briscole ancora in giro: a una presa che non puoi vincere conviene dare una carta che non vale niente.",
        },
      },
      scala40: {
        turn: {
          title: "Un turno",
          goal: () => "Il turno comincia pescando: prendi la prima carta del tallone.",
          why: "Ogni turno è uguale: peschi, cali quello che puoi, poi scarti una carta.",
        },
        runs: {
          title: "Le scale",
          goal: (c) => `Cala una scala: ${list([c["5H"], c["6H"], c["7H"]].map(the))}.`,
          why: "Una scala è fatta di tre o più carte dello stesso seme in fila.",
        },
        sets: {
          title: "I tris",
          goal: () => "Cala un tris: tre 9, ognuno di un seme diverso.",
          why: "Un tris (o poker) è fatto di tre o quattro carte dello stesso valore, mai due dello stesso seme.",
        },
        joker: {
          title: "Il jolly",
          goal: (c) => `Cala una scala con ${the(c["4S"])}, ${the(c["5S"])} e un jolly.`,
          why: "Il jolly sostituisce qualsiasi carta, un solo jolly per combinazione.",
        },
        opening: {
          title: "Aprire con 40",
          goal: () => "Apri: cala insieme le tre Donne e i tre Re.",
          why: "La prima calata deve valere 40 punti o più: le figure contano 10, l'Asso 11.",
        },
        adding: {
          title: "Attaccare al tavolo",
          goal: (c) => `Attacca ${the(c["8H"])} alla scala sul tavolo.`,
          why: "Dopo l'apertura puoi liberarti delle carte attaccandole a qualsiasi combinazione sul tavolo.",
        },
        joker_back: {
          title: "Riprendere il jolly",
          goal: (c) => `Metti ${the(c["6H"])} al posto del jolly, e il jolly torna nella tua mano.`,
          why: "Un jolly ripreso ti aiuta a calare di più.",
        },
        closing: {
          title: "Chiudere",
          goal: (c) => `Scarta l'ultima carta, ${the(c["8C"])}, per chiudere la smazzata.`,
          why: "Si chiude scartando l'ultima carta: tieni sempre una carta da scartare.",
        },
        penalties: {
          title: "Le penalità",
          goal: () => "Scarta la carta che ti costerebbe di più se qualcuno chiudesse adesso.",
          why: "Quando qualcuno chiude, le carte che hai in mano costano i loro punti: le figure 10, l'Asso 11, il jolly 25.",
        },
      },
      tressette: {
        follow: {
          title: "Rispondere al seme",
          goal: (c) => `L'avversario ha giocato ${the(c.KH)}. Hai carte del suo seme: devi giocarne una.`,
          why: "A Tressette si risponde al seme finché si può; solo chi non ne ha può giocare qualsiasi carta.",
        },
        order: {
          title: "Quale carta prende",
          goal: (c) => `L'avversario ha giocato ${the(c.KS)}. Prendilo con una carta più forte dello stesso seme.`,
          why: "In ogni seme l'ordine è 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4: il 3 e il 2 battono tutte le altre.",
        },
        ace: {
          title: "L'Asso, un punto intero",
          goal: (c) => `L'avversario ha giocato ${the(c.AC)}, che vale un punto intero. Prendilo.`,
          why: "L'Asso vale un punto; il 3, il 2 e le figure un terzo ciascuno: un Asso lo prendono solo il 3 e il 2.",
        },
        thirds: {
          title: "I punti in terzi",
          goal: (c) => `L'avversario ha giocato ${the(c["3H"])}, che nessuna carta batte, e tu non hai il suo seme. Scarta una carta che non vale niente.`,
          why: "L'Asso vale 1 punto; 3, 2, Re, Cavallo e Fante un terzo; 7, 6, 5 e 4 niente. Alla conta si sommano i terzi e quel che avanza si lascia cadere.",
        },
        declarations: {
          title: "Gli accusi",
          goal: (c) => `${capital(list([c.AD, c["2D"], c["3D"]].map(the)))} fanno una Napoletana, 3 punti, e i tuoi tre 3 ne valgono altri 3: vengono accusati per te con la prima carta che giochi. Ora prendi ${the(c.JS)}.`,
          why: "La Napoletana (Asso, 2 e 3 dello stesso seme) e tre 3, tre 2 o tre Assi valgono 3 punti, tutti e quattro 4: si accusano da soli con la prima carta.",
        },
        void: {
          title: "Il seme che manca",
          goal: (c) => `Nella prima presa l'avversario ha risposto ${joined("a", c["5H"])} con ${the(c["4C"])}: di quel seme non ne ha. Gioca una carta di quel seme.`,
          why: "Chi non risponde al seme non ne ha più: lì anche la tua carta più piccola prende.",
        },
        drawn: {
          title: "Le carte pescate",
          goal: (c) => `In due, le carte pescate dopo ogni presa si mostrano: l'avversario ha pescato ${the(c["3C"])}. Gioca una carta che quella non può prendere.`,
          why: "Ricorda le carte pescate dall'avversario: conosci già una parte della sua mano.",
        },
        last_trick: {
          title: "L'ultima",
          goal: () => "Il mazzo è finito: restano tre prese. L'ultima presa vale un punto: gioca in modo che sia tua. In dubbio? Chiedi un suggerimento.",
          why: "Perdi per prima la presa che devi perdere e tieni le carte più forti per la fine: l'ultima vale un punto intero.",
        },
      },
    },
  },

  /** Why an action is refused, by its code (the page's own and the engine's): `card` is a card's name, `reason` a group's fault in words. */
  refusals: {
    lesson_take: ({ cards }) => `Questa lezione ti chiede di prendere ${list(cards.map(the))}.`,
    lesson_take_card: ({ card }) => `Adesso puoi prendere ${the(card)}, e conta alla fine della smazzata: prendilo.`,
    lesson_primiera: ({ card, value }) => `Per la primiera ${the(card)} vale ${number(value)}, più di quello che hai preso: prendilo.`,
    lesson_sweep: ({ left }) => `Così sul tavolo resta ${list(left.map(the))}: la scopa prende tutte le carte.`,
    lesson_trick_lost: ({ card, winner }) => `${capital(the(card))} non prende: la presa resterebbe ${joined("a", winner)}.`,
    lesson_cheaper: ({ card, cheaper }) => `${capital(the(card))} prende, ma prende anche ${the(cheaper)}, che vale meno punti: tieni ${the(card)}.`,
    lesson_not_trump: ({ card, briscola }) => `${capital(the(card))} non è una briscola: comanda il seme della briscola, ${the(briscola)}.`,
    lesson_trump_wasted: ({ card }) => `${capital(the(card))} è una briscola: tienila per una presa che vale punti.`,
    lesson_points_given: ({ card, points: worth }) => `${capital(the(card))} vale ${points(worth)}, e l'avversario può prenderseli: gioca una carta che non vale niente.`,
    lesson_move_kind: () => "Non è quello che chiede questo passo: rileggi l'obiettivo.",
    lesson_penalty: ({ card, points: worth, costly }) => `${capital(the(card))} costa solo ${points(worth)} se ti resta in mano; ${the(costly)} costa di più: scarta prima quello.`,
    lesson_thirds_given: ({ card, thirds }) => `${capital(the(card))} vale ${thirds === 3 ? "un punto intero" : "un terzo di punto"}, e questa presa è dell'avversario: scarta una carta che non vale niente.`,
    lesson_not_void: ({ card, led, answer }) => `L'avversario ha risposto ${joined("a", led)} con ${the(answer)}: di quel seme non ne ha. Gioca quel seme, non ${the(card)}.`,
    lesson_seen_drawn: ({ card, drawn }) => `L'avversario ha pescato ${the(drawn)} sotto i tuoi occhi, e prende ${the(card)}: gioca un altro seme.`,
    lesson_last_trick: ({ card }) => `Dopo ${the(card)} l'ultima presa, con il suo punto, può andare all'avversario: tieni le carte più forti per la fine.`,
    select_to_lay: "Prima seleziona le carte di una combinazione.",
    select_to_discard: "Seleziona una sola carta da scartare.",
    select_one_to_add: "Seleziona una sola carta da attaccare, poi tocca la combinazione.",
    nothing_prepared: "Prima cala le tue combinazioni: aspettano nella cornice tratteggiata finché non arrivano a 40.",
    not_opened: ({ points: needed }) => `Non hai ancora aperto: apri con almeno ${points(needed)}, poi potrai attaccare carte in tavola.`,
    draw_first: "Prima pesca: dal tallone o dal pozzo.",
    fits_nowhere: ({ card }) => `${capital(the(card))} non si attacca a nessuna combinazione in tavola.`,
    no_combination: ({ reason }) => `Queste carte non formano una combinazione: ${reason}.`,
    nothing_taken: "Non hai preso nessuno scarto da restituire.",
    invalid_group: "Un gruppo nella cornice non è una combinazione: riprendilo e riprova.",
    below_40: ({ points: total, needed }) => `Il totale è ${number(total)}, sotto ${number(needed)}: prepara altro, o aspetta carte migliori.`,
    taken_missing: ({ card }) => `Usa nell'apertura la carta presa dal pozzo (${card}), oppure restituiscila.`,
    keep_a_card: "Devi tenere una carta da scartare.",
    not_held: "Non hai in mano tutte quelle carte.",
    empty_opening: "Un'apertura ha almeno una combinazione.",
    keep_taken: ({ card }) => `Devi tenere una carta da scartare, e non può essere ${the(card)} preso dal pozzo.`,
    already_drawn: "Hai già pescato: cala delle carte o scarta.",
    draw_from_stock: "Hai restituito lo scarto: ora pesca dal tallone.",
    already_opened: "Hai già aperto: cala le nuove combinazioni una alla volta.",
    taken_pending: ({ card }) => `Hai preso ${the(card)} dal pozzo: mettilo in tavola in questo turno, o restituiscilo.`,
    no_such_meld: "Quella combinazione non è in tavola.",
    too_few: "Una combinazione ha almeno tre carte.",
    two_jokers: "Una combinazione ha al massimo un jolly.",
    not_a_set: "Queste carte non sono un tris: un tris è di un solo valore, in semi diversi.",
    not_a_run: "Queste carte non sono una scala: una scala è di un solo seme, in sequenza, senza buchi.",
    no_joker: "Quella combinazione non ha un jolly da riprendere.",
    joker_stands_for: ({ card, cards }) => `Quel jolly sostituisce ${either(cards.map(the))}: ${the(card)} non può prenderne il posto.`,
    must_capture: ({ card }) => `${capital(the(card))} può prendere: una carta che può prendere deve prendere.`,
    same_value_first: ({ card, same }) => `${capital(the(card))} deve prendere una carta del suo valore, non una somma: ${either(same.map(the))}.`,
    wrong_sum: ({ captures, total, value }) => `Le carte prese fanno ${number(total)}, non ${number(value)}: ${list(captures)}.`,
    ace_takes_all: ({ card }) => `Asso piglia tutto: senza assi in tavola, ${the(card)} prende tutte le carte in tavola.`,
    fifteen_sum: ({ card, captures, total }) => `A Quindici, ${the(card)} e le carte prese devono fare 15; qui fanno ${number(total)}: ${list(captures)}.`,
    fifteen_no_same_value: ({ card }) => `A Quindici non si prende per valore uguale: ${the(card)} prende carte che con lei fanno 15.`,
    round_over: "La mano è finita.",
    not_your_turn: "Non è il tuo turno.",
    not_now: "Non puoi aprire adesso.",
    not_a_move: "Questa non è una mossa di questo gioco.",
    round_not_over: "La mano non è ancora finita.",
    game_over: "La partita è finita: iniziane una nuova.",
    not_in_hand: ({ card }) => `${capital(the(card))} non è nella tua mano.`,
    must_follow_suit: ({ card, suit }) => `Devi rispondere al seme: hai in mano ${suit}, il seme di uscita, e ${the(card)} non è di quel seme.`,
    not_on_table: ({ cards }) => `Carte che non sono in tavola: ${list(cards)}.`,
    meld_too_short: ({ fewest }) => `Una combinazione ha almeno ${number(fewest)} carte.`,
    meld_two_jokers: "Una combinazione ha al massimo un jolly.",
    meld_mixed: "Queste carte non sono né un tris (un solo valore) né una scala (un solo seme).",
    set_too_big: ({ most }) => `Un tris ha al massimo ${number(most)} carte, una per seme.`,
    set_repeats_suit: ({ repeated }) => `In un tris i semi sono tutti diversi: la stessa carta non può esserci due volte (${list(repeated)}).`,
    run_too_long: ({ most }) => `Una scala ha al massimo ${number(most)} carte: dall'Asso al Re, o dal 2 all'Asso.`,
    run_wraps: "Una scala non gira dal Re al 2: l'Asso va sotto il 2 o sopra il Re.",
    run_order: "Cala la scala dalla carta più bassa alla più alta, con il jolly al posto che occupa.",
    run_gap: "Queste carte non sono una scala: un solo seme, in sequenza, senza buchi né doppioni.",
    joker_already: "Quella combinazione ha già un jolly: uno per combinazione.",
    set_has_no_end: "Un tris non ha né sopra né sotto: la carta gli si attacca e basta.",
    set_full: "Quel tris ha già quattro carte.",
    wrong_rank: ({ card }) => `${capital(the(card))} non è del valore di quel tris.`,
    suit_already: "Quel tris ha già una carta di questo seme.",
    run_full: "Quella scala è già lunga quanto può esserlo: non può avere due Assi.",
    run_end_closed: ({ end }) => `Non si attacca niente ${end === "low" ? "sotto" : "sopra"} quella scala: finisce con un Asso.`,
    wrong_end: ({ card, end, wanted }) => `${capital(the(card))} non va ${end === "low" ? "sotto" : "sopra"} quella scala: lì va ${the(wanted)}.`,
    bad_card: "Una carta di quella mossa non si è potuta leggere.",
    bad_cards: "Le carte di quella mossa non si sono potute leggere.",
    bad_move: "Quella mossa non si è potuta leggere.",
    bad_position: "Quella posizione non si è potuta leggere.",
    illegal: "Questa mossa non è consentita ora.",
    bad_seats: "Ogni posto va a una persona o al computer.",
    bad_seat: "A questo tavolo non c'è un posto così.",
    not_seat_to_move: "Tocca a un altro giocatore.",
    seat_is_computer: "A questo posto gioca il computer: aspetta la sua mossa.",
    no_odds: "In questo gioco le probabilità non sono disponibili.",
  },

  rulesPanel: {
    page: "Apri come pagina",
    loading: "Caricamento delle regole…",
    failed: "Non è stato possibile caricare le regole.",
  },

  /** The page's shell: loading, tabs, storage (web/main.js, web/shell/). */
  shell: {
    steps: { restoring: "Si mescolano le carte…" },
    elsewhere: {
      title: "Mazzo è aperto in un'altra scheda",
      hint: "La partita continua lì. Gioca qui per portarla in questa scheda.",
      playHere: "Gioca qui",
    },
    notKept: "Questa partita non verrà conservata: il browser non la lascia salvare. Puoi continuare a giocare.",
  },

  // The coach (app/plugins/coach.js): the hint's move and its reasons, by the engine's codes (docs/protocol.md).
  coach: (() => {
    const { list, either, number, plural } = formatters("it");
    const cardsWord = (count) => `${number(count)} ${plural(count, { one: "carta", other: "carte" })}`;
    return {
      button: "Suggerimento",
      odds: {
        title: "Punti attesi a fine smazzata: i vostri meno quelli degli avversari",
        more: (count) => `Mostra ${plural(count, { one: "l'altra mossa", other: `le altre ${number(count)} mosse` })}`,
        line: (move, points, error, match) =>
          `${move}: ${points > 0 ? "+" : ""}${number(points)}\u00a0\u00b1\u00a0${number(error)}` +
          (match ? `; partita vinta nel ${number(match.win)}%\u00a0\u00b1\u00a0${number(match.error)} dei casi` : ""),
      },
      practice: "Allenamento",
      undo: "Annulla",
      undone: "La tua ultima mossa è annullata: rigiocala.",
      nothingToUndo: "In questa smazzata non c'è una tua mossa da annullare.",
      review: {
        open: "Rivedi",
        title: "Uno sguardo alla smazzata",
        notYet: "La revisione si apre a smazzata finita: prima chiudi questa.",
        none: "Nessun rimpianto: ogni tua mossa valeva quella del computer più forte.",
        who: (seat, seats) => (seats === 4 ? FOUR_SEATS[seat] : ["Tu", "Il computer"][seat]),
        holds: (seat, seats, cards) =>
          `${seats === 4 ? FOUR_SEATS[seat] : "Il computer"} ha in mano ${cards.length ? list(cards.map((card) => the(card))) : "nessuna carta"}`,
        step: (step, total, who, move) => `Mossa ${number(step)} di ${number(total)} · ${who}: ${move}.`,
        /** Quanto è costata una mossa, nell'unità del gioco: 0 sotto un quarto, 0.5 mezzo punto della smazzata, altrimenti punti interi. */
        lost(unit, points) {
          if (unit === "round") {
            if (points === 0) return "una piccola parte di un punto";
            if (points === 0.5) return "circa mezzo punto";
            return points === 1 ? "circa un punto" : `circa ${number(points)} punti`;
          }
          const kind = unit === "cards" ? "di carte" : "di penalità";
          return points === 0 ? `meno di un punto ${kind}` : `circa ${number(points)} ${plural(points, { one: "punto", other: "punti" })} ${kind}`;
        },
        cost: (lost, better) => `Questa mossa è costata ${lost}. Meglio: ${better}.`,
        best: "Buona quanto la scelta del computer più forte.",
        legend: { played: "la mossa giocata", better: "la mossa migliore" },
        costliest: "Le più care:",
        /** A costliest move's button, for a screen reader: its step and the move in words. */
        jump: (step, move) => `Mossa ${number(step)}: ${move}`,
        previous: "Indietro",
        next: "Avanti",
      },
      title: (move) => `Suggerimento: ${move}.`,
      moves: {
        play: (cards) => `gioca ${the(cards[0])}`,
        capture: (cards) => `gioca ${the(cards[0])} e prendi ${list(cards.slice(1).map((card) => the(card)))}`,
        draw: () => "pesca dal tallone",
        take: () => "prendi la carta in cima agli scarti",
        open: (cards) => `apri con le ${cardsWord(cards.length)} illuminate`,
        meld: (cards) => `cala ${list(cards.map((card) => the(card)))}`,
        add: (cards) => `attacca ${the(cards[0])} al tavolo`,
        swap: (cards) => `metti ${the(cards[0])} al posto del jolly`,
        discard: (cards) => `scarta ${the(cards[0])}`,
        return: () => "restituisci la carta presa",
      },
      reasons: {
        only_move: "È l'unica mossa che puoi fare.",
        keeps: ({ cards }) => `Ti tieni in mano ${list(cards.map((card) => the(card)))} per dopo.`,
        takes: ({ cards }) => `Prende ${list(cards.map((card) => the(card)))}.`,
        gives_little: ({ card }) => `${capital(the(card))} non è un sette né un denaro: lasci poco all'avversario.`,
        gives_back: ({ card }) => `${capital(the(card))} torna negli scarti e peschi dal tallone.`,
        discard_points: ({ card, points }) => `Scartando ${the(card)} togli dalla mano ${number(points)} punti di penalità.`,
        draws_unseen: "Nessuno vede la carta che peschi dal tallone.",
        wins_trick: "Vince la presa, e la prossima la apri tu.",
        scopa: "Porta via tutto il tavolo: scopa!",
        takes_settebello: "Prende il settebello, che da solo vale un punto.",
        sweep_avoided: "Un'altra carta lascerebbe una scopa al giocatore successivo.",
        leaves_unsweepable: ({ total }) => `Lascia ${number(total)} sul tavolo: nessuna carta da sola può fare scopa.`,
        sweepers_out: ({ total }) => `Lascia ${number(total)} sul tavolo, e tutte le carte che potrebbero fare scopa sono già uscite.`,
        takes_sevens: ({ sevens }) =>
          `La tua squadra avrà ${number(sevens)} ${plural(sevens, { one: "sette", other: "sette" })}: i sette vincono la primiera.`,
        coins_count: ({ taken, coins }) =>
          `Prende ${number(taken)} ${plural(taken, { one: "denaro", other: "denari" })}: ne avrete ${number(coins)}, e con sei il punto è vostro.`,
        rank_out: ({ card }) => `Le altre carte dello stesso valore ${joined("di", card)} sono già uscite: nessuno può prenderla in coppia.`,
        takes_cards: ({ count }) => `Prende ${cardsWord(count)}, utili per le carte.`,
        opens_with: ({ points }) => `Puoi aprire subito, con ${number(points)} punti.`,
        fits_table: ({ card, meld }) => `${capital(the(card))} si attacca ${list(meld.map((card) => joined("a", card)))} sul tavolo.`,
        lays_combination: ({ cards, points }) => `Calando ${list(cards.map((card) => the(card)))} togli dalla mano ${number(points)} punti di penalità.`,
        takes_joker: ({ card, meld }) => `Con ${the(card)} ti riprendi il jolly ${list(meld.map((card) => joined("di", card)))}.`,
        discard_completes: ({ card }) => `${capital(the(card))} negli scarti si può calare in questo turno con le tue carte.`,
        discard_completes_nothing: ({ card }) => `${capital(the(card))} negli scarti non si potrebbe calare in questo turno.`,
        waits_for: ({ cards, wanted }) => `Tieni ${list(cards.map((card) => the(card)))}: aspettano ${either(wanted.map((card) => the(card)))}.`,
        they_took: ({ card, discard }) => `Il computer ha preso ${the(card)} dagli scarti; ${the(discard)} non gli è vicino.`,
        throw_high: ({ count, card, points }) =>
          `Al computer restano solo ${cardsWord(count)}: liberati ${joined("di", card)} (${number(points)} punti) prima che chiuda.`,
        wins_points: ({ points }) => `Vince la presa e i suoi ${number(points)} punti.`,
        reaches_half: ({ points }) => `Con questa presa arrivi a ${number(points)} punti: più della metà, la smazzata è tua.`,
        gives_nothing: "La presa è persa comunque: dai una carta che non vale niente.",
        saves_trump: "Tiene da parte le tue briscole.",
        leads_low: "Apri con una carta che non vale niente.",
      },
      /** The reasons while watching, said of the seat that moved (`who`, by its place): no one watching is "you". */
      watched: {
        only_move: ({ who }) => `È l'unica mossa che ${who} può fare.`,
        keeps: ({ who, cards }) => `${who} si tiene in mano ${list(cards.map((card) => the(card)))} per dopo.`,
        gives_little: ({ who, card }) => `${capital(the(card))} non è un sette né un denaro: ${who} lascia poco all'avversario.`,
        gives_back: ({ who, card }) => `${capital(the(card))} torna negli scarti e ${who} pesca dal tallone.`,
        discard_points: ({ who, card, points }) => `Scartando ${the(card)}, ${who} toglie dalla mano ${number(points)} punti di penalità.`,
        draws_unseen: ({ who }) => `Nessuno vede la carta che ${who} pesca dal tallone.`,
        wins_trick: ({ who }) => `Vince la presa, e la prossima la apre ${who}.`,
        takes_sevens: ({ who, sevens }) =>
          `La squadra di ${who} avrà ${number(sevens)} ${plural(sevens, { one: "sette", other: "sette" })}: i sette vincono la primiera.`,
        coins_count: ({ who, taken, coins }) =>
          `Prende ${number(taken)} ${plural(taken, { one: "denaro", other: "denari" })}: la squadra di ${who} ne avrà ${number(coins)}, e con sei il punto è suo.`,
        opens_with: ({ who, points }) => `${who} può aprire subito, con ${number(points)} punti.`,
        lays_combination: ({ who, cards, points }) => `Calando ${list(cards.map((card) => the(card)))}, ${who} toglie dalla mano ${number(points)} punti di penalità.`,
        takes_joker: ({ who, card, meld }) => `Con ${the(card)}, ${who} si riprende il jolly ${list(meld.map((card) => joined("di", card)))}.`,
        discard_completes: ({ who, card }) => `${capital(the(card))} negli scarti si può calare in questo turno con le carte di ${who}.`,
        waits_for: ({ who, cards, wanted }) => `${who} tiene ${list(cards.map((card) => the(card)))}: aspettano ${either(wanted.map((card) => the(card)))}.`,
        reaches_half: ({ who, points }) => `Con questa presa ${who} arriva a ${number(points)} punti: più della metà, la smazzata è vinta.`,
        gives_nothing: ({ who }) => `La presa è persa comunque: ${who} dà una carta che non vale niente.`,
        saves_trump: ({ who }) => `Tiene da parte le briscole di ${who}.`,
        leads_low: ({ who }) => `${who} apre con una carta che non vale niente.`,
      },
    };
  })(),

  /** The table's sounds (web/sound/): the toolbar's switch, and what it says. */
  sound: { toolbar: "Suono", announce: (on) => (on ? "Suono attivo." : "Suono disattivato.") },
  /** Guardare il computer che gioca a ogni posto (app/plugins/watch.js). */
  watch: {
    menu: "Guarda",
    label: "Il computer gioca da solo",
    play: "Avvia",
    pause: "Pausa",
    step: "Una mossa",
    speed: "Velocità",
    faces: "Mani scoperte",
    reasons: "Perché",
    started: "Il computer gioca a tutti i posti: mettilo in pausa, procedi una mossa alla volta o scopri le mani.",
    status: { text: "Stai guardando il computer giocare.", keys: "K avvia o pausa · J una mossa · V velocità · F mani · I perché" },
    seat: (seat, seats) => (seats === 4 ? ["Sotto", "Destra", "Sopra", "Sinistra"] : seats === 3 ? ["Sotto", "Destra", "Sinistra"] : ["Sotto", "Sopra"])[seat],
    why: (who, move, reasons) => `${who}: ${move}.${reasons.length ? ` Perché: ${reasons.join(" ")}` : ""}`,
    sides: (seats) => (seats === 4 ? ["Sotto e sopra", "Destra e sinistra"] : ["Sotto", "Sopra"]),
    /** Who won a watched game: a side (`pair`: of two seats), a match where the game is played to one (Briscola, Scala 40). */
    wins: (side, pair, _match) => `${side} ${pair ? "vincono" : "vince"} la partita!`,
    hand: (seat) => `Le carte di ${seat}`,
    /** Le scritte del tavolo mentre si guarda: ogni posto (`seat`) o coppia (`side`) col suo nome di posto, senza nessun "tu". */
    holds: (seat, count) => `${seat} ha in mano ${number(count)} ${plural(count, { one: "carta", other: "carte" })}`,
    shows: (seat, cards) => `${seat} ha in mano ${cards.length ? list(cards.map(the)) : "nessuna carta"}`,
    tag: (seat, count) => `${seat} · ${number(count)}`,
    zone: (seat) => `Combinazioni di ${seat}`,
    /** Il tallone e il pozzo di Scala 40, senza i tocchi del giocatore. */
    stock: (count) => `Tallone, ${number(count)} ${plural(count, { one: "carta", other: "carte" })}`,
    discard: (card) => `Pozzo, in cima ${the(card)}`,
    meld: (seat, kind, cards, stands) => `${capital(kind)} di ${seat}: ${list(cards)}` + (stands.length ? `; il jolly sta per ${stands.map(the).join(" o ")}` : ""),
    showMelds: (seat) => `Guarda in grande le combinazioni di ${seat}`,
    trick: (seat, card, led) => `${capital(card)}: ${led ? "ha aperto" : "ha risposto"} ${seat}`,
    tricks: (seat, count, last, held, total) =>
      `Le prese di ${seat}: ${count ? `${number(count)} carte` : "nessuna, per ora"}` +
      (last ? `; l'ultima, ${list(last)}, valeva ${points(held)}` : "") +
      (total === null ? "" : `; ${points(total)} finora`),
    handTo: (side) => `Smazzata a ${side}`,
    sideWins: (side) => `${side} vincono la smazzata.`,
  },

  /** La stanza delle impostazioni (web/app/views/settings-room.js): ogni preferenza vale subito. */
  settingsRoom: {
    title: "Impostazioni",
    sections: { cards: "Carte", sound: "Suono", motion: "Movimento", play: "Gioco" },
    style: "Mazzo",
    fourColours: "Semi in quattro colori (mazzi francese e numeri)",
    cardSize: "Grandezza delle carte",
    cardSizes: { normal: "Normale", large: "Grande" },
    leftHanded: "Mancino: pulsanti a sinistra",
    soundOn: "Suono attivo",
    volume: "Volume",
    percent: (value) => `${number(value)}%`,
    speed: "Velocità delle animazioni",
    speeds: { slow: "Lenta", normal: "Normale", fast: "Veloce", instant: "Istantanea" },
    motion: "Movimento ridotto",
    motions: { system: "Come il dispositivo", reduce: "Sì", full: "No" },
    confirmCaptures: "Chiedi prima di prendere più carte",
    autoPlay: "Gioca da sola una mossa obbligata",
    showOdds: "Mostra con il suggerimento i punti attesi di ogni mossa",
  },
  /** Una presa di più carte, chiesta prima se il giocatore lo vuole (la stanza delle impostazioni). */
  confirmCapture: {
    question: (card, taken) => `Prendere ${list(taken.map(the))} con ${the(card)}?`,
    yes: "Prendi",
    no: "Annulla",
  },

  /** Il pannello Statistiche (web/ui/statistics-panel.js). */
  statistics: {
    toolbar: "Statistiche",
    title: (game) => `Statistiche: ${game}`,
    empty: "Non è ancora stata contata nessuna mano di questo gioco: giocane una e torna qui.",
    column: (level, assisted) => (assisted ? `${level}, con aiuti` : level),
    rows: {
      matches: "Partite giocate",
      matchesWon: "Partite vinte",
      rounds: "Mani giocate",
      roundsWon: "Mani vinte",
      average: "Punti per mano, in media",
      streak: "Partite vinte di fila, ora",
      bestStreak: "Migliore serie di vittorie",
    },
    feats: {
      scopas: "Scope",
      napolas: "Napole",
      settebellos: "Settebelli presi",
      inOneGo: "Mani chiuse in un colpo solo",
      eighty: "Mani da 80 punti o più",
    },
    chart: (level, won, lost) => `Le tue ultime partite al livello ${level}: ${number(won)} vinte, ${number(lost)} perse.`,
    chartEmpty: "Finisci una partita per vedere qui i tuoi risultati.",
    legend: {
      won: "Partita vinta",
      lost: "Partita persa",
      axes: (count) => `Le tue ultime ${number(count)} partite a questo livello, la più vecchia a sinistra. Ogni barra è alta quanto lo scarto tra i due punteggi finali.`,
    },
    export: "Esporta",
    import: "Importa",
    reset: "Azzera",
    exported: "Le statistiche sono state salvate in un file.",
    imported: "Le statistiche sono state importate.",
    confirmReset: "Cancellare le statistiche di tutti i giochi? Non si potrà tornare indietro.",
    resetYes: "Cancellale",
    resetNo: "Conserva le statistiche",
    resetDone: "Le statistiche sono state cancellate.",
    refused: {
      not_json: "Non riesco a leggere quel file: non è un file di statistiche. Non è cambiato nulla.",
      not_statistics: "Quel file non contiene statistiche di mazzo. Non è cambiato nulla.",
      bad_field: (field) => `Le statistiche di quel file sono rovinate (in ${field}). Non è cambiato nulla.`,
      not_playing: "Si sta giocando in un'altra scheda: importa da lì.",
    },
  },

  /** La smazzata del giorno e la condivisione di una smazzata (web/app/plugins/daily.js). */
  daily: {
    inPlay: "Smazzata del giorno",
    played: (line) => `La smazzata di oggi l'hai già giocata: ${line}. Vuoi rigiocarla?`,
    replay: "Rigioca",
    result: (game, date, won, mine, theirs, feats) =>
      `mazzo ${game}, ${date}: ${won ? "vinta" : "persa"} ${number(mine)}–${number(theirs)}${feats.length ? `, ${list(feats)}` : ""}`,
    feat: (feat, count) =>
      ({
        scopas: `${number(count)} ${plural(count, { one: "scopa", other: "scope" })}`,
        napolas: `${number(count)} ${plural(count, { one: "napola", other: "napole" })}`,
        settebellos: count === 1 ? "il settebello" : `il settebello ${number(count)} volte`,
        inOneGo: `${number(count)} ${plural(count, { one: "mano chiusa", other: "mani chiuse" })} in un colpo solo`,
        eighty: `${number(count)} ${plural(count, { one: "mano", other: "mani" })} da 80 o più`,
      })[feat] ?? "",
    /** Over the share button: what the link gives a friend. */
    link: "Manda questa smazzata a un amico: le stesse carte, allo stesso tavolo.",
    copyResult: "Copia il risultato",
    share: "Condividi il link",
    copied: "Copiato.",
    copyFailed: "Il browser non ha permesso di copiare: seleziona il testo e copialo.",
  },

  /** Il tavolo per i lettori di schermo (app/views/mirror.js), i suoi annunci e i suoi tasti di lettura. */
  mirror: {
    skip: "Vai al tavolo per lettori di schermo",
    switch: "Lettore di schermo: il tavolo in testo, ogni mossa letta subito, senza attese delle animazioni",
    title: "Il tavolo, per lettori di schermo",
    score: "Punteggio",
    hand: "Le tue carte",
    actions: "Cosa puoi fare",
    table: "In tavola",
    stock: "Mazzo e scarti",
    others: "Gli altri giocatori",
    captures: "Carte prese",
    news: "Cosa è successo",
    empty: "niente",
    nothingYet: "Non è stato ancora detto niente.",
    points: (side, points) => `${side}: ${number(points)}`,
    stockCount: (count) => `Nel mazzo ${plural(count, { one: "resta", other: "restano" })} ${number(count)} ${plural(count, { one: "carta", other: "carte" })}`,
    discard: (cards) => (cards.length ? `Scarti, dall'ultimo: ${list(cards)}` : "Nessuno scarto"),
    captured: (who, cards, scopas) =>
      `${who}: ${cards.length ? `${number(cards.length)} ${plural(cards.length, { one: "carta", other: "carte" })}, ${list(cards)}` : "ancora nessuna presa"}${scopas ? `; ${number(scopas)} ${plural(scopas, { one: "scopa", other: "scope" })}` : ""}`,
    keys: "Tasti",
    keyLines: [
      "Y: legge le tue carte",
      "E: legge la tavola, il mazzo e gli scarti",
      "C: legge il punteggio",
      "W: legge cosa hanno in mano, calato o preso gli altri",
      "R: ripete l'ultimo annuncio",
      "Da 1 a 9: sceglie una carta della tua mano; Invio conferma, Esc annulla",
      "?: tutti i tasti, nei comandi delle regole",
    ],
    seat: (seat, seats) => (seats === 4 ? ["Tu", "Avversario a destra", "Compagno", "Avversario a sinistra"] : seats === 3 ? ["Tu", "Avversario a destra", "Avversario a sinistra"] : ["Tu", "Computer"])[seat],
  },
};
