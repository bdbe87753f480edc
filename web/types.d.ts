/**
 * The front end's shared types, for TypeScript's check of the JSDoc in web/
 * (tsc --checkJs --noEmit, see tsconfig.json). Not shipped: the page is plain JavaScript.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A card at a place: `face` is the game's card name, or null for a back. */
export interface Sprite extends Rect {
  face: string | null;
  angle?: number;
  z?: number;
  /** 0..1: narrowed while it turns over. */
  flip?: number;
  lifted?: boolean;
  highlight?: string | null;
  /** A joker's stand-in card, shown on its badge. */
  stands?: string | null;
  restW?: number;
  restH?: number;
  id?: string;
}

/** A named place off the layout: the deck, a pile, a seat; cards arriving there turn face down unless it keeps faces. */
export interface Place extends Rect {
  angle?: number;
  keepsFace?: boolean;
}

/** Where everything lies for one scene: the sprites by id, the places off layout, the regions the overlay uses. */
export interface Frame {
  cards: Map<string, Sprite>;
  places: Record<string, Place>;
  status: Rect;
  actions?: Rect | null;
  bannerArea?: Rect;
  bannerHeight?: number;
  [region: string]: unknown;
}

/** What a table shows: the game's own shape (the view plus the player's picks). */
export type Scene = Record<string, any>;

export interface MotionSpec {
  to: Scene;
  from?: Scene;
  /** id → a sprite id of the scene before, or a named place. */
  origins?: Record<string, string> | ((from: Scene, to: Scene) => Record<string, string>);
  destinations?: Record<string, string>;
  order?: string[];
  stagger?: number;
  ms: number;
  say?: Words | null;
}

/**
 * Words to say: a text, or a function giving it in the language in use (said again after a switch); `shown` marks
 * words the page already shows elsewhere (a lesson's goal over the table): said in the live region, not shown twice.
 */
export type Words = string | ((() => string) & { shown?: boolean });

export interface Motion {
  from: Scene;
  to: Scene;
  origins: Record<string, string>;
  destinations: Record<string, string>;
  order: string[];
  stagger: number;
  ms: number;
  t: number;
}

export interface PauseSpec {
  ms: number;
  scene?: Scene | null;
  lit?: Map<string, string> | null;
  banner?: string | null;
  say?: Words | null;
}

/** A step of the animation queue (table/animation.js). */
export interface Step {
  kind: "motion" | "pause";
  ms: number;
  /** The scene the table rests on once this step has played, when the step names it. */
  target?: Scene | null;
  begin?(): void;
  frame?(t: number): void;
  end?(): void;
}

/** A named intent, from a key, a tap or a button. */
export interface Intent {
  name: string;
  index?: number;
  card?: string;
  id?: string;
  meld?: number;
  side?: "low" | "high";
  group?: number;
  /** A seat at the table (Scala 40's large view of a player's combinations). */
  seat?: number;
  move?: string;
  at?: Rect | null;
  fromButton?: boolean;
  refusal?: { code: string; params: Record<string, unknown> };
}

/** What a game answers to an intent. */
export type Outcome =
  | { kind: "move"; move: string; at: Rect | null }
  | { kind: "shown" }
  | { kind: "refused"; code: string; params: Record<string, unknown>; at: Rect | null }
  | { kind: "ignored" };

export interface ButtonSpec {
  key: string;
  rect: Rect;
  label: string;
  attrs?: Record<string, string | null>;
  disabled?: boolean;
  intent: Intent | ((event: MouseEvent, button: HTMLElement) => Intent);
  /** What a tap's place on the button picks on the canvas (a combination's places for a card), as buttons of their own for the mirror. */
  choices?: Array<{ key: string; label: string; intent: Intent; disabled?: boolean }>;
}

export interface ActionSpec {
  action: string;
  text: string;
  keys: string;
  hidden?: boolean;
  label?: string;
  badge?: string;
  data?: Record<string, string>;
}

export interface SeatSpec {
  seat: number;
  rect: Rect;
  count: number;
  label: string;
  /** The hand's cards, when it lies face up (the review's steps). */
  cards?: string[];
}

