/**
 * Scopone (scientifico or classico): Scopa for four with every card dealt.
 * Its table is Scopa's, so it is Scopa's descriptor and Play (the same scene,
 * layout, steps, count and intents, which follow the view), with its own
 * name, variant and words.
 */
import scopa, { houseRules } from "../scopa/index.js";
import { fourWords } from "../scopa/four.js";
import { strings } from "../../ui/strings.js";

/** @type {import("../../types").GameDescriptor} */
export default {
  ...scopa,
  name: "scopone",
  seats: 4,
  settings: ["level", "target", "napola", "variant", "style"],
  // Its own choices: the engine's `variant` option (scientifico or classico, from ping), and the house rules.
  choices: ["variant", "re_bello", "capture"],
  options: ({ napola, targets, choices: { scopone: chosen } }) => ({
    napola,
    target: targets.scopone,
    variant: chosen?.variant,
    re_bello: chosen?.re_bello,
    capture: chosen?.capture,
  }),
  words: {
    get confirm() {
      return strings.confirm;
    },
    newGame(settings, view) {
      const table = strings.four.tables[/** @type {"classico"} */ (view.options.variant)];
      return strings.four.announce.newGame(table, strings.levels[/** @type {"easy"} */ (settings.level)], houseRules(view.options));
    },
    target: scopa.words.target,
    note: scopa.words.note,
    ...fourWords,
  },
};
