/** Bahasa Indonesia: the same keys as en.js. */
import { formatters } from "./format.js";

const { number, list } = formatters("id");

const SUITS = {
  italian: { D: "koin", H: "piala", S: "pedang", C: "tongkat" },
  french: { D: "wajik", H: "hati", S: "sekop", C: "keriting" },
};
const RANKS = {
  italian: { 1: "As", 8: "Jack", 9: "Ksatria", 10: "Raja" },
  french: { 1: "As", 8: "Jack", 9: "Ratu", 10: "Raja" },
};
const deckOf = (style) => (style === "french" ? "french" : "italian");

const you = (player) => player === 0;
const LOST = "Permainan yang sedang berjalan akan hilang.";

export default {
  language: { name: "Bahasa Indonesia", short: "ID" },
  languageSwitch: "Bahasa",
  close: "Tutup",
  number,

  title: "Mazzo",
  tagline: "Permainan kartu Italia",
  steps: {
    runtime: "Memuat Python…",
    engine: "Memasang mesin permainan…",
    ready: "Mengocok kartu…",
  },
  failed: {
    runtime: "Python gagal dimuat.",
    engine: "Mesin permainan gagal dipasang.",
    worker: "Mesin permainan gagal dijalankan.",
  },
  failedHint: "Periksa koneksi, lalu coba lagi.",
  retry: "Coba lagi",
  version: (version) => `mazzo ${version}`,

  levels: { easy: "Mudah", normal: "Normal", hard: "Sulit" },
  styles: { napoli: "Napoli", piacenza: "Piacenza", french: "Prancis" },
  players: ["Kamu", "Komputer"],

  /** "7 koin", "Ksatria piala", "Ratu hati". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${RANKS[deck][value] ?? value} ${SUITS[deck][suit]}`;
  },

  toolbar: {
    label: "Permainan",
    newGame: "Permainan baru",
    level: "Tingkat",
    style: "Kartu",
    napola: "Napola",
    onOff: (on) => (on ? "nyala" : "mati"),
    rules: "Aturan",
  },
  groups: { hand: "Kartu di tanganmu", table: "Meja" },

  score: {
    label: "Skor",
    target: (target) => `sampai ${number(target)} poin`,
    round: (round) => `Ronde ${number(round)}`,
  },
  table: { scopa: "Scopa!" },

  status: {
    yourTurn: { text: "Giliranmu: mainkan satu kartu.", keys: "Tombol 1 sampai 3." },
    choose: (card, ways) => ({
      text: `${card} bisa mengambil dengan ${number(ways)} cara: ketuk kartu yang mau diambil.`,
      keys: "Atau ← → lalu Enter; Esc membatalkan.",
    }),
    computerTurn: { text: "Komputer sedang berpikir…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const played = `${you(player) ? "Kamu" : "Komputer"} memainkan ${card}`;
      return captures.length ? `${played} dan mengambil ${list(captures)}.` : `${played}.`;
    },
    scopa: (player) => `Scopa! ${you(player) ? "Kamu" : "Komputer"} menyapu bersih meja.`,
    deal: (cards) => `Kartu baru: ${list(cards)}.`,
    sweep: (player, count) =>
      `${count === 1 ? "Kartu terakhir" : `${number(count)} kartu terakhir`} di meja masuk ke tumpukan${you(player) ? "mu" : " komputer"}.`,
    newGame: (level, napola) => `Permainan baru, tingkat ${level}${napola ? ", dengan napola" : ""}. Kartu sudah dibagikan.`,
    newRound: (round) => `Ronde ${number(round)}: kartu sudah dibagikan.`,
    resumed: "Selamat datang kembali: permainanmu berlanjut.",
    roundOver: (mine, theirs) => `Ronde selesai: kamu dapat ${number(mine)} poin, komputer ${number(theirs)} poin.`,
    style: (style) => `Kartu ${style}.`,
  },

  count: {
    title: (round) => `Ronde ${number(round)}: hitungan poin`,
    lines: {
      cards: "Kartu",
      coins: "Koin",
      settebello: "Settebello",
      primiera: "Primiera",
      scopa: "Scopa",
      napola: "Napola",
      round: "Ronde ini",
      total: "Total permainan",
    },
    yes: "ya",
    no: "—",
    none: "—",
    target: (target) => `Yang pertama mencapai ${number(target)} poin menang.`,
    winner: (player, mine, theirs) =>
      you(player)
        ? `Kamu menang, ${number(mine)} lawan ${number(theirs)}!`
        : `Komputer menang, ${number(theirs)} lawan ${number(mine)}.`,
    next: "Ronde berikutnya",
    newGame: "Permainan baru",
  },

  confirm: {
    newGame: `Mulai permainan baru? ${LOST}`,
    level: (level) => `Mulai permainan baru di tingkat ${level}? ${LOST}`,
    napola: (on) => `Mulai permainan baru ${on ? "dengan" : "tanpa"} napola? ${LOST}`,
    yes: "Permainan baru",
    no: "Lanjut bermain",
  },
  engineError: (message) => `Mesin permainan gagal: ${message}`,

  rulesPanel: {
    page: "Buka sebagai halaman",
    loading: "Memuat aturan…",
    failed: "Aturan gagal dimuat.",
  },
};
