/** Français: the same keys as en.js. Before ? ! : ; French sets a narrow no-break space (\u202f). */
import { formatters } from "./format.js";

const { number, list, either, plural } = formatters("fr");

const SUITS = {
  italian: { D: "deniers", H: "coupes", S: "épées", C: "bâtons" },
  french: { D: "carreau", H: "cœur", S: "pique", C: "trèfle" },
};
const RANKS = {
  italian: { 1: "As", 8: "Valet", 9: "Cavalier", 10: "Roi" },
  french: { 1: "As", 8: "Valet", 9: "Dame", 10: "Roi" },
};
const deckOf = (style) => (style === "french" || style === "numbers" ? "french" : "italian");
/** The French numbers style has no faces: 8, 9 and 10 are numbers. */
const ranksOf = (style) => (style === "numbers" ? { 1: "As" } : RANKS[deckOf(style)]);
const startsWithVowel = (word) => /^[aeiouéèê]/i.test(word);

const you = (player) => player === 0;
/**
 * Qui joue, dans les mots d'un coup : le numéro d'une place (0 : vous) ou, quand la table nomme ses
 * places (des personnes qui jouent ensemble, l'ordinateur qu'on regarde), ce nom, à la troisième personne.
 */
const who = (player, seat) => (typeof player === "string" ? player : seat);
const points = (count) => `${number(count)} ${plural(count, { one: "point", other: "points" })}`;
/** A card name with its article: "le 7 de deniers", "l'As de coupes", "la Dame de cœur". */
const the = (card) => (startsWithVowel(card) ? `l'${card}` : card.startsWith("Dame") ? `la ${card}` : `le ${card}`);
const capital = (text) => text[0].toUpperCase() + text.slice(1);
const LOST = "La partie en cours sera perdue.";
/** Les places à une table de quatre, par numéro : en sujet, après « pour » et en bref (dans le décompte). */
const FOUR_SEATS = ["Vous", "L'adversaire à votre droite", "Votre partenaire", "L'adversaire à votre gauche"];
const FOUR_FOR = ["vous", "l'adversaire à votre droite", "votre partenaire", "l'adversaire à votre gauche"];
const FOUR_SHORT = ["vous", "droite", "partenaire", "gauche"];
/** Each seat on a pill, short enough for a phone. */
const FOUR_TAGS = ["Vous", "Droite", "Partenaire", "Gauche"];
const FOUR_TABLES = { scopa: "Scopa à quatre", scientifico: "Scopone scientifico", classico: "Scopone classico" };
// La Scala 40 à trois et à quatre : chaque place telle qu'une phrase la nomme, et son nom court (la barre, le décompte, les zones).
const SCALA_SEATS = { 3: ["Vous", "Le joueur à votre droite", "Le joueur à votre gauche"], 4: ["Vous", "Le joueur à votre droite", "Le joueur en face", "Le joueur à votre gauche"] };
const SCALA_NAMES = { 3: ["Vous", "Droite", "Gauche"], 4: ["Vous", "Droite", "En face", "Gauche"] };

/** Scopa's lessons (learn.lessons.scopa); Scopone's share their words but where they say otherwise. */
const SCOPA_LESSONS = {
  values: {
    title: "Les cartes et leur valeur",
    goal: (c) => `Les cartes à chiffres valent leur chiffre, les trois figures 8, 9 et 10. Prenez ${the(c.QC)} et ${the(c.AS)} avec ${the(c.KD)}\u202f: 9 et 1 font 10.`,
    why: "Chaque carte vaut de 1 à 10\u202f: c'est tout ce qu'il faut pour voir ce qu'elle peut prendre.",
  },
  take_one: {
    title: "Prendre une carte",
    goal: (c) => `Jouez ${the(c["7D"])} pour prendre ${the(c["7H"])}\u202f: une carte prend une carte de même valeur.`,
    why: "Les cartes prises sont à vous au décompte\u202f: plus de cartes, plus de deniers, plus de chances de points.",
  },
  take_sum: {
    title: "Prendre plusieurs cartes",
    goal: (c) => `Prenez ensemble ${the(c["4D"])} et ${the(c["2H"])} avec ${the(c["6C"])}\u202f: 4 et 2 font 6.`,
    why: "Une seule carte peut en prendre plusieurs\u202f: cherchez les sommes à chaque tour.",
  },
  same_value_first: {
    title: "D'abord la même valeur",
    goal: (c) => `Prenez avec ${the(c["5D"])}. Il y a un 5 sur la table\u202f: il doit prendre ce 5, pas un 3 et un 2.`,
    why: "Quand une carte de même valeur est sur la table, aucune somme n'est permise\u202f: on prend cette carte.",
  },
  scopa: {
    title: "La scopa",
    goal: () => "Prenez d'un coup toutes les cartes de la table\u202f: c'est une scopa.",
    why: "Chaque scopa vaut un point. Une table qui fait 10 ou moins peut en offrir une à l'adversaire.",
  },
  last_taker: {
    title: "La dernière prise",
    goal: (c) => `Le talon est vide et c'est votre dernière carte. Prenez ${the(c["3S"])} avec ${the(c["3D"])}.`,
    why: "Quand la dernière carte est jouée, ce qui reste sur la table va au dernier joueur qui a pris.",
  },
  settebello: {
    title: "Le settebello",
    goal: (c) => `Le settebello, c'est ${the(c["7D"])}\u202f: prenez-le.`,
    why: "Le settebello vaut à lui seul un point au décompte.",
  },
  primiera: {
    title: "La primiera",
    goal: () => "Prenez la carte qui vaut le plus pour la primiera\u202f: le 7 compte le plus, puis le 6, puis l'As.",
    why: "Au décompte, chacun additionne sa meilleure carte de chaque couleur, et le plus gros total gagne un point\u202f: les 7 et les 6 valent d'être pris.",
  },
  count: {
    title: "Le décompte",
    goal: (c) => `Les deux dernières cartes, le talon est vide. Prenez ${the(c["7H"])}\u202f: il vous donne la primiera. Puis jouez ${the(c.KD)}, et le décompte suit.`,
    why: "Au décompte, les cartes, les deniers, le settebello et la primiera valent un point chacun. Votre primiera, deux 7 et deux 6, fait 78 contre 75\u202f: sans le 7 que vous avez pris, elle était pour l'adversaire.",
  },
  round: {
    title: "Une manche entière",
    goal: () => "Jouez la manche jusqu'au bout contre l'ordinateur, jusqu'au décompte. Vous hésitez\u202f? Demandez un conseil.",
    why: "À chaque tour, la même question\u202f: que puis-je prendre, que vais-je laisser sur la table\u202f? Le conseil montre ce que ferait le joueur le plus fort, et pourquoi.",
  },
};

