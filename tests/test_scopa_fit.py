"""Scopa Hard's learned end-of-hand value (issue 2.8): a table fitted by self-play, regenerated exactly."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path

from mazzo.ai import scopa_values_table as fitted
from mazzo.ai.scopa_sim import ALL_CARDS, SETTEBELLO, cards_of
from mazzo.ai.scopa_values import CATEGORIES, hand_end_value, keys, prior

ROOT = Path(__file__).resolve().parent.parent


def load_fit_script():
    spec = importlib.util.spec_from_file_location("scopa_fit", ROOT / "bench" / "scopa_fit.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("scopa_fit", module)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_table_names_the_command_and_seed_that_write_it():
    header = (ROOT / "py" / "mazzo" / "ai" / "scopa_values_table.py").read_text().split('"""')[1]
    command = re.search(r"python3 bench/scopa_fit\.py --seed (\d+) --rounds (\d+)", header)
    assert command, header
    assert int(command.group(2)) >= 1000  # a real fit, not a stub


def test_the_fit_script_regenerates_the_identical_table_from_the_same_seed():
    fit_script = load_fit_script()
    first = fit_script.module_text(fit_script.fit(seed=7, rounds=3), seed=7, rounds=3)
    again = fit_script.module_text(fit_script.fit(seed=7, rounds=3), seed=7, rounds=3)
    other = fit_script.module_text(fit_script.fit(seed=8, rounds=3), seed=8, rounds=3)
    assert first == again
    assert "python3 bench/scopa_fit.py --seed 7 --rounds 3" in first
    assert first.replace("--seed 7", "--seed 8") != other  # the seed decides the rounds played
    namespace: dict[str, object] = {}
    exec(compile(first, "table", "exec"), namespace)  # the text is a module with every category
    assert all(isinstance(namespace[category.upper()], dict) for category in CATEGORIES)


def test_a_key_seen_a_few_times_moves_little_from_the_even_split_odds():
    fit_script = load_fit_script()
    table = fit_script.fit(seed=3, rounds=4)
    for category, cells in table.items():
        for key, value in cells.items():
            # At most 4 sightings against PRIOR_WEIGHT imagined ones: at most 4 * (1 + 1) / (4 + 30) away.
            if category != "scopas":
                assert abs(value - prior(category, key)) <= 8 / (4 + fit_script.PRIOR_WEIGHT) + 1e-9, (category, key)


def random_hand_ends(count: int, seed: int):
    """Random piles, table and deck size at the end of a hand: (pile_me, pile_opp, table, scopa_diff, deck_left)."""
    rng = random.Random(seed)
    for _ in range(count):
        deck_left = rng.choice((6, 12, 18, 24, 30))
        cards = cards_of(ALL_CARDS)
        rng.shuffle(cards)
        out = cards[: 40 - deck_left]
        cut_a, cut_b = sorted(rng.sample(range(len(out) + 1), 2))
        masks = [sum(1 << c for c in part) for part in (out[:cut_a], out[cut_a:cut_b], out[cut_b:])]
        yield masks[0], masks[1], masks[2], rng.randrange(-2, 3), deck_left


def test_the_value_reads_each_category_by_the_fit_keys_and_the_even_split_where_unseen():
    compared = 0
    for pile_me, pile_opp, table, scopa_diff, deck_left in random_hand_ends(400, seed=1):
        found = keys(pile_me, pile_opp, table, deck_left)
        expected = float(scopa_diff)
        for category in CATEGORIES:
            if category == "settebello" and (pile_me | pile_opp) & SETTEBELLO:
                expected += 1 if pile_me & SETTEBELLO else -1
                continue
            cells = getattr(fitted, category.upper())
            expected += cells.get(found[category], prior(category, found[category]))
            compared += found[category] in cells
        assert abs(hand_end_value(pile_me, pile_opp, table, scopa_diff, deck_left) - expected) < 1e-9
    assert compared > 400  # most keys were fitted: the table is read, not just the fallback


def test_the_learned_value_favours_the_side_ahead_in_every_category():
    # All coins, all sevens, the settebello and most cards taken by me: clearly ahead; the mirror clearly behind.
    mine = sum(1 << c for c in (*range(10), 16, 26, 36, 15, 25, 35, 11, 12))
    theirs = sum(1 << c for c in (13, 14, 17, 18))
    assert hand_end_value(mine, theirs, 0, 0, 12) > 3
    assert hand_end_value(theirs, mine, 0, 0, 12) < -3
