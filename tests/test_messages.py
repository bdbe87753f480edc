"""The message files (web/ui/i18n/<lang>.js): every language has every key, in the same shape
(a text, or a function taking as many arguments), every key is used by the page, and the
page names things as the rules pages do (levels, languages, the Scala 40 buttons).

Node reads the files as the browser does (ES modules); the uses are found in the page's
scripts (`strings.toolbar.rules`, `strings.count.lines[line]`) and in index.html
(`data-text="players.0"`, `data-label="toolbar.label"`).
"""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from mazzo.refusals import GROUP_VERDICTS, MOVE, REFUSALS
from mazzo.scala40.cards import KINDS
from mazzo.scala40.checks import group_reason

WEB = Path(__file__).resolve().parents[1] / "web"
I18N = WEB / "ui" / "i18n"
RULES = WEB / "rules"
LANGUAGES = ("en", "it", "fr", "id", "ko", "sw")

# The shape of a message file: {key: subtree} for objects and arrays (by index), "text" or
# "empty text" for strings, "function/N" for a function of N parameters.
SHAPE = """
const shape = (value) =>
  typeof value === "function" ? `function/${value.length}`
  : typeof value === "string" ? (value ? "text" : "empty text")
  : value !== null && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
  : typeof value;
"""


def values(expression: str) -> dict[str, object]:
    """`expression` over `t`, each language's message file as Node loads it (`shape(t)` is at hand): {lang: value}."""
    node = shutil.which("node")
    if not node:
        pytest.skip("Node.js is needed to read the message files")
    script = (
        SHAPE
        + "const files = JSON.parse(process.argv[1]); const out = {};"
        + f"for (const [lang, path] of Object.entries(files)) {{ const t = (await import(path)).default; out[lang] = {expression}; }}"
        + "console.log(JSON.stringify(out));"
    )
    files = {lang: (I18N / f"{lang}.js").as_uri() for lang in LANGUAGES}
    result = subprocess.run([node, "--input-type=module", "-e", script, json.dumps(files)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def leaves(tree: dict, prefix: str = "") -> dict[str, str]:
    """{"toolbar.rules": "text", "count.title": "function/1", ...}"""
    found = {}
    for key, value in tree.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            found |= leaves(value, path + ".")
        else:
            found[path] = value
    return found


@pytest.fixture(scope="module")
def shapes() -> dict[str, dict]:
    return values("shape(t)")


def test_there_is_one_message_file_per_language_and_no_other():
    files = {path.stem for path in I18N.glob("*.js")} - {"format"}
    assert files == set(LANGUAGES)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_key_exists_in_every_language_with_the_same_shape(shapes, lang):
    english, other = leaves(shapes["en"]), leaves(shapes[lang])
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}.js"
    assert sorted(set(other) - set(english)) == [], f"in {lang}.js but not in en.js"
    different = {path: (english[path], other[path]) for path in english if english[path] != other[path]}
    # A text left empty in English (nothing to say there) may be empty elsewhere too, and only then.
    assert different == {}, f"{lang}.js differs from en.js (English, {lang})"


def uses() -> set[str]:
    """Every key path the page refers to: `strings.a.b` (or `messagesIn(lang).a.b`) in a script,
    data-text / data-label in index.html."""
    found = set()
    reference = re.compile(r"(?<![\w$./])(?:strings|messagesIn\([^)]*\))(?!\.js\b)((?:\.[A-Za-z_$][\w$]*)+)")
    for script in WEB.rglob("*.js"):
        if I18N in script.parents or RULES in script.parents:
            continue
        found |= {match.group(1) for match in reference.finditer(script.read_text(encoding="utf-8"))}
    found = {path.lstrip(".") for path in found}
    page = (WEB / "index.html").read_text(encoding="utf-8")
    found |= set(re.findall(r'data-(?:text|label)="([^"]+)"', page))
    return found


def covers(use: str, path: str) -> bool:
    """A use of "count.lines" (as in strings.count.lines[line]) covers every key under it."""
    return path == use or path.startswith(use + ".")


def test_no_key_is_unused(shapes):
    used = uses()
    unused = [path for path in leaves(shapes["en"]) if not any(covers(use, path) for use in used)]
    assert unused == [], "keys no script or index.html uses: remove them from every language, or use them"


def test_every_key_the_page_uses_exists(shapes):
    english = leaves(shapes["en"])
    missing = []
    for use in sorted(uses()):
        parts = use.split(".")
        # strings.players.length reads a property of an existing value: the key is the longest prefix that exists.
        prefixes = [".".join(parts[:n]) for n in range(len(parts), 0, -1)]
        known = next((prefix for prefix in prefixes if any(covers(prefix, path) for path in english)), None)
        rest = use[len(known or "") :].lstrip(".")
        if known is None or (rest and known not in english and rest != "length"):
            missing.append(use)
    assert missing == [], "the page uses keys that en.js does not have"



def rules_source(game: str, lang: str) -> str:
    return (WEB / "rules" / f"{game}.{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["scopa", "scala40", "briscola"])
def test_level_names_are_the_rules_pages_level_headings(game):
    levels = values("t.levels")
    for lang in LANGUAGES:
        headings = {level: name for name, level in re.findall(r"^### (.+?) \{#level-(\w+)\}$", rules_source(game, lang), re.MULTILINE)}
        assert headings == levels[lang], lang


def language_names() -> dict[str, str]:
    """strings.js's LANGUAGE_NAMES, as Node loads it: each language in its own words, as the switcher shows them."""
    node = shutil.which("node")
    if not node:
        pytest.skip("Node.js is needed to read strings.js")
    script = f"const {{ LANGUAGE_NAMES }} = await import({json.dumps((WEB / 'ui' / 'strings.js').as_uri())}); console.log(JSON.stringify(LANGUAGE_NAMES));"
    result = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def test_each_language_names_itself_as_its_rules_pages_do():
    names = language_names()
    assert tuple(names) == LANGUAGES
    for lang in LANGUAGES:
        for game in ("scopa", "scala40", "briscola"):
            assert re.search(rf"^language: {re.escape(names[lang])}$", rules_source(game, lang), re.MULTILINE), (lang, game)


def test_scala40_buttons_are_named_as_the_rules_pages_name_them():
    actions = values("[t.scala40.actions.lay, t.scala40.actions.discard, t.scala40.actions.return, t.scala40.actions.open]")
    for lang in LANGUAGES:
        bold = set(re.findall(r"\*\*(.+?)\*\*", rules_source("scala40", lang).split("{#controls}")[1]))
        assert [name for name in actions[lang] if name not in bold] == [], lang


@pytest.mark.parametrize("game, choice", [("scopa", "players"), ("scopone", "variant")])
def test_the_tables_own_choice_buttons_are_named_as_the_rules_pages_name_them(game, choice):
    names = values(f"t.four.choices.{choice}.name")
    for lang in LANGUAGES:
        touch = rules_source(game, lang).split("{#controls-touch}")[1].split("{#controls-keyboard}")[0]
        assert f"**{names[lang]}**" in touch, lang


# --------------------------------------------------------------------------- refusals, by code

def engine_refusal_codes() -> set[str]:
    """The engine's refusal codes that reach a player: those of a move (docs/protocol.md); notation,
    state and request errors are the page's bugs, shown by their error code."""
    return {code for code, refusal in REFUSALS.items() if refusal.kind == MOVE}


def page_refusal_codes() -> set[str]:
    """The codes the page refuses with itself: `refused("code", ...)` and `refusal: { code: "code" }` in the games' scripts."""
    found = set()
    for script in (WEB / "games").rglob("*.js"):
        found |= set(re.findall(r'\brefused\("(\w+)"', script.read_text(encoding="utf-8")))
    found |= set(re.findall(r'refusal: \{ code: "(\w+)"', "".join(p.read_text(encoding="utf-8") for p in (WEB / "games").rglob("*.js"))))
    return found


def test_the_refusal_codes_are_found():
    assert {"draw_first", "below_40", "must_capture", "already_drawn"} <= engine_refusal_codes()
    assert {"select_to_lay", "select_to_discard", "select_one_to_add", "nothing_prepared", "no_combination"} <= page_refusal_codes()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_the_engine_or_the_page_can_give_has_a_message_in_every_language(shapes, lang):
    worded = set(shapes[lang]["refusals"])
    missing = sorted((engine_refusal_codes() | page_refusal_codes() | {"illegal"}) - worded)
    assert missing == [], f"refusal codes without a message in {lang}.js"


def group_reasons() -> set[str]:
    """The reasons check_melds gives a group (its caption in the dashed frame): group_reason over
    every group of one to three cards."""
    groups = itertools.chain.from_iterable(itertools.combinations_with_replacement(KINDS, size) for size in (1, 2, 3))
    return {group_reason(group) for group in groups}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_check_melds_verdict_is_worded_in_every_language(shapes, lang):
    """A group's reason is its caption (scala40.reasons); the opening's is a refusal (refusals)."""
    groups = group_reasons()
    assert groups and groups < set(GROUP_VERDICTS)
    assert sorted(groups - set(shapes[lang]["scala40"]["reasons"])) == [], f"group reasons without words in {lang}.js"
    openings = set(GROUP_VERDICTS) - groups
    assert sorted(openings - set(shapes[lang]["refusals"])) == [], f"opening reasons without words in {lang}.js"


# --------------------------------------------------------------------------- Briscola at the table


def briscola_request(session, **message) -> dict:
    return json.loads(session.handle(json.dumps({"game": "briscola", **message})))


def briscola_hand(target: int = 1) -> tuple[object, dict]:
    """A session with a Briscola hand played to its end (each player's first card), and its last view."""
    from mazzo.protocol import Session

    session = Session()
    view = briscola_request(session, type="new_game", seed=4, options={"target": target})["view"]
    while not view["round_over"]:
        move = {"type": "computer"} if view["computer_to_move"] else {"type": "play", "move": view["legal_moves"][0]}
        view = briscola_request(session, **move)["view"]
    return session, view


def test_every_line_of_a_briscola_count_is_worded_in_every_language():
    session, _ = briscola_hand()
    lines = [line["line"] for line in briscola_request(session, type="summary")["summary"]["lines"]]
    assert lines[:5] == ["aces", "threes", "kings", "knights", "jacks"]
    worded = values("[t.briscola.count.lines, t.briscola.count.french]")
    for lang, (words, french) in worded.items():
        assert sorted(words) == sorted(lines) and all(words.values()), lang
        assert set(french) <= set(lines), lang


def briscola_refusal_codes() -> set[str]:
    """The reasons the engine gives a Briscola move that is not allowed: a card not held, one that is
    no card, a move out of turn, then one after the hand."""
    from mazzo.scopa import DECK

    session, _ = briscola_hand(target=2)
    view = briscola_request(session, type="next_round")["view"]
    while view["computer_to_move"]:
        view = briscola_request(session, type="computer")["view"]
    not_held = next(str(card) for card in DECK if str(card) not in view["hand"])
    tries = [not_held, "ZZ", "7"]
    codes = {briscola_request(session, type="play", move=move)["error"]["reason"] for move in tries}
    view = briscola_request(session, type="play", move=view["legal_moves"][0])["view"]
    if view["computer_to_move"]:
        codes.add(briscola_request(session, type="play", move=view["hand"][0])["error"]["reason"])
    return codes


def test_the_briscola_refusals_are_found():
    assert briscola_refusal_codes() >= {"not_in_hand", "bad_card", "not_your_turn"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_of_a_briscola_move_has_a_message_in_every_language(shapes, lang):
    missing = sorted(briscola_refusal_codes() - set(shapes[lang]["refusals"]))
    assert missing == [], f"Briscola refusals without a message in {lang}.js"


def test_the_show_points_switch_is_named_as_the_briscola_rules_pages_name_it():
    names = values("t.briscola.toolbar.points")
    for lang in LANGUAGES:
        match = rules_source("briscola", lang).split("{#match}")[1].split("{#levels}")[0]
        assert f"**{names[lang]}**" in " ".join(match.split()), lang


def test_item13_scala40s_count_words_card_points_as_the_points_left_in_a_hand():
    """The count row of the points of the cards left in a hand must not read as the opponent's points
    ("Their points"): each language names what is left (in hand)."""
    left = {"en": "left in hand", "it": "rimasti in mano", "fr": "restés en main", "id": "tersisa", "ko": "남은", "sw": "zilizobaki"}
    words = values("t.scala40.count.lines.card_points")
    wrong = {lang: text for lang, text in words.items() if left[lang] not in text}
    assert not wrong, wrong


def test_item13_the_statistics_resets_cancel_says_it_keeps_them_not_keep_playing():
    """The Reset confirmation's No keeps the statistics: it says so, not the new-game question's "Keep playing"."""
    words = values("[t.statistics.resetNo, t.confirm.no]")
    assert all(keep and keep != playing for keep, playing in words.values()), words


#: How the last character of a Korean word ends when read: digits as 일, 이, 삼...; other non-Hangul (A, K) end in a vowel.
KO_DIGIT_BATCHIM = {"0": "ㅇ", "1": "ㄹ", "3": "ㅁ", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ"}


def ko_euro(word: str) -> str:
    """The particle 으로/로 after ``word``: 로 after a vowel or ㄹ (final 8), 으로 after any other batchim."""
    last = word.strip()[-1]
    if last.isdigit():
        final = KO_DIGIT_BATCHIM.get(last)
        return "로" if final in (None, "ㄹ") else "으로"
    code = ord(last) - 0xAC00
    if not 0 <= code < 11172:
        return "로"
    return "로" if code % 28 in (0, 8) else "으로"


def test_item13_korean_hints_choose_euro_or_ro_from_the_card_name_and_never_show_a_placeholder():
    """capture and takes_joker put 으로 or 로 after the card's name by its last syllable, for every card name."""
    node = values(
        "lang !== 'ko' ? null : (() => {"
        " const names = [];"
        " for (const style of ['napoli', 'piacenza', 'french', 'numbers']) for (const suit of 'DHSC') for (let value = 1; value <= 10; value++)"
        "   names.push(t.cardName({ value, suit }, style));"
        " for (const rank of 'A23456789TJQK') names.push(t.scala40.cardName(rank + 'S'));"
        " names.push(t.scala40.cardName('JK'));"
        " return names.map((name) => [name, t.coach.moves.capture([name, name]), t.coach.reasons.takes_joker({ card: name, meld: [name] })]);"
        "})()"
    )["ko"]
    endings = {ko_euro(name) for name, _, _ in node}
    assert endings == {"로", "으로"}, "the card names tried end both ways"
    for name, capture, joker in node:
        assert "(으)" not in capture + joker
        assert capture.startswith(f"{name}{ko_euro(name)} ") and joker.startswith(f"{name}{ko_euro(name)} "), (capture, joker)


def test_item13_italian_hints_give_every_card_name_its_article():
    """Every card named in an Italian hint (its move and its reasons) follows an article, alone or joined to
    its preposition: "gioca il Cavallo di coppe", never "gioca Cavallo di coppe"."""
    texts = values(
        "lang !== 'it' ? null : (() => {"
        " const c = t.coach, s = (code) => t.scala40.cardName(code), n = (v, suit) => t.cardName({ value: v, suit }, 'napoli');"
        " const scopa = [n(9, 'C'), n(1, 'D'), n(8, 'S'), n(10, 'H'), n(2, 'C')];"
        " const scala = ['AH', '2H', 'QH', 'KS', '8D', 'JK'].map(s);"
        " return [...scopa, ...scala].flatMap((card, i, all) => { const other = all[(i + 1) % all.length], third = all[(i + 2) % all.length]; return ["
        "   c.moves.play([card]), c.moves.capture([card, other, third]), c.moves.meld([card, other]), c.moves.add([card]),"
        "   c.moves.swap([card]), c.moves.discard([card]), c.reasons.rank_out({ card }), c.reasons.fits_table({ card, meld: [other, third] }),"
        "   c.reasons.lays_combination({ cards: [card, other], points: 10 }), c.reasons.takes_joker({ card, meld: [other, third] }),"
        "   c.reasons.discard_completes({ card }), c.reasons.discard_completes_nothing({ card }),"
        "   c.reasons.waits_for({ cards: [card, other], wanted: [third] }), c.reasons.they_took({ card, discard: other }),"
        "   c.reasons.throw_high({ count: 2, card, points: 10 })].map((text) => [text, [card, other, third]]); });"
        "})()"
    )["it"]
    article = r"(?:[Ii]l |[Ll]'|[Ll]a |del |dell'|della |al |all'|alla )"
    bare = [text for text, names in texts for name in names for at in [m.start() for m in re.finditer(re.escape(name), text)]
            if not re.search(article + "$", text[:at])]
    assert not bare, bare[:5]


def test_every_language_announces_a_capture_of_several_cards_naming_each_at_two_and_at_four():
    """A capture's cards are named as a list (Italian maps each to its article: a mapper that took a
    second argument once read the list's index as a preposition and threw, and the table hung)."""
    cards = ["Re di denari", "3 di coppe", "4 di spade"]
    said = values(f"[t.announce.play(1, ...{json.dumps([cards[0], cards[1:]])}), t.four.announce.play(2, ...{json.dumps([cards[0], cards[1:]])})]")
    for lang, lines in said.items():
        for line in lines:
            assert all(card in line for card in cards), (lang, line)
