/**
 * 한국어: the same keys as en.js. Korean particles change with the sound that
 * ends the word before them (을/를, 으로/로), so `after` picks the right one,
 * also after a digit ("동전 7을", "컵 2를").
 */
import { formatters } from "./format.js";

const { number } = formatters("ko");

const SUITS = {
  italian: { D: "동전", H: "컵", S: "검", C: "곤봉" },
  french: { D: "다이아몬드", H: "하트", S: "스페이드", C: "클럽" },
};
const RANKS = {
  italian: { 1: "에이스", 8: "잭", 9: "기사", 10: "킹" },
  french: { 1: "에이스", 8: "잭", 9: "퀸", 10: "킹" },
};
const deckOf = (style) => (style === "french" ? "french" : "italian");

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
  을: { consonant: "을", rieul: "을", vowel: "를" },
  으로: { consonant: "으로", rieul: "로", vowel: "로" },
};
/** The word with its particle: after("동전 7", "을") → "동전 7을", after("컵 2", "을") → "컵 2를". */
const after = (word, particle) => `${word}${PARTICLES[particle][ending(word)]}`;
/** Cards are listed with commas; the particle goes after the last. */
const list = (items) => items.join(", ");

const you = (player) => player === 0;
const LOST = "진행 중인 게임은 사라집니다.";

export default {
  language: { name: "한국어", short: "KO" },
  languageSwitch: "언어",
  close: "닫기",
  number,

  title: "Mazzo",
  tagline: "이탈리아 카드 게임",
  steps: {
    runtime: "파이썬을 불러오는 중…",
    engine: "게임 엔진을 설치하는 중…",
    ready: "카드를 섞는 중…",
  },
  failed: {
    runtime: "파이썬을 불러오지 못했습니다.",
    engine: "게임 엔진을 설치하지 못했습니다.",
    worker: "게임 엔진을 시작하지 못했습니다.",
  },
  failedHint: "연결을 확인한 뒤 다시 시도하세요.",
  retry: "다시 시도",
  version: (version) => `mazzo ${version}`,

  levels: { easy: "쉬움", normal: "보통", hard: "어려움" },
  styles: { napoli: "나폴리", piacenza: "피아첸차", french: "프랑스식" },
  players: ["나", "컴퓨터"],

  /** "동전 7", "컵 기사", "하트 퀸". */
  cardName({ value, suit }, style) {
    const deck = deckOf(style);
    return `${SUITS[deck][suit]} ${RANKS[deck][value] ?? value}`;
  },

  toolbar: {
    label: "게임",
    newGame: "새 게임",
    level: "난이도",
    style: "카드",
    napola: "나폴라",
    onOff: (on) => (on ? "켬" : "끔"),
    rules: "규칙",
  },
  groups: { hand: "내 손패", table: "테이블" },

  score: {
    label: "점수",
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
      const who = you(player) ? "" : "컴퓨터가 ";
      if (!captures.length) return `${who}${after(card, "을")} 냈습니다.`;
      return `${who}${after(card, "을")} 내서 ${after(list(captures), "을")} 가져${you(player) ? "왔" : "갔"}습니다.`;
    },
    scopa: (player) => (you(player) ? "스코파! 테이블을 싹 쓸었습니다." : "스코파! 컴퓨터가 테이블을 싹 쓸었습니다."),
    deal: (cards) => `새 카드: ${list(cards)}.`,
    sweep: (player, count) => `테이블에 남은 카드 ${number(count)}장은 ${you(player) ? "내" : "컴퓨터"} 차지입니다.`,
    newGame: (level, napola) => `새 게임, 난이도 ${level}${napola ? ", 나폴라 켬" : ""}. 카드를 나눴습니다.`,
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
    newGame: "새 게임",
  },

  confirm: {
    newGame: `새 게임을 시작할까요? ${LOST}`,
    level: (level) => `난이도를 ${after(level, "으로")} 바꿔 새 게임을 시작할까요? ${LOST}`,
    napola: (on) => `나폴라를 ${on ? "켜고" : "끄고"} 새 게임을 시작할까요? ${LOST}`,
    yes: "새 게임",
    no: "계속하기",
  },
  engineError: (message) => `게임 엔진에 문제가 생겼습니다: ${message}`,

  rulesPanel: {
    page: "페이지로 열기",
    loading: "규칙을 불러오는 중…",
    failed: "규칙을 불러오지 못했습니다.",
  },
};
