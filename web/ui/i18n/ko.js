/**
 * 한국어: the same keys as en.js. Korean particles change with the sound that
 * ends the word before them (을/를, 으로/로), so `after` picks the right one,
 * also after a digit ("동전 7을", "컵 2를").
 */
import { formatters } from "./format.js";

const { number, either } = formatters("ko");

const SUITS = {
  italian: { D: "동전", H: "컵", S: "검", C: "곤봉" },
  french: { D: "다이아몬드", H: "하트", S: "스페이드", C: "클럽" },
};
const RANKS = {
  italian: { 1: "에이스", 8: "잭", 9: "기사", 10: "킹" },
  french: { 1: "에이스", 8: "잭", 9: "퀸", 10: "킹" },
};
const deckOf = (style) => (style === "french" || style === "numbers" ? "french" : "italian");
/** The French numbers style has no faces: 8, 9 and 10 are numbers. */
const ranksOf = (style) => (style === "numbers" ? { 1: "에이스" } : RANKS[deckOf(style)]);

/** How a word ends when read aloud: "vowel", "rieul" (ㄹ) or "consonant"; digits as they are read (일, 이, 삼…). */
function ending(word) {
  const last = word.trim().at(-1) ?? "";
  if (/\d/.test(last)) return { 1: "rieul", 7: "rieul", 8: "rieul", 0: "consonant", 3: "consonant", 6: "consonant" }[last] ?? "vowel";
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return "vowel";
  const final = code % 28;
  return final === 0 ? "vowel" : final === 8 ? "rieul" : "consonant";
}
const PARTICLES = {
  은: { consonant: "은", rieul: "은", vowel: "는" },
  이: { consonant: "이", rieul: "이", vowel: "가" },
  을: { consonant: "을", rieul: "을", vowel: "를" },
  으로: { consonant: "으로", rieul: "로", vowel: "로" },
  와: { consonant: "과", rieul: "과", vowel: "와" },
};
/** The word with its particle: after("동전 7", "을") → "동전 7을", after("컵 2", "을") → "컵 2를". */
const after = (word, particle) => `${word}${PARTICLES[particle][ending(word)]}`;
/** Cards are listed with commas; the particle goes after the last. */
const list = (items) => items.join(", ");

const you = (player) => player === 0;
/**
 * 수를 둔 사람: 자리 번호(0: 나) 또는, 테이블이 자리에 이름을 붙일 때(함께 하는 사람들, 지켜보는 컴퓨터 대국)
 * 그 이름. `doer`는 주격 조사를 붙이고, 나는 문장에서 생략합니다.
 */
const who = (player, seat) => (typeof player === "string" ? player : seat);
const doer = (player, seat) => (you(player) ? "" : `${after(who(player, seat), "이")} `);
const points = (count) => `${number(count)}점`;
const MATCH_LOST = "진행 중인 매치는 사라집니다.";
const LOST = "진행 중인 게임은 사라집니다.";
/** 4인 테이블의 자리, 번호 순: 이름(주어·카드 주인), 그리고 점수 계산표의 짧은 이름. */
const FOUR_SEATS = ["나", "오른쪽 상대", "파트너", "왼쪽 상대"];
const FOUR_SHORT = ["나", "오른쪽", "파트너", "왼쪽"];
/** Each seat on a pill, short enough for a phone. */
const FOUR_TAGS = ["나", "오른쪽", "파트너", "왼쪽"];
const FOUR_TABLES = { scopa: "4인 스코파", scientifico: "스코포네 시엔티피코", classico: "스코포네 클라시코" };
// 3인·4인 스칼라 40: 문장 속에서 부르는 각 자리의 이름과 짧은 이름(점수판, 계산표, 구역).
const SCALA_SEATS = { 3: ["나", "오른쪽 플레이어", "왼쪽 플레이어"], 4: ["나", "오른쪽 플레이어", "맞은편 플레이어", "왼쪽 플레이어"] };
const SCALA_NAMES = { 3: ["나", "오른쪽", "왼쪽"], 4: ["나", "오른쪽", "맞은편", "왼쪽"] };

/** Scopa's lessons (learn.lessons.scopa); Scopone's share their words but where they say otherwise. */
const SCOPA_LESSONS = {
  values: {
    title: "카드와 그 값",
    goal: (c) => `숫자 카드는 그 숫자만큼, 그림 카드 세 장은 8, 9, 10의 값을 가집니다. ${after(c.KD, "으로")} ${after(c.QC, "와")} ${after(c.AS, "을")} 가져가세요. 9 더하기 1은 10입니다.`,
    why: "모든 카드는 1에서 10까지의 값을 가집니다. 카드가 무엇을 가져갈 수 있는지 알려면 이것만 알면 됩니다.",
  },
  take_one: {
    title: "카드 한 장 가져가기",
    goal: (c) => `${after(c["7D"], "을")} 내서 ${after(c["7H"], "을")} 가져가세요. 카드는 같은 값의 카드를 가져갑니다.`,
    why: "가져간 카드는 계산 때 내 것이 됩니다. 카드가 많을수록 동전도, 점수를 얻을 기회도 많아집니다.",
  },
  take_sum: {
    title: "여러 장 가져가기",
    goal: (c) => `${after(c["6C"], "으로")} ${after(c["4D"], "와")} ${after(c["2H"], "을")} 함께 가져가세요. 4 더하기 2는 6입니다.`,
    why: "카드 한 장으로 여러 장을 한꺼번에 가져갈 수 있습니다. 차례마다 합을 찾아보세요.",
  },
  same_value_first: {
    title: "같은 값이 먼저",
    goal: (c) => `${after(c["5D"], "으로")} 가져가세요. 테이블에 5가 있으니 3과 2가 아니라 그 5를 가져가야 합니다.`,
    why: "테이블에 같은 값의 카드가 있으면 합으로 가져갈 수 없습니다. 그 카드를 가져갑니다.",
  },
  scopa: {
    title: "스코파",
    goal: () => "테이블의 카드를 한 번에 모두 가져가세요. 그것이 스코파입니다.",
    why: "스코파는 하나마다 1점입니다. 합이 10 이하인 테이블을 남기면 상대에게 스코파를 내줄 수 있습니다.",
  },
  last_taker: {
    title: "마지막으로 가져간 사람",
    goal: (c) => `덱이 비었고 이것이 마지막 카드입니다. ${after(c["3D"], "으로")} ${after(c["3S"], "을")} 가져가세요.`,
    why: "마지막 카드가 나오면 테이블에 남은 카드는 마지막으로 카드를 가져간 사람에게 갑니다.",
  },
  settebello: {
    title: "세테벨로",
    goal: (c) => `세테벨로는 ${c["7D"]}입니다. 그것을 가져가세요.`,
    why: "세테벨로는 그 한 장만으로 계산 때 1점입니다.",
  },
  primiera: {
    title: "프리미에라",
    goal: () => "프리미에라에 가장 값진 카드를 가져가세요. 7이 가장 높고, 그다음 6, 그다음 에이스입니다.",
    why: "계산 때 각자 무늬마다 가장 좋은 카드를 더해 합이 높은 쪽이 1점을 얻습니다. 7과 6은 가져갈 가치가 있습니다.",
  },
  count: {
    title: "점수 계산",
    goal: (c) => `마지막 두 장, 덱은 비었습니다. ${after(c["7H"], "을")} 가져가세요. 그 카드로 프리미에라를 얻습니다. 그다음 ${after(c.KD, "을")} 내면 계산이 이어집니다.`,
    why: "계산 때 카드, 동전, 세테벨로, 프리미에라가 각각 1점입니다. 당신의 프리미에라는 7 두 장과 6 두 장으로 78 대 75입니다. 가져간 그 7이 없었다면 상대의 것이었습니다.",
  },
  round: {
    title: "한 판 전체",
    goal: () => "컴퓨터를 상대로 이 판을 계산까지 끝까지 두세요. 막히면 힌트를 청하세요.",
    why: "차례마다 묻는 것은 같습니다. 무엇을 가져갈 수 있고, 테이블에 무엇을 남기는가? 힌트는 가장 강한 플레이어의 수와 그 이유를 보여 줍니다.",
  },
};

