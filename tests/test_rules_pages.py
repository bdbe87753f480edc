"""The rules pages, web/rules/<game>.<lang>.md, checked against the engines.

How a source is written, so that this test can read it:

- It starts with metadata lines (Python-Markdown's ``meta`` extension): ``title``,
  ``language`` (the language's own name, for the language links), ``back`` (the
  link back to the game) and ``description``.
- Every required section is a heading with an id (``attr_list``):
  ``## Strategy that really helps {#strategy}``. The ids are the same in every
  language; REQUIRED_SECTIONS lists them per game.
- Every number that states a rule is a span naming its fact:
  ``<span data-fact="scopa.primiera.7">21</span>``. FACTS says what each fact
  must equal, computed from the engine, never copied from the page.
- The keyboard section names every key the game answers to (KEYS), and its table names exactly the letter
  keys the game's page answers to, read from the front end (``keys_answered``).

build.py renders each source through web/rules/page.html into dist/rules/<game>.<lang>.html;
the last tests check those pages.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path

import pytest

from browser.harness import build
from mazzo import briscola, scopa, tressette
from mazzo.game import new_game
from mazzo.protocol import Session
from mazzo.scala40 import cards as scala_cards
from mazzo.scala40 import ScalaFourState, ScalaThreeState, finder, melds
from mazzo.scala40.state import TARGETS as SCALA_TARGETS
from mazzo.scala40.state import ScalaOptions, ScalaState, hand_points

RULES = Path(__file__).resolve().parent.parent / "web" / "rules"
LANGUAGES = ("en", "it", "fr", "id", "ko", "sw")
GAMES = ("scopa", "scala40", "briscola", "scopone", "tressette")
PAGES = [(game, lang) for game in GAMES for lang in LANGUAGES]
METADATA = ("title", "language", "back", "description")

REQUIRED_SECTIONS = {
    "scopa": (
        "rules", "counting", "example", "napola", "house-rules", "re-bello", "ace-takes-all", "fifteen", "four",
        "levels", "level-easy", "level-normal", "level-hard",
        "strategy", "tip-no-scopa", "tip-settebello", "tip-sevens", "tip-coins", "tip-kings",
        "controls", "controls-touch", "controls-keyboard",
        "history",
        "faq", "faq-free", "faq-computer", "faq-points", "faq-settebello", "faq-primiera", "faq-refuse", "faq-phone",
    ),
    "scala40": (
        "rules", "three-four", "counting", "example",
        "levels", "level-easy", "level-normal", "level-hard",
        "strategy", "tip-open-early", "tip-watch-discards", "tip-shed-high", "tip-jokers", "tip-pairs",
        "controls", "controls-touch", "controls-keyboard",
        "history",
        "faq", "faq-free", "faq-computer", "faq-points", "faq-phone", "faq-joker", "faq-discard", "faq-one-go",
    ),
    "briscola": (
        "rules", "counting", "example", "match", "four",
        "levels", "level-easy", "level-normal", "level-hard",
        "strategy", "tip-count-trumps", "tip-carichi", "tip-lisci", "tip-second", "tip-last-draw",
        "controls", "controls-touch", "controls-keyboard",
        "history",
        "faq", "faq-free", "faq-computer", "faq-points", "faq-follow", "faq-draw", "faq-show-points", "faq-phone",
    ),
    "scopone": (
        "rules", "counting", "example", "napola", "house-rules", "re-bello", "ace-takes-all", "fifteen",
        "levels", "level-easy", "level-normal", "level-hard",
        "strategy", "tip-partner", "tip-no-scopa", "tip-count", "tip-settebello", "tip-last",
        "controls", "controls-touch", "controls-keyboard",
        "history",
        "faq", "faq-free", "faq-computer", "faq-partner", "faq-scientifico", "faq-points", "faq-phone",
    ),
    "tressette": (
        "rules", "cards", "deal", "trick", "stock", "counting", "example", "declarations", "match", "four",
        "levels", "level-easy", "level-normal", "level-hard",
        "strategy", "tip-count", "tip-voids", "tip-throw", "tip-drawn", "tip-last",
        "controls", "controls-touch", "controls-keyboard",
        "history",
        "faq", "faq-free", "faq-computer", "faq-follow", "faq-points", "faq-phone",
    ),
}

#: The keys beside the letters (keys_answered gives the letters, from the front end).
KEYS = {
    "scopa": ("1", "2", "3", "Enter", "Esc", "?"),
    "scala40": ("Space", "Home", "Enter", "Esc", "?"),
    "briscola": ("1", "2", "3", "?"),
    "scopone": ("1", "9", "0", "Enter", "Esc", "?"),
    "tressette": ("1", "9", "0", "?"),
}

HEADING = re.compile(r"^#{1,6} .*\{#([a-z0-9-]+)\}\s*$", re.MULTILINE)
FACT = re.compile(r'<span data-fact="([a-z0-9_.]+)">([^<]*)</span>')


# -- what the engines say --------------------------------------------------------------

#: The Scopa worked example: the two piles at the end of the round, and the scopas made.
SCOPA_EXAMPLE_OTHER = scopa.parse_cards("AD 4D KD 6H 6S 6C AH 2H 3H 2S 3S 4S 2C 3C 4C JH JS JC")
SCOPA_EXAMPLE_YOU = tuple(c for c in scopa.DECK if c not in SCOPA_EXAMPLE_OTHER)
SCOPA_EXAMPLE_SCOPAS = (2, 1)


def count_facts(game: str, options: scopa.ScopaOptions) -> dict[str, set[int]]:
    """What the count says in every page of a Scopa table: the deck, most cards and coins, the primiera, the napola
    and the targets (the same numbers for every table, each page quoting them under its own name)."""
    coins = [c for c in scopa.DECK if c.suit == scopa.COINS]
    faces = {scopa.PRIMIERA[v] for v in (8, 9, 10)}
    assert len(faces) == 1, "the pages quote one primiera value for all face cards"
    facts = {
        f"{game}.cards_total": {len(scopa.DECK)},
        f"{game}.most_cards": {len(scopa.DECK) // 2 + 1},
        f"{game}.most_coins": {len(coins) // 2 + 1},
        f"{game}.primiera.ace": {scopa.PRIMIERA[1]},
        f"{game}.primiera.face": faces,
        f"{game}.napola.min": {scopa.NAPOLA_MIN_RUN},
        f"{game}.napola.max": {scopa.napola_run(coins)},
        f"{game}.target.default": {options.target},
        f"{game}.target.option": set(scopa.TARGETS) - {options.target},
    }
    facts.update({f"{game}.primiera.{v}": {scopa.PRIMIERA[v]} for v in range(2, 8)})
    facts.update(house_rule_facts(game))
    return facts


def house_rule_facts(game: str) -> dict[str, set[int]]:
    """What the house rules section says, from the engine: Re Bello's point, how many cards the Ace takes
    from 7, King and 3, and at fifteen the total a take makes and what a 7 and a King take alone."""
    one, _ = scopa.count_round(([scopa.RE_BELLO], [c for c in scopa.DECK if c != scopa.RE_BELLO]), (0, 0),
                               napola=False, re_bello=True)
    (swept,) = scopa.capture_options(scopa.Card(1, "H"), scopa.parse_cards("7D KS 3C"), scopa.ACE_TAKES_ALL)
    fifteen = scopa.parse_cards("JS 5C 3D 2S")

    def single(value: int) -> set[int]:
        taken = scopa.capture_options(scopa.Card(value, "H"), fifteen, scopa.FIFTEEN)
        return {option[0].value for option in taken if len(option) == 1}

    totals = {value + sum(c.value for c in option) for value in (7, 10)
              for option in scopa.capture_options(scopa.Card(value, "H"), fifteen, scopa.FIFTEEN)}
    return {
        f"{game}.re_bello.point": {one.points["re_bello"]},
        f"{game}.ace_takes_all.example": {len(swept)},
        f"{game}.fifteen.total": totals,
        f"{game}.fifteen.seven": single(7),
        f"{game}.fifteen.king": single(10),
    }


def scopa_facts() -> dict[str, set[int]]:
    coins = [c for c in scopa.DECK if c.suit == scopa.COINS]
    you, other = scopa.count_round((SCOPA_EXAMPLE_YOU, SCOPA_EXAMPLE_OTHER), SCOPA_EXAMPLE_SCOPAS, napola=False)
    four = new_game(scopa.ScopaFourState, 0, scopa.ScopaFourOptions())
    facts = {
        **count_facts("scopa", scopa.ScopaOptions()),
        "scopa.coins_total": {len(coins)},
        "scopa.hand_size": {scopa.HAND_SIZE},
        "scopa.table_size": {scopa.TABLE_SIZE},
        "scopa.kings_for_redeal": {scopa.KINGS_FOR_REDEAL},
        "scopa.four.players": {four.PLAYERS},
        "scopa.four.hand_size": {len(four.hands[0])},
        "scopa.four.table_size": {len(four.table)},
        "scopa.four.deals": {(len(scopa.DECK) - len(four.table)) // sum(map(len, four.hands))},
    }
    for who, count in (("you", you), ("other", other)):
        facts.update({
            f"scopa.example.cards.{who}": {count.cards},
            f"scopa.example.coins.{who}": {count.coins},
            f"scopa.example.primiera.{who}": {count.primiera},
            f"scopa.example.scopas.{who}": {count.scopas},
            f"scopa.example.points.{who}": {count.round_points},
        })
    return facts


#: The Scala 40 worked example: the hand the computer is caught with, the scores before the round,
#: and the opening the rules section quotes.
SCALA_EXAMPLE_HAND = "AS KH 7C 3D JK"
SCALA_EXAMPLE_BEFORE = (38, 70)
SCALA_EXAMPLE_OPENING = ("QHKHAH", "3S3D3C")


def scala40_closed_round(other_hand: str, *, other_opened: bool, in_one_go: bool) -> ScalaState:
    """Player 0 closes by discarding their last card; player 1 holds ``other_hand``.

    Built as a position and played through the engine, so the count is the engine's own.
    """
    closing_card = scala_cards.Card.parse("5C")
    other = tuple(sorted(scala_cards.Card.parse(c) for c in other_hand.split()))
    rest = scala_cards.FULL_DECK - Counter((closing_card, *other))
    stock = sorted(rest.elements())
    state = ScalaState.from_dict({
        "game": "scala40", "options": {"target": ScalaOptions().target}, "seed": 0, "round": 3, "dealer": 1,
        "turn": 0, "phase": "play", "hands": [[str(closing_card)], scala_cards.card_names(other)],
        "stock": scala_cards.card_names(stock[1:]), "discard": [str(stock[0])], "table": [],
        "opened": [True, other_opened], "taken": None, "opened_now": in_one_go, "rebuilt": False,
        "match_scores": list(SCALA_EXAMPLE_BEFORE), "result": None, "history": [],
    })
    return state.apply(state.parse_move(f"discard {closing_card}"))


def scala40_many_facts() -> dict[str, set[int]]:
    """Scala 40 for three and four: the players, the hands and the stock at the deal, from the engine."""
    three, four = new_game(ScalaThreeState, 0), new_game(ScalaFourState, 0)
    return {
        "players": {three.PLAYERS, four.PLAYERS},
        "hand_size": {len(hand) for hand in (*three.hands, *four.hands)},
        "stock.three": {len(three.stock)},
        "stock.four": {len(four.stock)},
    }


def scala40_facts() -> dict[str, set[int]]:
    card = scala_cards.Card.parse
    faces = {scala_cards.penalty(card(f"{r}S")) for r in "JQK"}
    opening_faces = {melds.set_points(rank) for rank in (11, 12, 13)} | {melds.position_points(p) for p in (11, 12, 13)}
    opening_ace = {melds.set_points(1), melds.position_points(melds.ACE_HIGH)}
    assert len(faces) == len(opening_faces) == len(opening_ace) == 1, "the pages quote one value for each"
    default_target = ScalaOptions().target
    closed = scala40_closed_round(SCALA_EXAMPLE_HAND, other_opened=True, in_one_go=False)
    one_go = scala40_closed_round(SCALA_EXAMPLE_HAND, other_opened=True, in_one_go=True)
    one_go_never_opened = scala40_closed_round(SCALA_EXAMPLE_HAND, other_opened=False, in_one_go=True)
    run, set_ = (melds.TableMeld.build(0, scala_cards.parse_cards(m)).points for m in SCALA_EXAMPLE_OPENING)
    return {
        "scala40.cards_total": {len(scala_cards.DECK)},
        "scala40.jokers": {scala_cards.JOKERS_IN_PLAY},
        "scala40.hand_size": {scala_cards.HAND_SIZE},
        "scala40.set_min": {melds.MIN_CARDS},
        "scala40.set_max": {melds.MAX_SET},
        "scala40.run_min": {melds.MIN_CARDS},
        "scala40.opening_min": {finder.OPENING_POINTS},
        "scala40.opening.ace": opening_ace,
        "scala40.opening.ace_low": {melds.position_points(1)},
        "scala40.opening.face": opening_faces,
        "scala40.penalty.ace": {scala_cards.penalty(card("AS"))},
        "scala40.penalty.face": faces,
        "scala40.penalty.joker": {scala_cards.penalty(scala_cards.JOKER)},
        "scala40.never_opened": {hand_points(scala_cards.parse_cards("2C"), opened=False)},
        "scala40.target.default": {default_target},
        "scala40.target.option": set(SCALA_TARGETS) - {default_target},
        "scala40.example.opening.run": {run},
        "scala40.example.opening.set": {set_},
        "scala40.example.opening.total": {run + set_},
        "scala40.example.before.you": {SCALA_EXAMPLE_BEFORE[0]},
        "scala40.example.before.other": {SCALA_EXAMPLE_BEFORE[1]},
        "scala40.example.left": {closed.result.points[1]},
        "scala40.example.total": {closed.scores[1]},
        "scala40.example.one_go": {one_go.result.points[1]},
        "scala40.example.one_go_never_opened": {one_go_never_opened.result.points[1]},
        **{f"scala40.many.{fact}": values for fact, values in scala40_many_facts().items()},
    }


#: The Briscola worked example: the cards that score in your pile at the end of a hand (the
#: computer's pile holds every other card).
BRISCOLA_EXAMPLE_YOU = scopa.parse_cards("AD AS 3D 3H 3S KD QD QS JD JH JS 2D 4D 5D 6D 7D 2H 4H 5H 6H 7H 2S")


def briscola_example_counts(pile: tuple[scopa.Card, ...]) -> dict[str, int]:
    """How many cards of each kind that scores a pile holds, by the engine's count lines."""
    return {line: sum(1 for card in pile if card.value == value) for line, value in briscola.COUNT_LINES}