export default {
  languageSwitch: "Langue",
  close: "Fermer",
  number,

  title: "Mazzo",
  tagline: "Jeux de cartes italiens",
  steps: {
    runtime: "On sort le jeu de cartes…",
    engine: "On installe la table…",
    ready: "On distribue les cartes…",
  },
  /** The loading panel: what mazzo is, and one tip (a different one each day). */
  loading: {
    about: "Scopa, Scopone, Scala 40 et Briscola contre l'ordinateur, directement dans votre navigateur. Vos parties restent sur cet appareil.",
    tip: (text) => `Astuce\u202f: ${text}`,
    tips: [
      "Touchez une carte pour la jouer\u202f; si elle peut prendre de plusieurs façons, touchez les cartes à prendre.",
      "L'indice montre le coup que jouerait l'ordinateur le plus fort, et pourquoi.",
      "La donne du jour distribue à tous les mêmes cartes\u202f: comparez votre résultat avec celui de vos amis.",
    ],
  },
  failed: {
    runtime: "Impossible de charger Python.",
    engine: "Impossible d'installer le moteur de jeu.",
    worker: "Impossible de démarrer le moteur de jeu.",
    stopped: "Le moteur du jeu s'est arrêté. Votre partie est enregistrée : relancez-le pour continuer.",
  },
  failedHint: "Vérifiez la connexion, puis réessayez.",
  retry: "Réessayer",
  notices: {
    updateReady: "Une nouvelle version de Mazzo est prête : elle servira la prochaine fois que vous ouvrirez le jeu.",
    restoreFailed: "Votre partie enregistrée n'a pas pu être restaurée : une nouvelle partie a commencé.",
    dismiss: "OK",
  },
  version: (version) => `mazzo ${version}`,

  games: { scopa: "Scopa", scala40: "Scala 40", briscola: "Briscola", scopone: "Scopone", tressette: "Tressette" },
  levels: { easy: "Facile", normal: "Normal", hard: "Difficile" },
  styles: { napoli: "Napolitaines", piacenza: "Piacentines", french: "Françaises", numbers: "Chiffres" },
  players: ["Vous", "Ordinateur"],

  /** "7 de deniers", "Cavalier d'épées", "Dame de cœur". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    const name = SUITS[deck][suit];
    return `${ranksOf(style)[value] ?? value} ${startsWithVowel(name) ? "d'" : "de "}${name}`;
  },
  /** A suit's name, as a refusal names the suit led. */
  suitName: (suit, style) => SUITS[deckOf(style)][suit],

  toolbar: {
    label: "Partie",
    level: "Niveau",
    target: "Objectif",
    napola: "Napola",
    onOff: (on) => (on ? "oui" : "non"),
    rules: "Règles",
    settings: "Réglages",
  },
  /** Le menu des jeux (web/app/views/menu.js)\u202f: la porte d'entrée, avec un mot d'accueil à la première visite. */
  together: {
    seats: "À table",
    seat: (n) => `Place ${number(n)}`,
    person: "Personne",
    computer: "Ordinateur",
    defaultName: (n) => `Joueur ${number(n)}`,
    nameLabel: (n) => `Nom du joueur à la place ${number(n)}`,
    passTo: (name) => `Passez l’appareil à ${name}`,
    passNote: "Toutes les mains sont cachées. Seul le joueur suivant doit regarder.",
    passShow: (name) => `${name} : voir mes cartes`,
    turnOf: (name) => `À ${name} de jouer`,
    alone: "Vous, contre l’ordinateur",
    wins: (name) => `${name} remporte la partie !`,
    roundOver: (names, scored) => `Fin de la manche\u202f: ${names.map((name, side) => `${name} ${points(scored[side])}`).join(", ")}.`,
    whose: "Statistiques de",
  },
  menu: {
    open: "Menu",
    title: "À quoi jouer\u202f?",
    close: "Fermer le menu",
    welcome: [
      "Mazzo sert des jeux de cartes italiens contre l'ordinateur, directement dans votre navigateur\u202f: la Scopa, le Scopone, la Scala 40 et la Briscola.",
      "Pour jouer une carte, touchez-la ou tapez son numéro au clavier.",
      "Tout reste sur cet appareil\u202f: vos parties, vos réglages et vos statistiques ne sont envoyés nulle part.",
    ],
    game: "Jeu",
    deal: "Distribuer",
    resume: "Reprendre",
    inProgress: "partie en cours",
    daily: "Donne du jour",
    dailyDone: "donne du jour jouée",
    playedToday: (line) => `Jouée aujourd'hui\u202f: ${line}`,
    waiting: "Les cartes arrivent\u202f: le jeu finit de se charger…",
    another: "Une autre partie",
  },
  groups: { hand: "Votre main", table: "Table", actions: "Actions" },

  /** Another player's hand, face down: how many cards it holds. */
  opponentHand: (count) => `L'ordinateur a ${number(count)} ${plural(count, { one: "carte", other: "cartes" })} en main`,

  score: {
    target: (target) => `en ${points(target)}`,
    round: (round) => `Manche ${number(round)}`,
  },
  table: { scopa: "Scopa\u202f!" },

  status: {
    yourTurn: { text: "À vous\u202f: jouez une carte.", keys: "Touches 1 à 3." },
    choose: (card, ways) => ({
      text: `Avec ${the(card)}, vous pouvez prendre de ${number(ways)} ${plural(ways, { one: "façon", other: "façons" })}\u202f: touchez les cartes à ramasser.`,
      keys: "Ou ← → puis Entrée\u202f; Échap annule.",
    }),
    computerTurn: { text: "L'ordinateur réfléchit…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const played = you(player) ? `Vous jouez ${the(card)}` : `${who(player, "L'ordinateur")} joue ${the(card)}`;
      if (!captures.length) return `${played}.`;
      return `${played} et ramass${you(player) ? "ez" : "e"} ${list(captures.map(the))}.`;
    },
    scopa: (player) =>
      you(player) ? "Scopa\u202f! Vous avez balayé la table." : `Scopa\u202f! ${who(player, "L'ordinateur")} a balayé la table.`,
    deal: (cards) => `Nouvelles cartes\u202f: ${list(cards)}.`,
    sweep: (player, count) => {
      const to = `pour ${you(player) ? "vous" : who(player, "l'ordinateur")}`;
      return count === 1
        ? `La dernière carte de la table est ${to}.`
        : `Les ${number(count)} dernières cartes de la table sont ${to}.`;
    },
    newGame: (level, rules) =>
      `Nouvelle partie, niveau ${level}${rules.length ? `, avec ${list(rules)}` : ""}. Les cartes sont distribuées.`,
    houseRules: { napola: "la napola", re_bello: "le Re Bello", ace_takes_all: "l'As qui ramasse tout", fifteen: "la scopa à quinze" },
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
      re_bello: "Re Bello",
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
    aside: "Fermer le décompte pour voir la table",
    again: "Revoir le décompte",
  },

  confirm: {
    newGame: `Commencer une nouvelle partie\u202f? ${LOST}`,
    yes: "Nouvelle partie",
    no: "Continuer à jouer",
  },
  engineError: (message) => `Le moteur de jeu a échoué\u202f: ${message}`,

  /**
   * Tables de quatre : la Scopa par équipes et le Scopone. Places : 0 vous,
   * 1 l'adversaire à votre droite, 2 votre partenaire (en face), 3 l'adversaire
   * à votre gauche ; équipes : 0 la vôtre, 1 l'équipe adverse.
   */
  four: {
    sides: ["Nous", "Eux"],
    tables: FOUR_TABLES,
    choices: {
      players: {
        name: "Joueurs",
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
        name: "Annonces",
      },
      capture: {
        name: "Prises",
        value: (rule) => ({ classic: "Classiques", ace_takes_all: "L'As ramasse tout", fifteen: "À quinze" })[rule],
      },
    },
    hand: (seat, count) => `${FOUR_SEATS[seat]} a ${number(count)} ${plural(count, { one: "carte", other: "cartes" })} en main`,
    /** A seat's name and a count on the table (its hand, its pile), short enough for a pill on a phone. */
    tag: (seat, count) => `${FOUR_TAGS[seat]} · ${number(count)}`,
    /** A pile's pills at the table: whose it is (above), and the cards won in it (below), unlike a hand's "Partner · 3". */
    pileOwner: (seat) => FOUR_TAGS[seat],
    pileWon: (count) => `Gagnées · ${number(count)}`,
    keys: (count) => (count >= 10 ? "Touches 1 à 9, et 0 pour la dixième carte." : count === 1 ? "Touche 1." : `Touches 1 à ${number(count)}.`),
    seatScopas: (seats, scopas) => seats.map((seat, i) => `${FOUR_SHORT[seat]}\u00a0${number(scopas[i])}`).join(" · "),
    winner: (side, ours, theirs) =>
      side === 0
        ? `Votre équipe gagne la partie, ${number(ours)} à ${number(theirs)}\u202f!`
        : `L'équipe adverse gagne la partie, ${number(theirs)} à ${number(ours)}.`,
    announce: {
      play(player, card, captures) {
        const played = you(player) ? `Vous jouez ${the(card)}` : `${who(player, FOUR_SEATS[player])} joue ${the(card)}`;
        if (!captures.length) return `${played}.`;
        return `${played} et ramass${you(player) ? "ez" : "e"} ${list(captures.map(the))}.`;
      },
      scopa: (player) =>
        you(player) ? "Scopa\u202f! Vous avez balayé la table." : `Scopa\u202f! ${who(player, FOUR_SEATS[player])} a balayé la table.`,
      sweep: (player, count) =>
        count === 1
          ? `La dernière carte de la table est pour ${who(player, FOUR_FOR[player])}.`
          : `Les ${number(count)} dernières cartes de la table sont pour ${who(player, FOUR_FOR[player])}.`,
      newGame: (table, level, rules) =>
        `Nouvelle partie de ${table}, niveau ${level}${rules.length ? `, avec ${list(rules)}` : ""}. Les cartes sont distribuées.`,
      roundOver: (ours, theirs) => `Fin de la manche\u202f: votre équipe marque ${points(ours)}, l'équipe adverse ${points(theirs)}.`,
    },
  },

  scala40: {
    /** "7H" → "7 de cœur", "TD" → "10 de carreau", "JK" → "Joker". */
    cardName(card) {
      if (card === "JK") return "Joker";
      const ranks = { A: "As", T: "10", J: "Valet", Q: "Dame", K: "Roi" };
      const suits = { D: "carreau", H: "cœur", S: "pique", C: "trèfle" };
      return `${ranks[card[0]] ?? card[0]} de ${suits[card[1]]}`;
    },
    zones: ["Vos combinaisons", "Les combinaisons de l'ordinateur"],
    stock: (count) => `Pioche, ${number(count)} ${plural(count, { one: "carte", other: "cartes" })}\u202f: piocher`,
    discardPile: (card) =>
      card ? `Défausse, ${the(card)} dessus\u202f: prendre la carte, ou défausser ici` : "Défausse, vide",
    meld: (owner, kind, cards, stands) =>
      `${you(owner) ? `Votre ${kind}` : `${capital(kind)} de l'ordinateur`}\u202f: ${list(cards)}` +
      (stands.length ? `\u202f; le joker y remplace ${stands.map(the).join(" ou ")}` : ""),
    kinds: { set: "brelan", run: "suite" },
    prepared: (cards, verdict) =>
      `Combinaison préparée\u202f: ${list(cards)}${verdict ? `, ${verdict}` : ""}. Touchez pour la reprendre.`,

    actions: {
      sort: "Trier",
      sortBy: { rank: "Trier par rang", suit: "Trier par couleur" },
      lay: "Poser",
      open: "Ouvrir",
      discard: "Défausser",
      return: "Rendre",
    },
    total: (points) => `${number(points)} / 40`,
    frameTitle: (points) => `Votre ouverture\u202f: ${number(points)} sur 40`,
    frameHint: "Préparez ici votre ouverture\u202f: 40 points ou plus",
    points: (count) => `${number(count)} ${plural(count, { one: "pt", other: "pts" })}`,
    reasons: {
      too_few: "trop peu de cartes",
      two_jokers: "deux jokers",
      not_a_set: "ce n'est pas un brelan",
      not_a_run: "ce n'est pas une suite",
    },

    status: {
      draw: (top) => ({
        text: top ? `À vous\u202f: piochez, ou prenez ${the(top)} dans la défausse.` : "À vous\u202f: piochez.",
        keys: "S pioche · P défausse.",
      }),
      stock: { text: "Piochez.", keys: "S pioche." },
      prepare: {
        text: "Sélectionnez des cartes et posez-les pour préparer votre ouverture, ou défaussez.",
        keys: "← → Espace sélectionner · Entrée poser · X défausser.",
      },
      ready: (points) => ({
        text: `Votre ouverture vaut ${number(points)}\u202f: ouvrez, ou préparez-en davantage.`,
        keys: "Entrée ouvre.",
      }),
      play: {
        text: "Posez, ajoutez à la table, ou défaussez pour finir votre tour.",
        keys: "← → Espace sélectionner · Entrée poser · A ajouter · X défausser.",
      },
      taken: (card) => ({
        text: `Posez sur la table ce tour-ci la carte prise (${card}), ou rendez-la.`,
        keys: "Entrée poser · A ajouter · B rendre.",
      }),
      placing: (what) => ({ text: what, keys: "A ou ← → autre place · Entrée · Échap annule." }),
    },
    placing: {
      add: (card, meld) => `Ajouter ${the(card)} à ${meld}\u202f?`,
      low: (card, meld) => `Ajouter ${the(card)} en bas de ${meld}\u202f?`,
      swap: (card, meld) => `Mettre ${the(card)} à la place du joker de ${meld}, et prendre le joker\u202f?`,
    },
    /** The mirror's buttons for the places the selected card can take (`cards`: the combination's cards). */
    place: {
      add: (card, cards) => `Ajouter ${the(card)} à la combinaison ${list(cards)}`,
      low: (card, cards) => `Ajouter ${the(card)} par le bas de la combinaison ${list(cards)}`,
      swap: (card, cards) => `Poser ${the(card)} à la place du joker dans la combinaison ${list(cards)} et reprendre le joker`,
    },

    announce: {
      draw: (player, card) => (you(player) ? `Vous piochez ${the(card)}.` : `${who(player, "L'ordinateur")} pioche.`),
      take: (player, card) =>
        you(player) ? `Vous prenez ${the(card)} dans la défausse.` : `${who(player, "L'ordinateur")} prend ${the(card)} dans la défausse.`,
      return: (player, card) => `${you(player) ? "Vous remettez" : `${who(player, "L'ordinateur")} remet`} ${the(card)} sur la défausse.`,
      rebuild: "La défausse est mélangée\u202f: c'est la nouvelle pioche.",
      open: (player, count, melds) => `${you(player) ? "Vous ouvrez" : `${who(player, "L'ordinateur")} ouvre`} avec ${points(count)}\u202f: ${melds.map(list).join("\u202f; ")}.`,
      meld: (player, cards) => `${you(player) ? "Vous posez" : `${who(player, "L'ordinateur")} pose`} ${list(cards)}.`,
      add: (player, card, cards) => `${you(player) ? "Vous ajoutez" : `${who(player, "L'ordinateur")} ajoute`} ${the(card)} à la combinaison ${list(cards)}.`,
      swap: (player, card, cards) => `${you(player) ? "Vous récupérez" : `${who(player, "L'ordinateur")} récupère`} le joker de la combinaison ${list(cards)} avec ${the(card)}.`,
      discard: (player, card) => `${you(player) ? "Vous défaussez" : `${who(player, "L'ordinateur")} défausse`} ${the(card)}.`,
      close: (player, doubled) =>
        `${you(player) ? "Vous fermez" : `${who(player, "L'ordinateur")} ferme`} la manche${doubled ? " d'un coup\u202f: les points sont doublés\u202f!" : "\u202f!"}`,
      void: "La pioche s'est épuisée deux fois\u202f: personne ne marque cette manche.",
      prepared: (cards) => `Cartes mises de côté pour votre ouverture\u202f: ${list(cards)}.`,
      unprepared: "Vos combinaisons préparées reviennent dans votre main.",
      sorted: { rank: "Votre main est triée par rang.", suit: "Votre main est triée par couleur." },
      newGame: (level) => `Nouvelle partie de Scala 40, niveau ${level}. Les cartes sont distribuées.`,
      roundOver: (mine, theirs) => `Fin de la manche\u202f: vous prenez ${points(mine)}, l'ordinateur ${points(theirs)}.`,
    },

    target: (count) => `perdu à ${number(count)}`,
    confirm: {
      newGame: `Commencer une nouvelle partie de Scala 40\u202f? ${LOST}`,
      yes: "Nouvelle partie",
    },
    count: {
      lines: {
        cards_left: "Cartes restantes",
        card_points: "Points restés en main",
        never_opened: "Jamais ouvert",
        doubled: "Fermé d'un coup",
        round: "Cette manche",
        total: "Total de la partie",
      },
      closed: "fermé",
      none: "—",
      doubled: (points) => `×2 (+${number(points)})`,
      void: "La pioche s'est épuisée deux fois\u202f: personne ne marque cette manche.",
      target: (count) => `Celui qui atteint ${points(count)} perd la partie.`,
      winner: (player, mine, theirs) =>
        you(player)
          ? `Vous gagnez la partie, ${number(mine)} à ${number(theirs)}\u202f!`
          : `L'ordinateur gagne la partie, ${number(theirs)} à ${number(mine)}.`,
    },
    /** La Scala 40 à trois et à quatre : chacun pour soi, chacun nommé par sa place (seats : 3 ou 4). */
    many: {
      names: (seats) => SCALA_NAMES[seats],
      who: (seats, seat) => SCALA_SEATS[seats][seat],
      /** Les combinaisons d'un joueur en grand : le titre, et ce que fait un toucher sur sa zone. */
      meldsOf: (seats, seat) => `Les combinaisons posées par le ${SCALA_SEATS[seats][seat].replace(/^Le /, "")}`,
      showMelds: (seats, seat) => `Voir en grand les combinaisons du ${SCALA_SEATS[seats][seat].replace(/^Le /, "")}`,
      zone: (seats, seat, opened, out) =>
        `${seat === 0 ? "Vos combinaisons" : SCALA_NAMES[seats][seat]}${out ? " · éliminé" : opened && seat !== 0 ? " · a ouvert" : ""}`,
      tag: (seats, seat, count, out) => `${SCALA_NAMES[seats][seat]} · ${out ? "éliminé" : number(count)}`,
      hand: (seats, seat, count, opened, out) =>
        out
          ? `${SCALA_SEATS[seats][seat]} est éliminé de la partie`
          : `${SCALA_SEATS[seats][seat]} a ${number(count)} ${plural(count, { one: "carte", other: "cartes" })} en main${opened ? " et a ouvert" : " et n'a pas encore ouvert"}`,
      shows: (seats, seat, cards) => `${SCALA_SEATS[seats][seat]} a en main ${cards.length ? list(cards.map(the)) : "aucune carte"}`,
      meld: (seats, owner, kind, cards, stands) =>
        `${you(owner) ? `Votre ${kind}` : `${SCALA_SEATS[seats][owner]}, ${kind}`}\u202f: ${list(cards)}` +
        (stands.length ? `\u202f; le joker y remplace ${stands.map(the).join(" ou ")}` : ""),
      announce: (seats) => {
        const seat = (player) => who(player, SCALA_SEATS[seats][player]);
        return {
          draw: (player, card) => (you(player) ? `Vous piochez ${the(card)}.` : `${seat(player)} pioche.`),
          take: (player, card) => (you(player) ? `Vous prenez ${the(card)} dans la défausse.` : `${seat(player)} prend ${the(card)} dans la défausse.`),
          return: (player, card) => `${you(player) ? "Vous remettez" : `${seat(player)} remet`} ${the(card)} sur la défausse.`,
          open: (player, count, melds) => `${you(player) ? "Vous ouvrez" : `${seat(player)} ouvre`} avec ${points(count)}\u202f: ${melds.map(list).join("\u202f; ")}.`,
          meld: (player, cards) => `${you(player) ? "Vous posez" : `${seat(player)} pose`} ${list(cards)}.`,
          add: (player, card, cards) => `${you(player) ? "Vous ajoutez" : `${seat(player)} ajoute`} ${the(card)} à la combinaison ${list(cards)}.`,
          swap: (player, card, cards) => `${you(player) ? "Vous récupérez" : `${seat(player)} récupère`} le joker de la combinaison ${list(cards)} avec ${the(card)}.`,
          discard: (player, card) => `${you(player) ? "Vous défaussez" : `${seat(player)} défausse`} ${the(card)}.`,
          close: (player, doubled) =>
            `${you(player) ? "Vous fermez" : `${seat(player)} ferme`} la manche${doubled ? " d'un coup\u202f: les points sont doublés\u202f!" : "\u202f!"}`,
        };
      },
      newGame: (seats, level) => `Nouvelle partie de Scala 40 à ${seats === 3 ? "trois" : "quatre"}, niveau ${level}. Les cartes sont distribuées.`,
      roundOver: (seats, scored) => `Fin de la manche. ${scored.map((count, seat) => `${SCALA_NAMES[seats][seat]}\u202f: ${points(count)}`).join(", ")}.`,
      winner: (seats, seat) => (you(seat) ? "Vous gagnez la partie\u202f!" : `${SCALA_SEATS[seats][seat]} gagne la partie.`),
      scores: (seats, totals, out) => totals.map((total, seat) => `${SCALA_NAMES[seats][seat]} ${number(total)}${out[seat] ? " (éliminé)" : ""}`).slice(1).join(" · "),
      count: { out: "Éliminé de la partie", isOut: "éliminé" },
    },
  },

  /** Briscola : les cartes de la Scopa ; la partie se gagne en 1, 2 ou 3 manches ; le joueur 0, c'est vous. */
  briscola: {
    toolbar: { points: "Afficher les points" },
    target: (hands) => (hands === 1 ? "en une manche" : `en ${number(hands)} manches gagnantes`),
    stock: (count, briscola) =>
      briscola
        ? `Talon, ${number(count)} ${plural(count, { one: "carte", other: "cartes" })}, avec dessous la briscola\u202f: ${the(briscola)}`
        : "Le talon est vide",
    trick: (player, card, led) =>
      `${capital(the(card))}\u202f: ${you(player) ? (led ? "vous avez entamé" : "vous avez répondu") : led ? "l'ordinateur a entamé" : "l'ordinateur a répondu"}`,
    pile: (player, count, last, held, total) =>
      `${you(player) ? "Vos plis" : "Les plis de l'ordinateur"}\u202f: ${count ? `${number(count)} cartes` : "aucun pour l'instant"}` +
      (last ? `\u202f; le dernier, ${list(last)}, valait ${points(held)}` : "") +
      (total === null ? "" : `\u202f; ${points(total)} en tout`),
    /** La barre du score nomme la couleur d'atout toute la partie. */
    trumps: (suit, style) => `atout\u202f: ${SUITS[deckOf(style)][suit]}`,
    /** Le dernier pli, ramené au centre (par sa pile, ou P) jusqu'à la prochaine action. */
    lastTrick: (player, cards, held) => ({
      text: `Le dernier pli\u202f: ${list(cards.map(the))}, remporté par ${you(player) ? "vous" : "l'ordinateur"}, ${held ? points(held) : "aucun point"}.`,
      keys: "P ou Échap\u202f: retour à la partie.",
    }),
    trickPoints: (count) => `+${number(count)}`,
    points: (count) => `${number(count)}\u00a0${plural(count, { one: "pt", other: "pts" })}`,
    banner: { won: "Manche gagnée\u202f!", lost: "Manche perdue", drawn: "60 – 60" },

    status: {
      lead: (count) => ({ text: "À vous d'entamer\u202f: jouez une carte.", keys: count > 1 ? `Touches 1 à ${number(count)}.` : "Touche 1." }),
      // "le 7" → "au 7", "l'As" → "à l'As", "la Dame" → "à la Dame".
      answer: (card, count) => ({
        text: `À vous de répondre ${the(card).replace(/^le /, "au ").replace(/^l'/, "à l'").replace(/^la /, "à la ")}.`,
        keys: count > 1 ? `Touches 1 à ${number(count)}.` : "Touche 1.",
      }),
    },
    announce: {
      newGame: (level, hands) =>
        `Nouvelle partie de Briscola, niveau ${level}, ${hands === 1 ? "en une manche" : `en ${number(hands)} manches gagnantes`}. Les cartes sont distribuées.`,
      briscola: (card) => `La briscola est ${the(card)}.`,
      play: (player, card, leads) =>
        you(player) ? `Vous ${leads ? "entamez" : "répondez par"} ${the(card)}.` : `${who(player, "L'ordinateur")} ${leads ? "entame" : "répond par"} ${the(card)}.`,
      trick: (player, card, held) =>
        `${you(player) ? "Vous remportez" : `${who(player, "L'ordinateur")} remporte`} le pli avec ${the(card)}\u202f: ${held ? points(held) : "aucun point"}.`,
      draw: (player, card, briscola) =>
        `${you(player) ? "Vous piochez" : `${who(player, "L'ordinateur")} pioche`} ${briscola ? `la briscola, ${the(card)}` : the(card)}.`,
      handOver: (winner) =>
        winner === null ? "60 à 60\u202f: la manche est nulle." : you(winner) ? "Vous gagnez la manche\u202f!" : `${who(winner, "L'ordinateur")} gagne la manche.`,
      roundOver: (mine, theirs) => `Fin de la manche\u202f: vous avez ${points(mine)}, l'ordinateur ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Commencer une nouvelle partie\u202f? ${LOST}`,
      yes: "Nouvelle partie",
    },
    count: {
      /** The count's title: Briscola counts by hand. */
      title: (hand) => `Manche ${number(hand)}\u202f: le décompte`,
      lines: {
        aces: "As",
        threes: "Trois",
        kings: "Rois",
        knights: "Cavaliers",
        jacks: "Valets",
        hand_points: "Points des cartes",
        round: "Cette manche",
        total: "Manches gagnées",
      },
      french: { knights: "Dames" },
      note: (winner, hands) =>
        (winner === null
          ? "Plus de 60 points gagnent la manche\u202f; à 60 partout, elle est nulle et ne compte pour personne. "
          : "Plus de 60 points gagnent la manche. ") +
        (hands === 1 ? "Une manche gagnée emporte la partie." : `Le premier à gagner ${number(hands)} manches emporte la partie.`),
      winner: (player, mine, theirs) =>
        you(player)
          ? `Vous gagnez la partie, ${number(mine)} à ${number(theirs)}\u202f!`
          : `L'ordinateur gagne la partie, ${number(theirs)} à ${number(mine)}.`,
    },
    /** La Briscola à quatre, par équipes : chaque autre place nommée par où elle se trouve ; la manche et la partie sont aux équipes. */
    four: {
      newGame: (level, hands) =>
        `Nouvelle partie de Briscola à quatre, par équipes, niveau ${level}, ${hands === 1 ? "en une manche" : `la première équipe à ${number(hands)} manches gagnantes`}. Les cartes sont distribuées.`,
      roundOver: (ours, theirs) => `Fin de la manche\u202f: votre équipe a ${points(ours)}, l'autre équipe ${points(theirs)}.`,
      winner: (side, ours, theirs) =>
        side === 0 ? `Votre équipe remporte la partie, ${number(ours)} à ${number(theirs)}\u202f!` : `L'équipe adverse remporte la partie, ${number(theirs)} à ${number(ours)}.`,
      trick: (player, card, led) => `${capital(the(card))}, ${led ? "entamé" : "joué"} par ${FOUR_FOR[player]}`,
      pile: (player, count, last, held, total) =>
        `${["Vos plis", "Les plis de l'adversaire de droite", "Les plis de votre partenaire", "Les plis de l'adversaire de gauche"][player]}\u202f: ${count ? `${number(count)} cartes` : "aucun pour l'instant"}` +
        (last ? `\u202f; le dernier, ${list(last)}, valait ${points(held)}` : "") +
        (total === null ? "" : `\u202f; ${points(total)} pour l'équipe`),
      lastTrick: (player, cards, held) => ({
        text: `Le dernier pli\u202f: ${list(cards.map(the))}, remporté par ${FOUR_FOR[player]}, ${held ? points(held) : "aucun point"}.`,
        keys: "P ou Échap\u202f: retour à la partie.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `Vous ${leads ? "entamez" : "jouez"} ${the(card)}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "entame" : "joue"} ${the(card)}.`,
        trick: (player, card, held) =>
          `${you(player) ? "Vous remportez" : `${who(player, FOUR_SEATS[player])} remporte`} le pli avec ${the(card)}\u202f: ${held ? points(held) : "aucun point"}.`,
        draw: (player, card, briscola) =>
          `${you(player) ? "Vous piochez" : `${who(player, FOUR_SEATS[player])} pioche`} ${briscola ? `la briscola, ${the(card)}` : the(card)}.`,
        handOver: (winner) =>
          winner === null ? "60 à 60\u202f: la manche est nulle." : winner === 0 ? "Votre équipe gagne la manche\u202f!" : "L'équipe adverse gagne la manche.",
      },
    },
  },
  /** Tressette : les cartes sont celles de la Scopa ; la partie se joue en points ; le joueur 0, c'est vous. La table est celle de la Briscola, sans atout. */
  tressette: {
    stock: (count) => (count ? `Talon, ${number(count)} ${plural(count, { one: "carte", other: "cartes" })}` : "Le talon est vide"),
    trick: (player, card, led) =>
      `${capital(the(card))}\u202f: ${you(player) ? (led ? "vous avez entamé" : "vous avez répondu") : led ? "l'ordinateur a entamé" : "l'ordinateur a répondu"}`,
    pile: (player, count, last) =>
      `${you(player) ? "Vos plis" : "Les plis de l'ordinateur"}\u202f: ${count ? `${number(count)} cartes` : "aucun pour l'instant"}` + (last ? `\u202f; le dernier, ${list(last)}` : ""),
    /** Une annonce (accuso) telle que le moteur l'écrit : "napoletana-D" (As, 2 et 3 de deniers), "threes-S" (trois 3, pas celui d'épées), "aces" (les quatre). */
    declaration: (made, style) => {
      const [combination, suit] = made.split("-");
      const suits = SUITS[deckOf(style)];
      const group = { threes: "3", twos: "2", aces: "As" }[combination];
      if (combination === "napoletana") return `Napolitaine de ${suits[suit]}`;
      return suit ? `trois ${group}, sauf celui de ${suits[suit]}` : `les quatre ${group}`;
    },
    declared: (player, made) => `${you(player) ? "Vos annonces" : "Les annonces de l'ordinateur"}\u202f: ${made}`,
    watchDeclared: (seat, made) => `Annonces de ${seat}\u202f: ${made}`,
    banner: (ours, theirs) => `Manche\u202f: ${number(ours)} – ${number(theirs)}`,
    lastTrick: (player, cards) => ({
      text: `Le dernier pli\u202f: ${list(cards.map(the))}, remporté par ${you(player) ? "vous" : "l'ordinateur"}.`,
      keys: "P ou Échap\u202f: retour à la partie.",
    }),
    status: {
      lead: (count) => ({ text: "À vous d'entamer\u202f: jouez une carte.", keys: count > 1 ? `Touches 1 à ${number(count)}.` : "Touche 1." }),
      answer: (card, count) => ({
        text: `À vous de répondre ${the(card).replace(/^le /, "au ").replace(/^l'/, "à l'").replace(/^la /, "à la ")}, dans sa couleur si vous en avez.`,
        keys: count > 1 ? `Touches 1 à ${number(count)}.` : "Touche 1.",
      }),
    },
    announce: {
      newGame: (level, target, declarations) =>
        `Nouvelle partie de Tressette, niveau ${level}, en ${points(target)}, ${declarations ? "avec les annonces" : "sans annonces"}. Les cartes sont distribuées.`,
      play: (player, card, leads) =>
        you(player) ? `Vous ${leads ? "entamez" : "répondez par"} ${the(card)}.` : `${who(player, "L'ordinateur")} ${leads ? "entame" : "répond par"} ${the(card)}.`,
      trick: (player, card) => `${you(player) ? "Vous remportez" : `${who(player, "L'ordinateur")} remporte`} le pli avec ${the(card)}.`,
      draw: (player, card) => `${you(player) ? "Vous piochez" : `${who(player, "L'ordinateur")} pioche`} ${the(card)}, montré aux deux joueurs.`,
      declaration: (player, made, worth) => `${you(player) ? "Vous annoncez" : `${who(player, "L'ordinateur")} annonce`} ${made}\u202f: ${points(worth)}.`,
      roundOver: (mine, theirs) => `Fin de la manche\u202f: vous marquez ${points(mine)}, l'ordinateur ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Commencer une nouvelle partie\u202f? ${LOST}`,
      yes: "Nouvelle partie",
    },
    count: {
      lines: {
        aces: "As",
        figures: "3, 2 et figures",
        dropped: "Tiers perdus",
        last_trick: "Dernier pli",
        declarations: "Annonces",
        round: "Cette manche",
        total: "Partie",
      },
      declared: (made) => (made.length ? made.join(", ") : "aucune"),
      note: (target) =>
        `Un As vaut un point\u202f; un 3, un 2, un Roi, un Cavalier ou un Valet un tiers de point, et les tiers qui ne font pas un point entier sont perdus. Le dernier pli vaut un point. Le premier camp à ${points(target)} à la fin d'une manche gagne.`,
    },
    /** Le Tressette à quatre, par équipes : chaque autre place nommée par son côté ; les points sont ceux des camps. */
    four: {
      newGame: (level, target, declarations) =>
        `Nouvelle partie de Tressette à quatre, par équipes, niveau ${level}, en ${points(target)}, ${declarations ? "avec les annonces" : "sans annonces"}. Les cartes sont distribuées.`,
      trick: (player, card, led) => `${capital(the(card))}, ${led ? "entamé" : "joué"} par ${FOUR_FOR[player]}`,
      pile: (player, count, last) =>
        `Plis de ${FOUR_FOR[player]}\u202f: ${count ? `${number(count)} cartes` : "aucun pour l'instant"}` + (last ? `\u202f; le dernier, ${list(last)}` : ""),
      declared: (player, made) => `Annonces de ${FOUR_FOR[player]}\u202f: ${made}`,
      lastTrick: (player, cards) => ({
        text: `Le dernier pli\u202f: ${list(cards.map(the))}, remporté par ${FOUR_FOR[player]}.`,
        keys: "P ou Échap\u202f: retour à la partie.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `Vous ${leads ? "entamez" : "jouez"} ${the(card)}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "entame" : "joue"} ${the(card)}.`,
        trick: (player, card) => `${you(player) ? "Vous remportez" : `${who(player, FOUR_SEATS[player])} remporte`} le pli avec ${the(card)}.`,
        draw: (player, card) => `${you(player) ? "Vous piochez" : `${who(player, FOUR_SEATS[player])} pioche`} ${the(card)}.`,
        declaration: (player, made, worth) => `${you(player) ? "Vous annoncez" : `${who(player, FOUR_SEATS[player])} annonce`} ${made}\u202f: ${points(worth)}.`,
      },
    },
  },

  /** Apprendre à jouer (app/plugins/learn.js) : les cours, et pour chaque leçon son titre, son but (ses cartes `c`, nommées comme la table les nomme) et pourquoi elle compte. */
  learn: {
    menu: "Apprendre à jouer",
    offer: (game) => `Nouveau aux cartes italiennes\u202f? Apprenez la ${game} en quelques leçons d'une minute.`.replace("la Scopone", "le Scopone"),
    course: (game) => `Apprendre la ${game}`.replace("la Scopone", "le Scopone"),
    intro: "De courtes leçons jouées sur la vraie table, une minute ou moins chacune. Choisissez-en une pour commencer.",
    place: (n, total) => `Leçon ${number(n)} sur ${number(total)}`,
    stars: (count) => `${number(count)} ${plural(count, { one: "étoile", other: "étoiles" })} sur 3`,
    done: "Bravo\u202f!",
    next: "Leçon suivante",
    again: "Rejouer",
    toCourse: "Toutes les leçons",
    back: "Retour à la partie",
    lessons: {
      scopa: SCOPA_LESSONS,
      scopone: {
        take_one: {
          ...SCOPA_LESSONS.take_one,
          title: "Prendre une carte, à quatre",
          why: "Au Scopone, les quarante cartes sont données d'emblée, dix chacun, et votre partenaire est assis en face.",
        },
        take_sum: {
          ...SCOPA_LESSONS.take_sum,
          why: "Ce que vous prenez, vous et votre partenaire, compte ensemble pour votre équipe.",
        },
        same_value_first: SCOPA_LESSONS.same_value_first,
        scopa: {
          ...SCOPA_LESSONS.scopa,
          why: "Chaque scopa est un point pour votre équipe. Au Scopone elles sont fréquentes\u202f: pensez à la table que vous laissez.",
        },
        settebello: SCOPA_LESSONS.settebello,
        primiera: {
          ...SCOPA_LESSONS.primiera,
          why: "Au décompte, chaque équipe additionne sa meilleure carte de chaque couleur, et le plus gros total gagne un point.",
        },
      },
      briscola: {
        briscola: {
          title: "La briscola",
          goal: (c) => `La carte retournée sous le talon, ${the(c["4C"])}, est la briscola\u202f: sa couleur est l'atout. Jouez un atout.`,
          why: "L'atout bat toutes les autres couleurs\u202f: la carte retournée est la première chose à regarder.",
        },
        trumps: {
          title: "L'atout prend",
          goal: (c) => `L'adversaire a joué ${the(c.AS)}. Prenez-le avec un atout.`,
          why: "Un atout prend n'importe quelle carte d'une autre couleur, même un As\u202f; le plus petit suffit.",
        },
        order: {
          title: "Quelle carte prend",
          goal: (c) => `L'adversaire a joué ${the(c.KH)}. Prenez-le avec une carte plus forte de la même couleur.`,
          why: "Dans chaque couleur, l'As est le plus fort, puis le 3, puis les trois figures, puis du 7 au 2.",
        },
        points: {
          title: "Les points des cartes",
          goal: (c) => `Prenez ${the(c["3S"])}, qui vaut 10 points, avec ${the(c.AS)}, qui en vaut 11.`,
          why: "Seuls les As, les 3 et les figures valent des points\u202f: 120 en tout, et 61 gagnent la donne.",
        },
        small_trump: {
          title: "Le plus petit atout",
          goal: (c) => `Prenez ${the(c.AH)} avec votre plus petit atout.`,
          why: "Un atout qui ne vaut rien prend les points tout aussi bien\u202f: gardez les forts pour plus tard.",
        },
        leading: {
          title: "Entamer",
          goal: () => "C'est à vous d'entamer. Jouez une carte qui ne vaut aucun point.",
          why: "L'adversaire répond après avoir vu votre carte\u202f: entamez avec ce qui ne coûte rien s'il la prend.",
        },
        answering: {
          title: "Répondre",
          goal: (c) => `L'adversaire a joué ${the(c["5H"])}, qui ne vaut rien. Répondez avec une carte qui ne vaut rien, et pas un atout.`,
          why: "Un atout dépensé sur un pli vide est gaspillé\u202f: laissez passer ces plis.",
        },
        hand: {
          title: "Une donne entière",
          goal: (c) => `Le talon est vide\u202f: il reste trois plis. Prenez d'abord ${the(c["2H"])}, puis jouez la donne jusqu'au bout. Vous hésitez\u202f? Demandez un conseil.`,
          why: "Une fois le talon vide, comptez les atouts encore en jeu\u202f: à un pli que vous ne pouvez pas gagner, donnez une carte qui ne vaut rien.",
        },
      },
      scala40: {
        turn: {
          title: "Un tour",
          goal: () => "Votre tour commence par une pioche\u202f: prenez la carte du dessus du talon.",
          why: "Chaque tour est pareil\u202f: piocher, poser ce qu'on peut, puis défausser une carte.",
        },
        runs: {
          title: "Les suites",
          goal: (c) => `Posez une suite\u202f: ${list([c["5H"], c["6H"], c["7H"]].map(the))}.`,
          why: "Une suite, ce sont trois cartes ou plus d'une même couleur qui se suivent.",
        },
        sets: {
          title: "Les brelans",
          goal: () => "Posez un brelan\u202f: trois 9, chacun d'une couleur différente.",
          why: "Un brelan (ou un carré), ce sont trois ou quatre cartes de même rang, jamais deux de la même couleur.",
        },
        joker: {
          title: "Le joker",
          goal: (c) => `Posez une suite avec ${the(c["4S"])}, ${the(c["5S"])} et un joker.`,
          why: "Le joker remplace n'importe quelle carte, un seul joker par combinaison.",
        },
        opening: {
          title: "Ouvrir à 40",
          goal: () => "Ouvrez\u202f: posez ensemble les trois Dames et les trois Rois.",
          why: "Votre première pose doit valoir 40 points ou plus\u202f: les figures comptent 10, l'As 11.",
        },
        adding: {
          title: "Compléter la table",
          goal: (c) => `Ajoutez ${the(c["8H"])} à la suite sur la table.`,
          why: "Une fois ouvert, vous pouvez vous débarrasser de cartes en les ajoutant à n'importe quelle combinaison.",
        },
        joker_back: {
          title: "Reprendre un joker",
          goal: (c) => `Mettez ${the(c["6H"])} à la place du joker, et le joker vient dans votre main.`,
          why: "Un joker repris vous aide à poser davantage.",
        },
        closing: {
          title: "Fermer",
          goal: (c) => `Défaussez votre dernière carte, ${the(c["8C"])}, pour fermer la manche.`,
          why: "On ferme en défaussant sa dernière carte\u202f: gardez toujours une carte à défausser.",
        },
        penalties: {
          title: "Les pénalités",
          goal: () => "Défaussez la carte qui vous coûterait le plus si quelqu'un fermait maintenant.",
          why: "Quand quelqu'un ferme, les cartes restées en main coûtent leurs points\u202f: les figures 10, l'As 11, un joker 25.",
        },
      },
      tressette: {
        follow: {
          title: "Fournir",
          goal: (c) => `L'adversaire a joué ${the(c.KH)}. Vous avez des cartes de sa couleur\u202f: vous devez en jouer une.`,
          why: "Au Tressette, on fournit la couleur demandée tant qu'on le peut\u202f; c'est seulement sans elle qu'on joue la carte qu'on veut.",
        },
        order: {
          title: "Quelle carte prend",
          goal: (c) => `L'adversaire a joué ${the(c.KS)}. Prenez-le avec une carte plus forte de la même couleur.`,
          why: "Dans chaque couleur, l'ordre est 3, 2, As, Roi, Cavalier, Valet, 7, 6, 5, 4\u202f: le 3 et le 2 battent toutes les autres.",
        },
        ace: {
          title: "L'As, un point entier",
          goal: (c) => `L'adversaire a joué ${the(c.AC)}, qui vaut un point entier. Prenez-le.`,
          why: "L'As vaut un point\u202f; le 3, le 2 et les figures un tiers chacun\u202f: seuls le 3 et le 2 prennent un As.",
        },
        thirds: {
          title: "Les points en tiers",
          goal: (c) => `L'adversaire a joué ${the(c["3H"])}, que rien ne bat, et vous n'avez pas sa couleur. Défaussez une carte qui ne vaut rien.`,
          why: "L'As vaut 1 point\u202f; le 3, le 2, le Roi, le Cavalier et le Valet un tiers\u202f; 7, 6, 5 et 4 rien. Au décompte, on additionne les tiers et on laisse tomber ce qui reste.",
        },
        declarations: {
          title: "Les annonces",
          goal: (c) => `${capital(list([c.AD, c["2D"], c["3D"]].map(the)))} forment une Napolitaine, 3 points, et vos trois 3 en valent 3 de plus\u202f: ces annonces sont faites pour vous avec votre première carte. Prenez maintenant ${the(c.JS)}.`,
          why: "Une Napolitaine (As, 2 et 3 d'une couleur), trois 3, trois 2 ou trois As valent 3 points, les quatre 4\u202f: ils sont annoncés pour vous quand vous jouez votre première carte.",
        },
        void: {
          title: "La couleur qui manque",
          goal: (c) => `Au premier pli, sur ${the(c["5H"])}, l'adversaire a joué ${the(c["4C"])}\u202f: il n'a aucune carte de cette couleur. Entamez-en une.`,
          why: "Qui ne fournit pas n'a plus la couleur\u202f: là, même votre plus petite carte fait le pli.",
        },
        drawn: {
          title: "Les cartes piochées",
          goal: (c) => `À deux, les deux cartes piochées après chaque pli sont montrées\u202f: l'adversaire a pioché ${the(c["3C"])}. Entamez une carte qu'elle ne peut pas prendre.`,
          why: "Retenez les cartes piochées par l'adversaire\u202f: vous connaissez déjà une partie de sa main.",
        },
        last_trick: {
          title: "Le dernier pli",
          goal: () => "Le talon est vide\u202f: il reste trois plis. Le dernier pli vaut un point\u202f: jouez pour qu'il soit à vous. Vous hésitez\u202f? Demandez un conseil.",
          why: "Perdez d'abord le pli que vous devez perdre et gardez vos cartes les plus fortes pour la fin\u202f: le dernier pli vaut un point entier.",
        },
      },
    },
  },

  /** Why an action is refused, by its code (the page's own and the engine's): `card` is a card's name, `reason` a group's fault in words. */
  refusals: {
    lesson_take: ({ cards }) => `Cette leçon vous demande de prendre ${list(cards.map(the))}.`,
    lesson_take_card: ({ card }) => `Vous pouvez prendre ${the(card)} maintenant, et elle compte en fin de manche\u202f: prenez-la.`,
    lesson_primiera: ({ card, value }) => `Pour la primiera, ${the(card)} vaut ${number(value)}, plus que ce que vous avez pris\u202f: prenez-la.`,
    lesson_sweep: ({ left }) => `Il resterait ${list(left.map(the))} sur la table\u202f: une scopa prend toutes les cartes.`,
    lesson_trick_lost: ({ card, winner }) => `${capital(the(card))} ne prend pas le pli\u202f: ${the(winner)} le gagnerait encore.`,
    lesson_cheaper: ({ card, cheaper }) => `${capital(the(card))} prend, mais ${the(cheaper)} aussi, et vaut moins de points\u202f: gardez ${the(card)}.`,
    lesson_not_trump: ({ card, briscola }) => `${capital(the(card))} n'est pas un atout\u202f: l'atout est la couleur de la briscola, ${the(briscola)}.`,
    lesson_trump_wasted: ({ card }) => `${capital(the(card))} est un atout\u202f: gardez-le pour un pli qui vaut des points.`,
    lesson_points_given: ({ card, points: worth }) => `${capital(the(card))} vaut ${points(worth)}, et l'adversaire peut les prendre\u202f: jouez une carte qui ne vaut rien.`,
    lesson_move_kind: () => "Ce n'est pas ce que demande cette étape\u202f: relisez le but.",
    lesson_penalty: ({ card, points: worth, costly }) => `Gardé en main, ${the(card)} ne coûte que ${points(worth)}\u202f; ${the(costly)} coûte plus\u202f: défaussez d'abord ${the(costly)}.`,
    lesson_thirds_given: ({ card, thirds }) => `${capital(the(card))} vaut ${thirds === 3 ? "un point entier" : "un tiers de point"}, et l'adversaire prend ce pli\u202f: défaussez une carte qui ne vaut rien.`,
    lesson_not_void: ({ card, led, answer }) => `Sur ${the(led)}, l'adversaire a joué ${the(answer)}\u202f: il n'a plus cette couleur. Entamez-la plutôt que de jouer ${the(card)}.`,
    lesson_seen_drawn: ({ card, drawn }) => `L'adversaire a pioché ${the(drawn)} sous vos yeux, et cette carte prend ${the(card)}\u202f: entamez une autre couleur.`,
    lesson_last_trick: ({ card }) => `Après ${the(card)}, l'adversaire peut prendre le dernier pli et son point\u202f: gardez vos cartes les plus fortes pour la fin.`,
    select_to_lay: "Sélectionnez d'abord les cartes d'une combinaison.",
    select_to_discard: "Sélectionnez une seule carte à défausser.",
    select_one_to_add: "Sélectionnez une seule carte à ajouter, puis touchez la combinaison.",
    nothing_prepared: 
      "Posez d'abord vos combinaisons\u202f: elles attendent dans le cadre en pointillés jusqu'à atteindre 40.",
    not_opened: ({ points: needed }) => `Vous n'avez pas encore ouvert\u202f: ouvrez avec ${points(needed)} ou plus, puis ajoutez des cartes à la table.`,
    draw_first: "Piochez d'abord\u202f: dans la pioche ou dans la défausse.",
    fits_nowhere: ({ card }) => `${capital(the(card))} ne va dans aucune combinaison de la table.`,
    no_combination: ({ reason }) => `Ces cartes ne forment pas une combinaison\u202f: ${reason}.`,
    nothing_taken: "Vous n'avez pris aucune carte de la défausse à rendre.",
    invalid_group: "Un groupe du cadre n'est pas une combinaison\u202f: reprenez-le et réessayez.",
    below_40: ({ points: total, needed }) => `Le total est de ${number(total)}, sous les ${number(needed)}\u202f: préparez-en davantage, ou attendez de meilleures cartes.`,
    taken_missing: ({ card }) => `Utilisez dans votre ouverture la carte prise dans la défausse (${card}), ou rendez-la.`,
    keep_a_card: "Vous devez garder une carte à défausser.",
    not_held: "Ces cartes ne sont pas toutes dans votre main.",
    empty_opening: "Une ouverture compte au moins une combinaison.",
    keep_taken: ({ card }) => `Vous devez garder une carte à défausser, et ce ne peut pas être ${the(card)} prise dans la défausse.`,
    already_drawn: "Vous avez déjà pioché\u202f: posez des cartes, ou défaussez.",
    draw_from_stock: "Vous avez rendu la carte de la défausse\u202f: piochez maintenant dans la pioche.",
    already_opened: "Vous avez déjà ouvert\u202f: posez les nouvelles combinaisons une à une.",
    taken_pending: ({ card }) => `Vous avez pris ${the(card)} dans la défausse\u202f: posez cette carte sur la table ce tour-ci, ou rendez-la.`,
    no_such_meld: "Cette combinaison n'est pas sur la table.",
    too_few: "Une combinaison a au moins trois cartes.",
    two_jokers: "Une combinaison a un joker au plus.",
    not_a_set: "Ces cartes ne forment pas un brelan\u202f: un brelan, c'est une seule valeur dans des couleurs différentes.",
    not_a_run: "Ces cartes ne forment pas une suite\u202f: une suite, c'est une seule couleur, à la file, sans trou.",
    no_joker: "Cette combinaison n'a pas de joker à reprendre.",
    joker_stands_for: ({ card, cards }) => `Ce joker remplace ${either(cards.map(the))}\u202f: ${the(card)} ne peut pas prendre sa place.`,
    must_capture: ({ card }) => `${capital(the(card))} peut prendre\u202f: une carte qui peut prendre doit prendre.`,
    same_value_first: ({ card, same }) => `${capital(the(card))} doit prendre une carte de même valeur, pas une somme\u202f: ${either(same.map(the))}.`,
    wrong_sum: ({ captures, total, value }) => `Les cartes prises font ${number(total)}, pas ${number(value)}\u202f: ${list(captures)}.`,
    ace_takes_all: ({ card }) => `Asso piglia tutto\u202f: sans As sur la table, ${the(card)} ramasse toute la table.`,
    fifteen_sum: ({ card, captures, total }) => `À quinze, ${the(card)} et les cartes prises doivent faire 15\u202f; elles font ${number(total)}\u202f: ${list(captures)}.`,
    fifteen_no_same_value: ({ card }) => `À quinze, on ne prend pas une carte de même valeur\u202f: ${the(card)} prend des cartes qui font 15 avec elle.`,
    round_over: "La manche est terminée.",
    not_your_turn: "Ce n'est pas votre tour.",
    not_now: "Vous ne pouvez pas ouvrir maintenant.",
    not_a_move: "Ce n'est pas un coup de ce jeu.",
    round_not_over: "La manche n'est pas encore terminée.",
    game_over: "La partie est terminée\u202f: commencez-en une nouvelle.",
    not_in_hand: ({ card }) => `${capital(the(card))} n'est pas dans votre main.`,
    must_follow_suit: ({ card, suit }) => `Vous devez fournir\u202f: vous avez des cartes de ${suit}, la couleur demandée, et ${the(card)} n'en est pas.`,
    not_on_table: ({ cards }) => `Pas sur la table\u202f: ${list(cards)}.`,
    meld_too_short: ({ fewest }) => `Une combinaison a au moins ${number(fewest)} cartes.`,
    meld_two_jokers: "Une combinaison a un joker au plus.",
    meld_mixed: "Ces cartes ne forment ni un brelan (une seule valeur) ni une suite (une seule couleur).",
    set_too_big: ({ most }) => `Un brelan a au plus ${number(most)} cartes, une par couleur.`,
    set_repeats_suit: ({ repeated }) => `Dans un brelan, les couleurs sont toutes différentes\u202f: la même carte ne peut pas y être deux fois (${list(repeated)}).`,
    run_too_long: ({ most }) => `Une suite a au plus ${number(most)} cartes\u202f: de l'As au Roi, ou du 2 à l'As.`,
    run_wraps: "Une suite ne tourne pas du Roi au 2\u202f: l'As se place sous le 2 ou au-dessus du Roi.",
    run_order: "Posez une suite de sa plus petite carte à la plus grande, le joker à la place qu'il occupe.",
    run_gap: "Ces cartes ne forment pas une suite\u202f: une seule couleur, à la file, sans trou ni doublon.",
    joker_already: "Cette combinaison a déjà un joker\u202f: un par combinaison.",
    set_has_no_end: "Un brelan n'a ni haut ni bas\u202f: la carte s'y ajoute, tout simplement.",
    set_full: "Ce brelan a déjà quatre cartes.",
    wrong_rank: ({ card }) => `${capital(the(card))} n'est pas de la valeur de ce brelan.`,
    suit_already: "Ce brelan a déjà une carte de cette couleur.",
    run_full: "Cette suite est aussi longue qu'une suite peut l'être\u202f: elle ne peut pas avoir deux As.",
    run_end_closed: ({ end }) => `Rien ne s'ajoute ${end === "low" ? "en bas" : "en haut"} de cette suite\u202f: elle finit par un As.`,
    wrong_end: ({ card, end, wanted }) => `${capital(the(card))} ne va pas ${end === "low" ? "en bas" : "en haut"} de cette suite\u202f: c'est ${the(wanted)} qui y va.`,
    bad_card: "Une carte de ce coup n'a pas pu être lue.",
    bad_cards: "Les cartes de ce coup n'ont pas pu être lues.",
    bad_move: "Ce coup n'a pas pu être lu.",
    bad_position: "Cette position n'a pas pu être lue.",
    illegal: "Ce coup n'est pas permis maintenant.",
    bad_seats: "Chaque place revient à une personne ou à l'ordinateur.",
    bad_seat: "Cette place n'existe pas à cette table.",
    not_seat_to_move: "C'est au tour d'un autre joueur.",
    seat_is_computer: "C'est l'ordinateur qui joue à cette place\u202f: attendez son coup.",
    no_odds: "Ce jeu n'affiche pas les chances des coups.",
  },

  rulesPanel: {
    page: "Ouvrir dans une page",
    loading: "Chargement des règles…",
    failed: "Impossible de charger les règles.",
  },

  /** The page's shell: loading, tabs, storage (web/main.js, web/shell/). */
  shell: {
    steps: { restoring: "On bat les cartes…" },
    elsewhere: {
      title: "Mazzo est ouvert dans un autre onglet",
      hint: "La partie continue là-bas. Jouez ici pour l'amener dans cet onglet.",
      playHere: "Jouer ici",
    },
    notKept: "Cette partie ne sera pas gardée : le navigateur refuse de l'enregistrer. Vous pouvez continuer à jouer.",
  },

  // The coach (app/plugins/coach.js): the hint's move and its reasons, by the engine's codes (docs/protocol.md).
  coach: (() => {
    const { list, either, number, plural } = formatters("fr");
    const cardsWord = (count) => `${number(count)} ${plural(count, { one: "carte", other: "cartes" })}`;
    return {
      button: "Conseil",
      odds: {
        title: "Points attendus à la fin de la manche\u202f: les vôtres moins ceux d'en face",
        more: (count) => `Voir ${plural(count, { one: "l'autre coup", other: `les ${number(count)} autres coups` })}`,
        line: (move, points, error, match) =>
          `${move}\u202f: ${points > 0 ? "+" : ""}${number(points)}\u00a0\u00b1\u00a0${number(error)}` +
          (match ? `\u202f; partie gagnée dans ${number(match.win)}\u202f%\u00a0\u00b1\u00a0${number(match.error)} des cas` : ""),
      },
      practice: "Entraînement",
      undo: "Annuler",
      undone: "Votre dernier coup est repris : rejouez.",
      nothingToUndo: "Vous n'avez aucun coup à reprendre dans cette manche.",
      review: {
        open: "Revoir",
        title: "Retour sur la manche",
        notYet: "Le retour sur la manche s'ouvre une fois la manche finie : terminez d'abord celle-ci.",
        none: "Aucun regret : chacun de vos coups valait celui de l'ordinateur le plus fort.",
        who: (seat, seats) => (seats === 4 ? FOUR_SEATS[seat] : ["Vous", "L'ordinateur"][seat]),
        holds: (seat, seats, cards) =>
          `${seats === 4 ? FOUR_SEATS[seat] : "L'ordinateur"} a en main ${cards.length ? list(cards.map((card) => `le ${card}`)) : "aucune carte"}`,
        step: (step, total, who, move) => `Coup ${number(step)} sur ${number(total)} · ${who} : ${move}.`,
        /** Ce qu'un coup a coûté, dans l'unité du jeu : 0 sous un quart, 0.5 un demi-point de manche, sinon des points entiers. */
        lost(unit, points) {
          if (unit === "round") {
            if (points === 0) return "une petite part de point";
            if (points === 0.5) return "environ un demi-point";
            return points === 1 ? "environ un point" : `environ ${number(points)} points`;
          }
          const kind = unit === "cards" ? "de cartes" : "de pénalité";
          return points === 0 ? `moins d'un point ${kind}` : `environ ${number(points)} ${plural(points, { one: "point", other: "points" })} ${kind}`;
        },
        cost: (lost, better) => `Ce coup a coûté ${lost}. Mieux : ${better}.`,
        best: "Aussi bon que le choix de l'ordinateur le plus fort.",
        legend: { played: "le coup joué", better: "le meilleur coup" },
        costliest: "Les plus coûteux :",
        /** A costliest move's button, for a screen reader: its step and the move in words. */
        jump: (step, move) => `Coup ${number(step)}: ${move}`,
        previous: "Précédent",
        next: "Suivant",
      },
      title: (move) => `Conseil : ${move}.`,
      moves: {
        play: (cards) => `jouez le ${cards[0]}`,
        capture: (cards) => `jouez le ${cards[0]} et prenez ${list(cards.slice(1))}`,
        draw: () => "piochez dans le talon",
        take: () => "prenez la carte de la défausse",
        open: (cards) => `ouvrez avec les ${cardsWord(cards.length)} en lumière`,
        meld: (cards) => `posez ${list(cards)}`,
        add: (cards) => `ajoutez le ${cards[0]} sur la table`,
        swap: (cards) => `mettez le ${cards[0]} à la place du joker`,
        discard: (cards) => `défaussez le ${cards[0]}`,
        return: () => "rendez la carte prise",
      },
      reasons: {
        only_move: "C'est le seul coup possible.",
        keeps: ({ cards }) => `Elle vous laisse en main ${list(cards.map((card) => `le ${card}`))} pour plus tard.`,
        takes: ({ cards }) => `Elle ramasse ${list(cards.map((card) => `le ${card}`))}.`,
        gives_little: ({ card }) => `Le ${card} n'est ni un sept ni un denier : vous donnez peu.`,
        gives_back: ({ card }) => `Le ${card} retourne sur la défausse, et vous piochez dans le talon à la place.`,
        discard_points: ({ card, points }) => `Défausser le ${card} retire ${number(points)} points de pénalité de votre main.`,
        draws_unseen: "Personne ne voit la carte que vous piochez dans le talon.",
        wins_trick: "Elle remporte le pli, et c'est vous qui entamez le suivant.",
        scopa: "Elle rafle toute la table : une scopa !",
        takes_settebello: "Elle prend le settebello, un point à lui seul.",
        sweep_avoided: "Une autre carte laisserait une scopa au joueur suivant.",
        leaves_unsweepable: ({ total }) => `Elle laisse ${number(total)} sur la table : aucune carte seule ne peut tout rafler.`,
        sweepers_out: ({ total }) => `Elle laisse ${number(total)} sur la table, et toutes les cartes qui pourraient tout rafler sont déjà sorties.`,
        takes_sevens: ({ sevens }) =>
          `Votre camp aura ${number(sevens)} ${plural(sevens, { one: "sept", other: "sept" })} : les sept gagnent la primiera.`,
        coins_count: ({ taken, coins }) =>
          `Elle prend ${number(taken)} ${plural(taken, { one: "denier", other: "deniers" })} : votre camp en aura ${number(coins)}, et six gagnent le point.`,
        rank_out: ({ card }) => `Les autres cartes de la valeur du ${card} sont déjà sorties : personne ne peut le prendre par la paire.`,
        takes_cards: ({ count }) => `Elle prend ${cardsWord(count)}, pour le point des cartes.`,
        opens_with: ({ points }) => `Vous pouvez ouvrir tout de suite, avec ${number(points)} points.`,
        fits_table: ({ card, meld }) => `Le ${card} s'ajoute à ${list(meld)} sur la table.`,
        lays_combination: ({ cards, points }) => `Poser ${list(cards)} retire ${number(points)} points de pénalité de votre main.`,
        takes_joker: ({ card, meld }) => `Le ${card} vous rend le joker de ${list(meld)}.`,
        discard_completes: ({ card }) => `Le ${card} de la défausse peut être posé ce tour-ci avec vos cartes.`,
        discard_completes_nothing: ({ card }) => `Le ${card} de la défausse ne pourrait pas être posé ce tour-ci.`,
        waits_for: ({ cards, wanted }) => `Gardez ${list(cards)} : elles attendent ${either(wanted)}.`,
        they_took: ({ card, discard }) => `L'ordinateur a pris le ${card} dans la défausse ; le ${discard} n'en est pas proche.`,
        throw_high: ({ count, card, points }) =>
          `Il ne reste que ${cardsWord(count)} à l'ordinateur : débarrassez-vous du ${card} (${number(points)} points) avant qu'il ne ferme.`,
        wins_points: ({ points }) => `Elle gagne le pli et ses ${number(points)} points.`,
        reaches_half: ({ points }) => `Ce pli vous mène à ${number(points)} points : plus de la moitié, la donne est à vous.`,
        gives_nothing: "Le pli est perdu de toute façon : donnez une carte qui ne vaut rien.",
        saves_trump: "Elle garde vos atouts pour plus tard.",
        leads_low: "Entamez avec une carte qui ne vaut rien.",
      },
      /** The reasons while watching, said of the seat that moved (`who`, by its place): no one watching is "you". */
      watched: {
        only_move: ({ who }) => `C'est le seul coup possible pour ${who}.`,
        keeps: ({ who, cards }) => `Elle laisse en main à ${who} ${list(cards.map((card) => `le ${card}`))} pour plus tard.`,
        gives_little: ({ who, card }) => `Le ${card} n'est ni un sept ni un denier : ${who} donne peu.`,
        gives_back: ({ who, card }) => `Le ${card} retourne sur la défausse, et ${who} pioche dans le talon à la place.`,
        discard_points: ({ who, card, points }) => `Défausser le ${card} retire ${number(points)} points de pénalité de la main de ${who}.`,
        draws_unseen: ({ who }) => `Personne ne voit la carte que ${who} pioche dans le talon.`,
        wins_trick: ({ who }) => `Elle remporte le pli, et c'est ${who} qui entame le suivant.`,
        takes_sevens: ({ who, sevens }) =>
          `Le camp de ${who} aura ${number(sevens)} ${plural(sevens, { one: "sept", other: "sept" })} : les sept gagnent la primiera.`,
        coins_count: ({ who, taken, coins }) =>
          `Elle prend ${number(taken)} ${plural(taken, { one: "denier", other: "deniers" })} : le camp de ${who} en aura ${number(coins)}, et six gagnent le point.`,
        opens_with: ({ who, points }) => `${who} peut ouvrir tout de suite, avec ${number(points)} points.`,
        lays_combination: ({ who, cards, points }) => `Poser ${list(cards)} retire ${number(points)} points de pénalité de la main de ${who}.`,
        takes_joker: ({ who, card, meld }) => `Le ${card} rend à ${who} le joker de ${list(meld)}.`,
        discard_completes: ({ who, card }) => `Le ${card} de la défausse peut être posé ce tour-ci avec les cartes de ${who}.`,
        waits_for: ({ who, cards, wanted }) => `${who} garde ${list(cards)} : elles attendent ${either(wanted)}.`,
        reaches_half: ({ who, points }) => `Ce pli mène ${who} à ${number(points)} points : plus de la moitié, la donne est gagnée.`,
        gives_nothing: ({ who }) => `Le pli est perdu de toute façon : ${who} donne une carte qui ne vaut rien.`,
        saves_trump: ({ who }) => `Elle garde les atouts de ${who} pour plus tard.`,
        leads_low: ({ who }) => `${who} entame avec une carte qui ne vaut rien.`,
      },
    };
  })(),

  /** The table's sounds (web/sound/): the toolbar's switch, and what it says. */
  sound: { toolbar: "Son", announce: (on) => (on ? "Son activé." : "Son coupé.") },
  /** Regarder l'ordinateur jouer à toutes les places (app/plugins/watch.js). */
  watch: {
    menu: "Regarder",
    label: "L'ordinateur joue seul",
    play: "Lecture",
    pause: "Pause",
    step: "Un coup",
    speed: "Vitesse",
    faces: "Mains visibles",
    reasons: "Pourquoi",
    started: "L'ordinateur joue à toutes les places\u202f: mettez en pause, avancez coup par coup ou retournez les mains.",
    status: { text: "Vous regardez l'ordinateur jouer.", keys: "K lecture ou pause · J un coup · V vitesse · F mains · I pourquoi" },
    /** Chaque place par son côté, comme les étiquettes des mains (« Droite · 3 ») : un nom qui se dit dans une phrase (« Droite joue le 7 »). */
    seat: (seat, seats) => (seats === 4 ? ["Bas", "Droite", "Haut", "Gauche"] : seats === 3 ? ["Bas", "Droite", "Gauche"] : ["Bas", "Haut"])[seat],
    why: (who, move, reasons) => `${who}\u202f: ${move}.${reasons.length ? ` Pourquoi\u202f: ${reasons.join(" ")}` : ""}`,
    sides: (seats) => (seats === 4 ? ["Bas et haut", "Droite et gauche"] : ["Bas", "Haut"]),
    /** Who won a watched game: a side (`pair`: of two seats), a match where the game is played to one (Briscola, Scala 40). */
    wins: (side, pair, _match) => `${side} ${pair ? "remportent" : "remporte"} la partie\u202f!`,
    hand: (seat) => `Main de ${seat}`,
    /** Les libellés de la table pendant qu'on regarde : chaque place (`seat`) ou équipe (`side`) nommée par sa position, personne n'y est « vous ». */
    holds: (seat, count) => `${seat} a ${number(count)} ${plural(count, { one: "carte", other: "cartes" })} en main`,
    shows: (seat, cards) => `${seat} a en main ${cards.length ? list(cards.map(the)) : "aucune carte"}`,
    tag: (seat, count) => `${seat} · ${number(count)}`,
    zone: (seat) => `Combinaisons de ${seat}`,
    /** La pioche et la défausse du Scala 40, sans les gestes du joueur. */
    stock: (count) => `Pioche, ${number(count)} ${plural(count, { one: "carte", other: "cartes" })}`,
    discard: (card) => `Défausse, ${the(card)} dessus`,
    meld: (seat, kind, cards, stands) => `${capital(kind)} de ${seat}\u202f: ${list(cards)}` + (stands.length ? `\u202f; le joker y remplace ${stands.map(the).join(" ou ")}` : ""),
    showMelds: (seat) => `Voir en grand les combinaisons de ${seat}`,
    trick: (seat, card, led) => `${capital(the(card))}\u202f: ${led ? "entamé" : "joué"} par ${seat}`,
    tricks: (seat, count, last, held, total) =>
      `Plis de ${seat}\u202f: ${count ? `${number(count)} cartes` : "aucun pour l'instant"}` +
      (last ? `\u202f; le dernier, ${list(last)}, valait ${points(held)}` : "") +
      (total === null ? "" : `\u202f; ${points(total)} jusqu'ici`),
    handTo: (side) => `Manche pour ${side}`,
    sideWins: (side) => `${side} gagnent la manche.`,
  },

  /** Les réglages (web/app/views/settings-room.js) : chaque préférence s'applique aussitôt. */
  settingsRoom: {
    title: "Réglages",
    sections: { cards: "Cartes", sound: "Son", motion: "Mouvement", play: "Jeu" },
    style: "Jeu de cartes",
    fourColours: "Enseignes en quatre couleurs (jeux français et chiffres)",
    cardSize: "Taille des cartes",
    cardSizes: { normal: "Normale", large: "Grande" },
    leftHanded: "Gaucher : boutons à gauche",
    soundOn: "Son activé",
    volume: "Volume",
    percent: (value) => `${number(value)} %`,
    speed: "Vitesse des animations",
    speeds: { slow: "Lente", normal: "Normale", fast: "Rapide", instant: "Instantanée" },
    motion: "Animations réduites",
    motions: { system: "Comme l'appareil", reduce: "Oui", full: "Non" },
    confirmCaptures: "Demander avant de prendre plusieurs cartes",
    autoPlay: "Jouer seul un coup forcé",
    showOdds: "Montrer avec le conseil les points attendus de chaque coup",
  },
  /** Une prise de plusieurs cartes, demandée d'abord si le joueur le souhaite (les réglages). */
  confirmCapture: {
    question: (card, taken) => `Prendre ${list(taken.map(the))} avec ${the(card)} ?`,
    yes: "Prendre",
    no: "Annuler",
  },

  /** Le panneau Statistiques (web/ui/statistics-panel.js). */
  statistics: {
    toolbar: "Statistiques",
    title: (game) => `Statistiques : ${game}`,
    empty: "Aucune manche de ce jeu n'a encore été comptée : jouez-en une, puis revenez.",
    column: (level, assisted) => (assisted ? `${level}, avec aide` : level),
    rows: {
      matches: "Parties jouées",
      matchesWon: "Parties gagnées",
      rounds: "Manches jouées",
      roundsWon: "Manches gagnées",
      average: "Points par manche, en moyenne",
      streak: "Parties gagnées d'affilée, en cours",
      bestStreak: "Meilleure série de victoires",
    },
    feats: {
      scopas: "Scopas",
      napolas: "Napolas",
      settebellos: "Settebellos pris",
      inOneGo: "Manches fermées d'un coup",
      eighty: "Donnes de 80 points ou plus",
    },
    chart: (level, won, lost) => `Vos dernières parties au niveau ${level} : ${number(won)} gagnées, ${number(lost)} perdues.`,
    chartEmpty: "Terminez une partie pour voir vos résultats ici.",
    legend: {
      won: "Partie gagnée",
      lost: "Partie perdue",
      axes: (count) => `Vos ${number(count)} dernières parties à ce niveau, la plus ancienne à gauche. Chaque barre a la hauteur de l’écart entre les deux scores finaux.`,
    },
    export: "Exporter",
    import: "Importer",
    reset: "Remettre à zéro",
    exported: "Les statistiques ont été enregistrées dans un fichier.",
    imported: "Les statistiques ont été importées.",
    confirmReset: "Effacer les statistiques de tous les jeux ? C'est définitif.",
    resetYes: "Les effacer",
    resetNo: "Garder les statistiques",
    resetDone: "Les statistiques ont été effacées.",
    refused: {
      not_json: "Ce fichier est illisible : ce n'est pas un fichier de statistiques. Rien n'a changé.",
      not_statistics: "Ce fichier ne contient pas de statistiques de mazzo. Rien n'a changé.",
      bad_field: (field) => `Les statistiques de ce fichier sont abîmées (à ${field}). Rien n'a changé.`,
      not_playing: "La partie se joue dans un autre onglet : importez-les là-bas.",
    },
  },

  /** La donne du jour et le partage d'une donne (web/app/plugins/daily.js). */
  daily: {
    inPlay: "Donne du jour",
    played: (line) => `Vous avez déjà joué la donne du jour\u202f: ${line}. La rejouer\u202f?`,
    replay: "La rejouer",
    result: (game, date, won, mine, theirs, feats) =>
      `mazzo ${game}, ${date} : ${won ? "gagnée" : "perdue"} ${number(mine)}–${number(theirs)}${feats.length ? `, ${list(feats)}` : ""}`,
    feat: (feat, count) =>
      ({
        scopas: `${number(count)} ${plural(count, { one: "scopa", other: "scopas" })}`,
        napolas: `${number(count)} ${plural(count, { one: "napola", other: "napolas" })}`,
        settebellos: count === 1 ? "le settebello" : `le settebello ${number(count)} fois`,
        inOneGo: `${number(count)} ${plural(count, { one: "manche fermée", other: "manches fermées" })} d'un coup`,
        eighty: `${number(count)} ${plural(count, { one: "donne", other: "donnes" })} à 80 ou plus`,
      })[feat] ?? "",
    /** Over the share button: what the link gives a friend. */
    link: "Envoyez cette donne à un ami\u202f: les mêmes cartes, à la même table.",
    copyResult: "Copier le résultat",
    share: "Partager le lien",
    copied: "Copié.",
    copyFailed: "Le navigateur n'a pas laissé la page copier : sélectionnez le texte et copiez-le.",
  },

  /** La table pour lecteurs d'écran (app/views/mirror.js), ses annonces et ses touches de lecture. */
  mirror: {
    skip: "Aller à la table pour lecteurs d'écran",
    switch: "Lecteur d'écran : la table en texte, chaque coup lu aussitôt, sans attendre les animations",
    title: "La table, pour lecteurs d'écran",
    score: "Score",
    hand: "Votre main",
    actions: "Ce que vous pouvez faire",
    table: "Sur la table",
    stock: "Talon et défausse",
    others: "Les autres joueurs",
    captures: "Cartes ramassées",
    news: "Ce qui s'est passé",
    empty: "rien",
    nothingYet: "Rien n'a encore été annoncé.",
    points: (side, points) => `${side} : ${number(points)}`,
    stockCount: (count) => `Le talon compte ${number(count)} ${plural(count, { one: "carte", other: "cartes" })}`,
    discard: (cards) => (cards.length ? `Défausse, la dernière d'abord : ${list(cards)}` : "La défausse est vide"),
    captured: (who, cards, scopas) =>
      `${who} : ${cards.length ? `${number(cards.length)} ${plural(cards.length, { one: "carte", other: "cartes" })}, ${list(cards)}` : "aucune carte pour l'instant"}${scopas ? ` ; ${number(scopas)} ${plural(scopas, { one: "scopa", other: "scopas" })}` : ""}`,
    keys: "Touches",
    keyLines: [
      "Y : lit votre main",
      "E : lit la table, le talon et la défausse",
      "C : lit le score",
      "W : lit ce que les autres ont en main, ont posé ou ramassé",
      "R : répète la dernière annonce",
      "1 à 9 : choisit une carte de votre main ; Entrée confirme, Échap annule",
      "? : toutes les touches, dans les commandes des règles",
    ],
    seat: (seat, seats) => (seats === 4 ? ["Vous", "Adversaire de droite", "Partenaire", "Adversaire de gauche"] : seats === 3 ? ["Vous", "Adversaire de droite", "Adversaire de gauche"] : ["Vous", "Ordinateur"])[seat],
  },
};