export interface Controls {
  hand: ButtonSpec[];
  table: ButtonSpec[];
  seats: SeatSpec[];
  actions: ActionSpec[];
}

/** How a game's card faces are drawn (the painter keeps one cache for all). */
export interface CardArt {
  style: string;
  draw(context: CanvasRenderingContext2D, face: string, w: number, h: number, marks: { highlight?: string | null; stands?: string | null }): void;
}

export interface Pen {
  scale: number;
  drawSprite(sprite: Sprite): void;
}

export interface Stage {
  scene: Scene;
  before: Scene;
}

export type View = Record<string, any>;
export type Summary = Record<string, any>;

/** One line of a summary's count (docs/protocol.md): a value per player, and the points it scored when it scores. */
export interface SummaryLine<Value> {
  line: string;
  values: Value[];
  points: number[] | null;
}

export interface Reply {
  view: View;
  events: Array<Record<string, any>>;
  move?: string;
  /** A watched computer's move, when asked: the coach's reasons for it (docs/protocol.md, "Watching"). */
  reasons?: Array<Record<string, unknown> & { code: string }>;
}

export interface CountRow {
  line: string;
  label: string;
  cells: Array<{ value: string; points?: number; detail?: string }>;
  sum?: boolean;
}

export interface Prompt {
  text: string;
  keys: string;
}

/** The live game on the table: the player's picks and the hooks the kit and the app call. */
export interface Play {
  art(): CardArt;
  /** A card's name in the language (and style) in use. */
  name(card: string): string;
  emptyScene(): Scene;
  scene(view: View): Scene;
  layout(scene: Scene, box: Rect): Frame;
  marks(): Map<string, string>;
  drawUnder(context: CanvasRenderingContext2D, frame: Frame, stage: Stage, pen: Pen): void;
  drawOver(context: CanvasRenderingContext2D, frame: Frame, stage: Stage, pen: Pen): void;
  controls(frame: Frame, scene: Scene, interactive: boolean): Controls;
  dealSteps(view: View): Step[];
  stepsFor(reply: Reply, settled: Scene): Step[];
  roundOverSteps(summary: Summary): Step[];
  /** Forgets the picks (a new deal, a view from elsewhere). */
  reset(view: View): void;
  /** The view on the table changed (after a reply). */
  update(view: View, reply: Reply | null): void;
  intent(intent: Intent, view: View): Outcome;
  /** The engine refused the move the last outcome sent: the picks come back. */
  refused(): void;
  prompt(view: View): Prompt;
  countRows(summary: Summary): CountRow[];
  /** Whether the player is choosing between several ways (the "choosing" screen). */
  choosing(): boolean;
  /** The table as a review's step shows it: the state `before` the step (docs/protocol.md, "Review"), every hand face up. */
  reviewScene(before: Record<string, any>): Scene;
}

/** The engine worker's client (engine/client.js). */
export interface Engine {
  request(type: string, fields?: Record<string, unknown>): Promise<any>;
}

/** A request the engine refused (engine/client.js's EngineError). */
export interface EngineFailure extends Error {
  code: string;
  /** The refusal's code (docs/protocol.md), in every error reply of the engine; null for the client's own failures. */
  reason: string | null;
  params: Record<string, unknown>;
}

export interface Settings {
  game: string;
  level: string;
  style: string;
  /** Null until asked for, or told by the engine (ui/settings.js's fitToEngine). */
  napola: boolean | null;
  /** Briscola's show_points: the running points on the table. */
  showPoints: boolean;
  /** Each game's target, once asked for or told by the engine. */
  targets: Record<string, number>;
  /** Each game's own choices (ui/choices.js): {scopa: {players: 2}, scopone: {variant: "scientifico"}, ...}. */
  choices: Record<string, Record<string, Choice>>;
  seed: number | null;
  // The coach: a practice game (undo allowed), and what the embedding page allows (?hints=0, ?practice=0).
  practice: boolean;
  allows: { hints: boolean; practice: boolean };
  // Sound (web/sound/): whether the table's sounds are on.
  sound: boolean;
  /** Who sits at each table (app/core/together.js): per "game:seats", a name per person's seat ("" for the default name), null for a computer's. */
  together: Record<string, Array<string | null>>;
}

