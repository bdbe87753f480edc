/** Bahasa Indonesia: the same keys as en.js. */
import { formatters } from "./format.js";

const { number, list, either } = formatters("id");

const SUITS = {
  italian: { D: "koin", H: "piala", S: "pedang", C: "tongkat" },
  french: { D: "wajik", H: "hati", S: "sekop", C: "keriting" },
};
const RANKS = {
  italian: { 1: "As", 8: "Jack", 9: "Ksatria", 10: "Raja" },
  french: { 1: "As", 8: "Jack", 9: "Ratu", 10: "Raja" },
};
const deckOf = (style) => (style === "french" || style === "numbers" ? "french" : "italian");
/** The French numbers style has no faces: 8, 9 and 10 are numbers. */
const ranksOf = (style) => (style === "numbers" ? { 1: "As" } : RANKS[deckOf(style)]);

const you = (player) => player === 0;
/**
 * Siapa yang bergerak, dalam kata-kata sebuah langkah: nomor kursi (0: kamu) atau, bila meja memberi
 * nama pada kursinya (orang yang bermain bersama, komputer yang ditonton), nama itu.
 */
const who = (player, seat) => (typeof player === "string" ? player : seat);
const points = (count) => `${number(count)} poin`;
const capital = (text) => text[0].toUpperCase() + text.slice(1);
const MATCH_LOST = "Pertandingan yang sedang berjalan akan hilang.";
const LOST = "Permainan yang sedang berjalan akan hilang.";
/** Kursi di meja berempat, menurut nomornya: sebagai subjek, sebagai pemilik tumpukan, dan singkat (di hitungan). */
const FOUR_SEATS = ["Kamu", "Lawan di kananmu", "Rekanmu", "Lawan di kirimu"];
const FOUR_PILES = ["tumpukanmu", "tumpukan lawan di kananmu", "tumpukan rekanmu", "tumpukan lawan di kirimu"];
const FOUR_SHORT = ["kamu", "kanan", "rekan", "kiri"];
/** Each seat on a pill, short enough for a phone. */
const FOUR_TAGS = ["Kamu", "Kanan", "Rekan", "Kiri"];
const FOUR_TABLES = { scopa: "Scopa berempat", scientifico: "Scopone Scientifico", classico: "Scopone Classico" };
// Scala 40 bertiga dan berempat: tiap kursi seperti disebut dalam kalimat, dan nama pendeknya (bilah skor, hitungan, zona).
const SCALA_SEATS = { 3: ["Kamu", "Pemain di kananmu", "Pemain di kirimu"], 4: ["Kamu", "Pemain di kananmu", "Pemain di depanmu", "Pemain di kirimu"] };
const SCALA_NAMES = { 3: ["Kamu", "Kanan", "Kiri"], 4: ["Kamu", "Kanan", "Depan", "Kiri"] };

/** Scopa's lessons (learn.lessons.scopa); Scopone's share their words but where they say otherwise. */
const SCOPA_LESSONS = {
  values: {
    title: "Kartu dan nilainya",
    goal: (c) => `Kartu angka bernilai sesuai angkanya, tiga kartu gambar bernilai 8, 9 dan 10. Ambil ${c.QC} dan ${c.AS} dengan ${c.KD}: 9 tambah 1 jadi 10.`,
    why: "Setiap kartu bernilai 1 sampai 10: hanya itu yang perlu kamu tahu untuk melihat apa yang bisa diambil sebuah kartu.",
  },
  take_one: {
    title: "Mengambil satu kartu",
    goal: (c) => `Mainkan ${c["7D"]} untuk mengambil ${c["7H"]}: sebuah kartu mengambil kartu yang nilainya sama.`,
    why: "Kartu yang kamu ambil jadi milikmu saat penghitungan: lebih banyak kartu, lebih banyak koin, lebih banyak peluang poin.",
  },
  take_sum: {
    title: "Mengambil beberapa kartu",
    goal: (c) => `Ambil ${c["4D"]} dan ${c["2H"]} sekaligus dengan ${c["6C"]}: 4 tambah 2 jadi 6.`,
    why: "Satu kartu bisa mengambil beberapa kartu sekaligus: cari jumlahnya di setiap giliran.",
  },
  same_value_first: {
    title: "Nilai yang sama dulu",
    goal: (c) => `Ambil dengan ${c["5D"]}. Ada angka 5 di meja, jadi kartu itu harus mengambil 5 tersebut, bukan 3 dan 2.`,
    why: "Kalau ada kartu bernilai sama di meja, jumlah tidak boleh: kartu itulah yang diambil.",
  },
  scopa: {
    title: "Scopa",
    goal: () => "Ambil semua kartu di meja sekaligus: itulah scopa.",
    why: "Setiap scopa bernilai satu poin. Meja yang jumlahnya 10 atau kurang bisa memberi lawan satu scopa.",
  },
  last_taker: {
    title: "Pengambil terakhir",
    goal: (c) => `Dek sudah habis dan ini kartu terakhirmu. Ambil ${c["3S"]} dengan ${c["3D"]}.`,
    why: "Saat kartu terakhir dimainkan, sisa kartu di meja jadi milik pemain yang terakhir mengambil.",
  },
  settebello: {
    title: "Settebello",
    goal: (c) => `Settebello adalah ${c["7D"]}: ambil kartu itu.`,
    why: "Settebello sendiri bernilai satu poin saat penghitungan.",
  },
  primiera: {
    title: "Primiera",
    goal: () => "Ambil kartu yang paling berharga untuk primiera: 7 paling tinggi, lalu 6, lalu As.",
    why: "Saat penghitungan, tiap pemain menjumlahkan kartu terbaiknya dari setiap jenis, dan total tertinggi mendapat satu poin: 7 dan 6 layak diambil.",
  },
  count: {
    title: "Penghitungan",
    goal: (c) => `Dua kartu terakhir, dek sudah habis. Ambil ${c["7H"]}: kartu itu memberimu primiera. Lalu mainkan ${c.KD}, dan penghitungan menyusul.`,
    why: "Saat penghitungan, kartu, koin, settebello, dan primiera masing-masing bernilai satu poin. Primiera-mu, dua 7 dan dua 6, bernilai 78 lawan 75: tanpa 7 yang kamu ambil, primiera jadi milik lawan.",
  },
  round: {
    title: "Satu babak penuh",
    goal: () => "Mainkan babak ini sampai habis melawan komputer, sampai penghitungan. Bingung? Minta petunjuk.",
    why: "Setiap giliran pertanyaannya sama: apa yang bisa kuambil, apa yang kutinggalkan di meja? Petunjuk menunjukkan langkah pemain terkuat, dan alasannya.",
  },
};