def briscola_four_facts() -> dict[str, set[int]]:
    """What the section on Briscola for four says, from a deal of the engine's table of four."""
    four = new_game(briscola.BriscolaFourState, 0)
    per_trick = four.PLAYERS
    return {
        "briscola.four.players": {four.PLAYERS},
        "briscola.four.hand_size": {len(four.hands[0])},
        "briscola.four.stock_at_deal": {len(four.stock)},
        "briscola.four.tricks": {four.tricks_per_hand()},
        "briscola.four.tricks_without_draw": {four.tricks_per_hand() - len(four.stock) // per_trick},
        "briscola.four.points_to_win": {briscola.HALF + 1},
    }


def briscola_facts() -> dict[str, set[int]]:
    values = {line: value for line, value in briscola.COUNT_LINES}
    suit = [card for card in scopa.DECK if card.suit == scopa.COINS]
    other = tuple(card for card in scopa.DECK if card not in BRISCOLA_EXAMPLE_YOU)
    default_target = briscola.BriscolaOptions().target
    facts = {
        "briscola.cards_total": {len(scopa.DECK)},
        "briscola.suit_size": {len(suit)},
        "briscola.hand_size": {briscola.HAND_SIZE},
        "briscola.stock_at_deal": {briscola.STOCK_AT_DEAL},
        "briscola.tricks": {briscola.TRICKS_PER_HAND},
        "briscola.tricks_without_draw": {briscola.TRICKS_PER_HAND - briscola.STOCK_AT_DEAL // 2},
        "briscola.points_total": {briscola.TOTAL_POINTS},
        "briscola.points_to_win": {briscola.HALF + 1},
        "briscola.points_draw": {briscola.HALF},
        "briscola.suit_points": {briscola.points(suit)},
        "briscola.carichi_points": {briscola.POINTS[values["aces"]] + briscola.POINTS[values["threes"]]},
        "briscola.target.default": {default_target},
        "briscola.target.option": set(briscola.TARGETS) - {default_target},
        **briscola_four_facts(),
    }
    names = {"aces": "ace", "threes": "three", "kings": "king", "knights": "knight", "jacks": "jack"}
    facts.update({f"briscola.points.{names[line]}": {briscola.POINTS[value]} for line, value in briscola.COUNT_LINES})
    for who, pile in (("you", BRISCOLA_EXAMPLE_YOU), ("other", other)):
        facts.update({f"briscola.example.{line}.{who}": {count} for line, count in briscola_example_counts(pile).items()})
        facts[f"briscola.example.points.{who}"] = {briscola.points(pile)}
    return facts


#: The Scopone worked example: each side's cards at the end of the round, and each seat's scopas
#: (you, the opponent after you, your partner, the other opponent).
SCOPONE_EXAMPLE_THEM = scopa.parse_cards("7D 7H 6S 6C 4D 3D 2D JH JS JC QH QS QC KH KS KC 5H")
SCOPONE_EXAMPLE_US = tuple(c for c in scopa.DECK if c not in SCOPONE_EXAMPLE_THEM)
SCOPONE_EXAMPLE_SCOPAS = (1, 1, 2, 0)


def scopone_facts() -> dict[str, set[int]]:
    scientifico = new_game(scopa.ScoponeState, 0)
    classico = new_game(scopa.ScoponeState, 0, scopa.ScoponeOptions(variant="classico"))
    seats = scopa.ScoponeState.seats_of
    scopas = [sum(SCOPONE_EXAMPLE_SCOPAS[seat] for seat in seats(side)) for side in (0, 1)]
    us, them = scopa.count_round((SCOPONE_EXAMPLE_US, SCOPONE_EXAMPLE_THEM), scopas, napola=False)
    return {
        **count_facts("scopone", scopa.ScoponeOptions()),
        "scopone.players": {scientifico.PLAYERS},
        "scopone.hand_size": {len(scientifico.hands[0])},
        "scopone.classico.hand_size": {len(classico.hands[0])},
        "scopone.classico.table_size": {len(classico.table)},
        "scopone.kings_for_redeal": {scopa.KINGS_FOR_REDEAL},
        "scopone.example.scopas.you": {SCOPONE_EXAMPLE_SCOPAS[0]},
        "scopone.example.scopas.partner": {SCOPONE_EXAMPLE_SCOPAS[2]},
        "scopone.example.scopas.them": {scopas[1]},
        "scopone.example.cards.us": {us.cards},
        "scopone.example.cards.them": {them.cards},
        "scopone.example.coins.us": {us.coins},
        "scopone.example.coins.them": {them.coins},
        "scopone.example.primiera.us": {us.primiera},
        "scopone.example.primiera.them": {them.primiera},
        "scopone.example.points.us": {us.round_points},
        "scopone.example.points.them": {them.round_points},
    }


#: The Tressette worked example: the cards each side took (you: a Napoletana of coins declared; the
#: computer took the last trick).
TRESSETTE_EXAMPLE_YOU = scopa.parse_cards("AD AH 3D 2D KD QD JD 3H 2H KH 3S 2S KS 7D 6D 5D 4D 7H 6H 5H")
TRESSETTE_EXAMPLE_DECLARED = (tressette.Declaration("napoletana", "D"),)


def tressette_example() -> dict[str, list[int]]:
    """The worked example counted by the engine: a finished hand whose tricks hold the two piles, the
    computer's last, and the learner's declaration; the count's lines by name."""
    other = [card for card in scopa.DECK if card not in TRESSETTE_EXAMPLE_YOU]
    tricks = [briscola.Trick(0, tuple(TRESSETTE_EXAMPLE_YOU[at : at + 2]), 0) for at in range(0, 20, 2)]
    tricks += [briscola.Trick(1, tuple(other[at : at + 2]), 1) for at in range(0, 20, 2)]
    dealt = new_game(tressette.TressetteState, 0)
    over = replace(dealt, hands=((), ()), stock=(), tricks=tuple(tricks), declarations=(TRESSETTE_EXAMPLE_DECLARED, ()))
    assert over.round_over and over.tricks[-1].winner == 1
    summary = over.round_summary()
    lines = {line["line"]: line for line in summary["lines"]}
    return {
        "aces": lines["aces"]["values"],
        "figures": lines["figures"]["values"],
        "thirds": list(over.thirds),
        "points": [won // 3 for won in over.thirds],
        "dropped": lines["dropped"]["values"],
        "last": lines["last_trick"]["points"],
        "declared": lines["declarations"]["points"],
        "total": lines["round"]["values"],
    }


def tressette_facts() -> dict[str, set[int]]:
    """What the Tressette pages say, from the engine: the deal at two and at four, the thirds, the last
    trick, the declarations, the targets and the worked example's count."""
    two, four = new_game(tressette.TressetteState, 0), new_game(tressette.TressetteFourState, 0)
    figures = {tressette.THIRDS[value] for value in (3, 2, 10, 9, 8)}
    assert len(figures) == 1, "the pages quote one value for the figures"
    default_target = tressette.TressetteOptions().target
    drawing_tricks = len(two.stock) // two.PLAYERS
    facts = {
        "tressette.cards_total": {len(scopa.DECK)},
        "tressette.suit_size": {len([card for card in scopa.DECK if card.suit == scopa.COINS])},
        "tressette.hand_size": {len(two.hands[0])},
        "tressette.stock_at_deal": {len(two.stock)},
        "tressette.tricks": {two.tricks_per_hand()},
        "tressette.tricks_from_hand": {drawing_tricks, two.tricks_per_hand() - drawing_tricks},
        "tressette.thirds.ace": {tressette.THIRDS[1]},
        "tressette.thirds.figure": figures,
        "tressette.thirds_total": {tressette.TOTAL_THIRDS},
        "tressette.points_cards": {tressette.TOTAL_THIRDS // 3},
        "tressette.last_trick": {tressette.LAST_TRICK},
        "tressette.points_hand": {tressette.TOTAL_THIRDS // 3 + tressette.LAST_TRICK},
        "tressette.declaration": {tressette.DECLARED_POINTS},
        "tressette.all_four": {tressette.ALL_FOUR_POINTS},
        "tressette.target.default": {default_target},
        "tressette.target.option": set(tressette.TARGETS) - {default_target},
        "tressette.four.players": {four.PLAYERS},
        "tressette.four.hand_size": {len(four.hands[0])},
        "tressette.four.tricks": {four.tricks_per_hand()},
    }
    for line, values in tressette_example().items():
        facts.update({f"tressette.example.{line}.{who}": {value} for who, value in zip(("you", "other"), values, strict=True)})
    return facts


def offered_tables() -> dict[str, set[int]]:
    """The table sizes the engine offers each game that has more than one (ping's `players`)."""
    options = json.loads(Session().handle(json.dumps({"type": "ping"})))["options"]
    return {game: set(offered["players"]["choices"]) for game, offered in options.items() if "players" in offered}


#: The games whose opening paragraph says at which tables they are played, as facts ``<game>.tables``.
TABLES_SAID = ("scala40", "briscola", "tressette")

FACTS = {
    "scopa": scopa_facts(),
    "scala40": scala40_facts(),
    "briscola": briscola_facts(),
    "scopone": scopone_facts(),
    "tressette": tressette_facts(),
}
for _game in TABLES_SAID:
    FACTS[_game][f"{_game}.tables"] = offered_tables()[_game]


# -- what the front end answers to -------------------------------------------------------

WEB = RULES.parent


def js_object(text: str, name: str) -> dict[str, str]:
    """The ``key: "value"`` pairs of the object literal after ``name`` (``const KEYS = {``, ``keys: {``)."""
    body = re.search(rf"{re.escape(name)}\s*{{(.*?)}}", text, re.DOTALL)
    assert body, f"no object {name}"
    pairs = re.findall(r'(?:^|[{,\s])"?([^\s":,{]+)"?\s*:\s*"(\w+)"', body.group(1))
    return {key.strip('"'): value for key, value in pairs}


def descriptor(game: str) -> str:
    return (WEB / "games" / game / "index.js").read_text(encoding="utf-8")


def keys_answered(game: str) -> set[str]:
    """The letter keys the game's page answers to: ui/input.js's common keys, less the toolbar intents that need a
    setting the game does not offer (toolbar.js: ``if (!offered("style"))``), plus the game's own keys."""
    common = js_object((WEB / "ui" / "input.js").read_text(encoding="utf-8"), "const KEYS =")
    toolbar = (WEB / "app" / "core" / "toolbar.js").read_text(encoding="utf-8")
    needs = dict(re.findall(r'case "(\w+)":(?:\s*{)?\s*if \(!offered\("(\w+)"\)\)', toolbar))
    text = descriptor(game)
    own_settings = re.search(r"settings: \[([^\]]*)\]", text)
    assert own_settings, f"{game}'s descriptor lists no settings"
    settings = set(re.findall(r'"(\w+)"', own_settings.group(1)))
    own = js_object(text, "keys:") if "keys:" in text else js_object(descriptor("scopa"), "keys:")
    keys = {key for key, intent in common.items() if intent not in needs or needs[intent] in settings}
    keys |= set(own)
    return {key.upper() for key in keys if len(key) == 1 and key.isalpha()}


def key_table_letters(text: str) -> set[str]:
    """The single letters named in the first column of the keyboard section's table."""
    rows = [line.split("|")[1] for line in section_text(text, "controls-keyboard").splitlines() if line.startswith("|")]
    return {letter for cell in rows for letter in re.findall(r"(?<![\w-])([A-Z])(?![\w-])", cell)}


def style_names(lang: str) -> list[str]:
    """The card styles the D key cycles through (cards/cards.js), by their names in ``lang``."""
    styles = re.search(r"export const STYLES = \[([^\]]*)\]", (WEB / "cards" / "cards.js").read_text(encoding="utf-8"))
    assert styles
    names = js_object((WEB / "ui" / "i18n" / f"{lang}.js").read_text(encoding="utf-8"), "styles:")
    return [names[style] for style in re.findall(r'"(\w+)"', styles.group(1))]


# -- reading a source ------------------------------------------------------------------


def source(game: str, lang: str) -> str:
    return (RULES / f"{game}.{lang}.md").read_text(encoding="utf-8")


def metadata(text: str) -> dict[str, str]:
    """The ``key: value`` lines before the first blank line."""
    head = text.split("\n\n", 1)[0]
    return dict(line.split(": ", 1) for line in head.splitlines())


def section_ids(text: str) -> list[str]:
    return HEADING.findall(text)


def section_text(text: str, section: str) -> str:
    """From the heading with ``section``'s id to the next heading."""
    start = re.search(rf"^#{{1,6}} .*\{{#{section}\}}\s*$", text, re.MULTILINE)
    assert start, f"no section {section}"
    end = re.compile(r"^#{1,6} ", re.MULTILINE).search(text, start.end())
    return text[start.end() : end.start() if end else len(text)]


def facts_in(text: str) -> list[tuple[str, str]]:
    return FACT.findall(text)


# -- the sources -----------------------------------------------------------------------


@pytest.mark.parametrize("game, lang", PAGES)
def test_every_game_has_a_rules_page_in_every_language_with_its_metadata(game, lang):
    meta = metadata(source(game, lang))
    assert set(METADATA) <= set(meta), f"{game}.{lang}: missing {set(METADATA) - set(meta)}"
    assert all(meta[key].strip() for key in METADATA)


@pytest.mark.parametrize("game, lang", PAGES)
def test_rules_page_has_every_required_section(game, lang):
    ids = section_ids(source(game, lang))
    missing = [s for s in REQUIRED_SECTIONS[game] if s not in ids]
    assert not missing, f"{game}.{lang} lacks sections {missing}"
    assert len(ids) == len(set(ids)), f"{game}.{lang} repeats a section id"


@pytest.mark.parametrize("game, lang", PAGES)
def test_every_quoted_number_equals_the_engine(game, lang):
    text = source(game, lang)
    found = facts_in(text)
    assert len(found) == text.count("data-fact="), "a data-fact span is not written as <span data-fact=\"name\">N</span>"
    wrong = [(name, value) for name, value in found if name in FACTS[game] and int(value) not in FACTS[game][name]]
    assert not wrong, f"{game}.{lang} quotes numbers the engine does not have: {wrong}"


@pytest.mark.parametrize("game, lang", PAGES)
def test_no_unknown_fact_name(game, lang):
    unknown = {name for name, _ in facts_in(source(game, lang))} - set(FACTS[game])
    assert not unknown, f"{game}.{lang} names facts this test does not know: {sorted(unknown)}"


@pytest.mark.parametrize("game, lang", PAGES)
def test_every_fact_appears_in_every_page_with_all_its_values(game, lang):
    quoted: dict[str, set[int]] = {}
    for name, value in facts_in(source(game, lang)):
        quoted.setdefault(name, set()).add(int(value))
    missing = [name for name, values in FACTS[game].items() if not values <= quoted.get(name, set())]
    assert not missing, f"{game}.{lang} never quotes {missing}"


def opening(text: str) -> str:
    """The page's first paragraphs: from its title to the first section."""
    return text.split("\n# ", 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("game, lang", [(game, lang) for game in TABLES_SAID for lang in LANGUAGES])
def test_item12_the_opening_names_every_table_the_engine_offers(game, lang):
    said = opening(source(game, lang))
    quoted = {int(value) for name, value in facts_in(said) if name == f"{game}.tables"}
    assert quoted == offered_tables()[game], f"{game}.{lang} opens with tables {sorted(quoted)}"
    # Nor does it say the game is one against one only, in the words that said so.
    assert not re.search(r"one against one, against|uno contro uno, contro il|in due, tu contro|en tête-à-tête contre|일대일로 (합|겨룹)", said)


@pytest.mark.parametrize("game, lang", PAGES)
def test_keyboard_section_names_every_key(game, lang):
    keyboard = section_text(source(game, lang), "controls-keyboard")
    missing = [key for key in KEYS[game] if not re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", keyboard)]
    assert not missing, f"{game}.{lang} keyboard section does not name {missing}"


#: The pages of the games whose table is built (web/games/<game>/): their key tables are read against it.
TABLED = [(game, lang) for game, lang in PAGES if (WEB / "games" / game / "index.js").is_file()]


@pytest.mark.parametrize("game, lang", TABLED)
def test_item12_key_table_names_exactly_the_keys_the_page_answers_to(game, lang):
    answered = keys_answered(game)
    assert {"N", "L", "G", "H", "U", "M"} <= answered, "the front end was not read"
    named = key_table_letters(source(game, lang))
    assert named == answered, f"{game}.{lang}: missing {sorted(answered - named)}, extra {sorted(named - answered)}"


@pytest.mark.parametrize("game, lang", [(g, l) for g, l in TABLED if "D" in keys_answered(g)])
def test_item12_style_key_names_every_card_style(game, lang):
    row = next(line for line in section_text(source(game, lang), "controls-keyboard").splitlines() if line.startswith("| D |"))
    missing = [name for name in style_names(lang) if name.lower() not in row.lower()]
    assert not missing, f"{game}.{lang}: the D row does not name {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_language_names_are_distinct(game):
    names = [metadata(source(game, lang))["language"] for lang in LANGUAGES]
    assert len(set(names)) == len(names)


def test_scopa_worked_example_is_six_points_against_one_with_two_scopas_against_one():
    facts = FACTS["scopa"]
    assert facts["scopa.example.points.you"] == {6} and facts["scopa.example.points.other"] == {1}
    assert facts["scopa.example.scopas.you"] == {2} and facts["scopa.example.scopas.other"] == {1}


def test_scopone_worked_example_is_five_points_against_two_with_the_primiera_to_nobody():
    facts = FACTS["scopone"]
    assert facts["scopone.example.points.us"] == {5} and facts["scopone.example.points.them"] == {2}
    assert facts["scopone.example.primiera.us"] == facts["scopone.example.primiera.them"]
    assert SCOPONE_EXAMPLE_THEM.count(scopa.SETTEBELLO) == 1


def test_scala40_worked_example_the_closer_scores_0_and_the_computer_loses_the_match():
    closed = scala40_closed_round(SCALA_EXAMPLE_HAND, other_opened=True, in_one_go=False)
    assert closed.result.points[0] == 0 and not closed.result.doubled
    assert closed.game_over and closed.winner == 0


def test_briscola_worked_example_is_a_win_of_68_to_52_from_piles_of_whole_tricks():
    other = [card for card in scopa.DECK if card not in BRISCOLA_EXAMPLE_YOU]
    assert len(BRISCOLA_EXAMPLE_YOU) % 2 == 0 and len(set(BRISCOLA_EXAMPLE_YOU)) == len(BRISCOLA_EXAMPLE_YOU)
    assert briscola.points(BRISCOLA_EXAMPLE_YOU) == 68 > briscola.HALF and briscola.points(other) == 52


def test_scala40_worked_example_opening_reaches_the_minimum():
    assert FACTS["scala40"]["scala40.example.opening.total"] == FACTS["scala40"]["scala40.opening_min"]


# -- the rendered pages ----------------------------------------------------------------


class Page(HTMLParser):
    """What a rendered page holds: its tags, ids, links, inline styles and fact spans."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.facts: list[tuple[str, str]] = []
        self._fact: str | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._fact = dict(attrs).get("data-fact") if tag == "span" else None

    def handle_data(self, data: str) -> None:
        if self._fact is not None:
            self.facts.append((self._fact, data))
            self._fact = None

    def attrs(self, tag: str) -> list[dict[str, str | None]]:
        return [attrs for name, attrs in self.tags if name == tag]

    @property
    def ids(self) -> set[str]:
        return {attrs["id"] for _, attrs in self.tags if attrs.get("id")}


@pytest.fixture(scope="module")
def rendered(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rules")
    build.rules_pages(out)
    return out


def page(rendered: Path, game: str, lang: str) -> tuple[str, Page]:
    text = (rendered / f"{game}.{lang}.html").read_text(encoding="utf-8")
    return text, Page(text)


def test_the_build_renders_one_page_per_source_and_copies_no_source(rendered):
    assert sorted(p.name for p in rendered.iterdir()) == sorted(f"{g}.{l}.html" for g, l in PAGES)
    copied = build.not_shipped(str(build.RULES), [p.name for p in build.RULES.iterdir()])
    assert copied == {f"{g}.{l}.md" for g, l in PAGES} | {"page.html"}


@pytest.mark.parametrize("game, lang", PAGES)
def test_rendered_page_is_in_its_language_and_needs_no_script_or_inline_style(rendered, game, lang):
    text, html = page(rendered, game, lang)
    assert html.attrs("html") == [{"lang": lang}]
    assert not html.attrs("script") and not html.attrs("style")
    assert not [tag for tag, attrs in html.tags if "style" in attrs or any(a.startswith("on") for a in attrs)]
    assert [a["href"] for a in html.attrs("link") if a.get("rel") == "stylesheet"] == ["rules.css"]
    assert (build.RULES / "rules.css").is_file()
    assert "{{" not in text and "{#" not in text, "a placeholder or an attribute list was left unrendered"
    assert not re.search(r"^\s*\|", text, re.MULTILINE), "a Markdown table was left unrendered"


@pytest.mark.parametrize("game, lang", PAGES)
def test_rendered_page_links_back_to_the_game_and_to_every_language(rendered, game, lang):
    _, html = page(rendered, game, lang)
    hrefs = [a.get("href") for a in html.attrs("a")]
    assert f"../index.html?game={game}&lang={lang}" in hrefs
    for other in LANGUAGES:
        assert f"{game}.{other}.html" in hrefs
    current = [a for a in html.attrs("a") if a.get("aria-current") == "page"]
    assert [a["href"] for a in current] == [f"{game}.{lang}.html"]
    assert not [h for h in hrefs if h and re.match(r"[a-z]+:", h)], "a rules page links to another host"


@pytest.mark.parametrize("game, lang", PAGES)
def test_rendered_page_keeps_every_section_and_every_quoted_number(rendered, game, lang):
    _, html = page(rendered, game, lang)
    assert set(REQUIRED_SECTIONS[game]) <= html.ids
    assert html.facts == facts_in(source(game, lang))


def test_item13_the_scopa_and_scopone_pages_spell_chitarrella_alike():
    """The rules of Scopone are traditionally credited to "Chitarrella": every page that names him spells it so."""
    spellings = {(game, lang): set(re.findall(r"Chit\w+", source(game, lang))) for game, lang in PAGES}
    assert all(spellings[game, lang] for game in ("scopa", "scopone") for lang in LANGUAGES)
    assert set().union(*spellings.values()) == {"Chitarrella"}


def test_tressette_worked_example_is_a_win_of_8_to_6_with_two_thirds_dropped_and_the_last_trick_lost():
    example = tressette_example()
    assert example["total"] == [8, 6] and example["dropped"] == [2, 0] and example["last"] == [0, 1]
    assert sum(example["thirds"]) == tressette.TOTAL_THIRDS and sum(example["points"]) == tressette.TOTAL_THIRDS // 3


LEARN_LINK = re.compile(r"\]\(\.\./index\.html\?game=(\w+)&lang=(\w+)&learn=([\w.]+)\)")


@pytest.mark.parametrize("game, lang", PAGES)
def test_every_link_to_a_lesson_names_a_lesson_or_course_of_its_game_in_its_language(game, lang):
    """A rules page's "Try it on the table" opens a lesson of the engine's courses (or the whole course), in the page's
    language; Tressette's sections each link to theirs."""
    from mazzo.learn import COURSES, LESSONS

    links = LEARN_LINK.findall(source(game, lang))
    assert all(linked == game and language == lang for linked, language, _ in links), links
    assert all(target in LESSONS or target in COURSES for _, _, target in links), links
    if game == "tressette":
        assert {target for _, _, target in links} == {
            "tressette", "tressette.drawn", "tressette.thirds", "tressette.declarations", "tressette.void",
            "tressette.last_trick",
        }