/** The player's preferences (ui/preferences.js), set in the settings room and read as the page goes. */
export interface Preferences {
  speed: "slow" | "normal" | "fast" | "instant";
  /** Reduced motion: as the system says, or explicitly on ("reduce") or off ("full"). */
  motion: "system" | "reduce" | "full";
  cardSize: "normal" | "large";
  leftHanded: boolean;
  fourColours: boolean;
  confirmCaptures: boolean;
  autoPlay: boolean;
  /** The coach's odds beside each hint (off by default). */
  showOdds: boolean;
  /** The sound's volume, 0 to 1. */
  volume: number;
  /** The table for screen readers (app/views/mirror.js) on, and no animation waits. */
  screenReader: boolean;
}

/** One game's options as ping's `options` gives them (docs/protocol.md): each option's values and its default. */
export type OptionChoices = Record<string, { choices: unknown[]; default: unknown }>;
/** A value of a game's own choice: a number of players, a variant's name. */
export type Choice = string | number | boolean;

/** What a Play is made with. */
export interface Kit {
  table: import("./table/table.js").Table;
  request(type: string, fields?: Record<string, unknown>): Promise<any>;
  announce(words: Words): void;
  /**
   * A seat as the words of a move name it: its name where the table names its seats (a person's when
   * people play together, a place while the computer plays alone: app/core/names.js `seatShown`), else its
   * number, which the game's words say as "you", "the computer" or by the seat's place round you.
   */
  who(seat: number): number | string;
  /**
   * A seat's place while the computer plays alone ("Bottom", app/core/names.js `seatShown`), for the labels
   * on the table and in the mirror, which then name no one "you"; null while someone plays.
   */
  placeOf(seat: number): string | null;
  /** A side's places while the computer plays alone ("Bottom & top", app/core/names.js `watchedSides`); null while someone plays. */
  sideOf(side: number): string | null;
  /** Hands an intent to the app, as a key or a tap would (for answers that come later, such as a check). */
  intent(intent: Intent): void;
  settings: Settings;
}

/** One game: its options, keys, settings and texts, and its Play. */
export interface GameDescriptor {
  name: string;
  seats: 2 | 4;
  keys: Record<string, string>;
  settings: string[];
  /** Its own choices beyond level, target and napola: names of the engine's options, whose values come from ping (Scopa's players, Scopone's variant). */
  choices?: string[];
  styles: string[];
  options(settings: Settings): Record<string, unknown>;
  words: {
    /** `view`: the game just dealt (its options say which house rules are in force). */
    newGame(settings: Settings, view: View): string;
    /** The score bar's target; `view` and the card `style` let a game add what stays true all game (Briscola's suit). */
    target(points: number, view?: View, style?: string): string;
    /** `view`: the table's (a table of four words the round and the winner by side); `summary`: the round's, for a table of three or more players each for themselves. */
    roundOver(mine: number, theirs: number, view?: View | null, summary?: Summary): string;
    note(summary: Summary): string;
    /** The count's title, when the game counts by something other than the round (Briscola: the hand). */
    countTitle?(round: number): string;
    winner(player: number, mine: number, theirs: number, view?: View | null): string;
    /** Whether a game of it is called a match (played to a number of hands or points: Briscola, Scala 40). */
    match?: boolean;
    /** The two sides' names, on the score bar and over the count, when they are not "You" and "Computer" (the partnerships). */
    sides?(view: View | null, settings?: Settings): readonly string[];
    /** Who a seat is in a sentence (the review's steps), when the coach's words do not say it (Scala 40 for three and four). */
    who?(seat: number, seats: number): string;
    /** The score bar's two names and two scores, when a side of the bar holds more than one player (Scala 40 for three and four: you, then the others by seat); `view` null before the first. */
    scoreBar?(view: View | null, settings?: Settings): { names: readonly string[]; scores: readonly string[] };
    /** The questions before a new game, and the button that starts one. */
    readonly confirm: { newGame: string; yes: string };
  };
  createPlay(kit: Kit): Play;
}
