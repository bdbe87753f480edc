/** Kiswahili: the same keys as en.js. */
import { formatters } from "./format.js";

const { number, list, either } = formatters("sw");

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
const deckOf = (style) => (style === "french" || style === "numbers" ? "french" : "italian");
/** The French numbers style has no faces: 8, 9 and 10 are numbers. */
const ranksOf = (style) => (style === "numbers" ? { 1: "Ace" } : RANKS[deckOf(style)]);

const you = (player) => player === 0;
/**
 * Anayecheza, katika maneno ya hatua: namba ya kiti (0: wewe) au, meza inapovipa viti majina (watu
 * wanaocheza pamoja, kompyuta inayotazamwa), jina hilo. Jina ni la mtu: kitenzi chake ni cha mtu
 * ("Anna anacheza"), si cha kompyuta ("Kompyuta inacheza"): `does` huchagua.
 */
const who = (player, seat) => (typeof player === "string" ? player : seat);
const does = (player, computer, person) => (typeof player === "string" ? `${player} ${person}` : computer);
const points = (count) => `pointi ${number(count)}`;
const capital = (text) => text[0].toUpperCase() + text.slice(1);
const MATCH_LOST = "Mechi inayoendelea itapotea.";
const LOST = "Mchezo unaoendelea utapotea.";
/** Viti kwenye meza ya wanne, kwa namba: kama mtendaji, baada ya "kwa", na kwa kifupi (kwenye hesabu). */
const FOUR_SEATS = ["Wewe", "Mpinzani wa kulia kwako", "Mwenzako", "Mpinzani wa kushoto kwako"];
const FOUR_TO = ["kwako", "kwa mpinzani wa kulia kwako", "kwa mwenzako", "kwa mpinzani wa kushoto kwako"];
const FOUR_SHORT = ["wewe", "kulia", "mwenzako", "kushoto"];
/** Each seat on a pill, short enough for a phone. */
const FOUR_TAGS = ["Wewe", "Kulia", "Mwenzako", "Kushoto"];
const FOUR_TABLES = { scopa: "Scopa ya wachezaji wanne", scientifico: "Scopone Scientifico", classico: "Scopone Classico" };
// Scala 40 ya watatu na ya wanne: kila kiti kama sentensi inavyokitaja, na jina lake fupi (ubao wa alama, hesabu, maeneo).
const SCALA_SEATS = { 3: ["Wewe", "Mchezaji wa kulia kwako", "Mchezaji wa kushoto kwako"], 4: ["Wewe", "Mchezaji wa kulia kwako", "Mchezaji wa mbele yako", "Mchezaji wa kushoto kwako"] };
const SCALA_NAMES = { 3: ["Wewe", "Kulia", "Kushoto"], 4: ["Wewe", "Kulia", "Mbele", "Kushoto"] };

/** Scopa's lessons (learn.lessons.scopa); Scopone's share their words but where they say otherwise. */
const SCOPA_LESSONS = {
  values: {
    title: "Karata na thamani zake",
    goal: (c) => `Karata za namba zina thamani ya namba zao, karata tatu za picha 8, 9 na 10. Chukua ${c.QC} na ${c.AS} kwa ${c.KD}: 9 na 1 ni 10.`,
    why: "Kila karata ina thamani kuanzia 1 hadi 10: hilo ndilo tu unalohitaji kuona karata inaweza kuchukua nini.",
  },
  take_one: {
    title: "Kuchukua karata moja",
    goal: (c) => `Cheza ${c["7D"]} uchukue ${c["7H"]}: karata huchukua karata ya thamani ileile.`,
    why: "Karata unazochukua ni zako wakati wa hesabu: karata nyingi, sarafu nyingi, nafasi nyingi za pointi.",
  },
  take_sum: {
    title: "Kuchukua karata kadhaa",
    goal: (c) => `Chukua ${c["4D"]} na ${c["2H"]} pamoja kwa ${c["6C"]}: 4 na 2 ni 6.`,
    why: "Karata moja inaweza kuchukua kadhaa kwa mara moja: tafuta jumla kila zamu.",
  },
  same_value_first: {
    title: "Thamani ileile kwanza",
    goal: (c) => `Chukua kwa ${c["5D"]}. Kuna 5 mezani, kwa hiyo lazima ichukue hiyo 5, si 3 na 2.`,
    why: "Karata ya thamani ileile ikiwa mezani, jumla hairuhusiwi: inachukuliwa karata hiyo.",
  },
  scopa: {
    title: "Scopa",
    goal: () => "Chukua karata zote za mezani kwa mara moja: hiyo ni scopa.",
    why: "Kila scopa ni pointi moja. Meza yenye jumla ya 10 au chini inaweza kumpa mpinzani scopa.",
  },
  last_taker: {
    title: "Aliyechukua mwisho",
    goal: (c) => `Fungu limekwisha na hii ni karata yako ya mwisho. Chukua ${c["3S"]} kwa ${c["3D"]}.`,
    why: "Karata ya mwisho ikichezwa, kilichobaki mezani kinakwenda kwa aliyechukua mwisho.",
  },
  settebello: {
    title: "Settebello",
    goal: (c) => `Settebello ni ${c["7D"]}: ichukue.`,
    why: "Settebello peke yake ni pointi moja wakati wa hesabu.",
  },
  primiera: {
    title: "Primiera",
    goal: () => "Chukua karata yenye thamani kubwa zaidi kwa primiera: 7 ndiyo juu, kisha 6, kisha Ace.",
    why: "Wakati wa hesabu kila mchezaji anajumlisha karata yake bora ya kila aina, na jumla kubwa zaidi inashinda pointi moja: 7 na 6 zinafaa kuchukuliwa.",
  },
  count: {
    title: "Hesabu",
    goal: (c) => `Karata mbili za mwisho, fungu limekwisha. Chukua ${c["7H"]}: inakupa primiera. Kisha cheza ${c.KD}, na hesabu inafuata.`,
    why: "Wakati wa hesabu karata, sarafu, settebello na primiera ni pointi moja kila moja. Primiera yako, 7 mbili na 6 mbili, ni 78 dhidi ya 75: bila ile 7 uliyochukua, ingekuwa yao.",
  },
  round: {
    title: "Raundi nzima",
    goal: () => "Cheza raundi hadi mwisho dhidi ya kompyuta, hadi hesabu. Umekwama? Omba dokezo.",
    why: "Kila zamu swali ni lilelile: naweza kuchukua nini, nitaacha nini mezani? Dokezo linaonyesha mchezaji hodari zaidi angefanya nini, na kwa nini.",
  },
};