export default {
  languageSwitch: "언어",
  close: "닫기",
  number,

  title: "Mazzo",
  tagline: "이탈리아 카드 게임",
  steps: {
    runtime: "카드 한 벌을 꺼내는 중…",
    engine: "테이블을 준비하는 중…",
    ready: "카드를 나눠 주는 중…",
  },
  /** The loading panel: what mazzo is, and one tip (a different one each day). */
  loading: {
    about: "스코파, 스코포네, 스칼라 40, 브리스콜라를 브라우저에서 바로 컴퓨터와 겨뤄 보세요. 게임은 이 기기에만 저장됩니다.",
    tip: (text) => `팁: ${text}`,
    tips: [
      "카드를 누르면 그 카드를 냅니다. 여러 방법으로 가져갈 수 있으면 가져갈 카드를 누르세요.",
      "힌트는 가장 강한 컴퓨터가 둘 수를 이유와 함께 보여 줍니다.",
      "오늘의 패는 모두에게 같은 카드를 나눠 줍니다. 친구와 결과를 비교해 보세요.",
    ],
  },
  failed: {
    runtime: "파이썬을 불러오지 못했습니다.",
    engine: "게임 엔진을 설치하지 못했습니다.",
    worker: "게임 엔진을 시작하지 못했습니다.",
    stopped: "게임 엔진이 멈췄습니다. 게임은 저장되어 있으니 엔진을 다시 시작해 이어서 하세요.",
  },
  failedHint: "연결을 확인한 뒤 다시 시도하세요.",
  retry: "다시 시도",
  notices: {
    updateReady: "새 버전의 Mazzo가 준비되었습니다. 다음에 게임을 열 때 적용됩니다.",
    restoreFailed: "저장된 게임을 복원할 수 없어 새 게임을 시작했습니다.",
    dismiss: "확인",
  },
  version: (version) => `mazzo ${version}`,

  games: { scopa: "스코파", scala40: "스칼라 40", briscola: "브리스콜라", scopone: "스코포네", tressette: "Tressette" },
  levels: { easy: "쉬움", normal: "보통", hard: "어려움" },
  styles: { napoli: "나폴리", piacenza: "피아첸차", french: "프랑스식", numbers: "숫자" },
  players: ["나", "컴퓨터"],

  /** "동전 7", "컵 기사", "하트 퀸". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${SUITS[deck][suit]} ${ranksOf(style)[value] ?? value}`;
  },
  /** A suit's name, as a refusal names the suit led. */
  suitName: (suit, style) => SUITS[deckOf(style)][suit],

  toolbar: {
    label: "게임",
    level: "난이도",
    target: "목표",
    napola: "나폴라",
    onOff: (on) => (on ? "켬" : "끔"),
    rules: "규칙",
    settings: "설정",
  },
  /** 게임 메뉴 (web/app/views/menu.js): 첫 화면. 처음 방문하면 환영 인사를 함께 보여 줍니다. */
  together: {
    seats: "자리 배치",
    seat: (n) => `${number(n)}번 자리`,
    person: "사람",
    computer: "컴퓨터",
    defaultName: (n) => `플레이어 ${number(n)}`,
    nameLabel: (n) => `${number(n)}번 자리 플레이어 이름`,
    passTo: (name) => `${name}에게 넘겨 주세요`,
    passNote: "모든 손패를 가렸습니다. 다음 플레이어만 보세요.",
    passShow: (name) => `${name}: 내 카드 보기`,
    turnOf: (name) => `${name}의 차례`,
    alone: "나 (컴퓨터 상대)",
    wins: (name) => `${name} 승리!`,
    roundOver: (names, scored) => `라운드 종료: ${names.map((name, side) => `${name} ${points(scored[side])}`).join(", ")}.`,
    whose: "누구의 통계",
  },
  menu: {
    open: "메뉴",
    title: "어떤 게임을 할까요?",
    close: "메뉴 닫기",
    welcome: [
      "Mazzo는 브라우저에서 바로 컴퓨터와 겨루는 이탈리아 카드 게임이에요. 스코파, 스코포네, 스칼라 40, 브리스콜라가 있어요.",
      "카드를 내려면 카드를 누르거나 키보드에서 그 번호를 누르세요.",
      "모든 것은 이 기기에만 저장돼요. 게임, 설정, 통계는 어디로도 보내지 않아요.",
    ],
    game: "게임",
    deal: "카드 돌리기",
    resume: "이어서 하기",
    inProgress: "진행 중인 게임",
    daily: "오늘의 판",
    dailyDone: "오늘의 판 완료",
    playedToday: (line) => `오늘 한 판: ${line}`,
    waiting: "카드가 곧 나와요. 게임을 아직 불러오는 중이에요…",
    another: "다른 게임",
  },
  groups: { hand: "내 손패", table: "테이블", actions: "동작" },

  /** Another player's hand, face down: how many cards it holds. */
  opponentHand: (count) => `컴퓨터 손에 카드 ${number(count)}장`,

  score: {
    target: (target) => `목표 ${number(target)}점`,
    round: (round) => `${number(round)}라운드`,
  },
  table: { scopa: "스코파!" },

  status: {
    yourTurn: { text: "내 차례입니다. 카드를 한 장 내세요.", keys: "숫자 키 1~3." },
    choose: (card, ways) => ({
      text: `${after(card, "으로")} 잡는 방법이 ${number(ways)}가지입니다. 가져올 카드를 탭하세요.`,
      keys: "← →와 Enter로도 고를 수 있고, Esc는 취소입니다.",
    }),
    computerTurn: { text: "컴퓨터가 생각하는 중…", keys: "" },
  },
  announce: {
    play(player, card, captures) {
      const by = doer(player, "컴퓨터");
      if (!captures.length) return `${by}${after(card, "을")} 냈습니다.`;
      return `${by}${after(card, "을")} 내서 ${after(list(captures), "을")} 가져${you(player) ? "왔" : "갔"}습니다.`;
    },
    scopa: (player) => (you(player) ? "스코파! 테이블을 싹 쓸었습니다." : `스코파! ${doer(player, "컴퓨터")}테이블을 싹 쓸었습니다.`),
    deal: (cards) => `새 카드: ${list(cards)}.`,
    sweep: (player, count) => `테이블에 남은 카드 ${number(count)}장은 ${you(player) ? "내" : who(player, "컴퓨터")} 차지입니다.`,
    newGame: (level, rules) => `새 게임, 난이도 ${level}${rules.length ? `, 하우스 룰: ${list(rules)}` : ""}. 카드를 나눴습니다.`,
    houseRules: { napola: "나폴라", re_bello: "레 벨로", ace_takes_all: "에이스가 모두 가져가기", fifteen: "15 만들기" },
    newRound: (round) => `${number(round)}라운드: 카드를 나눴습니다.`,
    resumed: "다시 오신 것을 환영합니다. 하던 게임을 이어 갑니다.",
    roundOver: (mine, theirs) => `라운드 종료: 나 ${number(mine)}점, 컴퓨터 ${number(theirs)}점.`,
    style: (style) => `카드: ${style}.`,
  },

  count: {
    title: (round) => `${number(round)}라운드 점수 계산`,
    lines: {
      cards: "카드 수",
      coins: "동전",
      settebello: "세테벨로",
      primiera: "프리미에라",
      scopa: "스코파",
      napola: "나폴라",
      re_bello: "레 벨로",
      round: "이번 라운드",
      total: "게임 합계",
    },
    yes: "있음",
    no: "—",
    none: "—",
    target: (target) => `${number(target)}점을 먼저 내는 쪽이 이깁니다.`,
    winner: (player, mine, theirs) =>
      you(player)
        ? `${number(mine)} 대 ${after(number(theirs), "으로")} 게임에서 이겼습니다!`
        : `컴퓨터가 ${number(theirs)} 대 ${after(number(mine), "으로")} 게임에서 이겼습니다.`,
    next: "다음 라운드",
    aside: "점수 계산을 닫고 판 보기",
    again: "점수 계산 다시 보기",
  },

  confirm: {
    newGame: `새 게임을 시작할까요? ${LOST}`,
    yes: "새 게임",
    no: "계속하기",
  },
  engineError: (message) => `게임 엔진에 문제가 생겼습니다: ${message}`,

  /**
   * 4인 테이블: 두 편으로 하는 스코파와 스코포네. 자리: 0 나, 1 오른쪽 상대,
   * 2 파트너(맞은편), 3 왼쪽 상대. 편: 0 우리 편(나와 파트너), 1 상대 편.
   */
  four: {
    sides: ["우리 편", "상대 편"],
    tables: FOUR_TABLES,
    choices: {
      players: {
        name: "인원",
        value: (count) => `${number(count)}명`,
      },
      variant: {
        name: "방식",
        value: (variant) => ({ scientifico: "시엔티피코", classico: "클라시코" })[variant],
      },
      re_bello: {
        name: "레 벨로",
      },
      declarations: {
        name: "선언",
      },
      capture: {
        name: "가져가기 규칙",
        value: (rule) => ({ classic: "기본", ace_takes_all: "에이스가 모두", fifteen: "15 만들기" })[rule],
      },
    },
    hand: (seat, count) => `${FOUR_SEATS[seat]} 손에 카드 ${number(count)}장`,
    /** A seat's name and a count on the table (its hand, its pile), short enough for a pill on a phone. */
    tag: (seat, count) => `${FOUR_TAGS[seat]} · ${number(count)}`,
    /** A pile's pills at the table: whose it is (above), and the cards won in it (below), unlike a hand's "Partner · 3". */
    pileOwner: (seat) => FOUR_TAGS[seat],
    pileWon: (count) => `딴 카드 · ${number(count)}`,
    keys: (count) => (count >= 10 ? "숫자 키 1~9, 열 번째 카드는 0." : count === 1 ? "숫자 키 1." : `숫자 키 1~${number(count)}.`),
    seatScopas: (seats, scopas) => seats.map((seat, i) => `${FOUR_SHORT[seat]}\u00a0${number(scopas[i])}`).join(" · "),
    winner: (side, ours, theirs) =>
      side === 0
        ? `우리 편이 ${number(ours)} 대 ${after(number(theirs), "으로")} 게임에서 이겼습니다!`
        : `상대 편이 ${number(theirs)} 대 ${after(number(ours), "으로")} 게임에서 이겼습니다.`,
    announce: {
      play(player, card, captures) {
        const by = doer(player, FOUR_SEATS[player]);
        if (!captures.length) return `${by}${after(card, "을")} 냈습니다.`;
        return `${by}${after(card, "을")} 내서 ${after(list(captures), "을")} 가져${you(player) ? "왔" : "갔"}습니다.`;
      },
      scopa: (player) => (you(player) ? "스코파! 테이블을 싹 쓸었습니다." : `스코파! ${doer(player, FOUR_SEATS[player])}테이블을 싹 쓸었습니다.`),
      sweep: (player, count) => `테이블에 남은 카드 ${number(count)}장은 ${you(player) ? "내" : who(player, FOUR_SEATS[player])} 차지입니다.`,
      newGame: (table, level, rules) => `새 게임: ${table}, 난이도 ${level}${rules.length ? `, 하우스 룰: ${list(rules)}` : ""}. 카드를 나눴습니다.`,
      roundOver: (ours, theirs) => `라운드 종료: 우리 편 ${number(ours)}점, 상대 편 ${number(theirs)}점.`,
    },
  },

  scala40: {
    /** "7H" → "하트 7", "TD" → "다이아몬드 10", "JK" → "조커". */
    cardName(card) {
      if (card === "JK") return "조커";
      const ranks = { A: "에이스", T: "10", J: "잭", Q: "퀸", K: "킹" };
      const suits = { D: "다이아몬드", H: "하트", S: "스페이드", C: "클럽" };
      return `${suits[card[1]]} ${ranks[card[0]] ?? card[0]}`;
    },
    zones: ["내 조합", "컴퓨터의 조합"],
    stock: (count) => `뽑을 더미, ${number(count)}장: 뽑기`,
    discardPile: (card) =>
      card ? `버린 카드 더미, 맨 위 ${card}: 가져오거나 여기에 버리기` : "버린 카드 더미, 비어 있음",
    meld: (owner, kind, cards, stands) =>
      `${you(owner) ? "내" : "컴퓨터의"} ${kind}: ${list(cards)}` +
      (stands.length ? `; 조커는 ${after(stands.join(" 또는 "), "을")} 대신함` : ""),
    kinds: { set: "세트", run: "런" },
    prepared: (cards, verdict) => `준비한 조합: ${list(cards)}${verdict ? `, ${verdict}` : ""}. 탭하면 되돌립니다.`,

    actions: {
      sort: "정렬",
      sortBy: { rank: "숫자별로 정렬", suit: "무늬별로 정렬" },
      lay: "내려놓기",
      open: "오픈",
      discard: "버리기",
      return: "돌려놓기",
    },
    total: (points) => `${number(points)} / 40`,
    frameTitle: (points) => `오픈 준비: 40점 중 ${number(points)}점`,
    frameHint: "여기서 오픈을 준비하세요: 40점 이상",
    points: (count) => `${number(count)}점`,
    reasons: {
      too_few: "카드가 너무 적음",
      two_jokers: "조커가 두 장",
      not_a_set: "세트가 아님",
      not_a_run: "런이 아님",
    },

    status: {
      draw: (top) => ({
        text: top ? `내 차례입니다. 뽑을 더미에서 뽑거나 ${after(top, "을")} 가져오세요.` : "내 차례입니다. 뽑을 더미에서 뽑으세요.",
        keys: "S 뽑을 더미 · P 버린 카드.",
      }),
      stock: { text: "뽑을 더미에서 뽑으세요.", keys: "S 뽑을 더미." },
      prepare: {
        text: "카드를 골라 내려놓으며 오픈을 준비하거나, 카드를 버리세요.",
        keys: "← → Space 고르기 · Enter 내려놓기 · X 버리기.",
      },
      ready: (points) => ({ text: `오픈할 조합이 ${number(points)}점입니다. 오픈하거나 더 준비하세요.`, keys: "Enter로 오픈." }),
      play: {
        text: "내려놓거나, 테이블에 붙이거나, 카드를 버려 차례를 마치세요.",
        keys: "← → Space 고르기 · Enter 내려놓기 · A 붙이기 · X 버리기.",
      },
      taken: (card) => ({
        text: `가져온 ${after(card, "을")} 이번 차례에 테이블에 놓거나 돌려놓으세요.`,
        keys: "Enter 내려놓기 · A 붙이기 · B 돌려놓기.",
      }),
      placing: (what) => ({ text: what, keys: "A 또는 ← → 다른 자리 · Enter · Esc 취소." }),
    },
    placing: {
      add: (card, meld) => `${after(card, "을")} ${meld}에 붙일까요?`,
      low: (card, meld) => `${after(card, "을")} ${meld}의 낮은 쪽 끝에 붙일까요?`,
      swap: (card, meld) => `${after(card, "을")} ${meld}의 조커 자리에 놓고 조커를 가져올까요?`,
    },
    /** The mirror's buttons for the places the selected card can take (`cards`: the combination's cards). */
    place: {
      add: (card, cards) => `${after(card, "을")} ${list(cards)} 조합에 붙이기`,
      low: (card, cards) => `${after(card, "을")} ${list(cards)} 조합의 낮은 쪽 끝에 붙이기`,
      swap: (card, cards) => `${list(cards)} 조합의 조커 자리에 ${after(card, "을")} 놓고 조커 되가져오기`,
    },

    announce: {
      draw: (player, card) => (you(player) ? `${after(card, "을")} 뽑았습니다.` : `${doer(player, "컴퓨터")}뽑을 더미에서 뽑았습니다.`),
      take: (player, card) => `${doer(player, "컴퓨터")}버린 카드 더미에서 ${after(card, "을")} 가져${you(player) ? "왔" : "갔"}습니다.`,
      return: (player, card) => `${doer(player, "컴퓨터")}${after(card, "을")} 버린 카드 더미에 돌려놓았습니다.`,
      rebuild: "버린 카드 더미를 섞어 새 뽑을 더미를 만듭니다.",
      open: (player, count, melds) => `${doer(player, "컴퓨터")}${points(count)}으로 오픈했습니다. 내려놓은 조합: ${melds.map(list).join("; ")}.`,
      meld: (player, cards) => `${doer(player, "컴퓨터")}${after(list(cards), "을")} 내려놓았습니다.`,
      add: (player, card, cards) => `${doer(player, "컴퓨터")}${after(card, "을")} ${list(cards)} 조합에 붙였습니다.`,
      swap: (player, card, cards) => `${doer(player, "컴퓨터")}${after(card, "으로")} ${list(cards)} 조합의 조커를 되찾았습니다.`,
      discard: (player, card) => `${doer(player, "컴퓨터")}${after(card, "을")} 버렸습니다.`,
      close: (player, doubled) =>
        `${doer(player, "컴퓨터")}${doubled ? "한 번에 마무리했습니다. 점수가 두 배입니다!" : "라운드를 마무리했습니다!"}`,
      void: "뽑을 더미가 두 번 다 떨어졌습니다. 이번 라운드는 아무도 점수를 받지 않습니다.",
      prepared: (cards) => `오픈을 위해 따로 둔 카드: ${list(cards)}.`,
      unprepared: "준비한 조합이 손으로 돌아왔습니다.",
      sorted: { rank: "손패를 숫자별로 정렬했습니다.", suit: "손패를 무늬별로 정렬했습니다." },
      newGame: (level) => `스칼라 40 새 매치, 난이도 ${level}. 카드를 나눴습니다.`,
      roundOver: (mine, theirs) => `라운드 종료: 나 ${points(mine)}, 컴퓨터 ${points(theirs)}.`,
    },

    target: (count) => `${number(count)}점이면 패배`,
    confirm: {
      newGame: `새 매치를 시작할까요? ${MATCH_LOST}`,
      yes: "새 매치",
    },
    count: {
      lines: {
        cards_left: "남은 카드",
        card_points: "손에 남은 카드 점수",
        never_opened: "오픈 못 함",
        doubled: "한 번에 마무리",
        round: "이번 라운드",
        total: "매치 합계",
      },
      closed: "마무리",
      none: "—",
      doubled: (points) => `×2 (+${number(points)})`,
      void: "뽑을 더미가 두 번 다 떨어졌습니다. 이번 라운드는 아무도 점수를 받지 않습니다.",
      target: (count) => `${points(count)}에 먼저 닿는 쪽이 매치에서 집니다.`,
      winner: (player, mine, theirs) =>
        you(player)
          ? `${number(mine)} 대 ${after(number(theirs), "으로")} 매치에서 이겼습니다!`
          : `컴퓨터가 ${number(theirs)} 대 ${after(number(mine), "으로")} 매치에서 이겼습니다.`,
    },
    /** 3인·4인 스칼라 40: 각자 자기 점수로 겨루며, 자리로 부릅니다 (seats: 3 또는 4). */
    many: {
      names: (seats) => SCALA_NAMES[seats],
      who: (seats, seat) => SCALA_SEATS[seats][seat],
      /** 한 플레이어의 조합을 크게 보기: 제목, 그리고 그 영역을 누르면 하는 일. */
      meldsOf: (seats, seat) => `${SCALA_SEATS[seats][seat]}가 내려놓은 조합`,
      showMelds: (seats, seat) => `${SCALA_SEATS[seats][seat]}의 조합 크게 보기`,
      zone: (seats, seat, opened, out) =>
        `${seat === 0 ? "내 조합" : SCALA_NAMES[seats][seat]}${out ? " · 탈락" : opened && seat !== 0 ? " · 오픈함" : ""}`,
      tag: (seats, seat, count, out) => `${SCALA_NAMES[seats][seat]} · ${out ? "탈락" : `${number(count)}장`}`,
      hand: (seats, seat, count, opened, out) =>
        out
          ? `${SCALA_SEATS[seats][seat]}는 매치에서 탈락했습니다`
          : `${SCALA_SEATS[seats][seat]}의 손패 ${number(count)}장${opened ? ", 오픈함" : ", 아직 오픈하지 않음"}`,
      shows: (seats, seat, cards) => `${SCALA_SEATS[seats][seat]}의 손패: ${cards.length ? list(cards) : "없음"}`,
      meld: (seats, owner, kind, cards, stands) =>
        `${you(owner) ? "내" : `${SCALA_SEATS[seats][owner]}의`} ${kind}: ${list(cards)}` +
        (stands.length ? `; 조커는 ${after(stands.join(" 또는 "), "을")} 대신함` : ""),
      announce: (seats) => {
        const by = (player) => doer(player, SCALA_SEATS[seats][player]);
        return {
          draw: (player, card) => (you(player) ? `${after(card, "을")} 뽑았습니다.` : `${by(player)}뽑을 더미에서 뽑았습니다.`),
          take: (player, card) => `${by(player)}버린 카드 더미에서 ${after(card, "을")} 가져${you(player) ? "왔" : "갔"}습니다.`,
          return: (player, card) => `${by(player)}${after(card, "을")} 버린 카드 더미에 돌려놓았습니다.`,
          open: (player, count, melds) => `${by(player)}${points(count)}으로 오픈했습니다. 내려놓은 조합: ${melds.map(list).join("; ")}.`,
          meld: (player, cards) => `${by(player)}${after(list(cards), "을")} 내려놓았습니다.`,
          add: (player, card, cards) => `${by(player)}${after(card, "을")} ${list(cards)} 조합에 붙였습니다.`,
          swap: (player, card, cards) => `${by(player)}${after(card, "으로")} ${list(cards)} 조합의 조커를 되찾았습니다.`,
          discard: (player, card) => `${by(player)}${after(card, "을")} 버렸습니다.`,
          close: (player, doubled) => `${by(player)}${doubled ? "한 번에 마무리했습니다. 점수가 두 배입니다!" : "라운드를 마무리했습니다!"}`,
        };
      },
      newGame: (seats, level) => `${seats === 3 ? "3인" : "4인"} 스칼라 40 새 매치, 난이도 ${level}. 카드를 나눴습니다.`,
      roundOver: (seats, scored) => `라운드 종료. ${scored.map((count, seat) => `${SCALA_NAMES[seats][seat]} ${points(count)}`).join(", ")}.`,
      winner: (seats, seat) => (you(seat) ? "매치에서 이겼습니다!" : `${SCALA_SEATS[seats][seat]}가 매치에서 이겼습니다.`),
      scores: (seats, totals, out) => totals.map((total, seat) => `${SCALA_NAMES[seats][seat]} ${number(total)}${out[seat] ? " (탈락)" : ""}`).slice(1).join(" · "),
      count: { out: "매치 탈락", isOut: "탈락" },
    },
  },

  /** 브리스콜라: 카드는 스코파와 같고, 경기는 라운드 1·2·3번을 먼저 이기는 쪽이 이깁니다. 플레이어 0이 나입니다. */
  briscola: {
    toolbar: { points: "점수 보기" },
    target: (hands) => (hands === 1 ? "한 라운드 승부" : `${number(hands)}라운드 먼저 이기기`),
    stock: (count, briscola) => (briscola ? `더미 ${number(count)}장, 밑에 놓인 브리스콜라는 ${briscola}` : "더미가 비었습니다"),
    trick: (player, card, led) => `${card}, ${you(player) ? "내가" : "컴퓨터가"} ${led ? "먼저 낸 카드" : "받아 낸 카드"}`,
    pile: (player, count, last, held, total) =>
      `${you(player) ? "내가" : "컴퓨터가"} 가져간 카드: ${count ? `${number(count)}장` : "아직 없음"}` +
      (last ? `, 마지막 트릭 ${list(last)}: ${points(held)}` : "") +
      (total === null ? "" : `, 모두 ${points(total)}`),
    /** 점수 막대에 게임 내내 으뜸패 무늬를 보여 줍니다. */
    trumps: (suit, style) => `으뜸패: ${SUITS[deckOf(style)][suit]}`,
    /** 마지막 트릭을 (그 더미나 P로) 가운데에 다시 보여 주고, 다음 동작에서 치웁니다. */
    lastTrick: (player, cards, held) => ({
      text: `마지막 트릭: ${list(cards)}. ${you(player) ? "내가" : "컴퓨터가"} 가져갔고 ${held ? points(held) : "점수는 없습니다"}${held ? "입니다" : ""}.`,
      keys: "P 또는 Esc: 게임으로 돌아가기.",
    }),
    trickPoints: (count) => `+${number(count)}`,
    points: (count) => points(count),
    banner: { won: "라운드 승리!", lost: "라운드 패배", drawn: "60 – 60" },

    status: {
      lead: (count) => ({ text: "내가 먼저 낼 차례입니다. 아무 카드나 내세요.", keys: count > 1 ? `숫자 키 1~${number(count)}.` : "숫자 키 1." }),
      answer: (card, count) => ({ text: `내 차례입니다. ${after(card, "을")} 받으세요.`, keys: count > 1 ? `숫자 키 1~${number(count)}.` : "숫자 키 1." }),
    },
    announce: {
      newGame: (level, hands) =>
        `새 브리스콜라 경기, 난이도 ${level}, ${hands === 1 ? "한 라운드 승부" : `${number(hands)}라운드 먼저 이기기`}. 카드를 나눴습니다.`,
      briscola: (card) => `브리스콜라는 ${card}입니다.`,
      play: (player, card, leads) =>
        `${doer(player, "컴퓨터")}${leads ? `${after(card, "을")} 먼저 냈습니다.` : `${after(card, "으로")} 받았습니다.`}`,
      trick: (player, card, held) =>
        `${doer(player, "컴퓨터")}${after(card, "으로")} 트릭을 가져${you(player) ? "왔" : "갔"}습니다: ${held ? points(held) : "점수 없음"}.`,
      draw: (player, card, briscola) => `${doer(player, "컴퓨터")}${briscola ? "브리스콜라 " : ""}${after(card, "을")} 뽑았습니다.`,
      handOver: (winner) =>
        winner === null ? "60 대 60, 비긴 라운드입니다." : you(winner) ? "라운드에서 이겼습니다!" : `${doer(winner, "컴퓨터")}라운드에서 이겼습니다.`,
      roundOver: (mine, theirs) => `라운드 종료: 나 ${points(mine)}, 컴퓨터 ${points(theirs)}.`,
    },
    confirm: {
      newGame: "새 경기를 시작할까요? 진행 중인 경기는 사라집니다.",
      yes: "새 경기",
    },
    count: {
      /** The count's title: Briscola counts by hand. */
      title: (hand) => `${number(hand)}라운드 점수 계산`,
      lines: {
        aces: "에이스",
        threes: "3",
        kings: "킹",
        knights: "기사",
        jacks: "잭",
        hand_points: "카드 점수",
        round: "이번 라운드",
        total: "이긴 라운드",
      },
      french: { knights: "퀸" },
      note: (winner, hands) =>
        (winner === null
          ? "60점을 넘기면 라운드를 이깁니다. 60 대 60은 무승부로, 누구의 승리로도 치지 않습니다. "
          : "60점을 넘기면 라운드를 이깁니다. ") +
        (hands === 1 ? "라운드 하나를 이기면 경기에서 이깁니다." : `${number(hands)}라운드를 먼저 이기는 쪽이 경기에서 이깁니다.`),
      winner: (player, mine, theirs) =>
        you(player)
          ? `${number(mine)} 대 ${after(number(theirs), "으로")} 경기에서 이겼습니다!`
          : `컴퓨터가 ${number(theirs)} 대 ${after(number(mine), "으로")} 경기에서 이겼습니다.`,
    },
    /** 4인 브리스콜라(2인 1팀): 다른 자리는 앉은 곳으로 부르고, 라운드와 경기는 팀의 것입니다. */
    four: {
      newGame: (level, hands) =>
        `새 4인 브리스콜라 팀 경기, 난이도 ${level}, ${hands === 1 ? "한 라운드 승부" : `${number(hands)}라운드를 먼저 이긴 팀이 승리`}. 카드를 나눴습니다.`,
      roundOver: (ours, theirs) => `라운드 종료: 우리 팀 ${points(ours)}, 상대 팀 ${points(theirs)}.`,
      winner: (side, ours, theirs) =>
        side === 0 ? `우리 팀이 ${number(ours)} 대 ${after(number(theirs), "으로")} 매치에서 이겼습니다!` : `상대 팀이 ${number(theirs)} 대 ${after(number(ours), "으로")} 매치에서 이겼습니다.`,
      trick: (player, card, led) => `${card}, ${you(player) ? "내가" : after(FOUR_SEATS[player], "이")} ${led ? "먼저 낸 카드" : "낸 카드"}`,
      pile: (player, count, last, held, total) =>
        `${you(player) ? "내가" : after(FOUR_SEATS[player], "이")} 가져간 카드: ${count ? `${number(count)}장` : "아직 없음"}` +
        (last ? `, 마지막 트릭 ${list(last)}: ${points(held)}` : "") +
        (total === null ? "" : `, 팀 합계 ${points(total)}`),
      lastTrick: (player, cards, held) => ({
        text: `마지막 트릭: ${list(cards)}. ${you(player) ? "내가" : after(FOUR_SEATS[player], "이")} 가져갔고 ${held ? `${points(held)}입니다` : "점수는 없습니다"}.`,
        keys: "P 또는 Esc: 게임으로 돌아가기.",
      }),
      announce: {
        play: (player, card, leads) =>
          `${doer(player, FOUR_SEATS[player])}${leads ? `${after(card, "을")} 먼저 냈습니다.` : `${after(card, "을")} 냈습니다.`}`,
        trick: (player, card, held) =>
          `${doer(player, FOUR_SEATS[player])}${after(card, "으로")} 트릭을 가져${you(player) ? "왔" : "갔"}습니다: ${held ? points(held) : "점수 없음"}.`,
        draw: (player, card, briscola) =>
          `${doer(player, FOUR_SEATS[player])}${briscola ? "브리스콜라 " : ""}${after(card, "을")} 뽑았습니다.`,
        handOver: (winner) =>
          winner === null ? "60 대 60, 비긴 라운드입니다." : winner === 0 ? "우리 팀이 라운드에서 이겼습니다!" : "상대 팀이 라운드에서 이겼습니다.",
      },
    },
  },
  /** 트레세테: 카드는 스코파와 같고, 경기는 정한 점수까지 합니다. 0번 플레이어가 나입니다. 테이블은 브리스콜라와 같고 으뜸패가 없습니다. */
  tressette: {
    stock: (count) => (count ? `더미 ${number(count)}장` : "더미가 비었습니다"),
    trick: (player, card, led) => `${card}, ${you(player) ? "내가" : "컴퓨터가"} ${led ? "먼저 낸 카드" : "받아 낸 카드"}`,
    pile: (player, count, last) =>
      `${you(player) ? "내가" : "컴퓨터가"} 가져간 카드: ${count ? `${number(count)}장` : "아직 없음"}` + (last ? `, 마지막 트릭 ${list(last)}` : ""),
    /** 엔진이 쓰는 선언(아쿠소): "napoletana-D"(같은 무늬의 에이스, 2, 3), "threes-S"(검 무늬를 뺀 3 세 장), "aces"(네 장 모두). */
    declaration: (made, style) => {
      const [combination, suit] = made.split("-");
      const suits = SUITS[deckOf(style)];
      const group = { threes: "3", twos: "2", aces: "에이스" }[combination];
      if (combination === "napoletana") return `${suits[suit]} 나폴레타나`;
      return suit ? `${group} 세 장(${suits[suit]} 제외)` : `${group} 네 장`;
    },
    declared: (player, made) => `${you(player) ? "나의 선언" : "컴퓨터의 선언"}: ${made}`,
    watchDeclared: (seat, made) => `${seat}의 선언: ${made}`,
    banner: (ours, theirs) => `라운드: ${number(ours)} – ${number(theirs)}`,
    lastTrick: (player, cards) => ({
      text: `마지막 트릭: ${list(cards)}. ${you(player) ? "내가" : "컴퓨터가"} 가져갔습니다.`,
      keys: "P 또는 Esc: 게임으로 돌아가기.",
    }),
    status: {
      lead: (count) => ({ text: "내가 먼저 낼 차례입니다. 아무 카드나 내세요.", keys: count > 1 ? `숫자 키 1~${number(count)}.` : "숫자 키 1." }),
      answer: (card, count) => ({ text: `내 차례입니다. ${after(card, "을")} 받으세요. 같은 무늬가 있으면 그 무늬로 내야 합니다.`, keys: count > 1 ? `숫자 키 1~${number(count)}.` : "숫자 키 1." }),
    },
    announce: {
      newGame: (level, target, declarations) =>
        `새 트레세테 경기, 난이도 ${level}, ${points(target)} 먼저 내기, ${declarations ? "선언 있음" : "선언 없음"}. 카드를 나눴습니다.`,
      play: (player, card, leads) =>
        `${doer(player, "컴퓨터")}${leads ? `${after(card, "을")} 먼저 냈습니다.` : `${after(card, "으로")} 받았습니다.`}`,
      trick: (player, card) => `${doer(player, "컴퓨터")}${after(card, "으로")} 트릭을 가져${you(player) ? "왔" : "갔"}습니다.`,
      draw: (player, card) => `${doer(player, "컴퓨터")}${after(card, "을")} 뽑았습니다. 두 사람 모두에게 보입니다.`,
      declaration: (player, made, worth) => `${doer(player, "컴퓨터")}${after(made, "을")} 선언했습니다: ${points(worth)}.`,
      roundOver: (mine, theirs) => `라운드 종료: 나 ${points(mine)}, 컴퓨터 ${points(theirs)}.`,
    },
    confirm: {
      newGame: `새 경기를 시작할까요? ${MATCH_LOST}`,
      yes: "새 경기",
    },
    count: {
      lines: {
        aces: "에이스",
        figures: "3, 2, 그림 카드",
        dropped: "버린 3분의 1점",
        last_trick: "마지막 트릭",
        declarations: "선언",
        round: "이번 라운드",
        total: "경기",
      },
      declared: (made) => (made.length ? made.join(", ") : "없음"),
      note: (target) =>
        `에이스는 1점, 3, 2, 킹, 기사, 잭은 3분의 1점이며, 1점이 되지 않는 나머지는 버립니다. 마지막 트릭은 1점을 더합니다. 라운드가 끝났을 때 먼저 ${points(target)}에 이른 쪽이 이깁니다.`,
    },
    /** 4인 트레세테, 두 명씩 한 팀: 다른 자리는 위치로 부르고, 점수는 팀의 것입니다. */
    four: {
      newGame: (level, target, declarations) =>
        `새 4인 트레세테 경기, 두 명씩 한 팀, 난이도 ${level}, ${points(target)} 먼저 내기, ${declarations ? "선언 있음" : "선언 없음"}. 카드를 나눴습니다.`,
      trick: (player, card, led) => `${card}, ${you(player) ? "내가" : after(FOUR_SEATS[player], "이")} ${led ? "먼저 낸 카드" : "낸 카드"}`,
      pile: (player, count, last) =>
        `${you(player) ? "내가" : after(FOUR_SEATS[player], "이")} 가져간 카드: ${count ? `${number(count)}장` : "아직 없음"}` + (last ? `, 마지막 트릭 ${list(last)}` : ""),
      declared: (player, made) => `${FOUR_SEATS[player]}의 선언: ${made}`,
      lastTrick: (player, cards) => ({
        text: `마지막 트릭: ${list(cards)}. ${you(player) ? "내가" : after(FOUR_SEATS[player], "이")} 가져갔습니다.`,
        keys: "P 또는 Esc: 게임으로 돌아가기.",
      }),
      announce: {
        play: (player, card, leads) =>
          `${doer(player, FOUR_SEATS[player])}${leads ? `${after(card, "을")} 먼저 냈습니다.` : `${after(card, "을")} 냈습니다.`}`,
        trick: (player, card) => `${doer(player, FOUR_SEATS[player])}${after(card, "으로")} 트릭을 가져${you(player) ? "왔" : "갔"}습니다.`,
        draw: (player, card) => `${doer(player, FOUR_SEATS[player])}${after(card, "을")} 뽑았습니다.`,
        declaration: (player, made, worth) => `${doer(player, FOUR_SEATS[player])}${after(made, "을")} 선언했습니다: ${points(worth)}.`,
      },
    },
  },

  /** 게임 배우기 (app/plugins/learn.js): 코스, 그리고 각 레슨의 제목, 목표(그 카드 `c`, 테이블이 부르는 이름으로), 왜 중요한지. */
  learn: {
    menu: "게임 배우기",
    offer: (game) => `이탈리아 카드가 처음인가요? 1분짜리 레슨 몇 개로 ${after(game, "을")} 배워 보세요.`,
    course: (game) => `${game} 배우기`,
    intro: "실제 테이블에서 하는 짧은 레슨입니다. 하나에 1분도 걸리지 않습니다. 하나를 골라 시작하세요.",
    place: (n, total) => `레슨 ${number(n)}/${number(total)}`,
    stars: (count) => `별 3개 중 ${number(count)}개`,
    done: "잘했습니다!",
    next: "다음 레슨",
    again: "다시 하기",
    toCourse: "모든 레슨",
    back: "게임으로 돌아가기",
    lessons: {
      scopa: SCOPA_LESSONS,
      scopone: {
        take_one: {
          ...SCOPA_LESSONS.take_one,
          title: "네 명이서 카드 한 장 가져가기",
          why: "스코포네에서는 처음에 마흔 장을 모두 열 장씩 나눠 주고, 파트너는 맞은편에 앉습니다.",
        },
        take_sum: {
          ...SCOPA_LESSONS.take_sum,
          why: "나와 파트너가 가져간 카드는 우리 편의 것으로 함께 계산됩니다.",
        },
        same_value_first: SCOPA_LESSONS.same_value_first,
        scopa: {
          ...SCOPA_LESSONS.scopa,
          why: "스코파는 우리 편에 1점입니다. 스코포네에서는 자주 나오니 남기는 테이블을 생각하세요.",
        },
        settebello: SCOPA_LESSONS.settebello,
        primiera: {
          ...SCOPA_LESSONS.primiera,
          why: "계산 때 각 편이 무늬마다 가장 좋은 카드를 더해 합이 높은 편이 1점을 얻습니다.",
        },
      },
      briscola: {
        briscola: {
          title: "브리스콜라",
          goal: (c) => `덱 밑에 펼쳐진 카드 ${c["4C"]}, 이것이 브리스콜라이고 그 무늬가 으뜸패입니다. 으뜸패를 내세요.`,
          why: "으뜸패는 다른 모든 무늬를 이깁니다. 펼쳐진 카드를 가장 먼저 보세요.",
        },
        trumps: {
          title: "으뜸패가 가져간다",
          goal: (c) => `상대가 ${after(c.AS, "을")} 냈습니다. 으뜸패로 가져가세요.`,
          why: "으뜸패는 에이스라도 다른 무늬의 카드를 모두 가져갑니다. 가장 작은 으뜸패로도 충분합니다.",
        },
        order: {
          title: "어느 카드가 가져가나",
          goal: (c) => `상대가 ${after(c.KH, "을")} 냈습니다. 같은 무늬의 더 강한 카드로 가져가세요.`,
          why: "무늬마다 에이스가 가장 강하고, 그다음 3, 그다음 그림 카드 세 장, 그다음 7부터 2까지입니다.",
        },
        points: {
          title: "카드 점수",
          goal: (c) => `10점짜리 ${after(c["3S"], "을")} 11점짜리 ${after(c.AS, "으로")} 가져가세요.`,
          why: "점수가 있는 카드는 에이스, 3, 그림 카드뿐입니다. 모두 120점이고 61점이면 판을 이깁니다.",
        },
        small_trump: {
          title: "가장 작은 으뜸패",
          goal: (c) => `가장 작은 으뜸패로 ${after(c.AH, "을")} 가져가세요.`,
          why: "점수가 없는 으뜸패도 똑같이 점수를 가져옵니다. 강한 으뜸패는 나중을 위해 남겨 두세요.",
        },
        leading: {
          title: "먼저 내기",
          goal: () => "당신이 먼저 냅니다. 점수가 없는 카드를 내세요.",
          why: "상대는 당신의 카드를 본 뒤에 답합니다. 빼앗겨도 잃을 것이 없는 카드로 시작하세요.",
        },
        answering: {
          title: "답하기",
          goal: (c) => `상대가 점수가 없는 ${after(c["5H"], "을")} 냈습니다. 으뜸패가 아닌, 점수가 없는 카드로 답하세요.`,
          why: "빈 트릭에 쓴 으뜸패는 낭비입니다. 그런 트릭은 보내 주세요.",
        },
        hand: {
          title: "한 판 전체",
          goal: (c) => `덱이 비었고 트릭이 세 번 남았습니다. 먼저 ${after(c["2H"], "을")} 가져간 뒤 끝까지 두세요. 막히면 힌트를 청하세요.`,
          why: "덱이 비면 아직 나오지 않은 으뜸패를 세어 보세요. 이길 수 없는 트릭에는 점수가 없는 카드를 내는 것이 좋습니다.",
        },
      },
      scala40: {
        turn: {
          title: "한 차례",
          goal: () => "차례는 카드를 뽑는 것으로 시작합니다. 더미 맨 위의 카드를 뽑으세요.",
          why: "차례는 늘 같습니다. 뽑고, 내려놓을 수 있는 것을 내려놓고, 카드 한 장을 버립니다.",
        },
        runs: {
          title: "런",
          goal: (c) => `런을 내려놓으세요: ${list([c["5H"], c["6H"], c["7H"]])}.`,
          why: "런은 같은 무늬의 카드 세 장 이상이 차례로 이어진 것입니다.",
        },
        sets: {
          title: "세트",
          goal: () => "세트를 내려놓으세요. 무늬가 모두 다른 9 세 장입니다.",
          why: "세트는 같은 숫자의 카드 서너 장이며, 같은 무늬가 두 장 들어갈 수 없습니다.",
        },
        joker: {
          title: "조커",
          goal: (c) => `${c["4S"]}, ${after(c["5S"], "와")} 조커로 런을 내려놓으세요.`,
          why: "조커는 어떤 카드든 대신할 수 있지만, 한 조합에 하나만 쓸 수 있습니다.",
        },
        opening: {
          title: "40으로 열기",
          goal: () => "여세요. 퀸 세 장과 킹 세 장을 함께 내려놓으세요.",
          why: "첫 내려놓기는 40점 이상이어야 합니다. 그림 카드는 10점, 에이스는 11점입니다.",
        },
        adding: {
          title: "테이블에 붙이기",
          goal: (c) => `테이블의 런에 ${after(c["8H"], "을")} 붙이세요.`,
          why: "한 번 열고 나면 테이블의 어떤 조합에든 카드를 붙여 손의 카드를 줄일 수 있습니다.",
        },
        joker_back: {
          title: "조커 되찾기",
          goal: (c) => `조커 자리에 ${after(c["6H"], "을")} 놓으면 조커가 손으로 옵니다.`,
          why: "되찾은 조커는 더 많이 내려놓는 데 도움이 됩니다.",
        },
        closing: {
          title: "마치기",
          goal: (c) => `마지막 카드 ${after(c["8C"], "을")} 버려 판을 마치세요.`,
          why: "마지막 카드를 버려서 판을 마칩니다. 버릴 카드 한 장은 늘 남겨 두세요.",
        },
        penalties: {
          title: "벌점",
          goal: () => "지금 누가 판을 마치면 가장 비싸게 치일 카드를 버리세요.",
          why: "누군가 판을 마치면 손에 남은 카드는 그 점수만큼 벌점이 됩니다. 그림 카드 10, 에이스 11, 조커 25입니다.",
        },
      },
      tressette: {
        follow: {
          title: "무늬 따르기",
          goal: (c) => `상대가 ${after(c.KH, "을")} 냈습니다. 그 무늬의 카드가 손에 있으니 그중 하나를 내야 합니다.`,
          why: "트레세테에서는 먼저 나온 무늬가 손에 있으면 반드시 따라 내야 합니다. 그 무늬가 없을 때만 아무 카드나 낼 수 있습니다.",
        },
        order: {
          title: "어느 카드가 가져가나",
          goal: (c) => `상대가 ${after(c.KS, "을")} 냈습니다. 같은 무늬의 더 강한 카드로 가져가세요.`,
          why: "무늬마다 순서는 3, 2, 에이스, 킹, 기사, 잭, 7, 6, 5, 4입니다. 3과 2가 다른 모든 카드를 이깁니다.",
        },
        ace: {
          title: "1점짜리 에이스",
          goal: (c) => `상대가 1점짜리 ${after(c.AC, "을")} 냈습니다. 가져가세요.`,
          why: "에이스는 1점, 3과 2와 그림 카드는 각각 3분의 1점입니다. 에이스를 가져가는 카드는 3과 2뿐입니다.",
        },
        thirds: {
          title: "3분의 1점",
          goal: (c) => `상대가 어떤 카드도 이기지 못하는 ${after(c["3H"], "을")} 냈고, 당신에게는 그 무늬가 없습니다. 점수가 없는 카드를 버리세요.`,
          why: "에이스는 1점, 3·2·킹·기사·잭은 3분의 1점, 7·6·5·4는 0점입니다. 셈할 때 3분의 1점들을 더하고 남는 끝수는 버립니다.",
        },
        declarations: {
          title: "선언",
          goal: (c) => `${c.AD}, ${c["2D"]}, ${after(c["3D"], "은")} 나폴레타나로 3점이고, 3 세 장도 3점입니다. 이 선언은 첫 카드를 낼 때 자동으로 됩니다. 이제 ${after(c.JS, "을")} 가져가세요.`,
          why: "나폴레타나(한 무늬의 에이스, 2, 3)나 3·2·에이스 세 장은 3점, 네 장 모두는 4점입니다. 첫 카드를 낼 때 자동으로 선언됩니다.",
        },
        void: {
          title: "없는 무늬",
          goal: (c) => `첫 트릭에서 상대는 ${c["5H"]}에 ${after(c["4C"], "으로")} 답했습니다. 그 무늬가 없다는 뜻입니다. 그 무늬의 카드를 내세요.`,
          why: "무늬를 따르지 않은 사람에게는 그 무늬가 없습니다. 그 무늬라면 가장 작은 카드로도 트릭을 가져갑니다.",
        },
        drawn: {
          title: "뽑은 카드",
          goal: (c) => `둘이서 할 때는 트릭마다 뽑은 두 장을 모두에게 보여 줍니다. 상대가 ${after(c["3C"], "을")} 뽑았습니다. 그 카드가 가져갈 수 없는 카드를 내세요.`,
          why: "상대가 뽑은 카드를 기억하세요. 상대 손패의 일부를 이미 아는 셈입니다.",
        },
        last_trick: {
          title: "마지막 트릭",
          goal: () => "덱이 비었고 트릭이 세 번 남았습니다. 마지막 트릭은 1점입니다. 그 트릭을 가져가도록 두세요. 막히면 힌트를 청하세요.",
          why: "져야 할 트릭은 먼저 지고, 가장 강한 카드는 끝까지 남겨 두세요. 마지막 트릭은 1점입니다.",
        },
      },
    },
  },

  /** Why an action is refused, by its code (the page's own and the engine's): `card` is a card's name, `reason` a group's fault in words. */
  refusals: {
    lesson_take: ({ cards }) => `이 레슨에서는 ${after(list(cards), "을")} 가져가야 합니다.`,
    lesson_take_card: ({ card }) => `지금 ${after(card, "을")} 가져갈 수 있고, 판이 끝날 때 점수가 됩니다. 가져가세요.`,
    lesson_primiera: ({ card, value }) => `프리미에라에서 ${after(card, "은")} ${number(value)}이라 가져간 카드보다 값집니다. 그것을 가져가세요.`,
    lesson_sweep: ({ left }) => `그러면 테이블에 ${after(list(left), "이")} 남습니다. 스코파는 테이블의 카드를 모두 가져가는 것입니다.`,
    lesson_trick_lost: ({ card, winner }) => `${after(card, "은")} 트릭을 가져가지 못합니다. 여전히 ${after(winner, "이")} 이깁니다.`,
    lesson_cheaper: ({ card, cheaper }) => `${after(card, "으로")} 가져갈 수 있지만 점수가 더 낮은 ${after(cheaper, "으로")}도 가져갈 수 있습니다. ${after(card, "은")} 남겨 두세요.`,
    lesson_not_trump: ({ card, briscola }) => `${after(card, "은")} 으뜸패가 아닙니다. 으뜸패는 브리스콜라인 ${briscola}의 무늬입니다.`,
    lesson_trump_wasted: ({ card }) => `${after(card, "은")} 으뜸패입니다. 점수가 있는 트릭을 위해 남겨 두세요.`,
    lesson_points_given: ({ card, points: worth }) => `${after(card, "은")} ${points(worth)}이고 상대가 가져갈 수 있습니다. 점수가 없는 카드를 내세요.`,
    lesson_move_kind: () => "이 단계에서 할 일이 아닙니다. 목표를 다시 읽어 보세요.",
    lesson_penalty: ({ card, points: worth, costly }) => `손에 남아도 ${after(card, "은")} ${points(worth)}뿐이지만 ${after(costly, "은")} 더 비쌉니다. ${after(costly, "을")} 먼저 버리세요.`,
    lesson_thirds_given: ({ card, thirds }) => `${after(card, "은")} ${thirds === 3 ? "1점" : "3분의 1점"}이고 이 트릭은 상대가 가져갑니다. 점수가 없는 카드를 버리세요.`,
    lesson_not_void: ({ card, led, answer }) => `상대는 ${led}에 ${after(answer, "으로")} 답했으니 그 무늬가 없습니다. ${after(card, "이")} 아니라 그 무늬를 내세요.`,
    lesson_seen_drawn: ({ card, drawn }) => `상대가 ${after(drawn, "을")} 뽑는 것을 보았고, 그 카드는 ${after(card, "을")} 가져갑니다. 다른 무늬를 내세요.`,
    lesson_last_trick: ({ card }) => `${after(card, "을")} 내면 상대가 마지막 트릭과 그 1점을 가져갈 수 있습니다. 가장 강한 카드는 끝까지 남겨 두세요.`,
    select_to_lay: "먼저 조합할 카드를 고르세요.",
    select_to_discard: "버릴 카드를 한 장만 고르세요.",
    select_one_to_add: "붙일 카드를 한 장만 고른 뒤 조합을 탭하세요.",
    nothing_prepared: "먼저 조합을 내려놓으세요. 40점이 될 때까지 점선 틀 안에서 기다립니다.",
    not_opened: ({ points: needed }) => `아직 오픈하지 않았습니다. ${points(needed)} 이상으로 먼저 오픈해야 테이블에 카드를 붙일 수 있습니다.`,
    draw_first: "먼저 뽑으세요. 뽑을 더미나 버린 카드 더미에서 가져옵니다.",
    fits_nowhere: ({ card }) => `${after(card, "은")} 테이블의 어떤 조합에도 붙일 수 없습니다.`,
    no_combination: ({ reason }) => `이 카드들은 조합이 아닙니다: ${reason}.`,
    nothing_taken: "돌려놓을 버린 카드를 가져오지 않았습니다.",
    invalid_group: "틀 안에 조합이 아닌 묶음이 있습니다. 되돌린 뒤 다시 해 보세요.",
    below_40: ({ points: total, needed }) => `합계가 ${after(points(total), "으로")} ${points(needed)}보다 적습니다. 더 준비하거나 더 좋은 카드를 기다리세요.`,
    taken_missing: ({ card }) => `버린 카드 더미에서 가져온 ${after(card, "을")} 오픈하는 조합에 넣거나 돌려놓아야 합니다.`,
    keep_a_card: "버릴 카드 한 장은 남겨야 합니다.",
    not_held: "그 카드가 모두 내 손에 있지는 않습니다.",
    empty_opening: "오픈하려면 조합이 하나 이상 있어야 합니다.",
    keep_taken: ({ card }) => `버릴 카드 한 장은 남겨야 하고, 버린 카드 더미에서 가져온 ${after(card, "은")} 그 카드가 될 수 없습니다.`,
    already_drawn: "이미 카드를 뽑았습니다. 카드를 내려놓거나 버리세요.",
    draw_from_stock: "버린 카드를 돌려놓았습니다. 이제 뽑을 더미에서 뽑으세요.",
    already_opened: "이미 오픈했습니다. 새 조합을 하나씩 내려놓으세요.",
    taken_pending: ({ card }) => `버린 카드 더미에서 ${after(card, "을")} 가져왔습니다. 이번 차례에 테이블에 내려놓거나 돌려놓으세요.`,
    no_such_meld: "그 조합은 테이블에 없습니다.",
    too_few: "조합에는 카드가 세 장 이상 있어야 합니다.",
    two_jokers: "조합에는 조커가 한 장까지만 들어갑니다.",
    not_a_set: "이 카드들은 세트가 아닙니다. 세트는 같은 숫자, 서로 다른 무늬입니다.",
    not_a_run: "이 카드들은 런이 아닙니다. 런은 같은 무늬로 빈틈없이 이어진 카드입니다.",
    no_joker: "그 조합에는 되찾을 조커가 없습니다.",
    joker_stands_for: ({ card, cards }) => `그 조커는 ${after(either(cards), "을")} 대신합니다. ${after(card, "은")} 그 자리에 들어갈 수 없습니다.`,
    must_capture: ({ card }) => `${after(card, "은")} 가져갈 수 있습니다. 가져갈 수 있는 카드는 반드시 가져가야 합니다.`,
    same_value_first: ({ card, same }) => `${after(card, "은")} 합이 아니라 같은 값의 카드를 가져가야 합니다: ${either(same)}.`,
    wrong_sum: ({ captures, total, value }) => `가져가는 카드의 합(${number(total)})이 낸 카드의 값(${number(value)})과 같지 않습니다: ${list(captures)}.`,
    ace_takes_all: ({ card }) => `아소 필리아 투토: 테이블에 에이스가 없으면 ${after(card, "이")} 테이블의 카드를 모두 가져갑니다.`,
    fifteen_sum: ({ card, captures, total }) => `15 규칙에서는 ${after(card, "와")} 가져가는 카드의 합이 15여야 합니다. 지금은 ${number(total)}입니다: ${list(captures)}.`,
    fifteen_no_same_value: ({ card }) => `15 규칙에서는 같은 값으로 가져갈 수 없습니다. ${after(card, "은")} 자신과 합해 15가 되는 카드를 가져갑니다.`,
    round_over: "라운드가 끝났습니다.",
    not_your_turn: "내 차례가 아닙니다.",
    not_now: "지금은 오픈할 수 없습니다.",
    not_a_move: "이 게임의 수가 아닙니다.",
    round_not_over: "라운드가 아직 끝나지 않았습니다.",
    game_over: "게임이 끝났습니다. 새 게임을 시작하세요.",
    not_in_hand: ({ card }) => `${after(card, "은")} 내 손에 없습니다.`,
    must_follow_suit: ({ card, suit }) => `먼저 나온 무늬를 따라 내야 합니다: ${suit} 카드가 손에 있으니 ${after(card, "은")} 낼 수 없습니다.`,
    not_on_table: ({ cards }) => `테이블에 없는 카드: ${list(cards)}.`,
    meld_too_short: ({ fewest }) => `조합에는 카드가 ${number(fewest)}장 이상 있어야 합니다.`,
    meld_two_jokers: "조합에는 조커가 한 장까지만 들어갑니다.",
    meld_mixed: "이 카드들은 세트(같은 숫자)도 런(같은 무늬)도 아닙니다.",
    set_too_big: ({ most }) => `세트는 무늬마다 한 장씩, 최대 ${number(most)}장입니다.`,
    set_repeats_suit: ({ repeated }) => `세트의 무늬는 모두 달라야 하므로 같은 카드가 두 번 들어갈 수 없습니다(${list(repeated)}).`,
    run_too_long: ({ most }) => `런은 최대 ${number(most)}장입니다. 에이스부터 킹까지, 또는 2부터 에이스까지입니다.`,
    run_wraps: "런은 킹에서 2로 넘어갈 수 없습니다. 에이스는 2 아래나 킹 위에 놓입니다.",
    run_order: "런은 가장 낮은 카드부터 높은 카드 순으로 놓고, 조커는 대신하는 자리에 놓으세요.",
    run_gap: "이 카드들은 런이 아닙니다. 런은 같은 무늬로 빈틈이나 겹침 없이 이어진 카드입니다.",
    joker_already: "그 조합에는 이미 조커가 있습니다. 조합마다 조커는 한 장입니다.",
    set_has_no_end: "세트에는 아래쪽 끝이 없습니다. 카드를 그냥 세트에 붙이면 됩니다.",
    set_full: "그 세트에는 이미 카드가 네 장 있습니다.",
    wrong_rank: ({ card }) => `${after(card, "은")} 그 세트와 숫자가 다릅니다.`,
    suit_already: "그 세트에는 이미 이 무늬의 카드가 있습니다.",
    run_full: "그 런은 이미 최대 길이입니다. 런에는 에이스가 두 장 들어갈 수 없습니다.",
    run_end_closed: ({ end }) => `그 런의 ${end === "low" ? "아래쪽" : "위쪽"} 끝에는 아무것도 붙일 수 없습니다. 에이스로 끝나기 때문입니다.`,
    wrong_end: ({ card, end, wanted }) => `${after(card, "은")} 그 런의 ${end === "low" ? "아래쪽" : "위쪽"} 끝에 붙지 않습니다. 그 자리에는 ${after(wanted, "이")} 붙습니다.`,
    bad_card: "그 수에 읽을 수 없는 카드가 있습니다.",
    bad_cards: "그 수의 카드를 읽을 수 없습니다.",
    bad_move: "그 수를 읽을 수 없습니다.",
    bad_position: "그 배치를 읽을 수 없습니다.",
    illegal: "지금은 그 수를 둘 수 없습니다.",
    bad_seats: "각 자리에는 사람이나 컴퓨터가 앉아야 합니다.",
    bad_seat: "이 테이블에는 그런 자리가 없습니다.",
    not_seat_to_move: "다른 사람의 차례입니다.",
    seat_is_computer: "이 자리는 컴퓨터가 둡니다. 컴퓨터의 수를 기다려 주세요.",
    no_odds: "이 게임에서는 확률을 볼 수 없습니다.",
  },

  rulesPanel: {
    page: "페이지로 열기",
    loading: "규칙을 불러오는 중…",
    failed: "규칙을 불러오지 못했습니다.",
  },

  /** The page's shell: loading, tabs, storage (web/main.js, web/shell/). */
  shell: {
    steps: { restoring: "카드를 섞는 중…" },
    elsewhere: {
      title: "Mazzo가 다른 탭에서 열려 있습니다",
      hint: "게임은 그 탭에서 계속됩니다. 여기서 하기를 누르면 이 탭으로 옮겨 옵니다.",
      playHere: "여기서 하기",
    },
    notKept: "이 게임은 보관되지 않습니다. 브라우저가 저장을 거부했습니다. 계속 플레이할 수 있습니다.",
  },

  // The coach (app/plugins/coach.js): the hint's move and its reasons, by the engine's codes (docs/protocol.md).
  coach: (() => {
    const { list, either, number } = formatters("ko");
    return {
      button: "힌트",
      odds: {
        title: "라운드가 끝날 때 예상되는 점수 차(우리 편 점수 빼기 상대 점수)",
        more: (count) => `나머지 수 ${number(count)}개 보기`,
        line: (move, points, error, match) =>
          `${move}: ${points > 0 ? "+" : ""}${number(points)}\u00a0\u00b1\u00a0${number(error)}` +
          (match ? `, 경기 승리 확률 ${number(match.win)}%\u00a0\u00b1\u00a0${number(match.error)}` : ""),
      },
      practice: "연습",
      undo: "되돌리기",
      undone: "마지막 수를 되돌렸습니다. 다시 두세요.",
      nothingToUndo: "이번 라운드에는 되돌릴 내 수가 없습니다.",
      review: {
        open: "복기",
        title: "이번 라운드 돌아보기",
        notYet: "복기는 라운드가 끝나야 열 수 있습니다. 이번 라운드를 먼저 마치세요.",
        none: "아쉬운 수가 없습니다. 모든 수가 가장 강한 컴퓨터만큼 좋았습니다.",
        who: (seat, seats) => (seats === 4 ? FOUR_SEATS[seat] : ["나", "컴퓨터"][seat]),
        holds: (seat, seats, cards) => `${seats === 4 ? FOUR_SEATS[seat] : "컴퓨터"}의 손패: ${cards.length ? list(cards) : "없음"}`,
        step: (step, total, who, move) => `${number(total)}수 중 ${number(step)}번째 · ${who}: ${move}.`,
        /** 한 수의 손해를 게임의 단위로: 0은 0.25 미만, 0.5는 라운드 점수 반 점, 그 밖에는 정수 점수. */
        lost(unit, points) {
          if (unit === "round") {
            if (points === 0) return "0.25점 미만";
            return points === 0.5 ? "약 0.5점" : `약 ${number(points)}점`;
          }
          const kind = unit === "cards" ? "카드 점수" : "벌점";
          return points === 0 ? `${kind} 1점 미만` : `${kind} 약 ${number(points)}점`;
        },
        cost: (lost, better) => `이 수의 손해: ${lost}. 더 좋은 수: ${better}.`,
        best: "가장 강한 컴퓨터의 선택만큼 좋은 수입니다.",
        legend: { played: "둔 수", better: "더 좋은 수" },
        costliest: "손해가 큰 수:",
        /** A costliest move's button, for a screen reader: its step and the move in words. */
        jump: (step, move) => `${number(step)}번째 수: ${move}`,
        previous: "이전",
        next: "다음",
      },
      title: (move) => `힌트: ${move}.`,
      moves: {
        play: (cards) => `${cards[0]} 내기`,
        capture: (cards) => `${after(cards[0], "으로")} ${list(cards.slice(1))} 가져오기`,
        draw: () => "더미에서 한 장 뽑기",
        take: () => "버린 카드 더미의 맨 위 카드 가져오기",
        open: (cards) => `표시된 카드 ${number(cards.length)}장으로 오픈하기`,
        meld: (cards) => `${list(cards)} 내려놓기`,
        add: (cards) => `${cards[0]}을(를) 테이블에 붙이기`,
        swap: (cards) => `${cards[0]}을(를) 조커 자리에 놓기`,
        discard: (cards) => `${cards[0]} 버리기`,
        return: () => "가져온 카드 돌려놓기",
      },
      reasons: {
        only_move: "낼 수 있는 수가 이것뿐입니다.",
        keeps: ({ cards }) => `${list(cards)} 카드는 나중을 위해 손에 남겨 둡니다.`,
        takes: ({ cards }) => `${list(cards)} 카드를 가져옵니다.`,
        gives_little: ({ card }) => `${card} 카드는 7도 아니고 동전도 아닙니다. 내줘도 손해가 적습니다.`,
        gives_back: ({ card }) => `${card} 카드는 버린 카드 더미로 돌려놓고, 대신 더미에서 한 장 뽑습니다.`,
        discard_points: ({ card, points }) => `${card} 카드를 버리면 손의 벌점이 ${number(points)}점 줄어듭니다.`,
        draws_unseen: "더미에서 뽑는 카드는 아무도 보지 못합니다.",
        wins_trick: "트릭을 이기고, 다음 트릭은 내가 먼저 냅니다.",
        scopa: "테이블을 모두 쓸어 갑니다: 스코파!",
        takes_settebello: "세테벨로를 가져옵니다. 그것만으로 1점입니다.",
        sweep_avoided: "다른 카드를 내면 다음 사람에게 스코파를 내줄 수 있습니다.",
        leaves_unsweepable: ({ total }) => `테이블에 합계 ${number(total)}이(가) 남습니다. 어떤 카드 한 장으로도 쓸어 갈 수 없습니다.`,
        sweepers_out: ({ total }) => `테이블에 합계 ${number(total)}이(가) 남지만, 그것을 쓸어 갈 카드는 이미 모두 나왔습니다.`,
        takes_sevens: ({ sevens }) => `우리 편의 7이 ${number(sevens)}장이 됩니다. 7은 프리미에라를 이기게 해 줍니다.`,
        coins_count: ({ taken, coins }) =>
          `동전 카드 ${number(taken)}장을 가져옵니다. 우리 편은 ${number(coins)}장이 되고, 6장이면 1점입니다.`,
        rank_out: ({ card }) => `${card}와(과) 같은 숫자의 다른 카드는 이미 모두 나왔습니다. 아무도 짝으로 가져갈 수 없습니다.`,
        takes_cards: ({ count }) => `카드 ${number(count)}장을 가져옵니다. 카드 수 점수에 유리합니다.`,
        opens_with: ({ points }) => `지금 ${number(points)}점으로 오픈할 수 있습니다.`,
        fits_table: ({ card, meld }) => `${card}은(는) 테이블의 ${list(meld)}에 붙일 수 있습니다.`,
        lays_combination: ({ cards, points }) => `${list(cards)}을(를) 내려놓으면 손의 벌점이 ${number(points)}점 줄어듭니다.`,
        takes_joker: ({ card, meld }) => `${after(card, "으로")} ${list(meld)}의 조커를 되찾습니다.`,
        discard_completes: ({ card }) => `버린 카드 더미의 ${card}은(는) 이번 차례에 내 카드와 함께 내려놓을 수 있습니다.`,
        discard_completes_nothing: ({ card }) => `버린 카드 더미의 ${card}은(는) 이번 차례에 내려놓을 수 없습니다.`,
        waits_for: ({ cards, wanted }) => `${list(cards)}은(는) 남겨 두세요. ${either(wanted)}을(를) 기다리는 카드입니다.`,
        they_took: ({ card, discard }) => `컴퓨터가 버린 카드 더미에서 ${card}을(를) 가져갔습니다. ${discard}은(는) 그 카드와 거리가 멉니다.`,
        throw_high: ({ count, card, points }) =>
          `컴퓨터에게 카드가 ${number(count)}장밖에 남지 않았습니다. 끝내기 전에 ${card}(${number(points)}점)을(를) 버리세요.`,
        wins_points: ({ points }) => `이 트릭과 그 안의 ${number(points)}점을 가져옵니다.`,
        reaches_half: ({ points }) => `이 트릭으로 ${number(points)}점이 됩니다. 절반이 넘으니 이번 라운드는 내 것입니다.`,
        gives_nothing: "어차피 지는 트릭입니다. 점수 없는 카드를 내주세요.",
        saves_trump: "으뜸패는 나중을 위해 아껴 둡니다.",
        leads_low: "점수 없는 카드로 먼저 내세요.",
      },
      /** The reasons while watching, said of the seat that moved (`who`, by its place): no one watching is "you". */
      watched: {
        only_move: ({ who }) => `${after(who, "이")} 낼 수 있는 수가 이것뿐입니다.`,
        keeps: ({ who, cards }) => `${list(cards)} 카드는 나중을 위해 ${who}의 손에 남겨 둡니다.`,
        gives_little: ({ who, card }) => `${card} 카드는 7도 아니고 동전도 아닙니다. ${after(who, "이")} 내줘도 손해가 적습니다.`,
        gives_back: ({ who, card }) => `${card} 카드는 버린 카드 더미로 돌려놓고, ${after(who, "이")} 대신 더미에서 한 장 뽑습니다.`,
        discard_points: ({ who, card, points }) => `${card} 카드를 버리면 ${who}의 손의 벌점이 ${number(points)}점 줄어듭니다.`,
        draws_unseen: ({ who }) => `${after(who, "이")} 더미에서 뽑는 카드는 아무도 보지 못합니다.`,
        wins_trick: ({ who }) => `트릭을 이기고, 다음 트릭은 ${after(who, "이")} 먼저 냅니다.`,
        takes_sevens: ({ who, sevens }) => `${who} 편의 7이 ${number(sevens)}장이 됩니다. 7은 프리미에라를 이기게 해 줍니다.`,
        coins_count: ({ who, taken, coins }) =>
          `동전 카드 ${number(taken)}장을 가져옵니다. ${who} 편은 ${number(coins)}장이 되고, 6장이면 1점입니다.`,
        opens_with: ({ who, points }) => `${after(who, "은")} 지금 ${number(points)}점으로 오픈할 수 있습니다.`,
        lays_combination: ({ who, cards, points }) => `${list(cards)}을(를) 내려놓으면 ${who}의 손의 벌점이 ${number(points)}점 줄어듭니다.`,
        takes_joker: ({ who, card, meld }) => `${after(who, "은")} ${after(card, "으로")} ${list(meld)}의 조커를 되찾습니다.`,
        discard_completes: ({ who, card }) => `버린 카드 더미의 ${card}은(는) 이번 차례에 ${who}의 카드와 함께 내려놓을 수 있습니다.`,
        waits_for: ({ who, cards, wanted }) => `${after(who, "은")} ${list(cards)}을(를) 남겨 둡니다. ${either(wanted)}을(를) 기다리는 카드입니다.`,
        reaches_half: ({ who, points }) => `이 트릭으로 ${after(who, "은")} ${number(points)}점이 됩니다. 절반이 넘으니 이번 라운드를 이깁니다.`,
        gives_nothing: ({ who }) => `어차피 지는 트릭입니다. ${after(who, "은")} 점수 없는 카드를 내줍니다.`,
        saves_trump: ({ who }) => `${who}의 으뜸패는 나중을 위해 아껴 둡니다.`,
        leads_low: ({ who }) => `${after(who, "은")} 점수 없는 카드로 먼저 냅니다.`,
      },
    };
  })(),

  /** The table's sounds (web/sound/): the toolbar's switch, and what it says. */
  sound: { toolbar: "소리", announce: (on) => (on ? "소리를 켰습니다." : "소리를 껐습니다.") },
  /** 모든 자리를 컴퓨터가 두는 것을 구경하기 (app/plugins/watch.js). */
  watch: {
    menu: "구경하기",
    label: "컴퓨터끼리 두는 판",
    play: "재생",
    pause: "일시 정지",
    step: "한 수",
    speed: "속도",
    faces: "패 공개",
    reasons: "이유",
    started: "모든 자리를 컴퓨터가 둡니다. 멈추거나, 한 수씩 넘기거나, 모든 패를 펼쳐 볼 수 있습니다.",
    status: { text: "컴퓨터끼리 두는 판을 구경하는 중입니다.", keys: "K 재생·정지 · J 한 수 · V 속도 · F 패 · I 이유" },
    seat: (seat, seats) => (seats === 4 ? ["아래", "오른쪽", "위", "왼쪽"] : seats === 3 ? ["아래", "오른쪽", "왼쪽"] : ["아래", "위"])[seat],
    why: (who, move, reasons) => `${who}: ${move}.${reasons.length ? ` 이유: ${reasons.join(" ")}` : ""}`,
    sides: (seats) => (seats === 4 ? ["아래·위", "오른쪽·왼쪽"] : ["아래", "위"]),
    /** Who won a watched game: a side (`pair`: of two seats), a match where the game is played to one (Briscola, Scala 40). */
    wins: (side, _pair, match) => `${side}, ${match ? "경기" : "게임"} 승리!`,
    hand: (seat) => `${seat} 자리의 카드`,
    /** 관전 중 테이블의 이름표: 각 자리(`seat`)나 팀(`side`)을 위치로 부르며, 아무도 "나"가 아닙니다. */
    holds: (seat, count) => `${seat} 손에 카드 ${number(count)}장`,
    shows: (seat, cards) => `${seat}의 손패: ${cards.length ? list(cards) : "없음"}`,
    tag: (seat, count) => `${seat} · ${number(count)}`,
    zone: (seat) => `${seat}의 조합`,
    /** 스칼라 40의 뽑을 더미와 버린 카드 더미, 플레이어의 동작 없이. */
    stock: (count) => `뽑을 더미, ${number(count)}장`,
    discard: (card) => `버린 카드 더미, 맨 위 ${card}`,
    meld: (seat, kind, cards, stands) => `${seat}의 ${kind}: ${list(cards)}` + (stands.length ? `; 조커는 ${after(stands.join(" 또는 "), "을")} 대신함` : ""),
    showMelds: (seat) => `${seat}의 조합 크게 보기`,
    trick: (seat, card, led) => `${card}, ${after(seat, "이")} ${led ? "먼저 낸 카드" : "낸 카드"}`,
    tricks: (seat, count, last, held, total) =>
      `${after(seat, "이")} 가져간 카드: ${count ? `${number(count)}장` : "아직 없음"}` +
      (last ? `, 마지막 트릭 ${list(last)}: ${points(held)}` : "") +
      (total === null ? "" : `, 지금까지 ${points(total)}`),
    handTo: (side) => `${side} 라운드 승리`,
    sideWins: (side) => `${after(side, "이")} 라운드에서 이겼습니다.`,
  },

  /** 설정 (web/app/views/settings-room.js): 바꾸는 즉시 적용됩니다. */
  settingsRoom: {
    title: "설정",
    sections: { cards: "카드", sound: "소리", motion: "움직임", play: "플레이" },
    style: "카드 모양",
    fourColours: "무늬마다 다른 색 (프랑스식·숫자 카드)",
    cardSize: "카드 크기",
    cardSizes: { normal: "보통", large: "크게" },
    leftHanded: "왼손잡이: 버튼을 왼쪽에",
    soundOn: "소리 켜기",
    volume: "음량",
    percent: (value) => `${number(value)}%`,
    speed: "애니메이션 속도",
    speeds: { slow: "느리게", normal: "보통", fast: "빠르게", instant: "즉시" },
    motion: "움직임 줄이기",
    motions: { system: "기기 설정대로", reduce: "켜기", full: "끄기" },
    confirmCaptures: "여러 장을 가져가기 전에 묻기",
    autoPlay: "둘 수 있는 수가 하나뿐이면 자동으로 두기",
    showOdds: "힌트와 함께 수마다 예상 점수 보기",
  },
  /** 여러 장을 가져가는 수: 원하면 먼저 묻습니다 (설정). */
  confirmCapture: {
    question: (card, taken) => `${after(card, "으로")} ${after(list(taken), "을")} 가져갈까요?`,
    yes: "가져가기",
    no: "취소",
  },

  /** 통계 패널 (web/ui/statistics-panel.js). */
  statistics: {
    toolbar: "통계",
    title: (game) => `통계: ${game}`,
    empty: "이 게임은 아직 집계된 판이 없습니다. 한 판 하고 다시 와 보세요.",
    column: (level, assisted) => (assisted ? `${level}, 도움 사용` : level),
    rows: {
      matches: "플레이한 경기",
      matchesWon: "이긴 경기",
      rounds: "플레이한 판",
      roundsWon: "이긴 판",
      average: "판당 평균 점수",
      streak: "현재 연승",
      bestStreak: "최고 연승",
    },
    feats: {
      scopas: "스코파",
      napolas: "나폴라",
      settebellos: "가져온 세테벨로",
      inOneGo: "한 번에 끝낸 판",
      eighty: "80점 이상을 딴 판",
    },
    chart: (level, won, lost) => `${level} 난이도의 최근 경기: ${number(won)}승 ${number(lost)}패.`,
    chartEmpty: "경기를 하나 끝내면 여기에 결과가 나옵니다.",
    legend: {
      won: "이긴 경기",
      lost: "진 경기",
      axes: (count) => `이 난이도에서 치른 최근 ${number(count)}경기입니다. 가장 오래된 경기가 왼쪽에 있고, 막대의 높이는 두 최종 점수의 차이입니다.`,
    },
    export: "내보내기",
    import: "가져오기",
    reset: "초기화",
    exported: "통계를 파일로 저장했습니다.",
    imported: "통계를 가져왔습니다.",
    confirmReset: "모든 게임의 통계를 지울까요? 되돌릴 수 없습니다.",
    resetYes: "지우기",
    resetNo: "통계 유지",
    resetDone: "통계를 지웠습니다.",
    refused: {
      not_json: "파일을 읽을 수 없습니다. 통계 파일이 아닙니다. 아무것도 바뀌지 않았습니다.",
      not_statistics: "이 파일에는 mazzo 통계가 없습니다. 아무것도 바뀌지 않았습니다.",
      bad_field: (field) => `이 파일의 통계가 손상되었습니다(${field}). 아무것도 바뀌지 않았습니다.`,
      not_playing: "다른 탭에서 게임 중입니다. 그 탭에서 가져오세요.",
    },
  },

  /** 오늘의 패와 패 공유 (web/app/plugins/daily.js). */
  daily: {
    inPlay: "오늘의 판",
    played: (line) => `오늘의 판은 이미 했어요: ${line}. 다시 할까요?`,
    replay: "다시 하기",
    result: (game, date, won, mine, theirs, feats) =>
      `mazzo ${game}, ${date}: ${number(mine)}–${number(theirs)} ${won ? "승리" : "패배"}${feats.length ? `, ${feats.join(", ")}` : ""}`,
    feat: (feat, count) =>
      ({
        scopas: `스코파 ${number(count)}번`,
        napolas: `나폴라 ${number(count)}번`,
        settebellos: `세테벨로 ${number(count)}번`,
        inOneGo: `한 번에 끝낸 판 ${number(count)}번`,
        eighty: `80점 이상 ${number(count)}판`,
      })[feat] ?? "",
    /** Over the share button: what the link gives a friend. */
    link: "친구에게 이 패를 보내세요. 같은 카드를 같은 테이블에서 칩니다.",
    copyResult: "결과 복사",
    share: "링크 공유하기",
    copied: "복사했습니다.",
    copyFailed: "브라우저가 복사를 허용하지 않았습니다. 글을 선택해서 복사하세요.",
  },

  /** 화면 낭독기용 테이블 (app/views/mirror.js): 알림과 읽기 키. */
  mirror: {
    skip: "화면 낭독기용 테이블로 건너뛰기",
    switch: "화면 낭독기: 테이블을 글로 보여 주고, 수마다 바로 읽어 주며, 애니메이션을 기다리지 않음",
    title: "화면 낭독기용 테이블",
    score: "점수",
    hand: "내 카드",
    actions: "할 수 있는 일",
    table: "테이블 위",
    stock: "더미와 버린 카드",
    others: "다른 플레이어",
    captures: "가져간 카드",
    news: "지금까지 일어난 일",
    empty: "없음",
    nothingYet: "아직 알린 것이 없습니다.",
    points: (side, points) => `${side}: ${number(points)}점`,
    stockCount: (count) => `더미에 카드 ${number(count)}장`,
    discard: (cards) => (cards.length ? `버린 카드, 맨 위부터: ${cards.join(", ")}` : "버린 카드 없음"),
    captured: (who, cards, scopas) =>
      `${who}: ${cards.length ? `${number(cards.length)}장, ${cards.join(", ")}` : "아직 가져간 카드 없음"}${scopas ? `; 스코파 ${number(scopas)}번` : ""}`,
    keys: "키",
    keyLines: [
      "Y: 내 카드 읽기",
      "E: 테이블, 더미, 버린 카드 읽기",
      "C: 점수 읽기",
      "W: 다른 플레이어가 든 카드, 내려놓은 카드, 가져간 카드 읽기",
      "R: 마지막 알림 다시 듣기",
      "1~9: 내 카드 고르기. Enter는 확인, Esc는 취소",
      "?: 규칙의 조작법에 있는 모든 키",
    ],
    seat: (seat, seats) => (seats === 4 ? ["나", "오른쪽 상대", "파트너", "왼쪽 상대"] : seats === 3 ? ["나", "오른쪽 상대", "왼쪽 상대"] : ["나", "컴퓨터"])[seat],
  },
};
