/**
 * The options each game offers, as the engine's ping gives them (docs/protocol.md): the game menu is
 * drawn whole from them before the engine is ready. Written by `python3 build.py offered`; do not edit.
 */
/** @type {Record<string, import("../../types").OptionChoices>} */
export const OFFERED = {
  "scopa": {"napola": {"choices": [false, true], "default": false}, "target": {"choices": [11, 16, 21, 31], "default": 11}, "re_bello": {"choices": [false, true], "default": false}, "capture": {"choices": ["classic", "ace_takes_all", "fifteen"], "default": "classic"}, "players": {"choices": [2, 4], "default": 2}},
  "scala40": {"target": {"choices": [51, 101, 151, 201], "default": 101}, "players": {"choices": [2, 3, 4], "default": 2}},
  "briscola": {"target": {"choices": [1, 2, 3], "default": 1}, "show_points": {"choices": [false, true], "default": false}, "players": {"choices": [2, 4], "default": 2}},
  "scopone": {"napola": {"choices": [false, true], "default": false}, "target": {"choices": [11, 16, 21, 31], "default": 11}, "re_bello": {"choices": [false, true], "default": false}, "capture": {"choices": ["classic", "ace_takes_all", "fifteen"], "default": "classic"}, "variant": {"choices": ["scientifico", "classico"], "default": "scientifico"}},
  "tressette": {"target": {"choices": [11, 21, 31, 41], "default": 21}, "declarations": {"choices": [true, false], "default": true}, "players": {"choices": [2, 4], "default": 2}},
};