export default {
  languageSwitch: "Lugha",
  close: "Funga",
  number,

  title: "Mazzo",
  tagline: "Michezo ya karata ya Kiitaliano",
  steps: {
    runtime: "Inatoa karata…",
    engine: "Inaandaa meza…",
    ready: "Inagawa karata…",
  },
  /** The loading panel: what mazzo is, and one tip (a different one each day). */
  loading: {
    about: "Scopa, Scopone, Scala 40 na Briscola dhidi ya kompyuta, moja kwa moja kwenye kivinjari chako. Michezo yako inabaki kwenye kifaa hiki.",
    tip: (text) => `Ushauri: ${text}`,
    tips: [
      "Gusa karata ili uicheze; ikiweza kukamata kwa njia kadhaa, gusa karata unazotaka kuchukua.",
      "Dokezo linaonyesha hatua ambayo mchezaji hodari zaidi wa kompyuta angecheza, na sababu yake.",
      "Mchezo wa leo unawapa wote karata zilezile: linganisha matokeo yako na ya marafiki zako.",
    ],
  },
  failed: {
    runtime: "Python haikuweza kupakiwa.",
    engine: "Injini ya mchezo haikuweza kusakinishwa.",
    worker: "Injini ya mchezo haikuweza kuanzishwa.",
    stopped: "Injini ya mchezo imesimama. Mchezo wako umehifadhiwa: iwashe upya ili uendelee.",
  },
  failedHint: "Angalia muunganisho, kisha ujaribu tena.",
  retry: "Jaribu tena",
  notices: {
    updateReady: "Toleo jipya la Mazzo liko tayari: litatumika utakapofungua mchezo tena.",
    restoreFailed: "Mchezo wako uliohifadhiwa haukuweza kurejeshwa, kwa hiyo mchezo mpya umeanza.",
    dismiss: "Sawa",
  },
  version: (version) => `mazzo ${version}`,

  games: { scopa: "Scopa", scala40: "Scala 40", briscola: "Briscola", scopone: "Scopone", tressette: "Tressette" },
  levels: { easy: "Rahisi", normal: "Kawaida", hard: "Ngumu" },
  styles: { napoli: "Napoli", piacenza: "Piacenza", french: "Kifaransa", numbers: "Namba" },
  players: ["Wewe", "Kompyuta"],

  /** "7 ya sarafu", "Farasi wa vikombe", "Malkia wa kopa". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${ranksOf(style)[value] ?? value} ${(ANIMATE.has(value) && style !== "numbers") ? "wa" : "ya"} ${SUITS[deck][suit]}`;
  },
  /** A suit's name, as a refusal names the suit led. */
  suitName: (suit, style) => SUITS[deckOf(style)][suit],

  toolbar: {
    label: "Mchezo",
    level: "Kiwango",
    target: "Lengo",
    napola: "Napola",
    onOff: (on) => (on ? "ndiyo" : "hapana"),
    rules: "Sheria",
    settings: "Mipangilio",
  },
  /** Menyu ya michezo (web/app/views/menu.js): mlango wa kuingilia, pamoja na makaribisho kwa mgeni wa kwanza. */
  together: {
    seats: "Mezani",
    seat: (n) => `Kiti ${number(n)}`,
    person: "Mtu",
    computer: "Kompyuta",
    defaultName: (n) => `Mchezaji ${number(n)}`,
    nameLabel: (n) => `Jina la mchezaji wa kiti ${number(n)}`,
    passTo: (name) => `Mpe ${name}`,
    passNote: "Karata zote mkononi zimefichwa. Mchezaji anayefuata peke yake aangalie.",
    passShow: (name) => `${name}: onyesha karata zangu`,
    turnOf: (name) => `Zamu ya ${name}`,
    alone: "Wewe, dhidi ya kompyuta",
    wins: (name) => `${name} ameshinda mchezo!`,
    roundOver: (names, scored) => `Mzunguko umekwisha: ${names.map((name, side) => `${name} ${points(scored[side])}`).join(", ")}.`,
    whose: "Takwimu za",
  },
  menu: {
    open: "Menyu",
    title: "Tucheze nini?",
    close: "Funga menyu",
    welcome: [
      "Mazzo inakuletea michezo ya karata ya Kiitaliano dhidi ya kompyuta, moja kwa moja kwenye kivinjari: Scopa, Scopone, Scala 40 na Briscola.",
      "Ili kucheza karata, iguse, au bonyeza namba yake kwenye kibodi.",
      "Kila kitu kinabaki kwenye kifaa hiki: michezo, mipangilio na takwimu zako hazitumwi popote.",
    ],
    game: "Mchezo",
    deal: "Gawa karata",
    resume: "Endelea",
    inProgress: "mchezo unaendelea",
    daily: "Mgawo wa leo",
    dailyDone: "mgawo wa leo umechezwa",
    playedToday: (line) => `Umechezwa leo: ${line}`,
    waiting: "Karata zinakuja: mchezo bado unapakia…",
    another: "Mchezo mwingine",
  },
  groups: { hand: "Karata zako", table: "Mezani", actions: "Vitendo" },

  /** Another player's hand, face down: how many cards it holds. */
  opponentHand: (count) => `Kompyuta ina karata ${number(count)} mkononi`,

  score: {
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
      const played = you(player) ? `Unacheza ${card}` : `${does(player, "Kompyuta inacheza", "anacheza")} ${card}`;
      return captures.length ? `${played} na kukamata ${list(captures)}.` : `${played}.`;
    },
    scopa: (player) => (you(player) ? "Scopa! Umesafisha meza yote." : `Scopa! ${does(player, "Kompyuta imesafisha", "amesafisha")} meza yote.`),
    deal: (cards) => `Karata mpya: ${list(cards)}.`,
    sweep: (player, count) => {
      const to = you(player) ? "kwako" : `kwa ${who(player, "kompyuta")}`;
      return count === 1
        ? `Karata ya mwisho mezani inakwenda ${to}.`
        : `Karata ${number(count)} za mwisho mezani zinakwenda ${to}.`;
    },
    newGame: (level, rules) => `Mchezo mpya, kiwango ${level}${rules.length ? `, pamoja na ${list(rules)}` : ""}. Karata zimegawiwa.`,
    houseRules: { napola: "napola", re_bello: "Re Bello", ace_takes_all: "kanuni ya Asi kuchukua zote", fifteen: "kanuni ya kumi na tano" },
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
      re_bello: "Re Bello",
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
    aside: "Weka hesabu kando uone meza",
    again: "Onyesha hesabu tena",
  },

  confirm: {
    newGame: `Je, unataka kuanza mchezo mpya? ${LOST}`,
    yes: "Mchezo mpya",
    no: "Endelea kucheza",
  },
  engineError: (message) => `Injini ya mchezo imeshindwa: ${message}`,

  /**
   * Meza za wanne: Scopa ya timu mbili na Scopone. Viti: 0 wewe, 1 mpinzani wa
   * kulia kwako, 2 mwenzako (mkabala nawe), 3 mpinzani wa kushoto kwako;
   * timu: 0 yako (wewe na mwenzako), 1 timu pinzani.
   */
  four: {
    sides: ["Sisi", "Wao"],
    tables: FOUR_TABLES,
    choices: {
      players: {
        name: "Wachezaji",
        value: (count) => number(count),
      },
      variant: {
        name: "Aina",
        value: (variant) => ({ scientifico: "Scientifico", classico: "Classico" })[variant],
      },
      re_bello: {
        name: "Re Bello",
      },
      declarations: {
        name: "Matangazo",
      },
      capture: {
        name: "Kuchukua",
        value: (rule) => ({ classic: "Kawaida", ace_takes_all: "Asi inachukua zote", fifteen: "Kumi na tano" })[rule],
      },
    },
    hand: (seat, count) => `${FOUR_SEATS[seat]} ana karata ${number(count)} mkononi`,
    /** A seat's name and a count on the table (its hand, its pile), short enough for a pill on a phone. */
    tag: (seat, count) => `${FOUR_TAGS[seat]} · ${number(count)}`,
    /** A pile's pills at the table: whose it is (above), and the cards won in it (below), unlike a hand's "Partner · 3". */
    pileOwner: (seat) => FOUR_TAGS[seat],
    pileWon: (count) => `Mapato · ${number(count)}`,
    keys: (count) => (count >= 10 ? "Vitufe 1 hadi 9, na 0 kwa karata ya kumi." : count === 1 ? "Kitufe 1." : `Vitufe 1 hadi ${number(count)}.`),
    seatScopas: (seats, scopas) => seats.map((seat, i) => `${FOUR_SHORT[seat]}\u00a0${number(scopas[i])}`).join(" · "),
    winner: (side, ours, theirs) =>
      side === 0
        ? `Timu yako imeshinda mchezo, ${number(ours)} kwa ${number(theirs)}!`
        : `Timu pinzani imeshinda mchezo, ${number(theirs)} kwa ${number(ours)}.`,
    announce: {
      play(player, card, captures) {
        const played = you(player) ? `Unacheza ${card}` : `${who(player, FOUR_SEATS[player])} anacheza ${card}`;
        return captures.length ? `${played} na kukamata ${list(captures)}.` : `${played}.`;
      },
      scopa: (player) => (you(player) ? "Scopa! Umesafisha meza yote." : `Scopa! ${who(player, FOUR_SEATS[player])} amesafisha meza yote.`),
      sweep: (player, count) =>
        count === 1
          ? `Karata ya mwisho mezani inakwenda ${typeof player === "string" ? `kwa ${player}` : FOUR_TO[player]}.`
          : `Karata ${number(count)} za mwisho mezani zinakwenda ${typeof player === "string" ? `kwa ${player}` : FOUR_TO[player]}.`,
      newGame: (table, level, rules) => `Mchezo mpya wa ${table}, kiwango ${level}${rules.length ? `, pamoja na ${list(rules)}` : ""}. Karata zimegawiwa.`,
      roundOver: (ours, theirs) => `Mzunguko umekwisha: timu yako imepata ${points(ours)}, timu pinzani ${points(theirs)}.`,
    },
  },

  scala40: {
    /** "7H" → "7 ya kopa", "TD" → "10 ya shupaza", "JK" → "Joker". */
    cardName(card) {
      if (card === "JK") return "Joker";
      const ranks = { A: "Ace", T: "10", J: "Askari", Q: "Malkia", K: "Mfalme" };
      const suits = { D: "shupaza", H: "kopa", S: "jembe", C: "maua" };
      return `${ranks[card[0]] ?? card[0]} ${"JQK".includes(card[0]) ? "wa" : "ya"} ${suits[card[1]]}`;
    },
    zones: ["Michanganyiko yako", "Michanganyiko ya kompyuta"],
    stock: (count) => `Kitita, karata ${number(count)}: chukua`,
    discardPile: (card) =>
      card ? `Rundo la kutupa, juu ni ${card}: ichukue, au tupa hapa` : "Rundo la kutupa, tupu",
    meld: (owner, kind, cards, stands) =>
      `${capital(kind)} ${kind === "mfululizo" ? "w" : "y"}${you(owner) ? "ako" : "a kompyuta"}: ${list(cards)}` +
      (stands.length ? `; joker inasimama badala ya ${stands.join(" au ")}` : ""),
    kinds: { set: "seti", run: "mfululizo" },
    prepared: (cards, verdict) =>
      `Mchanganyiko ulioandaliwa: ${list(cards)}${verdict ? `, ${verdict}` : ""}. Gusa ili kuurudisha.`,

    actions: {
      sort: "Panga",
      sortBy: { rank: "Panga kwa namba", suit: "Panga kwa aina" },
      lay: "Weka",
      open: "Fungua",
      discard: "Tupa",
      return: "Rudisha",
    },
    total: (points) => `${number(points)} / 40`,
    frameTitle: (points) => `Ufunguzi wako: ${number(points)} kati ya 40`,
    frameHint: "Andaa ufunguzi wako hapa: pointi 40 au zaidi",
    points: (count) => `pt ${number(count)}`,
    reasons: {
      too_few: "karata ni chache mno",
      two_jokers: "joker mbili",
      not_a_set: "si seti",
      not_a_run: "si mfululizo",
    },

    status: {
      draw: (top) => ({
        text: top ? `Zamu yako: chukua kutoka kitita, au chukua ${top} kwenye rundo la kutupa.` : "Zamu yako: chukua kutoka kitita.",
        keys: "S kitita · P rundo la kutupa.",
      }),
      stock: { text: "Chukua kutoka kitita.", keys: "S kitita." },
      prepare: {
        text: "Chagua karata uziweke ili kuandaa ufunguzi wako, au tupa.",
        keys: "← → Space chagua · Enter weka · X tupa.",
      },
      ready: (points) => ({ text: `Ufunguzi wako una pointi ${number(points)}: fungua, au andaa zaidi.`, keys: "Enter inafungua." }),
      play: {
        text: "Weka mezani, ongeza kwenye meza, au tupa ili kumaliza zamu.",
        keys: "← → Space chagua · Enter weka · A ongeza · X tupa.",
      },
      taken: (card) => ({
        text: `Weka karata uliyochukua (${card}) mezani katika zamu hii, au uirudishe.`,
        keys: "Enter weka · A ongeza · B rudisha.",
      }),
      placing: (what) => ({ text: what, keys: "A au ← → mahali pengine · Enter · Esc kughairi." }),
    },
    placing: {
      add: (card, meld) => `Uongeze ${card} kwenye ${meld}?`,
      low: (card, meld) => `Uongeze ${card} upande wa chini wa ${meld}?`,
      swap: (card, meld) => `Uweke ${card} mahali pa joker ya ${meld}, na uchukue joker?`,
    },
    /** The mirror's buttons for the places the selected card can take (`cards`: the combination's cards). */
    place: {
      add: (card, cards) => `Ongeza ${card} kwenye mchanganyiko wa ${list(cards)}`,
      low: (card, cards) => `Ongeza ${card} upande wa chini wa mchanganyiko wa ${list(cards)}`,
      swap: (card, cards) => `Weka ${card} mahali pa joker katika mchanganyiko wa ${list(cards)} na urudishe joker mkononi mwako`,
    },

    announce: {
      draw: (player, card) => (you(player) ? `Umechukua ${card}.` : `${does(player, "Kompyuta imechukua", "amechukua")} kutoka kitita.`),
      take: (player, card) => `${you(player) ? "Umechukua" : does(player, "Kompyuta imechukua", "amechukua")} ${card} kwenye rundo la kutupa.`,
      return: (player, card) => `${you(player) ? "Umerudisha" : does(player, "Kompyuta imerudisha", "amerudisha")} ${card} kwenye rundo la kutupa.`,
      rebuild: "Rundo la kutupa limechanganywa kuwa kitita kipya.",
      open: (player, count, melds) => `${you(player) ? "Umefungua" : does(player, "Kompyuta imefungua", "amefungua")} kwa ${points(count)}: ${melds.map(list).join("; ")}.`,
      meld: (player, cards) => `${you(player) ? "Umeweka" : does(player, "Kompyuta imeweka", "ameweka")} ${list(cards)}.`,
      add: (player, card, cards) => `${you(player) ? "Umeongeza" : does(player, "Kompyuta imeongeza", "ameongeza")} ${card} kwenye mchanganyiko wa ${list(cards)}.`,
      swap: (player, card, cards) => `${you(player) ? "Umechukua" : does(player, "Kompyuta imechukua", "amechukua")} joker ya mchanganyiko wa ${list(cards)} kwa kuweka ${card}.`,
      discard: (player, card) => `${you(player) ? "Umetupa" : does(player, "Kompyuta imetupa", "ametupa")} ${card}.`,
      close: (player, doubled) =>
        `${you(player) ? "Umefunga" : does(player, "Kompyuta imefunga", "amefunga")} mzunguko${doubled ? " kwa mkupuo mmoja: pointi zinazidishwa mara mbili!" : "!"}`,
      void: "Kitita kimeisha mara mbili: hakuna anayepata pointi katika mzunguko huu.",
      prepared: (cards) => `Karata zilizowekwa kando kwa ufunguzi wako: ${list(cards)}.`,
      unprepared: "Michanganyiko uliyoandaa imerudi mkononi mwako.",
      sorted: { rank: "Karata zako zimepangwa kwa namba.", suit: "Karata zako zimepangwa kwa aina." },
      newGame: (level) => `Mechi mpya ya Scala 40, kiwango ${level}. Karata zimegawiwa.`,
      roundOver: (mine, theirs) => `Mzunguko umekwisha: umepata ${points(mine)}, kompyuta ${points(theirs)}.`,
    },

    target: (count) => `kufika ${number(count)} ni kushindwa`,
    confirm: {
      newGame: `Je, unataka kuanza mechi mpya? ${MATCH_LOST}`,
      yes: "Mechi mpya",
    },
    count: {
      lines: {
        cards_left: "Karata zilizobaki",
        card_points: "Pointi za karata zilizobaki",
        never_opened: "Hakufungua",
        doubled: "Alifunga kwa mkupuo",
        round: "Mzunguko huu",
        total: "Jumla ya mechi",
      },
      closed: "amefunga",
      none: "—",
      doubled: (points) => `×2 (+${number(points)})`,
      void: "Kitita kimeisha mara mbili: hakuna anayepata pointi katika mzunguko huu.",
      target: (count) => `Anayefikia ${points(count)} anashindwa mechi.`,
      winner: (player, mine, theirs) =>
        you(player)
          ? `Umeshinda mechi, ${number(mine)} kwa ${number(theirs)}!`
          : `Kompyuta imeshinda mechi, ${number(theirs)} kwa ${number(mine)}.`,
    },
    /** Scala 40 ya watatu na ya wanne: kila mmoja kwa ajili yake, kila mmoja anaitwa kwa kiti chake (seats: 3 au 4). */
    many: {
      names: (seats) => SCALA_NAMES[seats],
      who: (seats, seat) => SCALA_SEATS[seats][seat],
      /** Michanganyiko ya mchezaji kwa ukubwa: kichwa chake, na kugusa eneo lake hufanya nini. */
      meldsOf: (seats, seat) => `Michanganyiko iliyowekwa na ${SCALA_SEATS[seats][seat].toLowerCase()}`,
      showMelds: (seats, seat) => `Tazama kwa ukubwa michanganyiko ya ${SCALA_SEATS[seats][seat].toLowerCase()}`,
      zone: (seats, seat, opened, out) =>
        `${seat === 0 ? "Michanganyiko yako" : SCALA_NAMES[seats][seat]}${out ? " · ametoka" : opened && seat !== 0 ? " · amefungua" : ""}`,
      tag: (seats, seat, count, out) => `${SCALA_NAMES[seats][seat]} · ${out ? "ametoka" : number(count)}`,
      hand: (seats, seat, count, opened, out) =>
        out
          ? `${SCALA_SEATS[seats][seat]} ametoka kwenye mechi`
          : `${SCALA_SEATS[seats][seat]} ana karata ${number(count)}${opened ? " na amefungua" : " na bado hajafungua"}`,
      shows: (seats, seat, cards) => `${SCALA_SEATS[seats][seat]} ${cards.length ? `ana ${list(cards)}` : "hana karata yoyote"}`,
      meld: (seats, owner, kind, cards, stands) =>
        `${capital(kind)} ${kind === "mfululizo" ? "w" : "y"}${you(owner) ? "ako" : `a ${SCALA_SEATS[seats][owner].toLowerCase()}`}: ${list(cards)}` +
        (stands.length ? `; joker inasimama badala ya ${stands.join(" au ")}` : ""),
      announce: (seats) => {
        const seat = (player) => who(player, SCALA_SEATS[seats][player]);
        return {
          draw: (player, card) => (you(player) ? `Umechukua ${card}.` : `${seat(player)} amechukua kutoka kitita.`),
          take: (player, card) => `${you(player) ? "Umechukua" : `${seat(player)} amechukua`} ${card} kwenye rundo la kutupa.`,
          return: (player, card) => `${you(player) ? "Umerudisha" : `${seat(player)} amerudisha`} ${card} kwenye rundo la kutupa.`,
          open: (player, count, melds) => `${you(player) ? "Umefungua" : `${seat(player)} amefungua`} kwa ${points(count)}: ${melds.map(list).join("; ")}.`,
          meld: (player, cards) => `${you(player) ? "Umeweka" : `${seat(player)} ameweka`} ${list(cards)}.`,
          add: (player, card, cards) => `${you(player) ? "Umeongeza" : `${seat(player)} ameongeza`} ${card} kwenye mchanganyiko wa ${list(cards)}.`,
          swap: (player, card, cards) => `${you(player) ? "Umechukua" : `${seat(player)} amechukua`} joker ya mchanganyiko wa ${list(cards)} kwa kuweka ${card}.`,
          discard: (player, card) => `${you(player) ? "Umetupa" : `${seat(player)} ametupa`} ${card}.`,
          close: (player, doubled) =>
            `${you(player) ? "Umefunga" : `${seat(player)} amefunga`} mzunguko${doubled ? " kwa mkupuo mmoja: pointi zinazidishwa mara mbili!" : "!"}`,
        };
      },
      newGame: (seats, level) => `Mechi mpya ya Scala 40 ya wachezaji ${seats === 3 ? "watatu" : "wanne"}, kiwango ${level}. Karata zimegawiwa.`,
      roundOver: (seats, scored) => `Mzunguko umekwisha. ${scored.map((count, seat) => `${SCALA_NAMES[seats][seat]}: ${points(count)}`).join(", ")}.`,
      winner: (seats, seat) => (you(seat) ? "Umeshinda mechi!" : `${SCALA_SEATS[seats][seat]} ameshinda mechi.`),
      scores: (seats, totals, out) => totals.map((total, seat) => `${SCALA_NAMES[seats][seat]} ${number(total)}${out[seat] ? " (ametoka)" : ""}`).slice(1).join(" · "),
      count: { out: "Ametoka kwenye mechi", isOut: "ametoka" },
    },
  },

  /** Briscola: karata ni zile za Scopa; mechi inashindwa kwa mizunguko 1, 2 au 3; mchezaji 0 ni wewe. */
  briscola: {
    toolbar: { points: "Onyesha pointi" },
    target: (hands) => (hands === 1 ? "mzunguko mmoja" : `wa kwanza kushinda ${number(hands)}`),
    stock: (count, briscola) => (briscola ? `Fungu, karata ${number(count)}, na briscola chini yake: ${briscola}` : "Fungu limekwisha"),
    trick: (player, card, led) =>
      `${card}: ${you(player) ? (led ? "umeanza wewe" : "umejibu wewe") : led ? "kompyuta imeanza" : "kompyuta imejibu"}`,
    pile: (player, count, last, held, total) =>
      `Duru ${you(player) ? "ulizoshinda" : "ilizoshinda kompyuta"}: ${count ? `karata ${number(count)}` : "bado hakuna"}` +
      (last ? `; ya mwisho, ${list(last)}, ilikuwa na ${points(held)}` : "") +
      (total === null ? "" : `; jumla ${points(total)}`),
    /** Upau wa alama unataja aina ya turufu mchezo mzima. */
    trumps: (suit, style) => `turufu: ${SUITS[deckOf(style)][suit]}`,
    /** Duru ya mwisho, inarudishwa katikati (kwa fungu lake, au P) hadi hatua inayofuata. */
    lastTrick: (player, cards, held) => ({
      text: `Duru ya mwisho: ${list(cards)}, ${you(player) ? "uliishinda wewe" : "kompyuta iliishinda"}, ${held ? points(held) : "hakuna pointi"}.`,
      keys: "P au Esc: rudi kwenye mchezo.",
    }),
    trickPoints: (count) => `+${number(count)}`,
    points: (count) => points(count),
    banner: { won: "Umeshinda mzunguko!", lost: "Umepoteza mzunguko", drawn: "60 – 60" },

    status: {
      lead: (count) => ({ text: "Zamu yako kuanza: cheza karata yoyote.", keys: count > 1 ? `Vitufe 1 hadi ${number(count)}.` : "Kitufe 1." }),
      answer: (card, count) => ({ text: `Zamu yako kujibu ${card}.`, keys: count > 1 ? `Vitufe 1 hadi ${number(count)}.` : "Kitufe 1." }),
    },
    announce: {
      newGame: (level, hands) =>
        `Mechi mpya ya Briscola, kiwango ${level}, ${hands === 1 ? "mzunguko mmoja" : `wa kwanza kushinda mizunguko ${number(hands)}`}. Karata zimegawiwa.`,
      briscola: (card) => `Briscola ni ${card}.`,
      play: (player, card, leads) =>
        you(player) ? `${leads ? "Unaanza" : "Unajibu"} kwa ${card}.` : `${typeof player === "string" ? `${player} ${leads ? "anaanza" : "anajibu"}` : `Kompyuta ${leads ? "inaanza" : "inajibu"}`} kwa ${card}.`,
      trick: (player, card, held) =>
        `${you(player) ? "Unashinda" : does(player, "Kompyuta inashinda", "anashinda")} duru kwa ${card}: ${held ? points(held) : "hakuna pointi"}.`,
      draw: (player, card, briscola) => `${you(player) ? "Unachukua" : does(player, "Kompyuta inachukua", "anachukua")} ${briscola ? `briscola, ${card}` : card}.`,
      handOver: (winner) =>
        winner === null ? "60 kwa 60: mzunguko ni sare." : you(winner) ? "Umeshinda mzunguko!" : `${does(winner, "Kompyuta imeshinda", "ameshinda")} mzunguko.`,
      roundOver: (mine, theirs) => `Mzunguko umekwisha: una ${points(mine)}, kompyuta ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Je, unataka kuanza mechi mpya? ${MATCH_LOST}`,
      yes: "Mechi mpya",
    },
    count: {
      /** The count's title: Briscola counts by hand. */
      title: (hand) => `Mzunguko ${number(hand)}: hesabu`,
      lines: {
        aces: "Ace",
        threes: "Tatu",
        kings: "Wafalme",
        knights: "Farasi",
        jacks: "Askari",
        hand_points: "Pointi za karata",
        round: "Mzunguko huu",
        total: "Mizunguko ya ushindi",
      },
      french: { knights: "Malkia" },
      note: (winner, hands) =>
        (winner === null
          ? "Zaidi ya pointi 60 zinashinda mzunguko; 60 kwa 60 ni sare, na haimhesabii mtu yeyote. "
          : "Zaidi ya pointi 60 zinashinda mzunguko. ") +
        (hands === 1 ? "Kushinda mzunguko mmoja kunatosha kushinda mechi." : `Wa kwanza kushinda mizunguko ${number(hands)} anashinda mechi.`),
      winner: (player, mine, theirs) =>
        you(player)
          ? `Umeshinda mechi, ${number(mine)} kwa ${number(theirs)}!`
          : `Kompyuta imeshinda mechi, ${number(theirs)} kwa ${number(mine)}.`,
    },
    /** Briscola ya wanne, kwa jozi: kila kiti kingine kinatajwa kwa mahali kilipo; mzunguko na mechi ni vya jozi. */
    four: {
      newGame: (level, hands) =>
        `Mechi mpya ya Briscola ya wanne, kwa jozi, kiwango ${level}, ${hands === 1 ? "mzunguko mmoja" : `jozi ya kwanza kushinda mizunguko ${number(hands)}`}. Karata zimegawiwa.`,
      roundOver: (ours, theirs) => `Mzunguko umekwisha: jozi yako ina ${points(ours)}, jozi nyingine ${points(theirs)}.`,
      winner: (side, ours, theirs) =>
        side === 0 ? `Jozi yako imeshinda mechi, ${number(ours)} kwa ${number(theirs)}!` : `Jozi nyingine imeshinda mechi, ${number(theirs)} kwa ${number(ours)}.`,
      trick: (player, card, led) =>
        `${card}: ${you(player) ? (led ? "umeanza wewe" : "umecheza wewe") : `${led ? "ameanza" : "amecheza"} ${FOUR_SEATS[player].toLowerCase()}`}`,
      pile: (player, count, last, held, total) =>
        `Duru ${["ulizoshinda wewe", "alizoshinda mpinzani wa kulia", "alizoshinda mwenzako", "alizoshinda mpinzani wa kushoto"][player]}: ${count ? `karata ${number(count)}` : "bado hakuna"}` +
        (last ? `; ya mwisho, ${list(last)}, ilikuwa na ${points(held)}` : "") +
        (total === null ? "" : `; jozi ina ${points(total)}`),
      lastTrick: (player, cards, held) => ({
        text: `Duru ya mwisho: ${list(cards)}, ${you(player) ? "uliishinda wewe" : `aliishinda ${FOUR_SEATS[player].toLowerCase()}`}, ${held ? points(held) : "hakuna pointi"}.`,
        keys: "P au Esc: rudi kwenye mchezo.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `${leads ? "Unaanza" : "Unacheza"} kwa ${card}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "anaanza" : "anacheza"} kwa ${card}.`,
        trick: (player, card, held) =>
          `${you(player) ? "Unashinda" : `${who(player, FOUR_SEATS[player])} anashinda`} duru kwa ${card}: ${held ? points(held) : "hakuna pointi"}.`,
        draw: (player, card, briscola) =>
          `${you(player) ? "Unachukua" : `${who(player, FOUR_SEATS[player])} anachukua`} ${briscola ? `briscola, ${card}` : card}.`,
        handOver: (winner) =>
          winner === null ? "60 kwa 60: mzunguko ni sare." : winner === 0 ? "Jozi yako imeshinda mzunguko!" : "Jozi nyingine imeshinda mzunguko.",
      },
    },
  },
  /** Tressette: karata ni za Scopa; mechi inachezwa hadi idadi ya pointi; mchezaji 0 ni wewe. Meza ni ya Briscola, bila turufu. */
  tressette: {
    stock: (count) => (count ? `Fungu, karata ${number(count)}` : "Fungu limekwisha"),
    trick: (player, card, led) =>
      `${card}: ${you(player) ? (led ? "umeanza wewe" : "umejibu wewe") : led ? "kompyuta imeanza" : "kompyuta imejibu"}`,
    pile: (player, count, last) =>
      `Duru ${you(player) ? "ulizoshinda" : "ilizoshinda kompyuta"}: ${count ? `karata ${number(count)}` : "bado hakuna"}` + (last ? `; ya mwisho, ${list(last)}` : ""),
    /** Tangazo (accuso) kama injini inavyoliandika: "napoletana-D" (Ace, 2 na 3 za sarafu), "threes-S" (tatu tatu, si ya panga), "aces" (zote nne). */
    declaration: (made, style) => {
      const [combination, suit] = made.split("-");
      const suits = SUITS[deckOf(style)];
      const group = { threes: "za 3", twos: "za 2", aces: "Ace" }[combination];
      if (combination === "napoletana") return `Napoletana ya ${suits[suit]}`;
      return suit ? `karata tatu ${group}, isipokuwa ya ${suits[suit]}` : `karata zote nne ${group}`;
    },
    declared: (player, made) => `${you(player) ? "Matangazo yako" : "Matangazo ya kompyuta"}: ${made}`,
    watchDeclared: (seat, made) => `Matangazo ya ${seat}: ${made}`,
    banner: (ours, theirs) => `Mzunguko: ${number(ours)} – ${number(theirs)}`,
    lastTrick: (player, cards) => ({
      text: `Duru ya mwisho: ${list(cards)}, ${you(player) ? "uliishinda wewe" : "kompyuta iliishinda"}.`,
      keys: "P au Esc: rudi kwenye mchezo.",
    }),
    status: {
      lead: (count) => ({ text: "Zamu yako kuanza: cheza karata yoyote.", keys: count > 1 ? `Vitufe 1 hadi ${number(count)}.` : "Kitufe 1." }),
      answer: (card, count) => ({ text: `Zamu yako kujibu ${card}, kwa aina yake kama unayo.`, keys: count > 1 ? `Vitufe 1 hadi ${number(count)}.` : "Kitufe 1." }),
    },
    announce: {
      newGame: (level, target, declarations) =>
        `Mechi mpya ya Tressette, kiwango ${level}, hadi ${points(target)}, ${declarations ? "pamoja na matangazo" : "bila matangazo"}. Karata zimegawiwa.`,
      play: (player, card, leads) =>
        you(player) ? `${leads ? "Unaanza" : "Unajibu"} kwa ${card}.` : `${typeof player === "string" ? `${player} ${leads ? "anaanza" : "anajibu"}` : `Kompyuta ${leads ? "inaanza" : "inajibu"}`} kwa ${card}.`,
      trick: (player, card) => `${you(player) ? "Unashinda" : does(player, "Kompyuta inashinda", "anashinda")} duru kwa ${card}.`,
      draw: (player, card) => `${you(player) ? "Unachukua" : does(player, "Kompyuta inachukua", "anachukua")} ${card}, inayoonyeshwa kwa wote wawili.`,
      declaration: (player, made, worth) => `${you(player) ? "Unatangaza" : does(player, "Kompyuta inatangaza", "anatangaza")} ${made}: ${points(worth)}.`,
      roundOver: (mine, theirs) => `Mzunguko umekwisha: una ${points(mine)}, kompyuta ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Je, unataka kuanza mechi mpya? ${MATCH_LOST}`,
      yes: "Mechi mpya",
    },
    count: {
      lines: {
        aces: "Ace",
        figures: "Tatu, mbili na picha",
        dropped: "Theluthi zilizoachwa",
        last_trick: "Duru ya mwisho",
        declarations: "Matangazo",
        round: "Mzunguko huu",
        total: "Mechi",
      },
      declared: (made) => (made.length ? made.join(", ") : "hakuna"),
      note: (target) =>
        `Ace ina pointi moja; 3, 2, Mfalme, Farasi au Askari theluthi ya pointi, na theluthi zisizofika pointi nzima zinaachwa. Duru ya mwisho inaongeza pointi moja. Upande wa kwanza kufikia ${points(target)} mwishoni mwa mzunguko unashinda.`,
    },
    /** Tressette ya wanne, kwa jozi: kila kiti kingine kinatajwa kwa mahali pake; pointi ni za jozi. */
    four: {
      newGame: (level, target, declarations) =>
        `Mechi mpya ya Tressette ya wanne, kwa jozi, kiwango ${level}, hadi ${points(target)}, ${declarations ? "pamoja na matangazo" : "bila matangazo"}. Karata zimegawiwa.`,
      trick: (player, card, led) =>
        `${card}: ${you(player) ? (led ? "umeanza wewe" : "umecheza wewe") : `${led ? "ameanza" : "amecheza"} ${FOUR_SEATS[player].toLowerCase()}`}`,
      pile: (player, count, last) =>
        `Duru ${["ulizoshinda wewe", "alizoshinda mpinzani wa kulia", "alizoshinda mwenzako", "alizoshinda mpinzani wa kushoto"][player]}: ${count ? `karata ${number(count)}` : "bado hakuna"}` +
        (last ? `; ya mwisho, ${list(last)}` : ""),
      declared: (player, made) => `Matangazo ${["yako", "ya mpinzani wa kulia", "ya mwenzako", "ya mpinzani wa kushoto"][player]}: ${made}`,
      lastTrick: (player, cards) => ({
        text: `Duru ya mwisho: ${list(cards)}, ${you(player) ? "uliishinda wewe" : `aliishinda ${FOUR_SEATS[player].toLowerCase()}`}.`,
        keys: "P au Esc: rudi kwenye mchezo.",
      }),
      announce: {
        play: (player, card, leads) =>
          you(player) ? `${leads ? "Unaanza" : "Unacheza"} kwa ${card}.` : `${who(player, FOUR_SEATS[player])} ${leads ? "anaanza" : "anacheza"} kwa ${card}.`,
        trick: (player, card) => `${you(player) ? "Unashinda" : `${who(player, FOUR_SEATS[player])} anashinda`} duru kwa ${card}.`,
        draw: (player, card) => `${you(player) ? "Unachukua" : `${who(player, FOUR_SEATS[player])} anachukua`} ${card}.`,
        declaration: (player, made, worth) => `${you(player) ? "Unatangaza" : `${who(player, FOUR_SEATS[player])} anatangaza`} ${made}: ${points(worth)}.`,
      },
    },
  },

  /** Jifunze kucheza (app/plugins/learn.js): kozi, na kwa kila somo kichwa chake, lengo lake (karata zake `c`, zikitajwa kama meza inavyozitaja) na kwa nini ni muhimu. */
  learn: {
    menu: "Jifunze kucheza",
    offer: (game) => `Karata za Kiitaliano ni mpya kwako? Jifunze ${game} kwa masomo machache ya dakika moja kila moja.`,
    course: (game) => `Jifunze ${game}`,
    intro: "Masomo mafupi yanayochezwa kwenye meza halisi, kila moja dakika moja au chini. Chagua moja uanze.",
    place: (n, total) => `Somo ${number(n)} kati ya ${number(total)}`,
    stars: (count) => `Nyota ${number(count)} kati ya 3`,
    done: "Hongera!",
    next: "Somo linalofuata",
    again: "Cheza tena",
    toCourse: "Masomo yote",
    back: "Rudi kwenye mchezo",
    lessons: {
      scopa: SCOPA_LESSONS,
      scopone: {
        take_one: {
          ...SCOPA_LESSONS.take_one,
          title: "Kuchukua karata moja, wanne",
          why: "Katika Scopone karata zote arobaini zinagawiwa mwanzoni, kumi kila mtu, na mwenzako anakaa mkabala nawe.",
        },
        take_sum: {
          ...SCOPA_LESSONS.take_sum,
          why: "Unachochukua wewe na mwenzako kinahesabiwa pamoja kwa upande wenu.",
        },
        same_value_first: SCOPA_LESSONS.same_value_first,
        scopa: {
          ...SCOPA_LESSONS.scopa,
          why: "Kila scopa ni pointi moja kwa upande wako. Katika Scopone zinatokea mara nyingi: fikiria meza unayoiacha.",
        },
        settebello: SCOPA_LESSONS.settebello,
        primiera: {
          ...SCOPA_LESSONS.primiera,
          why: "Wakati wa hesabu kila upande unajumlisha karata yake bora ya kila aina, na jumla kubwa zaidi inashinda pointi moja.",
        },
      },
      briscola: {
        briscola: {
          title: "Briscola",
          goal: (c) => `Karata iliyo wazi chini ya fungu, ${c["4C"]}, ni briscola: aina yake ndiyo turufu. Anza kwa turufu.`,
          why: "Turufu inashinda kila aina nyingine: karata iliyo wazi ndiyo ya kwanza kuangalia.",
        },
        trumps: {
          title: "Turufu inachukua",
          goal: (c) => `Mpinzani ameanza kwa ${c.AS}. Ichukue kwa turufu.`,
          why: "Turufu inachukua karata yoyote ya aina nyingine, hata Ace; turufu ndogo kabisa inatosha.",
        },
        order: {
          title: "Karata ipi inachukua",
          goal: (c) => `Mpinzani ameanza kwa ${c.KH}. Ichukue kwa karata yenye nguvu zaidi ya aina ileile.`,
          why: "Katika kila aina Ace ndiyo yenye nguvu zaidi, kisha 3, kisha karata tatu za picha, kisha 7 hadi 2.",
        },
        points: {
          title: "Pointi za karata",
          goal: (c) => `Chukua ${c["3S"]}, yenye pointi 10, kwa ${c.AS}, yenye pointi 11.`,
          why: "Ni Ace, 3 na karata za picha tu zenye pointi: 120 kwa jumla, na 61 zinashinda mzunguko.",
        },
        small_trump: {
          title: "Turufu ndogo kabisa",
          goal: (c) => `Chukua ${c.AH} kwa turufu yako ndogo kabisa.`,
          why: "Turufu isiyo na thamani inachukua pointi vilevile: weka zenye nguvu kwa baadaye.",
        },
        leading: {
          title: "Kuanza",
          goal: () => "Ni zamu yako kuanza. Cheza karata isiyo na pointi.",
          why: "Mpinzani anajibu baada ya kuona karata yako: anza kwa kisichokugharimu kitu kikichukuliwa.",
        },
        answering: {
          title: "Kujibu",
          goal: (c) => `Mpinzani ameanza kwa ${c["5H"]}, isiyo na thamani. Jibu kwa karata isiyo na thamani, na si turufu.`,
          why: "Turufu inayotumika kwenye duru tupu inapotea bure: acha duru kama hizo zipite.",
        },
        hand: {
          title: "Mkono mzima",
          goal: (c) => `Fungu limekwisha: zimebaki duru tatu. Chukua ${c["2H"]} kwanza, kisha cheza mkono hadi mwisho. Umekwama? Omba dokezo.`,
          why: "Fungu likiisha, hesabu turufu ambazo bado hazijatoka: duru usiyoweza kushinda, ipe karata isiyo na thamani.",
        },
      },
      scala40: {
        turn: {
          title: "Zamu moja",
          goal: () => "Zamu yako inaanza kwa kuchukua karata: chukua karata ya juu ya kitita.",
          why: "Kila zamu ni ileile: chukua, weka chini unachoweza, kisha tupa karata moja.",
        },
        runs: {
          title: "Mfululizo",
          goal: (c) => `Weka chini mfululizo: ${list([c["5H"], c["6H"], c["7H"]])}.`,
          why: "Mfululizo ni karata tatu au zaidi za aina moja zinazofuatana.",
        },
        sets: {
          title: "Seti",
          goal: () => "Weka chini seti: 9 tatu, kila moja ya aina tofauti.",
          why: "Seti ni karata tatu au nne za namba moja, kamwe si mbili za aina moja.",
        },
        joker: {
          title: "Joker",
          goal: (c) => `Weka chini mfululizo wa ${c["4S"]}, ${c["5S"]} na joker.`,
          why: "Joker inasimama badala ya karata yoyote, joker moja tu kwa mchanganyiko mmoja.",
        },
        opening: {
          title: "Kufungua kwa 40",
          goal: () => "Fungua: weka chini pamoja Malkia watatu na Wafalme watatu.",
          why: "Uwekaji wako wa kwanza lazima uwe na pointi 40 au zaidi: karata za picha ni 10, Ace ni 11.",
        },
        adding: {
          title: "Kuongeza mezani",
          goal: (c) => `Ongeza ${c["8H"]} kwenye mfululizo ulio mezani.`,
          why: "Ukishafungua, unaweza kuondoa karata kwa kuziongeza kwenye mchanganyiko wowote mezani.",
        },
        joker_back: {
          title: "Kurudisha joker",
          goal: (c) => `Weka ${c["6H"]} mahali pa joker, na joker inakuja mkononi mwako.`,
          why: "Joker uliyoirudisha inakusaidia kuweka chini zaidi.",
        },
        closing: {
          title: "Kufunga",
          goal: (c) => `Tupa karata yako ya mwisho, ${c["8C"]}, ufunge mzunguko.`,
          why: "Unafunga kwa kutupa karata yako ya mwisho: baki na karata moja ya kutupa kila wakati.",
        },
        penalties: {
          title: "Adhabu",
          goal: () => "Tupa karata ambayo ingekugharimu zaidi mtu akifunga sasa.",
          why: "Mtu akifunga, karata zilizobaki mkononi mwako zinagharimu pointi zake: karata za picha 10, Ace 11, joker 25.",
        },
      },
      tressette: {
        follow: {
          title: "Kufuata aina",
          goal: (c) => `Mpinzani ameanza kwa ${c.KH}. Una karata za aina hiyo: lazima ucheze mojawapo.`,
          why: "Katika Tressette lazima ufuate aina iliyoanzwa ukiwa nayo; ukiikosa tu ndipo unaweza kucheza karata yoyote.",
        },
        order: {
          title: "Karata ipi inachukua",
          goal: (c) => `Mpinzani ameanza kwa ${c.KS}. Ichukue kwa karata yenye nguvu zaidi ya aina ileile.`,
          why: "Katika kila aina mpangilio ni 3, 2, Ace, Mfalme, Farasi, Askari, 7, 6, 5, 4: 3 na 2 zinashinda nyingine zote.",
        },
        ace: {
          title: "Ace, pointi nzima",
          goal: (c) => `Mpinzani ameanza kwa ${c.AC}, yenye pointi nzima. Ichukue.`,
          why: "Ace ina pointi 1; 3, 2 na karata za picha theluthi moja kila moja: ni 3 na 2 tu zinazochukua Ace.",
        },
        thirds: {
          title: "Pointi kwa theluthi",
          goal: (c) => `Mpinzani ameanza kwa ${c["3H"]}, isiyoshindika, na huna aina yake. Tupa karata isiyo na thamani.`,
          why: "Ace ina pointi 1; 3, 2, Mfalme, Farasi na Askari theluthi ya pointi; 7, 6, 5 na 4 hazina kitu. Wakati wa kuhesabu theluthi hujumlishwa na kinachobaki huachwa.",
        },
        declarations: {
          title: "Matangazo",
          goal: (c) => `${capital(list([c.AD, c["2D"], c["3D"]]))} ni Napoletana, pointi 3, na 3 zako tatu ni pointi 3 nyingine: yanatangazwa kwa niaba yako unapocheza karata ya kwanza. Sasa chukua ${c.JS}.`,
          why: "Napoletana (Ace, 2 na 3 za aina moja), au 3 tatu, 2 tatu au Ace tatu zina pointi 3, zote nne pointi 4: yanatangazwa kwa niaba yako kwa karata yako ya kwanza.",
        },
        void: {
          title: "Aina asiyokuwa nayo",
          goal: (c) => `Katika duru ya kwanza mpinzani alijibu ${c["5H"]} kwa ${c["4C"]}: hana aina hiyo. Anza kwa karata ya aina hiyo.`,
          why: "Asiyefuata aina hana karata ya aina hiyo: hapo hata karata yako ndogo kabisa inachukua duru.",
        },
        drawn: {
          title: "Karata zilizochukuliwa",
          goal: (c) => `Mkicheza wawili, karata mbili zinazochukuliwa kutoka fungu baada ya kila duru huonyeshwa: mpinzani amechukua ${c["3C"]}. Anza kwa karata ambayo hiyo haiwezi kuichukua.`,
          why: "Kumbuka karata alizochukua mpinzani: tayari unajua sehemu ya mkono wake.",
        },
        last_trick: {
          title: "Duru ya mwisho",
          goal: () => "Fungu limekwisha: zimebaki duru tatu. Duru ya mwisho ina pointi moja: cheza ili iwe yako. Umekwama? Omba dokezo.",
          why: "Poteza kwanza duru unayolazimika kupoteza, na uweke karata zako zenye nguvu hadi mwisho: duru ya mwisho ina pointi nzima.",
        },
      },
    },
  },

  /** Why an action is refused, by its code (the page's own and the engine's): `card` is a card's name, `reason` a group's fault in words. */
  refusals: {
    lesson_take: ({ cards }) => `Somo hili linakuomba uchukue ${list(cards)}.`,
    lesson_take_card: ({ card }) => `Unaweza kuchukua ${card} sasa, na inahesabiwa mwisho wa mzunguko: ichukue.`,
    lesson_primiera: ({ card, value }) => `Kwa primiera, ${card} ina thamani ${number(value)}, zaidi ya ulichochukua: ichukue.`,
    lesson_sweep: ({ left }) => `Hivyo ${list(left)} inabaki mezani: scopa inachukua karata zote.`,
    lesson_trick_lost: ({ card, winner }) => `${capital(card)} haishindi duru: ${winner} bado ingeshinda.`,
    lesson_cheaper: ({ card, cheaper }) => `${capital(card)} inashinda, lakini ${cheaper} pia, nayo ina pointi chache: baki na ${card}.`,
    lesson_not_trump: ({ card, briscola }) => `${capital(card)} si turufu: turufu ni aina ya briscola, ${briscola}.`,
    lesson_trump_wasted: ({ card }) => `${capital(card)} ni turufu: iweke kwa duru yenye pointi.`,
    lesson_points_given: ({ card, points: worth }) => `${capital(card)} ina ${points(worth)}, na mpinzani anaweza kuzichukua: cheza karata isiyo na thamani.`,
    lesson_move_kind: () => "Si hilo linaloombwa na hatua hii: soma lengo tena.",
    lesson_penalty: ({ card, points: worth, costly }) => `Ikibaki mkononi, ${card} inagharimu ${points(worth)} tu; ${costly} inagharimu zaidi: itupe kwanza.`,
    lesson_thirds_given: ({ card, thirds }) => `${capital(card)} ina ${thirds === 3 ? "pointi nzima" : "theluthi ya pointi"}, na duru hii ni ya mpinzani: tupa karata isiyo na thamani.`,
    lesson_not_void: ({ card, led, answer }) => `Mpinzani alijibu ${led} kwa ${answer}: hana aina hiyo. Anza kwa aina hiyo, si kwa ${card}.`,
    lesson_seen_drawn: ({ card, drawn }) => `Ulimwona mpinzani akichukua ${drawn}, nayo inachukua ${card}: anza kwa aina nyingine.`,
    lesson_last_trick: ({ card }) => `Baada ya ${card} mpinzani anaweza kuchukua duru ya mwisho na pointi yake: weka karata zako zenye nguvu hadi mwisho.`,
    select_to_lay: "Kwanza chagua karata za mchanganyiko.",
    select_to_discard: "Chagua karata moja tu ya kutupa.",
    select_one_to_add: "Chagua karata moja tu ya kuongeza, kisha gusa mchanganyiko.",
    nothing_prepared: "Kwanza weka michanganyiko yako: inasubiri ndani ya fremu ya vistari hadi ifikie 40.",
    not_opened: ({ points: needed }) => `Bado hujafungua: fungua kwa ${points(needed)} au zaidi, kisha utaweza kuongeza karata mezani.`,
    draw_first: "Chukua karata kwanza: kutoka kitita au rundo la kutupa.",
    fits_nowhere: ({ card }) => `Karata ${card} haiingii kwenye mchanganyiko wowote mezani.`,
    no_combination: ({ reason }) => `Karata hizi si mchanganyiko: ${reason}.`,
    nothing_taken: "Hujachukua karata ya kutupa ya kurudisha.",
    invalid_group: "Kundi moja ndani ya fremu si mchanganyiko: lirudishe ujaribu tena.",
    below_40: ({ points: total, needed }) => `Jumla ni ${number(total)}, chini ya ${number(needed)}: andaa zaidi, au subiri karata bora.`,
    taken_missing: ({ card }) => `Ufunguzi wako lazima utumie ${card} uliyochukua kwenye rundo la kutupa, au uirudishe.`,
    keep_a_card: "Lazima ubaki na karata moja ya kutupa.",
    not_held: "Si karata hizo zote ziko mkononi mwako.",
    empty_opening: "Ufunguzi unahitaji angalau mchanganyiko mmoja.",
    keep_taken: ({ card }) => `Lazima ubaki na karata moja ya kutupa, na haiwezi kuwa ${card} uliyochukua kwenye rundo la kutupa.`,
    already_drawn: "Umeshachukua karata: weka karata mezani, au tupa moja.",
    draw_from_stock: "Umerudisha karata ya kutupa: sasa chukua kutoka kitita.",
    already_opened: "Umeshafungua: weka michanganyiko mipya mmoja mmoja.",
    taken_pending: ({ card }) => `Ulichukua ${card} kwenye rundo la kutupa: iweke mezani zamu hii, au uirudishe.`,
    no_such_meld: "Mchanganyiko huo haupo mezani.",
    too_few: "Mchanganyiko unahitaji karata tatu au zaidi.",
    two_jokers: "Mchanganyiko unaweza kuwa na joker moja tu.",
    not_a_set: "Karata hizi si seti: seti ni thamani moja katika aina tofauti.",
    not_a_run: "Karata hizi si mfululizo: mfululizo ni aina moja, kwa mpangilio, bila pengo.",
    no_joker: "Mchanganyiko huo hauna joker ya kurudisha.",
    joker_stands_for: ({ card, cards }) => `Joker hiyo inasimama badala ya ${either(cards)}: ${card} haiwezi kuchukua nafasi yake.`,
    must_capture: ({ card }) => `${card} inaweza kuchukua: karata inayoweza kuchukua lazima ichukue.`,
    same_value_first: ({ card, same }) => `Karata ${card} lazima ichukue karata ya thamani yake, si jumla: ${either(same)}.`,
    wrong_sum: ({ captures, total, value }) => `Karata zilizochukuliwa zinafikia ${number(total)}, si ${number(value)}: ${list(captures)}.`,
    ace_takes_all: ({ card }) => `Asso piglia tutto: kama hakuna Asi mezani, karata ${card} inachukua karata zote za mezani.`,
    fifteen_sum: ({ card, captures, total }) => `Kwa kanuni ya kumi na tano, karata ${card} pamoja na zinazochukuliwa lazima zifikie 15; hizi zinafikia ${number(total)}: ${list(captures)}.`,
    fifteen_no_same_value: ({ card }) => `Kwa kanuni ya kumi na tano hakuna kuchukua kwa thamani sawa: karata ${card} inachukua karata zinazofikia 15 pamoja nayo.`,
    round_over: "Raundi imekwisha.",
    not_your_turn: "Si zamu yako.",
    not_now: "Huwezi kufungua sasa.",
    not_a_move: "Hiyo si hatua ya mchezo huu.",
    round_not_over: "Raundi bado haijaisha.",
    game_over: "Mchezo umekwisha: anza mchezo mpya.",
    not_in_hand: ({ card }) => `Karata ${card} haiko mkononi mwako.`,
    must_follow_suit: ({ card, suit }) => `Lazima ufuate aina: una karata za ${suit}, aina iliyochezwa kwanza, na ${card} si ya aina hiyo.`,
    not_on_table: ({ cards }) => `Karata zisizo mezani: ${list(cards)}.`,
    meld_too_short: ({ fewest }) => `Mchanganyiko unahitaji karata ${number(fewest)} au zaidi.`,
    meld_two_jokers: "Mchanganyiko unaweza kuwa na joker moja tu.",
    meld_mixed: "Karata hizi si seti (thamani moja) wala mfululizo (aina moja).",
    set_too_big: ({ most }) => `Seti ina karata zisizozidi ${number(most)}, moja ya kila aina.`,
    set_repeats_suit: ({ repeated }) => `Seti inahitaji aina tofauti: karata ileile haiwezi kuwemo mara mbili (${list(repeated)}).`,
    run_too_long: ({ most }) => `Mfululizo una karata zisizozidi ${number(most)}: kutoka Ace hadi Mfalme, au kutoka 2 hadi Ace.`,
    run_wraps: "Mfululizo hauzunguki kutoka Mfalme hadi 2: Ace huwekwa chini ya 2 au juu ya Mfalme.",
    run_order: "Weka mfululizo kuanzia karata ya chini kabisa hadi ya juu kabisa, na joker mahali inaposhika.",
    run_gap: "Karata hizi si mfululizo: aina moja, kwa mpangilio, bila pengo wala marudio.",
    joker_already: "Mchanganyiko huo tayari una joker: joker moja kwa kila mchanganyiko.",
    set_has_no_end: "Seti haina ncha ya chini: karata inaongezwa tu kwenye seti.",
    set_full: "Seti hiyo tayari ina karata nne.",
    wrong_rank: ({ card }) => `Karata ${card} si ya thamani ya seti hiyo.`,
    suit_already: "Seti hiyo tayari ina karata ya aina hii.",
    run_full: "Mfululizo huo tayari ni mrefu kadiri inavyowezekana: hauwezi kuwa na Ace mbili.",
    run_end_closed: ({ end }) => `Hakuna kinachoingia kwenye ncha ya ${end === "low" ? "chini" : "juu"} ya mfululizo huo: unaishia na Ace.`,
    wrong_end: ({ card, end, wanted }) => `Karata ${card} haiingii kwenye ncha ya ${end === "low" ? "chini" : "juu"} ya mfululizo huo: hapo inaingia ${wanted}.`,
    bad_card: "Karata moja ya hatua hiyo haikuweza kusomwa.",
    bad_cards: "Karata za hatua hiyo hazikuweza kusomwa.",
    bad_move: "Hatua hiyo haikuweza kusomwa.",
    bad_position: "Hali hiyo ya mchezo haikuweza kusomwa.",
    illegal: "Hatua hiyo hairuhusiwi sasa.",
    bad_seats: "Kila kiti lazima kikaliwe na mtu au na kompyuta.",
    bad_seat: "Meza hii haina kiti hicho.",
    not_seat_to_move: "Ni zamu ya mchezaji mwingine.",
    seat_is_computer: "Kompyuta ndiyo inacheza kiti hiki: subiri hatua yake.",
    no_odds: "Uwezekano haupatikani katika mchezo huu.",
  },

  rulesPanel: {
    page: "Fungua kama ukurasa",
    loading: "Inapakia sheria…",
    failed: "Sheria hazikuweza kupakiwa.",
  },

  /** The page's shell: loading, tabs, storage (web/main.js, web/shell/). */
  shell: {
    steps: { restoring: "Inachanganya karata…" },
    elsewhere: {
      title: "Mazzo imefunguliwa kwenye kichupo kingine",
      hint: "Mchezo unaendelea huko. Bonyeza Cheza hapa ili uulete kwenye kichupo hiki.",
      playHere: "Cheza hapa",
    },
    notKept: "Mchezo huu hautahifadhiwa: kivinjari kimekataa kuuhifadhi. Unaweza kuendelea kucheza.",
  },

  // The coach (app/plugins/coach.js): the hint's move and its reasons, by the engine's codes (docs/protocol.md).
  coach: (() => {
    const { list, either, number } = formatters("sw");
    return {
      button: "Dokezo",
      odds: {
        title: "Pointi zinazotarajiwa mwishoni mwa raundi: za upande wako kutoa za wapinzani",
        more: (count) => `Onyesha hatua nyingine ${number(count)}`,
        line: (move, points, error, match) =>
          `${move}: ${points > 0 ? "+" : ""}${number(points)}\u00a0\u00b1\u00a0${number(error)}` +
          (match ? `; nafasi ya kushinda mechi ${number(match.win)}%\u00a0\u00b1\u00a0${number(match.error)}` : ""),
      },
      practice: "Mazoezi",
      undo: "Tendua",
      undone: "Hatua yako ya mwisho imerudishwa: icheze tena.",
      nothingToUndo: "Hakuna hatua yako ya kurudisha katika mzunguko huu.",
      review: {
        open: "Pitia",
        title: "Kutazama nyuma mzunguko huu",
        notYet: "Mapitio hufunguka mzunguko ukiisha: maliza huu kwanza.",
        none: "Hakuna cha kujutia: kila hatua yako ilikuwa nzuri kama ya kompyuta yenye nguvu zaidi.",
        who: (seat, seats) => (seats === 4 ? FOUR_SEATS[seat] : ["Wewe", "Kompyuta"][seat]),
        holds: (seat, seats, cards) => `${seats === 4 ? FOUR_SEATS[seat] : "Kompyuta"} ina ${cards.length ? list(cards) : "hakuna kadi"} mkononi`,
        step: (step, total, who, move) => `Hatua ${number(step)} kati ya ${number(total)} · ${who}: ${move}.`,
        /** Gharama ya hatua, kwa kipimo cha mchezo: 0 chini ya robo, 0.5 nusu pointi ya mzunguko, vinginevyo pointi nzima. */
        lost(unit, points) {
          if (unit === "round") {
            if (points === 0) return "sehemu ndogo ya pointi moja";
            if (points === 0.5) return "karibu nusu pointi";
            return points === 1 ? "karibu pointi moja" : `karibu pointi ${number(points)}`;
          }
          const kind = unit === "cards" ? "za kadi" : "za adhabu";
          return points === 0 ? `chini ya pointi moja ${kind}` : `karibu pointi ${number(points)} ${kind}`;
        },
        cost: (lost, better) => `Hatua hii iligharimu ${lost}. Bora zaidi: ${better}.`,
        best: "Nzuri kama chaguo la kompyuta yenye nguvu zaidi.",
        legend: { played: "hatua iliyochezwa", better: "hatua bora zaidi" },
        costliest: "Zilizogharimu zaidi:",
        /** A costliest move's button, for a screen reader: its step and the move in words. */
        jump: (step, move) => `Hatua ${number(step)}: ${move}`,
        previous: "Iliyotangulia",
        next: "Inayofuata",
      },
      title: (move) => `Dokezo: ${move}.`,
      moves: {
        play: (cards) => `cheza ${cards[0]}`,
        capture: (cards) => `cheza ${cards[0]} na uchukue ${list(cards.slice(1))}`,
        draw: () => "chukua kadi kutoka kwenye fungu",
        take: () => "chukua kadi iliyo juu ya rundo la kutupa",
        open: (cards) => `fungua kwa kadi ${number(cards.length)} zilizoangaziwa`,
        meld: (cards) => `weka chini ${list(cards)}`,
        add: (cards) => `ongeza ${cards[0]} mezani`,
        swap: (cards) => `weka ${cards[0]} mahali pa jokari`,
        discard: (cards) => `tupa ${cards[0]}`,
        return: () => "rudisha kadi uliyochukua",
      },
      reasons: {
        only_move: "Huu ndio mchezo pekee unaoweza kucheza.",
        keeps: ({ cards }) => `Unabaki na ${list(cards)} mkononi kwa ajili ya baadaye.`,
        takes: ({ cards }) => `Inachukua ${list(cards)}.`,
        gives_little: ({ card }) => `${card} si saba wala si sarafu: unatoa kidogo tu.`,
        gives_back: ({ card }) => `${card} inarudi kwenye rundo la kutupa, na badala yake unachukua kadi kutoka kwenye rundo la kadi.`,
        discard_points: ({ card, points }) => `Ukitupa ${card} unaondoa pointi ${number(points)} za adhabu mkononi.`,
        draws_unseen: "Hakuna anayeona kadi unayochukua kutoka kwenye fungu.",
        wins_trick: "Inashinda duru hii, na wewe ndiye utaanza duru inayofuata.",
        scopa: "Inasafisha meza yote: scopa!",
        takes_settebello: "Inachukua settebello, yenye pointi moja peke yake.",
        sweep_avoided: "Kadi nyingine ingempa mchezaji anayefuata nafasi ya kusafisha meza.",
        leaves_unsweepable: ({ total }) => `Inabakiza ${number(total)} mezani: hakuna kadi moja inayoweza kusafisha hiyo.`,
        sweepers_out: ({ total }) => `Inabakiza ${number(total)} mezani, na kadi zote zinazoweza kusafisha hiyo zimeshachezwa.`,
        takes_sevens: ({ sevens }) => `Upande wako utakuwa na saba ${number(sevens)}: saba ndizo hushinda primiera.`,
        coins_count: ({ taken, coins }) =>
          `Inachukua sarafu ${number(taken)}: upande wako utakuwa na ${number(coins)}, na sita hushinda pointi.`,
        rank_out: ({ card }) => `Kadi nyingine zote zenye thamani sawa na ${card} zimeshatoka: hakuna anayeweza kuiunganisha.`,
        takes_cards: ({ count }) => `Inachukua kadi ${number(count)}, kuelekea pointi ya kadi nyingi.`,
        opens_with: ({ points }) => `Unaweza kufungua sasa, kwa pointi ${number(points)}.`,
        fits_table: ({ card, meld }) => `${card} inaingia kwenye ${list(meld)} mezani.`,
        lays_combination: ({ cards, points }) => `Ukiweka chini ${list(cards)} unaondoa pointi ${number(points)} za adhabu mkononi.`,
        takes_joker: ({ card, meld }) => `Kwa ${card} unarudisha jokari kutoka ${list(meld)}.`,
        discard_completes: ({ card }) => `${card} kwenye rundo la kutupa inaweza kuwekwa chini zamu hii pamoja na kadi zako.`,
        discard_completes_nothing: ({ card }) => `${card} kwenye rundo la kutupa isingeweza kuwekwa chini zamu hii.`,
        waits_for: ({ cards, wanted }) => `Baki na ${list(cards)}: zinasubiri ${either(wanted)}.`,
        they_took: ({ card, discard }) => `Kompyuta ilichukua ${card} kutoka rundo la kutupa; ${discard} haikaribiani nayo hata kidogo.`,
        throw_high: ({ count, card, points }) =>
          `Kompyuta imebaki na kadi ${number(count)} tu: ondoa ${card} (pointi ${number(points)}) kabla haijafunga.`,
        wins_points: ({ points }) => `Inashinda duru hii na pointi zake ${number(points)}.`,
        reaches_half: ({ points }) => `Duru hii inakufikisha pointi ${number(points)}: zaidi ya nusu, mzunguko huu ni wako.`,
        gives_nothing: "Duru hii imeshapotea: toa kadi isiyo na thamani.",
        saves_trump: "Inahifadhi turufu zako kwa baadaye.",
        leads_low: "Anza kwa kadi isiyo na thamani.",
      },
      /** The reasons while watching, said of the seat that moved (`who`, by its place): no one watching is "you". */
      watched: {
        only_move: ({ who }) => `Huu ndio mchezo pekee ambao ${who} anaweza kucheza.`,
        keeps: ({ who, cards }) => `${who} anabaki na ${list(cards)} mkononi kwa ajili ya baadaye.`,
        gives_little: ({ who, card }) => `${card} si saba wala si sarafu: ${who} anatoa kidogo tu.`,
        gives_back: ({ who, card }) => `${card} inarudi kwenye rundo la kutupa, na badala yake ${who} anachukua kadi kutoka kwenye rundo la kadi.`,
        discard_points: ({ who, card, points }) => `Akitupa ${card}, ${who} anaondoa pointi ${number(points)} za adhabu mkononi.`,
        draws_unseen: ({ who }) => `Hakuna anayeona kadi ambayo ${who} anachukua kutoka kwenye fungu.`,
        wins_trick: ({ who }) => `Inashinda duru hii, na ${who} ndiye ataanza duru inayofuata.`,
        takes_sevens: ({ who, sevens }) => `Upande wa ${who} utakuwa na saba ${number(sevens)}: saba ndizo hushinda primiera.`,
        coins_count: ({ who, taken, coins }) =>
          `Inachukua sarafu ${number(taken)}: upande wa ${who} utakuwa na ${number(coins)}, na sita hushinda pointi.`,
        opens_with: ({ who, points }) => `${who} anaweza kufungua sasa, kwa pointi ${number(points)}.`,
        lays_combination: ({ who, cards, points }) => `Akiweka chini ${list(cards)}, ${who} anaondoa pointi ${number(points)} za adhabu mkononi.`,
        takes_joker: ({ who, card, meld }) => `Kwa ${card}, ${who} anarudisha jokari kutoka ${list(meld)}.`,
        discard_completes: ({ who, card }) => `${card} kwenye rundo la kutupa inaweza kuwekwa chini zamu hii pamoja na kadi za ${who}.`,
        waits_for: ({ who, cards, wanted }) => `${who} anabaki na ${list(cards)}: zinasubiri ${either(wanted)}.`,
        reaches_half: ({ who, points }) => `Duru hii inamfikisha ${who} pointi ${number(points)}: zaidi ya nusu, mzunguko huu umeshindwa.`,
        gives_nothing: ({ who }) => `Duru hii imeshapotea: ${who} anatoa kadi isiyo na thamani.`,
        saves_trump: ({ who }) => `Inahifadhi turufu za ${who} kwa baadaye.`,
        leads_low: ({ who }) => `${who} anaanza kwa kadi isiyo na thamani.`,
      },
    };
  })(),

  /** The table's sounds (web/sound/): the toolbar's switch, and what it says. */
  sound: { toolbar: "Sauti", announce: (on) => (on ? "Sauti imewashwa." : "Sauti imezimwa.") },
  /** Kutazama kompyuta ikicheza kila kiti (app/plugins/watch.js). */
  watch: {
    menu: "Tazama",
    label: "Kompyuta inacheza yenyewe",
    play: "Endesha",
    pause: "Simamisha",
    step: "Hatua moja",
    speed: "Kasi",
    faces: "Karata wazi",
    reasons: "Sababu",
    started: "Kompyuta inacheza kila kiti: isimamishe, songa hatua moja moja, au fungua karata za mikononi.",
    status: { text: "Unatazama kompyuta ikicheza.", keys: "K endesha au simamisha · J hatua moja · V kasi · F karata · I sababu" },
    seat: (seat, seats) => (seats === 4 ? ["Chini", "Kulia", "Juu", "Kushoto"] : seats === 3 ? ["Chini", "Kulia", "Kushoto"] : ["Chini", "Juu"])[seat],
    why: (who, move, reasons) => `${who}: ${move}.${reasons.length ? ` Sababu: ${reasons.join(" ")}` : ""}`,
    sides: (seats) => (seats === 4 ? ["Chini na juu", "Kulia na kushoto"] : ["Chini", "Juu"]),
    /** Who won a watched game: a side (`pair`: of two seats), a match where the game is played to one (Briscola, Scala 40). */
    wins: (side, pair, match) => `${side} ${pair ? "wameshinda" : "ameshinda"} ${match ? "mechi" : "mchezo"}!`,
    hand: (seat) => `Karata za ${seat}`,
    /** Maandishi ya meza wakati wa kutazama: kila kiti (`seat`) au jozi (`side`) kwa jina la mahali pake, hakuna "wewe" hapo. */
    holds: (seat, count) => `${seat} ana karata ${number(count)} mkononi`,
    shows: (seat, cards) => `${seat} ${cards.length ? `ana ${list(cards)}` : "hana karata yoyote"} mkononi`,
    tag: (seat, count) => `${seat} · ${number(count)}`,
    zone: (seat) => `Michanganyiko ya ${seat}`,
    /** Kitita na rundo la kutupa la Scala 40, bila miguso ya mchezaji. */
    stock: (count) => `Kitita, karata ${number(count)}`,
    discard: (card) => `Rundo la kutupa, juu ni ${card}`,
    meld: (seat, kind, cards, stands) => `${capital(kind)} ${kind === "mfululizo" ? "w" : "y"}a ${seat}: ${list(cards)}` + (stands.length ? `; joker inasimama badala ya ${stands.join(" au ")}` : ""),
    showMelds: (seat) => `Tazama kwa ukubwa michanganyiko ya ${seat}`,
    trick: (seat, card, led) => `${card}: ${led ? "ameanza" : "amecheza"} ${seat}`,
    tricks: (seat, count, last, held, total) =>
      `Duru alizoshinda ${seat}: ${count ? `karata ${number(count)}` : "bado hakuna"}` +
      (last ? `; ya mwisho, ${list(last)}, ilikuwa na ${points(held)}` : "") +
      (total === null ? "" : `; hadi sasa ${points(total)}`),
    handTo: (side) => `Mzunguko kwa ${side}`,
    sideWins: (side) => `${side} wameshinda mzunguko.`,
  },

  /** Chumba cha mipangilio (web/app/views/settings-room.js): kila chaguo linatumika mara moja. */
  settingsRoom: {
    title: "Mipangilio",
    sections: { cards: "Karata", sound: "Sauti", motion: "Mwendo", play: "Kucheza" },
    style: "Aina ya karata",
    fourColours: "Rangi nne za alama (karata za Kifaransa na za Namba)",
    cardSize: "Ukubwa wa karata",
    cardSizes: { normal: "Kawaida", large: "Kubwa" },
    leftHanded: "Mkono wa kushoto: vitufe upande wa kushoto",
    soundOn: "Sauti imewashwa",
    volume: "Kiwango cha sauti",
    percent: (value) => `${number(value)}%`,
    speed: "Kasi ya michoro",
    speeds: { slow: "Polepole", normal: "Kawaida", fast: "Haraka", instant: "Papo hapo" },
    motion: "Punguza mwendo",
    motions: { system: "Kama kifaa", reduce: "Ndiyo", full: "Hapana" },
    confirmCaptures: "Uliza kabla ya kuchukua karata kadhaa",
    autoPlay: "Cheza yenyewe hatua ya lazima",
    showOdds: "Onyesha pamoja na dokezo pointi zinazotarajiwa za kila hatua",
  },
  /** Kuchukua karata kadhaa, kunaulizwa kwanza mchezaji akitaka (chumba cha mipangilio). */
  confirmCapture: {
    question: (card, taken) => `Uchukue ${list(taken)} kwa ${card}?`,
    yes: "Chukua",
    no: "Ghairi",
  },

  /** Paneli ya Takwimu (web/ui/statistics-panel.js). */
  statistics: {
    toolbar: "Takwimu",
    title: (game) => `Takwimu: ${game}`,
    empty: "Bado hakuna raundi ya mchezo huu iliyohesabiwa: cheza moja kisha urudi hapa.",
    column: (level, assisted) => (assisted ? `${level}, kwa msaada` : level),
    rows: {
      matches: "Mechi zilizochezwa",
      matchesWon: "Mechi ulizoshinda",
      rounds: "Raundi zilizochezwa",
      roundsWon: "Raundi ulizoshinda",
      average: "Wastani wa pointi kwa raundi",
      streak: "Ushindi mfululizo sasa",
      bestStreak: "Ushindi mfululizo bora zaidi",
    },
    feats: {
      scopas: "Scopa",
      napolas: "Napola",
      settebellos: "Settebello ulizochukua",
      inOneGo: "Raundi zilizofungwa kwa mkupuo mmoja",
      eighty: "Mikono ya pointi 80 au zaidi",
    },
    chart: (level, won, lost) => `Mechi zako za mwisho katika kiwango ${level}: umeshinda ${number(won)}, umeshindwa ${number(lost)}.`,
    chartEmpty: "Maliza mechi moja ili uone matokeo yako hapa.",
    legend: {
      won: "Mechi uliyoshinda",
      lost: "Mechi uliyopoteza",
      axes: (count) => `Mechi zako ${number(count)} za mwisho katika kiwango hiki, ya zamani zaidi ikiwa kushoto. Urefu wa kila nguzo ni tofauti ya pointi kati ya alama mbili za mwisho.`,
    },
    export: "Hamisha",
    import: "Leta",
    reset: "Futa zote",
    exported: "Takwimu zimehifadhiwa kwenye faili.",
    imported: "Takwimu zimeletwa.",
    confirmReset: "Ufute takwimu za michezo yote? Hili haliwezi kutenduliwa.",
    resetYes: "Zifute",
    resetNo: "Usizifute",
    resetDone: "Takwimu zimefutwa.",
    refused: {
      not_json: "Faili hilo halisomeki: si faili la takwimu. Hakuna kilichobadilika.",
      not_statistics: "Faili hilo halina takwimu za mazzo. Hakuna kilichobadilika.",
      bad_field: (field) => `Takwimu za faili hilo zimeharibika (katika ${field}). Hakuna kilichobadilika.`,
      not_playing: "Mchezo unachezwa kwenye kichupo kingine: leta takwimu huko.",
    },
  },

  /** Mgawo wa leo na kushiriki mgawo (web/app/plugins/daily.js). */
  daily: {
    inPlay: "Mgawo wa leo",
    played: (line) => `Umeshacheza mgawo wa leo: ${line}. Ucheze tena?`,
    replay: "Cheza tena",
    result: (game, date, won, mine, theirs, feats) =>
      `mazzo ${game}, ${date}: ${won ? "nimeshinda" : "nimeshindwa"} ${number(mine)}–${number(theirs)}${feats.length ? `, ${list(feats)}` : ""}`,
    feat: (feat, count) =>
      ({
        scopas: `scopa ${number(count)}`,
        napolas: `napola ${number(count)}`,
        settebellos: count === 1 ? "settebello" : `settebello mara ${number(count)}`,
        inOneGo: `raundi ${number(count)} zilizofungwa kwa mkupuo mmoja`,
        eighty: `mikono ${number(count)} ya pointi 80 au zaidi`,
      })[feat] ?? "",
    /** Over the share button: what the link gives a friend. */
    link: "Mtumie rafiki mgawo huu: karata zilezile, kwenye meza ileile.",
    copyResult: "Nakili matokeo",
    share: "Shiriki kiungo",
    copied: "Imenakiliwa.",
    copyFailed: "Kivinjari hakikuruhusu ukurasa kunakili: chagua maandishi kisha unakili.",
  },

  /** Meza kwa wasomaji wa skrini (app/views/mirror.js), matangazo yake na vitufe vyake vya kusoma. */
  mirror: {
    skip: "Ruka hadi mezani kwa wasomaji wa skrini",
    switch: "Msomaji wa skrini: meza kama maandishi, kila hatua husomwa inapotokea, bila kusubiri michoro",
    title: "Meza, kwa wasomaji wa skrini",
    score: "Alama",
    hand: "Karata zako",
    actions: "Unachoweza kufanya",
    table: "Mezani",
    stock: "Fungu na karata zilizotupwa",
    others: "Wachezaji wengine",
    captures: "Karata zilizochukuliwa",
    news: "Yaliyotokea",
    empty: "hakuna kitu",
    nothingYet: "Bado hakuna kilichotangazwa.",
    points: (side, points) => `${side}: ${number(points)}`,
    stockCount: (count) => `Fungu lina karata ${number(count)}`,
    discard: (cards) => (cards.length ? `Zilizotupwa, ya juu kwanza: ${list(cards)}` : "Hakuna karata iliyotupwa"),
    captured: (who, cards, scopas) =>
      `${who}: ${cards.length ? `karata ${number(cards.length)}, ${list(cards)}` : "bado hajachukua karata"}${scopas ? `; scopa ${number(scopas)}` : ""}`,
    keys: "Vitufe",
    keyLines: [
      "Y: husoma karata zako",
      "E: husoma meza, fungu na karata zilizotupwa",
      "C: husoma alama",
      "W: husoma walicho nacho, walichoweka chini au walichochukua wengine",
      "R: hurudia tangazo la mwisho",
      "1 hadi 9: huchagua karata ya mkononi; Enter huthibitisha, Esc hughairi",
      "?: vitufe vyote, katika vidhibiti vya sheria",
    ],
    seat: (seat, seats) => (seats === 4 ? ["Wewe", "Mpinzani wa kulia", "Mwenzako", "Mpinzani wa kushoto"] : seats === 3 ? ["Wewe", "Mpinzani wa kulia", "Mpinzani wa kushoto"] : ["Wewe", "Kompyuta"])[seat],
  },
};