export default {
  languageSwitch: "Bahasa",
  close: "Tutup",
  number,

  title: "Mazzo",
  tagline: "Permainan kartu Italia",
  steps: {
    runtime: "Mengeluarkan setumpuk kartu…",
    engine: "Menyiapkan meja…",
    ready: "Membagikan kartu…",
  },
  /** The loading panel: what mazzo is, and one tip (a different one each day). */
  loading: {
    about: "Scopa, Scopone, Scala 40, dan Briscola melawan komputer, langsung di peramban. Permainanmu tersimpan di perangkat ini.",
    tip: (text) => `Kiat: ${text}`,
    tips: [
      "Ketuk kartu untuk memainkannya; jika kartu itu bisa mengambil dengan beberapa cara, ketuk kartu yang ingin kamu ambil.",
      "Petunjuk menunjukkan langkah yang akan dipilih pemain komputer terkuat, beserta alasannya.",
      "Kartu hari ini sama untuk semua orang: bandingkan hasilmu dengan hasil teman-temanmu.",
    ],
  },
  failed: {
    runtime: "Python gagal dimuat.",
    engine: "Mesin permainan gagal dipasang.",
    worker: "Mesin permainan gagal dijalankan.",
    stopped: "Mesin permainan berhenti. Permainanmu tersimpan: mulai ulang mesinnya untuk melanjutkan.",
  },
  failedHint: "Periksa koneksi, lalu coba lagi.",
  retry: "Coba lagi",
  notices: {
    updateReady: "Versi baru Mazzo sudah siap dan akan dipakai saat kamu membuka permainan lagi.",
    restoreFailed: "Permainan yang tersimpan tidak dapat dipulihkan, jadi permainan baru dimulai.",
    dismiss: "OK",
  },
  version: (version) => `mazzo ${version}`,

  games: { scopa: "Scopa", scala40: "Scala 40", briscola: "Briscola", scopone: "Scopone", tressette: "Tressette" },
  levels: { easy: "Mudah", normal: "Normal", hard: "Sulit" },
  styles: { napoli: "Napoli", piacenza: "Piacenza", french: "Prancis", numbers: "Angka" },
  players: ["Kamu", "Komputer"],

  /** "7 koin", "Ksatria piala", "Ratu hati". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${ranksOf(style)[value] ?? value} ${SUITS[deck][suit]}`;
  },
  /** A suit's name, as a refusal names the suit led. */
  suitName: (suit, style) => SUITS[deckOf(style)][suit],

  toolbar: {
    label: "Permainan",
    level: "Tingkat",
    target: "Target",
    napola: "Napola",
    onOff: (on) => (on ? "nyala" : "mati"),
    rules: "Aturan",
    settings: "Pengaturan",
  },
  /** Menu permainan (web/app/views/menu.js): pintu masuk, dengan sambutan pada kunjungan pertama. */
  together: {
    seats: "Di meja",
    seat: (n) => `Kursi ${number(n)}`,
    person: "Orang",
    computer: "Komputer",
    defaultName: (n) => `Pemain ${number(n)}`,
    nameLabel: (n) => `Nama pemain di kursi ${number(n)}`,
    passTo: (name) => `Berikan kepada ${name}`,
    passNote: "Semua kartu di tangan tertutup. Hanya pemain berikutnya yang boleh melihat.",
    passShow: (name) => `${name}: tampilkan kartuku`,
    turnOf: (name) => `Giliran ${name}`,
    alone: "Kamu, melawan komputer",
    wins: (name) => `${name} memenangkan permainan!`,
    roundOver: (names, scored) => `Ronde selesai: ${names.map((name, side) => `${name} ${points(scored[side])}`).join(", ")}.`,
    whose: "Statistik milik",
  },
  menu: {
    open: "Menu",
    title: "Mau main apa?",
    close: "Tutup menu",
    welcome: [
      "Mazzo menghadirkan permainan kartu Italia melawan komputer, langsung di peramban: Scopa, Scopone, Scala 40, dan Briscola.",
      "Untuk memainkan kartu, ketuk kartunya, atau tekan nomornya di papan ketik.",
      "Semuanya tersimpan di perangkat ini: permainan, pengaturan, dan statistikmu tidak pernah dikirim ke mana pun.",
    ],
    game: "Permainan",
    deal: "Bagikan kartu",
    resume: "Lanjutkan",
    inProgress: "sedang dimainkan",
    daily: "Kartu hari ini",
    dailyDone: "kartu hari ini sudah dimainkan",
    playedToday: (line) => `Sudah dimainkan hari ini: ${line}`,
    waiting: "Kartu segera datang: permainan masih dimuat…",
    another: "Permainan lain",
  },
  groups: { hand: "Kartu di tanganmu", table: "Meja", actions: "Aksi" },

  /** Another player's hand, face down: how many cards it holds. */
  opponentHand: (count) => `Komputer memegang ${number(count)} kartu`,

  score: {
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
      const played = `${you(player) ? "Kamu" : who(player, "Komputer")} memainkan ${card}`;
      return captures.length ? `${played} dan mengambil ${list(captures)}.` : `${played}.`;
    },
    scopa: (player) => `Scopa! ${you(player) ? "Kamu" : who(player, "Komputer")} menyapu bersih meja.`,
    deal: (cards) => `Kartu baru: ${list(cards)}.`,
    sweep: (player, count) =>
      `${count === 1 ? "Kartu terakhir" : `${number(count)} kartu terakhir`} di meja masuk ke tumpukan${you(player) ? "mu" : ` ${who(player, "komputer")}`}.`,
    newGame: (level, rules) => `Permainan baru, tingkat ${level}${rules.length ? `, dengan ${list(rules)}` : ""}. Kartu sudah dibagikan.`,
    houseRules: { napola: "napola", re_bello: "Re Bello", ace_takes_all: "aturan as ambil semua", fifteen: "aturan lima belas" },
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
      re_bello: "Re Bello",
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
    aside: "Tutup hitungan untuk melihat meja",
    again: "Lihat hitungan lagi",
  },

  confirm: {
    newGame: `Mulai permainan baru? ${LOST}`,
    yes: "Permainan baru",
    no: "Lanjut bermain",
  },
  engineError: (message) => `Mesin permainan gagal: ${message}`,

  /**
   * Meja berempat: Scopa berpasangan dan Scopone. Kursi: 0 kamu, 1 lawan di
   * kananmu, 2 rekanmu (di seberang), 3 lawan di kirimu; tim: 0 timmu, 1 tim lawan.
   */
  four: {
    sides: ["Kita", "Mereka"],
    tables: FOUR_TABLES,
    choices: {
      players: {
        name: "Pemain",
        value: (count) => number(count),
      },
      variant: {
        name: "Varian",
        value: (variant) => ({ scientifico: "Scientifico", classico: "Classico" })[variant],
      },
      re_bello: {
        name: "Re Bello",
      },
      declarations: {
        name: "Deklarasi",
      },
      capture: {
        name: "Cara mengambil",
        value: (rule) => ({ classic: "Klasik", ace_takes_all: "As ambil semua", fifteen: "Lima belas" })[rule],
      },
    },
    hand: (seat, count) => `${FOUR_SEATS[seat]} memegang ${number(count)} kartu`,
    /** A seat's name and a count on the table (its hand, its pile), short enough for a pill on a phone. */
    tag: (seat, count) => `${FOUR_TAGS[seat]} · ${number(count)}`,
    /** A pile's pills at the table: whose it is (above), and the cards won in it (below), unlike a hand's "Partner · 3". */
    pileOwner: (seat) => FOUR_TAGS[seat],
    pileWon: (count) => `Didapat · ${number(count)}`,
    keys: (count) => (count >= 10 ? "Tombol 1 sampai 9, dan 0 untuk kartu kesepuluh." : count === 1 ? "Tombol 1." : `Tombol 1 sampai ${number(count)}.`),
    seatScopas: (seats, scopas) => seats.map((seat, i) => `${FOUR_SHORT[seat]}\u00a0${number(scopas[i])}`).join(" · "),
    winner: (side, ours, theirs) =>
      side === 0
        ? `Timmu menang, ${number(ours)} lawan ${number(theirs)}!`
        : `Tim lawan menang, ${number(theirs)} lawan ${number(ours)}.`,
    announce: {
      play(player, card, captures) {
        const played = `${who(player, FOUR_SEATS[player])} memainkan ${card}`;
        return captures.length ? `${played} dan mengambil ${list(captures)}.` : `${played}.`;
      },
      scopa: (player) => `Scopa! ${who(player, FOUR_SEATS[player])} menyapu bersih meja.`,
      sweep: (player, count) =>
        `${count === 1 ? "Kartu terakhir" : `${number(count)} kartu terakhir`} di meja masuk ke ${typeof player === "string" ? `tumpukan ${player}` : FOUR_PILES[player]}.`,
      newGame: (table, level, rules) =>
        `Permainan baru ${table}, tingkat ${level}${rules.length ? `, dengan ${list(rules)}` : ""}. Kartu sudah dibagikan.`,
      roundOver: (ours, theirs) => `Ronde selesai: timmu dapat ${number(ours)} poin, tim lawan ${number(theirs)} poin.`,
    },
  },

  scala40: {
    /** "7H" → "7 hati", "TD" → "10 wajik", "JK" → "Joker". */
    cardName(card) {
      if (card === "JK") return "Joker";
      const ranks = { A: "As", T: "10", J: "Jack", Q: "Queen", K: "King" };
      const suits = { D: "wajik", H: "hati", S: "sekop", C: "keriting" };
      return `${ranks[card[0]] ?? card[0]} ${suits[card[1]]}`;
    },
    zones: ["Kombinasimu", "Kombinasi komputer"],
    stock: (count) => `Tumpukan ambil, ${number(count)} kartu: ambil`,
    discardPile: (card) =>
      card ? `Tumpukan buangan, ${card} di atas: ambil kartunya, atau buang ke sini` : "Tumpukan buangan, kosong",
    meld: (owner, kind, cards, stands) =>
      `${capital(kind)} ${you(owner) ? "milikmu" : "milik komputer"}: ${list(cards)}` +
      (stands.length ? `; joker menggantikan ${stands.join(" atau ")}` : ""),
    kinds: { set: "set", run: "urutan" },
    prepared: (cards, verdict) =>
      `Disiapkan: ${list(cards)}${verdict ? `, ${verdict}` : ""}. Ketuk untuk mengambil kembali.`,

    actions: {
      sort: "Urutkan",
      sortBy: { rank: "Urutkan menurut angka", suit: "Urutkan menurut jenis" },
      lay: "Turunkan",
      open: "Buka",
      discard: "Buang",
      return: "Kembalikan",
    },
    total: (points) => `${number(points)} / 40`,
    frameTitle: (points) => `Bukaanmu: ${number(points)} dari 40`,
    frameHint: "Siapkan bukaanmu di sini: 40 poin atau lebih",
    points: (count) => `${number(count)} poin`,
    reasons: {
      too_few: "kartunya terlalu sedikit",
      two_jokers: "ada dua joker",
      not_a_set: "bukan set",
      not_a_run: "bukan urutan",
    },

    status: {
      draw: (top) => ({
        text: top
          ? `Giliranmu: ambil dari tumpukan ambil, atau ambil ${top} dari tumpukan buangan.`
          : "Giliranmu: ambil dari tumpukan ambil.",
        keys: "S tumpukan ambil · P tumpukan buangan.",
      }),
      stock: { text: "Ambil dari tumpukan ambil.", keys: "S tumpukan ambil." },
      prepare: {
        text: "Pilih kartu lalu turunkan untuk menyiapkan bukaanmu, atau buang kartu.",
        keys: "← → Spasi pilih · Enter turunkan · X buang.",
      },
      ready: (points) => ({ text: `Bukaanmu bernilai ${number(points)}: buka, atau siapkan lagi.`, keys: "Enter membuka." }),
      play: {
        text: "Turunkan kartu, tempelkan ke meja, atau buang kartu untuk mengakhiri giliran.",
        keys: "← → Spasi pilih · Enter turunkan · A tempel · X buang.",
      },
      taken: (card) => ({
        text: `Taruh ${card} di meja pada giliran ini, atau kembalikan.`,
        keys: "Enter turunkan · A tempel · B kembalikan.",
      }),
      placing: (what) => ({ text: what, keys: "A atau ← → tempat lain · Enter · Esc membatalkan." }),
    },
    placing: {
      add: (card, meld) => `Tempelkan ${card} ke ${meld}?`,
      low: (card, meld) => `Tempelkan ${card} di ujung bawah ${meld}?`,
      swap: (card, meld) => `Taruh ${card} di tempat joker pada ${meld}, lalu ambil jokernya?`,
    },
    /** The mirror's buttons for the places the selected card can take (`cards`: the combination's cards). */
    place: {
      add: (card, cards) => `Tempelkan ${card} pada kombinasi ${list(cards)}`,
      low: (card, cards) => `Tempelkan ${card} di ujung bawah kombinasi ${list(cards)}`,
      swap: (card, cards) => `Ganti joker pada kombinasi ${list(cards)} dengan ${card}, lalu ambil jokernya`,
    },

    announce: {
      draw: (player, card) => (you(player) ? `Kamu mengambil ${card}.` : `${who(player, "Komputer")} mengambil dari tumpukan ambil.`),
      take: (player, card) => `${you(player) ? "Kamu" : who(player, "Komputer")} mengambil ${card} dari tumpukan buangan.`,
      return: (player, card) => `${you(player) ? "Kamu" : who(player, "Komputer")} mengembalikan ${card} ke tumpukan buangan.`,
      rebuild: "Tumpukan buangan dikocok menjadi tumpukan ambil yang baru.",
      open: (player, count, melds) => `${you(player) ? "Kamu" : who(player, "Komputer")} membuka dengan ${points(count)}: ${melds.map(list).join("; ")}.`,
      meld: (player, cards) => `${you(player) ? "Kamu" : who(player, "Komputer")} menurunkan ${list(cards)}.`,
      add: (player, card, cards) => `${you(player) ? "Kamu" : who(player, "Komputer")} menempelkan ${card} ke kombinasi ${list(cards)}.`,
      swap: (player, card, cards) => `${you(player) ? "Kamu" : who(player, "Komputer")} mengambil kembali joker dari kombinasi ${list(cards)} dengan ${card}.`,
      discard: (player, card) => `${you(player) ? "Kamu" : who(player, "Komputer")} membuang ${card}.`,
      close: (player, doubled) =>
        `${you(player) ? "Kamu" : who(player, "Komputer")} menutup ronde${doubled ? " sekaligus: poinnya dikali dua!" : "!"}`,
      void: "Tumpukan ambil habis dua kali: tidak ada yang mendapat poin ronde ini.",
      prepared: (cards) => `Disisihkan untuk bukaanmu: ${list(cards)}.`,
      unprepared: "Kombinasi yang kamu siapkan kembali ke tanganmu.",
      sorted: { rank: "Kartumu diurutkan menurut angka.", suit: "Kartumu diurutkan menurut jenis." },
      newGame: (level) => `Pertandingan Scala 40 baru, tingkat ${level}. Kartu sudah dibagikan.`,
      roundOver: (mine, theirs) => `Ronde selesai: kamu dapat ${points(mine)}, komputer ${points(theirs)}.`,
    },

    target: (count) => `kalah di ${number(count)}`,
    confirm: {
      newGame: `Mulai pertandingan baru? ${MATCH_LOST}`,
      yes: "Pertandingan baru",
    },
    count: {
      lines: {
        cards_left: "Sisa kartu",
        card_points: "Poin kartu yang tersisa",
        never_opened: "Belum membuka",
        doubled: "Menutup sekaligus",
        round: "Ronde ini",
        total: "Total pertandingan",
      },
      closed: "menutup",
      none: "—",
      doubled: (points) => `×2 (+${number(points)})`,
      void: "Tumpukan ambil habis dua kali: tidak ada yang mendapat poin ronde ini.",
      target: (count) => `Yang mencapai ${points(count)} kalah dalam pertandingan.`,
      winner: (player, mine, theirs) =>
        you(player)
          ? `Kamu memenangkan pertandingan, ${number(mine)} lawan ${number(theirs)}!`
          : `Komputer memenangkan pertandingan, ${number(theirs)} lawan ${number(mine)}.`,
    },
    /** Scala 40 bertiga dan berempat: masing-masing untuk dirinya sendiri, disebut menurut kursinya (seats: 3 atau 4). */
    many: {
      names: (seats) => SCALA_NAMES[seats],
      who: (seats, seat) => SCALA_SEATS[seats][seat],
      /** Kombinasi seorang pemain dalam ukuran besar: judulnya, dan apa yang terjadi saat areanya disentuh. */
      meldsOf: (seats, seat) => `Kombinasi yang diturunkan ${SCALA_SEATS[seats][seat].toLowerCase()}`,
      showMelds: (seats, seat) => `Perbesar kombinasi milik ${SCALA_SEATS[seats][seat].toLowerCase()}`,
      zone: (seats, seat, opened, out) =>
        `${seat === 0 ? "Kombinasimu" : SCALA_NAMES[seats][seat]}${out ? " · tersingkir" : opened && seat !== 0 ? " · sudah membuka" : ""}`,
      tag: (seats, seat, count, out) => `${SCALA_NAMES[seats][seat]} · ${out ? "tersingkir" : number(count)}`,
      hand: (seats, seat, count, opened, out) =>
        out
          ? `${SCALA_SEATS[seats][seat]} sudah tersingkir dari pertandingan`
          : `${SCALA_SEATS[seats][seat]} memegang ${number(count)} kartu${opened ? " dan sudah membuka" : " dan belum membuka"}`,
      shows: (seats, seat, cards) => `${SCALA_SEATS[seats][seat]} memegang ${cards.length ? list(cards) : "tidak ada kartu"}`,
      meld: (seats, owner, kind, cards, stands) =>
        `${capital(kind)} ${you(owner) ? "milikmu" : `milik ${SCALA_SEATS[seats][owner].toLowerCase()}`}: ${list(cards)}` +
        (stands.length ? `; joker menggantikan ${stands.join(" atau ")}` : ""),
      announce: (seats) => {
        const seat = (player) => who(player, SCALA_SEATS[seats][player]);
        return {
          draw: (player, card) => (you(player) ? `Kamu mengambil ${card}.` : `${seat(player)} mengambil dari tumpukan ambil.`),
          take: (player, card) => `${seat(player)} mengambil ${card} dari tumpukan buangan.`,
          return: (player, card) => `${seat(player)} mengembalikan ${card} ke tumpukan buangan.`,
          open: (player, count, melds) => `${seat(player)} membuka dengan ${points(count)}: ${melds.map(list).join("; ")}.`,
          meld: (player, cards) => `${seat(player)} menurunkan ${list(cards)}.`,
          add: (player, card, cards) => `${seat(player)} menempelkan ${card} ke kombinasi ${list(cards)}.`,
          swap: (player, card, cards) => `${seat(player)} mengambil kembali joker dari kombinasi ${list(cards)} dengan ${card}.`,
          discard: (player, card) => `${seat(player)} membuang ${card}.`,
          close: (player, doubled) => `${seat(player)} menutup ronde${doubled ? " sekaligus: poinnya dikali dua!" : "!"}`,
        };
      },
      newGame: (seats, level) => `Pertandingan Scala 40 ${seats === 3 ? "bertiga" : "berempat"} baru, tingkat ${level}. Kartu sudah dibagikan.`,
      roundOver: (seats, scored) => `Ronde selesai. ${scored.map((count, seat) => `${SCALA_NAMES[seats][seat]}: ${points(count)}`).join(", ")}.`,
      winner: (seats, seat) => (you(seat) ? "Kamu memenangkan pertandingan!" : `${SCALA_SEATS[seats][seat]} memenangkan pertandingan.`),
      scores: (seats, totals, out) => totals.map((total, seat) => `${SCALA_NAMES[seats][seat]} ${number(total)}${out[seat] ? " (tersingkir)" : ""}`).slice(1).join(" · "),
      count: { out: "Tersingkir dari pertandingan", isOut: "tersingkir" },
    },
  },

  /** Briscola: kartunya kartu Scopa; pertandingan dimenangkan dengan 1, 2, atau 3 ronde; pemain 0 adalah kamu. */
  briscola: {
    toolbar: { points: "Tampilkan poin" },
    target: (hands) => (hands === 1 ? "satu ronde" : `menang ${number(hands)} ronde`),
    stock: (count, briscola) => (briscola ? `Tumpukan kartu, ${number(count)} kartu, dengan briscola di bawahnya: ${briscola}` : "Tumpukan kartu sudah habis"),
    trick: (player, card, led) => `${card}, ${led ? "dibuka" : "dibalas"} oleh ${you(player) ? "kamu" : "komputer"}`,
    pile: (player, count, last, held, total) =>
      `${you(player) ? "Trik yang kamu menangkan" : "Trik yang dimenangkan komputer"}: ${count ? `${number(count)} kartu` : "belum ada"}` +
      (last ? `; trik terakhir, ${list(last)}, bernilai ${points(held)}` : "") +
      (total === null ? "" : `; semuanya ${points(total)}`),
    /** Bilah skor menyebut jenis briscola sepanjang permainan. */
    trumps: (suit, style) => `truf: ${SUITS[deckOf(style)][suit]}`,
    /** Trik terakhir, ditampilkan lagi di tengah (lewat tumpukannya, atau P) sampai aksi berikutnya. */
    lastTrick: (player, cards, held) => ({
      text: `Trik terakhir: ${list(cards)}, dimenangkan ${you(player) ? "olehmu" : "oleh komputer"}, ${held ? points(held) : "tanpa poin"}.`,
      keys: "P atau Esc: kembali ke permainan.",
    }),
    trickPoints: (count) => `+${number(count)}`,
    points: (count) => points(count),
    banner: { won: "Ronde menang!", lost: "Ronde kalah", drawn: "60 – 60" },

    status: {
      lead: (count) => ({ text: "Giliranmu membuka: mainkan kartu apa saja.", keys: count > 1 ? `Tombol 1 sampai ${number(count)}.` : "Tombol 1." }),
      answer: (card, count) => ({ text: `Giliranmu membalas ${card}.`, keys: count > 1 ? `Tombol 1 sampai ${number(count)}.` : "Tombol 1." }),
    },
    announce: {
      newGame: (level, hands) =>
        `Pertandingan Briscola baru, tingkat ${level}, ${hands === 1 ? "satu ronde" : `yang pertama menang ${number(hands)} ronde`}. Kartu sudah dibagikan.`,
      briscola: (card) => `Briscola-nya ${card}.`,
      play: (player, card, leads) => `${you(player) ? "Kamu" : who(player, "Komputer")} ${leads ? "membuka" : "membalas"} dengan ${card}.`,
      trick: (player, card, held) => `${you(player) ? "Kamu" : who(player, "Komputer")} memenangkan trik dengan ${card}: ${held ? points(held) : "tanpa poin"}.`,
      draw: (player, card, briscola) => `${you(player) ? "Kamu" : who(player, "Komputer")} mengambil ${briscola ? `briscola, ${card}` : card}.`,
      handOver: (winner) =>
        winner === null ? "60 lawan 60: ronde ini seri." : you(winner) ? "Kamu memenangkan ronde ini!" : `${who(winner, "Komputer")} memenangkan ronde ini.`,
      roundOver: (mine, theirs) => `Ronde selesai: kamu dapat ${points(mine)}, komputer ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Mulai pertandingan baru? ${MATCH_LOST}`,
      yes: "Pertandingan baru",
    },
    count: {
      /** The count's title: Briscola counts by hand. */
      title: (hand) => `Ronde ${number(hand)}: hitungan poin`,
      lines: {
        aces: "As",
        threes: "Tiga",
        kings: "Raja",
        knights: "Ksatria",
        jacks: "Jack",
        hand_points: "Poin kartu",
        round: "Ronde ini",
        total: "Ronde dimenangkan",
      },
      french: { knights: "Ratu" },
      note: (winner, hands) =>
        (winner === null
          ? "Lebih dari 60 poin memenangkan ronde; 60 lawan 60 berarti seri dan tidak dihitung untuk siapa pun. "
          : "Lebih dari 60 poin memenangkan ronde. ") +
        (hands === 1 ? "Cukup menang satu ronde untuk memenangkan pertandingan." : `Yang pertama menang ${number(hands)} ronde memenangkan pertandingan.`),
      winner: (player, mine, theirs) =>
        you(player)
          ? `Kamu memenangkan pertandingan, ${number(mine)} lawan ${number(theirs)}!`
          : `Komputer memenangkan pertandingan, ${number(theirs)} lawan ${number(mine)}.`,
    },
    /** Briscola berempat, berpasangan: setiap kursi lain disebut menurut letaknya; ronde dan pertandingan milik pasangan. */
    four: {
      newGame: (level, hands) =>
        `Pertandingan Briscola berempat yang baru, berpasangan, tingkat ${level}, ${hands === 1 ? "satu ronde" : `pasangan pertama yang menang ${number(hands)} ronde`}. Kartu sudah dibagikan.`,
      roundOver: (ours, theirs) => `Ronde selesai: pasanganmu dapat ${points(ours)}, pasangan lawan ${points(theirs)}.`,
      winner: (side, ours, theirs) =>
        side === 0 ? `Pasanganmu memenangkan pertandingan, ${number(ours)} lawan ${number(theirs)}!` : `Pasangan lawan memenangkan pertandingan, ${number(theirs)} lawan ${number(ours)}.`,
      trick: (player, card, led) => `${card}, ${led ? "dibuka" : "dimainkan"} oleh ${FOUR_SEATS[player].toLowerCase()}`,
      pile: (player, count, last, held, total) =>
        `${capital(FOUR_PILES[player])}: ${count ? `${number(count)} kartu` : "belum ada"}` +
        (last ? `; trik terakhir, ${list(last)}, bernilai ${points(held)}` : "") +
        (total === null ? "" : `; pasangan ini ${points(total)}`),
      lastTrick: (player, cards, held) => ({
        text: `Trik terakhir: ${list(cards)}, dimenangkan oleh ${FOUR_SEATS[player].toLowerCase()}, ${held ? points(held) : "tanpa poin"}.`,
        keys: "P atau Esc: kembali ke permainan.",
      }),
      announce: {
        play: (player, card, leads) => `${who(player, FOUR_SEATS[player])} ${leads ? "membuka dengan" : "memainkan"} ${card}.`,
        trick: (player, card, held) => `${who(player, FOUR_SEATS[player])} memenangkan trik dengan ${card}: ${held ? points(held) : "tanpa poin"}.`,
        draw: (player, card, briscola) => `${who(player, FOUR_SEATS[player])} mengambil ${briscola ? `briscola, ${card}` : card}.`,
        handOver: (winner) =>
          winner === null ? "60 lawan 60: ronde ini seri." : winner === 0 ? "Pasanganmu memenangkan ronde ini!" : "Pasangan lawan memenangkan ronde ini.",
      },
    },
  },
  /** Tressette: kartunya kartu Scopa; pertandingan dimainkan sampai sejumlah poin; pemain 0 adalah kamu. Mejanya meja Briscola, tanpa truf. */
  tressette: {
    stock: (count) => (count ? `Tumpukan kartu, ${number(count)} kartu` : "Tumpukan kartu sudah habis"),
    trick: (player, card, led) => `${card}, ${led ? "dibuka" : "dibalas"} oleh ${you(player) ? "kamu" : "komputer"}`,
    pile: (player, count, last) =>
      `${you(player) ? "Trik yang kamu menangkan" : "Trik yang dimenangkan komputer"}: ${count ? `${number(count)} kartu` : "belum ada"}` + (last ? `; trik terakhir, ${list(last)}` : ""),
    /** Deklarasi (accuso) seperti ditulis mesin: "napoletana-D" (As, 2 dan 3 koin), "threes-S" (tiga kartu 3, bukan yang pedang), "aces" (keempatnya). */
    declaration: (made, style) => {
      const [combination, suit] = made.split("-");
      const suits = SUITS[deckOf(style)];
      const group = { threes: "kartu 3", twos: "kartu 2", aces: "As" }[combination];
      if (combination === "napoletana") return `Napoletana ${suits[suit]}`;
      return suit ? `tiga ${group}, tanpa yang ${suits[suit]}` : `keempat ${group}`;
    },
    declared: (player, made) => `${you(player) ? "Deklarasimu" : "Deklarasi komputer"}: ${made}`,
    watchDeclared: (seat, made) => `Deklarasi ${seat}: ${made}`,
    banner: (ours, theirs) => `Ronde: ${number(ours)} – ${number(theirs)}`,
    lastTrick: (player, cards) => ({
      text: `Trik terakhir: ${list(cards)}, dimenangkan ${you(player) ? "olehmu" : "oleh komputer"}.`,
      keys: "P atau Esc: kembali ke permainan.",
    }),
    status: {
      lead: (count) => ({ text: "Giliranmu membuka: mainkan kartu apa saja.", keys: count > 1 ? `Tombol 1 sampai ${number(count)}.` : "Tombol 1." }),
      answer: (card, count) => ({ text: `Giliranmu membalas ${card}, dengan jenis yang sama kalau kamu punya.`, keys: count > 1 ? `Tombol 1 sampai ${number(count)}.` : "Tombol 1." }),
    },
    announce: {
      newGame: (level, target, declarations) =>
        `Pertandingan Tressette baru, tingkat ${level}, sampai ${points(target)}, ${declarations ? "dengan deklarasi" : "tanpa deklarasi"}. Kartu sudah dibagikan.`,
      play: (player, card, leads) => `${you(player) ? "Kamu" : who(player, "Komputer")} ${leads ? "membuka" : "membalas"} dengan ${card}.`,
      trick: (player, card) => `${you(player) ? "Kamu" : who(player, "Komputer")} memenangkan trik dengan ${card}.`,
      draw: (player, card) => `${you(player) ? "Kamu" : who(player, "Komputer")} mengambil ${card}, terlihat oleh kedua pemain.`,
      declaration: (player, made, worth) => `${you(player) ? "Kamu" : who(player, "Komputer")} mendeklarasikan ${made}: ${points(worth)}.`,
      roundOver: (mine, theirs) => `Ronde selesai: kamu dapat ${points(mine)}, komputer ${points(theirs)}.`,
    },
    confirm: {
      newGame: `Mulai pertandingan baru? ${MATCH_LOST}`,
      yes: "Pertandingan baru",
    },
    count: {
      lines: {
        aces: "As",
        figures: "Kartu 3, 2 dan kartu bergambar",
        dropped: "Pertiga yang dibuang",
        last_trick: "Trik terakhir",
        declarations: "Deklarasi",
        round: "Ronde ini",
        total: "Pertandingan",
      },
      declared: (made) => (made.length ? made.join(", ") : "tidak ada"),
      note: (target) =>
        `As bernilai satu poin; kartu 3, 2, Raja, Ksatria atau Jack sepertiga poin, dan pertiga yang tidak genap satu poin dibuang. Trik terakhir menambah satu poin. Pihak pertama yang mencapai ${points(target)} di akhir ronde menang.`,
    },
    /** Tressette berempat, berpasangan: setiap kursi lain disebut menurut tempatnya; poinnya milik pasangan. */
    four: {
      newGame: (level, target, declarations) =>
        `Pertandingan Tressette berempat yang baru, berpasangan, tingkat ${level}, sampai ${points(target)}, ${declarations ? "dengan deklarasi" : "tanpa deklarasi"}. Kartu sudah dibagikan.`,
      trick: (player, card, led) => `${card}, ${led ? "dibuka" : "dimainkan"} oleh ${FOUR_SEATS[player].toLowerCase()}`,
      pile: (player, count, last) => `${capital(FOUR_PILES[player])}: ${count ? `${number(count)} kartu` : "belum ada"}` + (last ? `; trik terakhir, ${list(last)}` : ""),
      declared: (player, made) => `Deklarasi ${FOUR_SEATS[player].toLowerCase()}: ${made}`,
      lastTrick: (player, cards) => ({
        text: `Trik terakhir: ${list(cards)}, dimenangkan oleh ${FOUR_SEATS[player].toLowerCase()}.`,
        keys: "P atau Esc: kembali ke permainan.",
      }),
      announce: {
        play: (player, card, leads) => `${who(player, FOUR_SEATS[player])} ${leads ? "membuka dengan" : "memainkan"} ${card}.`,
        trick: (player, card) => `${who(player, FOUR_SEATS[player])} memenangkan trik dengan ${card}.`,
        draw: (player, card) => `${who(player, FOUR_SEATS[player])} mengambil ${card}.`,
        declaration: (player, made, worth) => `${who(player, FOUR_SEATS[player])} mendeklarasikan ${made}: ${points(worth)}.`,
      },
    },
  },

  /** Belajar bermain (app/plugins/learn.js): kursus-kursusnya, dan untuk tiap pelajaran judul, tujuan (kartu-kartunya `c`, dinamai seperti meja menamainya) dan mengapa itu penting. */
  learn: {
    menu: "Belajar bermain",
    offer: (game) => `Baru mengenal kartu Italia? Pelajari ${game} lewat beberapa pelajaran singkat, semenit saja masing-masing.`,
    course: (game) => `Belajar ${game}`,
    intro: "Pelajaran singkat yang dimainkan di meja sungguhan, masing-masing semenit atau kurang. Pilih satu untuk mulai.",
    place: (n, total) => `Pelajaran ${number(n)} dari ${number(total)}`,
    stars: (count) => `${number(count)} dari 3 bintang`,
    done: "Bagus sekali!",
    next: "Pelajaran berikutnya",
    again: "Main lagi",
    toCourse: "Semua pelajaran",
    back: "Kembali ke permainan",
    lessons: {
      scopa: SCOPA_LESSONS,
      scopone: {
        take_one: {
          ...SCOPA_LESSONS.take_one,
          title: "Mengambil satu kartu, berempat",
          why: "Dalam Scopone keempat puluh kartu dibagikan sejak awal, sepuluh per orang, dan rekanmu duduk di seberangmu.",
        },
        take_sum: {
          ...SCOPA_LESSONS.take_sum,
          why: "Kartu yang kamu dan rekanmu ambil dihitung bersama untuk tim kalian.",
        },
        same_value_first: SCOPA_LESSONS.same_value_first,
        scopa: {
          ...SCOPA_LESSONS.scopa,
          why: "Setiap scopa adalah satu poin untuk timmu. Dalam Scopone scopa sering terjadi: pikirkan meja yang kamu tinggalkan.",
        },
        settebello: SCOPA_LESSONS.settebello,
        primiera: {
          ...SCOPA_LESSONS.primiera,
          why: "Saat penghitungan, tiap tim menjumlahkan kartu terbaiknya dari setiap jenis, dan total tertinggi mendapat satu poin.",
        },
      },
      briscola: {
        briscola: {
          title: "Briscola",
          goal: (c) => `Kartu yang terbuka di bawah dek, ${c["4C"]}, adalah briscola: jenisnya menjadi truf. Mainkan truf.`,
          why: "Truf mengalahkan semua jenis lain: kartu yang terbuka itu hal pertama yang perlu dilihat.",
        },
        trumps: {
          title: "Truf mengambil",
          goal: (c) => `Lawan memainkan ${c.AS}. Ambil dengan truf.`,
          why: "Truf mengambil kartu apa pun dari jenis lain, bahkan As; truf terkecil pun cukup.",
        },
        order: {
          title: "Kartu mana yang mengambil",
          goal: (c) => `Lawan memainkan ${c.KH}. Ambil dengan kartu yang lebih kuat dari jenis yang sama.`,
          why: "Di setiap jenis, As paling kuat, lalu 3, lalu ketiga kartu gambar, lalu 7 turun sampai 2.",
        },
        points: {
          title: "Poin kartu",
          goal: (c) => `Ambil ${c["3S"]}, yang bernilai 10 poin, dengan ${c.AS}, yang bernilai 11.`,
          why: "Hanya As, 3 dan kartu gambar yang punya poin: 120 seluruhnya, dan 61 memenangkan babak.",
        },
        small_trump: {
          title: "Truf terkecil",
          goal: (c) => `Ambil ${c.AH} dengan truf terkecilmu.`,
          why: "Truf yang tidak bernilai tetap mengambil poinnya: simpan truf yang kuat untuk nanti.",
        },
        leading: {
          title: "Membuka",
          goal: () => "Kamu yang membuka. Mainkan kartu yang tidak bernilai poin.",
          why: "Lawan menjawab setelah melihat kartumu: bukalah dengan kartu yang tidak merugikan kalau diambil.",
        },
        answering: {
          title: "Menjawab",
          goal: (c) => `Lawan memainkan ${c["5H"]}, yang tidak bernilai. Jawab dengan kartu yang tidak bernilai, dan bukan truf.`,
          why: "Truf yang dipakai untuk trik kosong terbuang percuma: biarkan trik seperti itu lewat.",
        },
        hand: {
          title: "Satu ronde penuh",
          goal: (c) => `Dek sudah habis: tinggal tiga trik. Ambil ${c["2H"]} dulu, lalu mainkan ronde ini sampai habis. Bingung? Minta petunjuk.`,
          why: "Setelah dek habis, hitung truf yang masih beredar: pada trik yang tak bisa kamu menangkan, berikan kartu yang tidak bernilai.",
        },
      },
      scala40: {
        turn: {
          title: "Satu giliran",
          goal: () => "Giliranmu dimulai dengan mengambil kartu: ambil kartu teratas dari tumpukan.",
          why: "Setiap giliran sama: ambil kartu, turunkan yang bisa, lalu buang satu kartu.",
        },
        runs: {
          title: "Urutan",
          goal: (c) => `Turunkan urutan: ${list([c["5H"], c["6H"], c["7H"]])}.`,
          why: "Urutan adalah tiga kartu atau lebih dari satu jenis yang nilainya berurutan.",
        },
        sets: {
          title: "Set",
          goal: () => "Turunkan set: tiga kartu 9, masing-masing dari jenis yang berbeda.",
          why: "Set adalah tiga atau empat kartu bernilai sama, tidak pernah dua dari jenis yang sama.",
        },
        joker: {
          title: "Joker",
          goal: (c) => `Turunkan urutan dengan ${c["4S"]}, ${c["5S"]} dan sebuah joker.`,
          why: "Joker bisa menggantikan kartu apa pun, satu joker untuk satu kombinasi.",
        },
        opening: {
          title: "Membuka dengan 40",
          goal: () => "Buka: turunkan tiga Ratu dan tiga Raja sekaligus.",
          why: "Turunan pertamamu harus bernilai 40 poin atau lebih: kartu gambar dihitung 10, As 11.",
        },
        adding: {
          title: "Menambah ke meja",
          goal: (c) => `Tambahkan ${c["8H"]} ke urutan di meja.`,
          why: "Setelah membuka, kamu bisa membuang kartu dengan menambahkannya ke kombinasi mana pun di meja.",
        },
        joker_back: {
          title: "Mengambil kembali joker",
          goal: (c) => `Taruh ${c["6H"]} di tempat joker, dan joker itu masuk ke tanganmu.`,
          why: "Joker yang diambil kembali membantumu menurunkan lebih banyak kartu.",
        },
        closing: {
          title: "Menutup",
          goal: (c) => `Buang kartu terakhirmu, ${c["8C"]}, untuk menutup ronde.`,
          why: "Ronde ditutup dengan membuang kartu terakhir: selalu sisakan satu kartu untuk dibuang.",
        },
        penalties: {
          title: "Penalti",
          goal: () => "Buang kartu yang paling merugikanmu kalau ada yang menutup sekarang.",
          why: "Saat seseorang menutup, kartu yang masih di tanganmu dihitung sebagai penalti: kartu gambar 10, As 11, joker 25.",
        },
      },
      tressette: {
        follow: {
          title: "Mengikuti jenis",
          goal: (c) => `Lawan memainkan ${c.KH}. Kamu memegang kartu dari jenis itu: kamu harus memainkan salah satunya.`,
          why: "Dalam Tressette kamu wajib mengikuti jenis yang dimainkan pertama selama masih punya; hanya kalau tidak punya, kamu boleh memainkan kartu apa saja.",
        },
        order: {
          title: "Kartu mana yang mengambil",
          goal: (c) => `Lawan memainkan ${c.KS}. Ambil dengan kartu yang lebih kuat dari jenis yang sama.`,
          why: "Di setiap jenis urutannya 3, 2, As, Raja, Ksatria, Jack, 7, 6, 5, 4: 3 dan 2 mengalahkan semua kartu lain.",
        },
        ace: {
          title: "As, satu poin penuh",
          goal: (c) => `Lawan memainkan ${c.AC}, yang bernilai satu poin penuh. Ambillah.`,
          why: "As bernilai satu poin; 3, 2 dan kartu gambar masing-masing sepertiga poin: hanya 3 dan 2 yang bisa mengambil As.",
        },
        thirds: {
          title: "Poin dalam pertiga",
          goal: (c) => `Lawan memainkan ${c["3H"]}, yang tak terkalahkan, dan kamu tidak punya jenisnya. Buang kartu yang tidak bernilai.`,
          why: "As bernilai 1 poin; 3, 2, Raja, Ksatria dan Jack sepertiga poin; 7, 6, 5 dan 4 tidak bernilai. Saat dihitung, pertiga-pertiga itu dijumlahkan dan sisanya diabaikan.",
        },
        declarations: {
          title: "Deklarasi",
          goal: (c) => `${capital(list([c.AD, c["2D"], c["3D"]]))} membentuk Napoletana, 3 poin, dan tiga kartu 3-mu 3 poin lagi: semuanya dideklarasikan untukmu saat kamu memainkan kartu pertama. Sekarang ambil ${c.JS}.`,
          why: "Napoletana (As, 2 dan 3 dari satu jenis), tiga kartu 3, tiga kartu 2 atau tiga As bernilai 3 poin, keempatnya 4 poin: semuanya dideklarasikan untukmu dengan kartu pertamamu.",
        },
        void: {
          title: "Jenis yang tidak dimiliki",
          goal: (c) => `Di trik pertama, lawan menjawab ${c["5H"]} dengan ${c["4C"]}: dia tidak punya jenis itu. Buka dengan kartu dari jenis itu.`,
          why: "Pemain yang tidak mengikuti jenis tidak punya kartu jenis itu: di jenis itu kartu terkecilmu pun mengambil trik.",
        },
        drawn: {
          title: "Kartu yang diambil",
          goal: (c) => `Kalau bermain berdua, kedua kartu yang diambil setelah tiap trik diperlihatkan: lawan mengambil ${c["3C"]}. Buka dengan kartu yang tidak bisa diambil kartu itu.`,
          why: "Ingat kartu yang diambil lawan: kamu sudah tahu sebagian kartu di tangannya.",
        },
        last_trick: {
          title: "Trik terakhir",
          goal: () => "Dek sudah habis: tinggal tiga trik. Trik terakhir bernilai satu poin: mainkan agar trik itu jadi milikmu. Bingung? Minta petunjuk.",
          why: "Relakan dulu trik yang memang harus lepas, dan simpan kartu terkuatmu untuk akhir: trik terakhir bernilai satu poin penuh.",
        },
      },
    },
  },

  /** Why an action is refused, by its code (the page's own and the engine's): `card` is a card's name, `reason` a group's fault in words. */
  refusals: {
    lesson_take: ({ cards }) => `Pelajaran ini memintamu mengambil ${list(cards)}.`,
    lesson_take_card: ({ card }) => `Kamu bisa mengambil ${card} sekarang, dan kartu itu dihitung di akhir ronde: ambillah.`,
    lesson_primiera: ({ card, value }) => `Untuk primiera, ${card} bernilai ${number(value)}, lebih dari yang kamu ambil: ambillah.`,
    lesson_sweep: ({ left }) => `Dengan begitu ${list(left)} tertinggal di meja: scopa mengambil semua kartu.`,
    lesson_trick_lost: ({ card, winner }) => `${capital(card)} tidak memenangkan trik: ${winner} tetap menang.`,
    lesson_cheaper: ({ card, cheaper }) => `${capital(card)} menang, tapi ${cheaper} juga, dan poinnya lebih kecil: simpan ${card}.`,
    lesson_not_trump: ({ card, briscola }) => `${capital(card)} bukan truf: truf adalah jenis briscola, ${briscola}.`,
    lesson_trump_wasted: ({ card }) => `${capital(card)} adalah truf: simpan untuk trik yang bernilai poin.`,
    lesson_points_given: ({ card, points: worth }) => `${capital(card)} bernilai ${points(worth)}, dan lawan bisa mengambilnya: mainkan kartu yang tidak bernilai.`,
    lesson_move_kind: () => "Bukan itu yang diminta langkah ini: baca lagi tujuannya.",
    lesson_penalty: ({ card, points: worth, costly }) => `Kalau tertinggal di tangan, ${card} hanya merugikan ${points(worth)}; ${costly} lebih mahal: buang ${costly} dulu.`,
    lesson_thirds_given: ({ card, thirds }) => `${capital(card)} bernilai ${thirds === 3 ? "satu poin penuh" : "sepertiga poin"}, dan trik ini diambil lawan: buang kartu yang tidak bernilai.`,
    lesson_not_void: ({ card, led, answer }) => `Lawan menjawab ${led} dengan ${answer}: dia tidak punya jenis itu. Buka dengan jenis itu, bukan dengan ${card}.`,
    lesson_seen_drawn: ({ card, drawn }) => `Kamu melihat lawan mengambil ${drawn}, dan kartu itu mengambil ${card}: buka dengan jenis lain.`,
    lesson_last_trick: ({ card }) => `Setelah ${card}, lawan bisa mengambil trik terakhir beserta poinnya: simpan kartu terkuatmu untuk akhir.`,
    select_to_lay: "Pilih dulu kartu-kartu untuk satu kombinasi.",
    select_to_discard: "Pilih satu kartu saja untuk dibuang.",
    select_one_to_add: "Pilih satu kartu saja untuk ditempelkan, lalu ketuk kombinasinya.",
    nothing_prepared: "Turunkan dulu kombinasimu: kombinasi itu menunggu di bingkai putus-putus sampai mencapai 40.",
    not_opened: ({ points: needed }) => `Kamu belum membuka: buka dengan ${points(needed)} atau lebih, lalu kamu bisa menempelkan kartu ke meja.`,
    draw_first: "Ambil kartu dulu: dari tumpukan ambil atau tumpukan buangan.",
    fits_nowhere: ({ card }) => `${card} tidak cocok dengan kombinasi mana pun di meja.`,
    no_combination: ({ reason }) => `Kartu-kartu ini bukan kombinasi: ${reason}.`,
    nothing_taken: "Kamu tidak mengambil kartu buangan yang bisa dikembalikan.",
    invalid_group: "Ada kelompok di bingkai yang bukan kombinasi: ambil kembali lalu coba lagi.",
    below_40: ({ points: total, needed }) => `Totalnya ${number(total)}, kurang dari ${number(needed)}: siapkan lagi, atau tunggu kartu yang lebih bagus.`,
    taken_missing: ({ card }) => `Bukaanmu harus memakai ${card} yang kamu ambil dari tumpukan buangan, atau kembalikan kartu itu.`,
    keep_a_card: "Kamu harus menyisakan satu kartu untuk dibuang.",
    not_held: "Tidak semua kartu itu ada di tanganmu.",
    empty_opening: "Bukaan perlu paling sedikit satu kombinasi.",
    keep_taken: ({ card }) => `Kamu harus menyisakan satu kartu untuk dibuang, dan itu tidak boleh ${card} dari tumpukan buangan.`,
    already_drawn: "Kamu sudah mengambil kartu: turunkan kartu, atau buang satu.",
    draw_from_stock: "Kamu sudah mengembalikan kartu buangan: sekarang ambil dari tumpukan ambil.",
    already_opened: "Kamu sudah membuka: turunkan kombinasi baru satu per satu.",
    taken_pending: ({ card }) => `Kamu mengambil ${card} dari tumpukan buangan: taruh di meja giliran ini, atau kembalikan.`,
    no_such_meld: "Kombinasi itu tidak ada di meja.",
    too_few: "Satu kombinasi perlu paling sedikit tiga kartu.",
    two_jokers: "Satu kombinasi paling banyak berisi satu joker.",
    not_a_set: "Kartu-kartu ini bukan set: set adalah satu nilai dengan jenis yang berbeda-beda.",
    not_a_run: "Kartu-kartu ini bukan urutan: urutan adalah satu jenis, berurutan, tanpa celah.",
    no_joker: "Kombinasi itu tidak punya joker untuk diambil kembali.",
    joker_stands_for: ({ card, cards }) => `Joker itu menggantikan ${either(cards)}: ${card} tidak bisa mengambil tempatnya.`,
    must_capture: ({ card }) => `${card} bisa mengambil: kartu yang bisa mengambil wajib mengambil.`,
    same_value_first: ({ card, same }) => `${capital(card)} harus mengambil kartu yang nilainya sama, bukan jumlah: ${either(same)}.`,
    wrong_sum: ({ captures, total, value }) => `Jumlah kartu yang diambil ${number(total)}, bukan ${number(value)}: ${list(captures)}.`,
    ace_takes_all: ({ card }) => `Asso piglia tutto: jika tidak ada As di meja, ${card} mengambil semua kartu di meja.`,
    fifteen_sum: ({ card, captures, total }) => `Pada aturan lima belas, ${card} ditambah kartu yang diambil harus berjumlah 15; ini berjumlah ${number(total)}: ${list(captures)}.`,
    fifteen_no_same_value: ({ card }) => `Pada aturan lima belas tidak boleh mengambil kartu bernilai sama: ${card} mengambil kartu yang bersamanya berjumlah 15.`,
    round_over: "Ronde sudah selesai.",
    not_your_turn: "Sekarang bukan giliranmu.",
    not_now: "Kamu tidak bisa membuka sekarang.",
    not_a_move: "Itu bukan langkah dalam permainan ini.",
    round_not_over: "Ronde belum selesai.",
    game_over: "Permainan sudah selesai: mulai permainan baru.",
    not_in_hand: ({ card }) => `${capital(card)} tidak ada di tanganmu.`,
    must_follow_suit: ({ card, suit }) => `Kamu harus mengikuti jenis: kamu memegang ${suit}, jenis yang dimainkan pertama, dan ${card} bukan jenis itu.`,
    not_on_table: ({ cards }) => `Tidak ada di meja: ${list(cards)}.`,
    meld_too_short: ({ fewest }) => `Satu kombinasi perlu paling sedikit ${number(fewest)} kartu.`,
    meld_two_jokers: "Satu kombinasi paling banyak berisi satu joker.",
    meld_mixed: "Kartu-kartu ini bukan set (satu nilai) dan bukan urutan (satu jenis).",
    set_too_big: ({ most }) => `Satu set paling banyak berisi ${number(most)} kartu, satu dari tiap jenis.`,
    set_repeats_suit: ({ repeated }) => `Jenis kartu dalam satu set harus berbeda-beda: kartu yang sama tidak boleh ada dua kali (${list(repeated)}).`,
    run_too_long: ({ most }) => `Satu urutan paling banyak berisi ${number(most)} kartu: dari As sampai King, atau dari 2 sampai As.`,
    run_wraps: "Urutan tidak bisa berputar dari King ke 2: As diletakkan di bawah 2 atau di atas King.",
    run_order: "Turunkan urutan dari kartu terendah ke tertinggi, dengan joker di tempat yang diisinya.",
    run_gap: "Kartu-kartu ini bukan urutan: satu jenis, berurutan, tanpa celah atau kartu ganda.",
    joker_already: "Kombinasi itu sudah punya joker: satu joker per kombinasi.",
    set_has_no_end: "Set tidak punya ujung bawah: kartu cukup ditempelkan ke set itu.",
    set_full: "Set itu sudah berisi empat kartu.",
    wrong_rank: ({ card }) => `Nilai ${card} tidak sama dengan nilai set itu.`,
    suit_already: "Set itu sudah punya kartu dengan jenis ini.",
    run_full: "Urutan itu sudah sepanjang mungkin: urutan tidak boleh berisi dua As.",
    run_end_closed: ({ end }) => `Tidak ada kartu yang bisa ditempelkan di ujung ${end === "low" ? "bawah" : "atas"} urutan itu: ujungnya As.`,
    wrong_end: ({ card, end, wanted }) => `${capital(card)} tidak cocok di ujung ${end === "low" ? "bawah" : "atas"} urutan itu: yang cocok di sana adalah ${wanted}.`,
    bad_card: "Ada kartu dalam langkah itu yang tidak bisa dibaca.",
    bad_cards: "Kartu-kartu dalam langkah itu tidak bisa dibaca.",
    bad_move: "Langkah itu tidak bisa dibaca.",
    bad_position: "Posisi itu tidak bisa dibaca.",
    illegal: "Langkah itu tidak diperbolehkan sekarang.",
    bad_seats: "Setiap kursi harus diisi orang atau komputer.",
    bad_seat: "Meja ini tidak punya kursi itu.",
    not_seat_to_move: "Sekarang giliran pemain lain.",
    seat_is_computer: "Kursi ini dimainkan komputer: tunggu langkahnya.",
    no_odds: "Peluang tidak tersedia untuk permainan ini.",
  },

  rulesPanel: {
    page: "Buka sebagai halaman",
    loading: "Memuat aturan…",
    failed: "Aturan gagal dimuat.",
  },

  /** The page's shell: loading, tabs, storage (web/main.js, web/shell/). */
  shell: {
    steps: { restoring: "Mengocok kartu…" },
    elsewhere: {
      title: "Mazzo terbuka di tab lain",
      hint: "Permainan berlanjut di sana. Pilih Main di sini untuk memindahkannya ke tab ini.",
      playHere: "Main di sini",
    },
    notKept: "Permainan ini tidak akan disimpan: peramban menolak menyimpannya. Kamu tetap bisa bermain.",
  },

  // The coach (app/plugins/coach.js): the hint's move and its reasons, by the engine's codes (docs/protocol.md).
  coach: (() => {
    const { list, either, number } = formatters("id");
    return {
      button: "Petunjuk",
      odds: {
        title: "Perkiraan poin di akhir ronde: pihakmu dikurangi pihak lawan",
        more: (count) => `Lihat ${number(count)} langkah lainnya`,
        line: (move, points, error, match) =>
          `${move}: ${points > 0 ? "+" : ""}${number(points)}\u00a0\u00b1\u00a0${number(error)}` +
          (match ? `; peluang memenangi pertandingan ${number(match.win)}%\u00a0\u00b1\u00a0${number(match.error)}` : ""),
      },
      practice: "Latihan",
      undo: "Urungkan",
      undone: "Langkah terakhirmu diurungkan: mainkan lagi.",
      nothingToUndo: "Belum ada langkahmu di ronde ini yang bisa diurungkan.",
      review: {
        open: "Tinjau",
        title: "Menengok kembali ronde ini",
        notYet: "Tinjauan baru bisa dibuka setelah ronde selesai: selesaikan dulu ronde ini.",
        none: "Tak ada yang perlu disesali: setiap langkahmu sebaik langkah komputer terkuat.",
        who: (seat, seats) => (seats === 4 ? FOUR_SEATS[seat] : ["Kamu", "Komputer"][seat]),
        holds: (seat, seats, cards) => `${seats === 4 ? FOUR_SEATS[seat] : "Komputer"} memegang ${cards.length ? list(cards) : "tak satu kartu pun"}`,
        step: (step, total, who, move) => `Langkah ${number(step)} dari ${number(total)} · ${who}: ${move}.`,
        /** Harga sebuah langkah, dalam satuan permainannya: 0 di bawah seperempat, 0.5 setengah poin ronde, selain itu poin bulat. */
        lost(unit, points) {
          if (unit === "round") {
            if (points === 0) return "sebagian kecil satu poin";
            return points === 0.5 ? "sekitar setengah poin" : `sekitar ${number(points)} poin`;
          }
          const kind = unit === "cards" ? "poin kartu" : "poin penalti";
          return points === 0 ? `kurang dari satu ${kind}` : `sekitar ${number(points)} ${kind}`;
        },
        cost: (lost, better) => `Langkah ini merugikan ${lost}. Lebih baik: ${better}.`,
        best: "Sama baiknya dengan pilihan komputer terkuat.",
        legend: { played: "langkah yang dimainkan", better: "langkah yang lebih baik" },
        costliest: "Paling merugikan:",
        /** A costliest move's button, for a screen reader: its step and the move in words. */
        jump: (step, move) => `Langkah ${number(step)}: ${move}`,
        previous: "Sebelumnya",
        next: "Berikutnya",
      },
      title: (move) => `Petunjuk: ${move}.`,
      moves: {
        play: (cards) => `mainkan ${cards[0]}`,
        capture: (cards) => `mainkan ${cards[0]} dan ambil ${list(cards.slice(1))}`,
        draw: () => "ambil dari tumpukan tertutup",
        take: () => "ambil kartu di tumpukan buangan",
        open: (cards) => `buka dengan ${number(cards.length)} kartu yang menyala`,
        meld: (cards) => `turunkan ${list(cards)}`,
        add: (cards) => `tempelkan ${cards[0]} ke meja`,
        swap: (cards) => `taruh ${cards[0]} di tempat joker`,
        discard: (cards) => `buang ${cards[0]}`,
        return: () => "kembalikan kartu yang kamu ambil",
      },
      reasons: {
        only_move: "Hanya langkah ini yang bisa kamu mainkan.",
        keeps: ({ cards }) => `${list(cards)} tetap di tanganmu untuk nanti.`,
        takes: ({ cards }) => `Kartu ini mengambil ${list(cards)}.`,
        gives_little: ({ card }) => `${card} bukan tujuh dan bukan koin: hanya sedikit yang kamu lepas.`,
        gives_back: ({ card }) => `${card} kembali ke tumpukan buangan, dan kamu mengambil dari tumpukan kartu sebagai gantinya.`,
        discard_points: ({ card, points }) => `Membuang ${card} mengurangi ${number(points)} poin penalti dari tanganmu.`,
        draws_unseen: "Tidak ada yang melihat kartu yang kamu ambil dari tumpukan tertutup.",
        wins_trick: "Kartu ini memenangkan trik, dan kamu yang membuka trik berikutnya.",
        scopa: "Kartu ini menyapu seluruh meja: scopa!",
        takes_settebello: "Kartu ini mengambil settebello, yang bernilai satu poin sendiri.",
        sweep_avoided: "Kartu lain akan memberi pemain berikutnya kesempatan menyapu meja.",
        leaves_unsweepable: ({ total }) => `Di meja tersisa ${number(total)}: tak ada satu kartu pun yang bisa menyapunya.`,
        sweepers_out: ({ total }) => `Di meja tersisa ${number(total)}, dan semua kartu yang bisa menyapunya sudah keluar.`,
        takes_sevens: ({ sevens }) => `Pihakmu akan punya ${number(sevens)} kartu tujuh: kartu tujuh memenangkan primiera.`,
        coins_count: ({ taken, coins }) =>
          `Kartu ini mengambil ${number(taken)} koin: pihakmu akan punya ${number(coins)}, dan enam koin memenangkan poinnya.`,
        rank_out: ({ card }) => `Semua kartu lain yang senilai dengan ${card} sudah keluar: tak ada yang bisa memasangkannya.`,
        takes_cards: ({ count }) => `Kartu ini mengambil ${number(count)} kartu, untuk poin kartu terbanyak.`,
        opens_with: ({ points }) => `Kamu bisa membuka sekarang, dengan ${number(points)} poin.`,
        fits_table: ({ card, meld }) => `${card} bisa ditempelkan ke ${list(meld)} di meja.`,
        lays_combination: ({ cards, points }) => `Menurunkan ${list(cards)} membuang ${number(points)} poin penalti dari tanganmu.`,
        takes_joker: ({ card, meld }) => `Dengan ${card} kamu merebut kembali joker dari ${list(meld)}.`,
        discard_completes: ({ card }) => `${card} di tumpukan buangan bisa diturunkan giliran ini bersama kartumu.`,
        discard_completes_nothing: ({ card }) => `${card} di tumpukan buangan tidak bisa diturunkan giliran ini.`,
        waits_for: ({ cards, wanted }) => `Simpan ${list(cards)}: keduanya menunggu ${either(wanted)}.`,
        they_took: ({ card, discard }) => `Komputer mengambil ${card} dari tumpukan buangan; ${discard} sama sekali tidak dekat dengannya.`,
        throw_high: ({ count, card, points }) =>
          `Kartu komputer tinggal ${number(count)}: buang ${card} (${number(points)} poin) sebelum ia menutup.`,
        wins_points: ({ points }) => `Kartu ini memenangkan trik beserta ${number(points)} poinnya.`,
        reaches_half: ({ points }) => `Dengan trik ini poinmu menjadi ${number(points)}: lebih dari separuh, ronde ini milikmu.`,
        gives_nothing: "Trik ini toh sudah kalah: berikan kartu yang tidak bernilai.",
        saves_trump: "Kartu trufmu tetap tersimpan untuk nanti.",
        leads_low: "Mulailah dengan kartu yang tidak bernilai.",
      },
      /** The reasons while watching, said of the seat that moved (`who`, by its place): no one watching is "you". */
      watched: {
        only_move: ({ who }) => `Hanya langkah ini yang bisa dimainkan ${who}.`,
        keeps: ({ who, cards }) => `${list(cards)} tetap di tangan ${who} untuk nanti.`,
        gives_little: ({ who, card }) => `${card} bukan tujuh dan bukan koin: hanya sedikit yang dilepas ${who}.`,
        gives_back: ({ who, card }) => `${card} kembali ke tumpukan buangan, dan ${who} mengambil dari tumpukan kartu sebagai gantinya.`,
        discard_points: ({ who, card, points }) => `Membuang ${card} mengurangi ${number(points)} poin penalti dari tangan ${who}.`,
        draws_unseen: ({ who }) => `Tidak ada yang melihat kartu yang diambil ${who} dari tumpukan tertutup.`,
        wins_trick: ({ who }) => `Kartu ini memenangkan trik, dan ${who} yang membuka trik berikutnya.`,
        takes_sevens: ({ who, sevens }) => `Pihak ${who} akan punya ${number(sevens)} kartu tujuh: kartu tujuh memenangkan primiera.`,
        coins_count: ({ who, taken, coins }) =>
          `Kartu ini mengambil ${number(taken)} koin: pihak ${who} akan punya ${number(coins)}, dan enam koin memenangkan poinnya.`,
        opens_with: ({ who, points }) => `${who} bisa membuka sekarang, dengan ${number(points)} poin.`,
        lays_combination: ({ who, cards, points }) => `Menurunkan ${list(cards)} membuang ${number(points)} poin penalti dari tangan ${who}.`,
        takes_joker: ({ who, card, meld }) => `Dengan ${card}, ${who} merebut kembali joker dari ${list(meld)}.`,
        discard_completes: ({ who, card }) => `${card} di tumpukan buangan bisa diturunkan giliran ini bersama kartu ${who}.`,
        waits_for: ({ who, cards, wanted }) => `${who} menyimpan ${list(cards)}: keduanya menunggu ${either(wanted)}.`,
        reaches_half: ({ who, points }) => `Dengan trik ini poin ${who} menjadi ${number(points)}: lebih dari separuh, ronde ini dimenangkan.`,
        gives_nothing: ({ who }) => `Trik ini toh sudah kalah: ${who} memberikan kartu yang tidak bernilai.`,
        saves_trump: ({ who }) => `Kartu truf ${who} tetap tersimpan untuk nanti.`,
        leads_low: ({ who }) => `${who} mulai dengan kartu yang tidak bernilai.`,
      },
    };
  })(),

  /** The table's sounds (web/sound/): the toolbar's switch, and what it says. */
  sound: { toolbar: "Suara", announce: (on) => (on ? "Suara dinyalakan." : "Suara dimatikan.") },
  /** Menonton komputer memainkan semua kursi (app/plugins/watch.js). */
  watch: {
    menu: "Tonton",
    label: "Komputer bermain sendiri",
    play: "Jalankan",
    pause: "Jeda",
    step: "Satu langkah",
    speed: "Kecepatan",
    faces: "Kartu terbuka",
    reasons: "Alasan",
    started: "Komputer memainkan semua kursi: jeda, maju satu langkah demi satu langkah, atau buka kartu di tangan.",
    status: { text: "Kamu menonton komputer bermain.", keys: "K jalankan atau jeda · J satu langkah · V kecepatan · F kartu · I alasan" },
    seat: (seat, seats) => (seats === 4 ? ["Bawah", "Kanan", "Atas", "Kiri"] : seats === 3 ? ["Bawah", "Kanan", "Kiri"] : ["Bawah", "Atas"])[seat],
    why: (who, move, reasons) => `${who}: ${move}.${reasons.length ? ` Alasannya: ${reasons.join(" ")}` : ""}`,
    sides: (seats) => (seats === 4 ? ["Bawah & atas", "Kanan & kiri"] : ["Bawah", "Atas"]),
    /** Who won a watched game: a side (`pair`: of two seats), a match where the game is played to one (Briscola, Scala 40). */
    wins: (side, _pair, match) => `${side} memenangkan ${match ? "pertandingan" : "permainan"}!`,
    hand: (seat) => `Kartu di tangan ${seat}`,
    /** Label meja saat menonton: tiap kursi (`seat`) atau pasangan (`side`) disebut menurut tempatnya, tak ada "kamu" di sana. */
    holds: (seat, count) => `${seat} memegang ${number(count)} kartu`,
    shows: (seat, cards) => `${seat} memegang ${cards.length ? list(cards) : "tak satu kartu pun"}`,
    tag: (seat, count) => `${seat} · ${number(count)}`,
    zone: (seat) => `Kombinasi ${seat}`,
    /** Tumpukan ambil dan tumpukan buangan Scala 40, tanpa ketukan pemain. */
    stock: (count) => `Tumpukan ambil, ${number(count)} kartu`,
    discard: (card) => `Tumpukan buangan, ${card} di atas`,
    meld: (seat, kind, cards, stands) => `${capital(kind)} milik ${seat}: ${list(cards)}` + (stands.length ? `; joker menggantikan ${stands.join(" atau ")}` : ""),
    showMelds: (seat) => `Perbesar kombinasi milik ${seat}`,
    trick: (seat, card, led) => `${card}, ${led ? "dibuka" : "dimainkan"} oleh ${seat}`,
    tricks: (seat, count, last, held, total) =>
      `Trik yang dimenangkan ${seat}: ${count ? `${number(count)} kartu` : "belum ada"}` +
      (last ? `; trik terakhir, ${list(last)}, bernilai ${points(held)}` : "") +
      (total === null ? "" : `; sejauh ini ${points(total)}`),
    handTo: (side) => `Ronde untuk ${side}`,
    sideWins: (side) => `${side} memenangkan ronde ini.`,
  },

  /** Ruang pengaturan (web/app/views/settings-room.js): setiap pilihan langsung berlaku. */
  settingsRoom: {
    title: "Pengaturan",
    sections: { cards: "Kartu", sound: "Suara", motion: "Gerakan", play: "Permainan" },
    style: "Jenis kartu",
    fourColours: "Empat warna untuk jenis kartu (kartu Prancis dan Angka)",
    cardSize: "Ukuran kartu",
    cardSizes: { normal: "Biasa", large: "Besar" },
    leftHanded: "Kidal: tombol di kiri",
    soundOn: "Suara nyala",
    volume: "Volume",
    percent: (value) => `${number(value)}%`,
    speed: "Kecepatan animasi",
    speeds: { slow: "Lambat", normal: "Biasa", fast: "Cepat", instant: "Seketika" },
    motion: "Kurangi gerakan",
    motions: { system: "Ikuti perangkat", reduce: "Ya", full: "Tidak" },
    confirmCaptures: "Tanya dulu sebelum mengambil beberapa kartu",
    autoPlay: "Mainkan sendiri langkah yang tak terhindarkan",
    showOdds: "Tampilkan perkiraan poin tiap langkah bersama petunjuk",
  },
  /** Mengambil beberapa kartu, ditanyakan dulu bila pemain menginginkannya (ruang pengaturan). */
  confirmCapture: {
    question: (card, taken) => `Ambil ${list(taken)} dengan ${card}?`,
    yes: "Ambil",
    no: "Batal",
  },

  /** Panel Statistik (web/ui/statistics-panel.js). */
  statistics: {
    toolbar: "Statistik",
    title: (game) => `Statistik: ${game}`,
    empty: "Belum ada babak permainan ini yang dihitung: mainkan satu, lalu kembali ke sini.",
    column: (level, assisted) => (assisted ? `${level}, dengan bantuan` : level),
    rows: {
      matches: "Pertandingan dimainkan",
      matchesWon: "Pertandingan dimenangkan",
      rounds: "Babak dimainkan",
      roundsWon: "Babak dimenangkan",
      average: "Rata-rata poin per babak",
      streak: "Kemenangan beruntun saat ini",
      bestStreak: "Kemenangan beruntun terbaik",
    },
    feats: {
      scopas: "Scopa",
      napolas: "Napola",
      settebellos: "Settebello diambil",
      inOneGo: "Babak ditutup sekaligus",
      eighty: "Ronde dengan 80 poin atau lebih",
    },
    chart: (level, won, lost) => `Pertandingan terakhirmu di tingkat ${level}: ${number(won)} menang, ${number(lost)} kalah.`,
    chartEmpty: "Selesaikan satu pertandingan untuk melihat hasilmu di sini.",
    legend: {
      won: "Pertandingan menang",
      lost: "Pertandingan kalah",
      axes: (count) => `${number(count)} pertandingan terakhirmu di tingkat ini, yang paling lama di kiri. Tinggi tiap batang sama dengan selisih poin kedua skor akhir.`,
    },
    export: "Ekspor",
    import: "Impor",
    reset: "Atur ulang",
    exported: "Statistik sudah disimpan ke sebuah berkas.",
    imported: "Statistik sudah diimpor.",
    confirmReset: "Hapus statistik semua permainan? Ini tidak bisa dibatalkan.",
    resetYes: "Hapus",
    resetNo: "Simpan statistiknya",
    resetDone: "Statistik sudah dihapus.",
    refused: {
      not_json: "Berkas itu tidak bisa dibaca: itu bukan berkas statistik. Tidak ada yang berubah.",
      not_statistics: "Berkas itu tidak berisi statistik mazzo. Tidak ada yang berubah.",
      bad_field: (field) => `Statistik dalam berkas itu rusak (di ${field}). Tidak ada yang berubah.`,
      not_playing: "Permainan sedang dimainkan di tab lain: impor dari sana.",
    },
  },

  /** Kartu hari ini dan berbagi satu pembagian kartu (web/app/plugins/daily.js). */
  daily: {
    inPlay: "Kartu hari ini",
    played: (line) => `Kamu sudah memainkan kartu hari ini: ${line}. Main lagi?`,
    replay: "Main lagi",
    result: (game, date, won, mine, theirs, feats) =>
      `mazzo ${game}, ${date}: ${won ? "menang" : "kalah"} ${number(mine)}–${number(theirs)}${feats.length ? `, ${list(feats)}` : ""}`,
    feat: (feat, count) =>
      ({
        scopas: `${number(count)} scopa`,
        napolas: `${number(count)} napola`,
        settebellos: count === 1 ? "settebello" : `settebello ${number(count)} kali`,
        inOneGo: `${number(count)} babak ditutup sekaligus`,
        eighty: `${number(count)} ronde dengan 80 poin atau lebih`,
      })[feat] ?? "",
    /** Over the share button: what the link gives a friend. */
    link: "Kirim pembagian kartu ini ke teman: kartu yang sama, di meja yang sama.",
    copyResult: "Salin hasilnya",
    share: "Bagikan tautannya",
    copied: "Tersalin.",
    copyFailed: "Peramban tidak mengizinkan halaman menyalin: pilih teksnya lalu salin.",
  },

  /** Meja untuk pembaca layar (app/views/mirror.js), pengumumannya dan tombol bacanya. */
  mirror: {
    skip: "Langsung ke meja untuk pembaca layar",
    switch: "Pembaca layar: meja sebagai teks, tiap langkah dibacakan saat terjadi, tanpa menunggu animasi",
    title: "Meja, untuk pembaca layar",
    score: "Skor",
    hand: "Kartu di tanganmu",
    actions: "Yang bisa kamu lakukan",
    table: "Di atas meja",
    stock: "Tumpukan kartu dan buangan",
    others: "Pemain lain",
    captures: "Kartu yang diambil",
    news: "Yang sudah terjadi",
    empty: "kosong",
    nothingYet: "Belum ada yang diumumkan.",
    points: (side, points) => `${side}: ${number(points)}`,
    stockCount: (count) => `Tumpukan berisi ${number(count)} kartu`,
    discard: (cards) => (cards.length ? `Buangan, dari yang teratas: ${list(cards)}` : "Belum ada kartu buangan"),
    captured: (who, cards, scopas) =>
      `${who}: ${cards.length ? `${number(cards.length)} kartu, ${list(cards)}` : "belum mengambil kartu"}${scopas ? `; ${number(scopas)} scopa` : ""}`,
    keys: "Tombol",
    keyLines: [
      "Y: membacakan kartu di tanganmu",
      "E: membacakan meja, tumpukan kartu dan buangan",
      "C: membacakan skor",
      "W: membacakan yang dipegang, diturunkan atau diambil pemain lain",
      "R: mengulang pengumuman terakhir",
      "1 sampai 9: memilih kartu di tanganmu; Enter mengonfirmasi, Esc membatalkan",
      "?: semua tombol, di bagian kontrol aturan",
    ],
    seat: (seat, seats) => (seats === 4 ? ["Kamu", "Lawan di kanan", "Rekan", "Lawan di kiri"] : seats === 3 ? ["Kamu", "Lawan di kanan", "Lawan di kiri"] : ["Kamu", "Komputer"])[seat],
  },
};
