"""Card art (web/cards/cards.js): drawn inside its rectangle, styles told apart, markers by shape.

The checks run the real module in Chromium on the preview page and compare
pixels between drawings, so no expected image is copied from the code.
"""

from __future__ import annotations

import pytest

# Helpers installed on the page: render a drawing to RGBA, compare two renders.
HELPERS = """async () => {
  const cards = await import(new URL("../cards/cards.js", location.href).href);  // from dev/
  const render = (draw, w, h, { margin = 0, scale = 1 } = {}) => {
    const canvas = document.createElement("canvas");
    canvas.width = Math.round((w + 2 * margin) * scale);
    canvas.height = Math.round((h + 2 * margin) * scale);
    const ctx = canvas.getContext("2d");
    ctx.scale(scale, scale);
    draw(ctx, margin, margin, w, h);
    return ctx.getImageData(0, 0, canvas.width, canvas.height);
  };
  // share of pixels in the box [x0, x1) × [y0, y1) whose RGBA differ by more than 24 somewhere
  const differing = (a, b, [x0, y0, x1, y1] = [0, 0, a.width, a.height]) => {
    let count = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = 4 * (y * a.width + x);
        for (let c = 0; c < 4; c++) {
          if (Math.abs(a.data[i + c] - b.data[i + c]) > 24) { count++; break; }
        }
      }
    }
    return count / ((x1 - x0) * (y1 - y0));
  };
  const scopaDeck = ["D", "H", "S", "C"].flatMap((suit) =>
    Array.from({ length: 10 }, (_, i) => ({ value: i + 1, suit })));
  const frenchDeck = ["D", "H", "S", "C"].flatMap((suit) =>
    Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit })));
  window.t = { ...cards, render, differing, scopaDeck, frenchDeck };
}"""


@pytest.fixture(scope="module")
def cards_page(module_pages, site):
    """One preview page for the module: every test draws on canvases of its own and changes nothing on the page."""
    page = module_pages.new()
    page.goto(site.url + "dev/cards-preview.html")
    page.wait_for_function("() => document.body.dataset.ready")
    page.evaluate(HELPERS)
    return page


def test_preview_page_draws_every_card_in_every_style_without_errors(cards_page):
    assert cards_page.evaluate("() => document.body.dataset.ready") == "ok"
    labels = cards_page.evaluate("() => [...document.querySelectorAll('canvas')].map((c) => c.getAttribute('aria-label'))")
    napoli = labels[0].replace(",", " ").split()
    assert len(napoli) == 40 and len(set(napoli)) == 40
    assert "Joker" in labels[4] and "back" in labels[4]


def test_every_card_draws_inside_its_rectangle_with_rounded_corners(cards_page):
    outside = cards_page.evaluate("""() => {
        const { render, scopaDeck, frenchDeck, STYLES } = t;
        const opts = { highlight: "select", dim: true };
        const drawings = [
          ...STYLES.flatMap((style) => scopaDeck.map((card) => (c, x, y, w, h) => t.drawScopaCard(c, card, x, y, w, h, style, opts))),
          ...frenchDeck.map((card) => (c, x, y, w, h) => t.drawFrenchCard(c, card, x, y, w, h, opts)),
          (c, x, y, w, h) => t.drawFrenchCard(c, { joker: true, color: "red" }, x, y, w, h, { stands: { rank: 7, suit: "H" } }),
          (c, x, y, w, h) => t.drawCardBack(c, x, y, w, h, opts),
        ];
        const problems = [];
        drawings.forEach((draw, n) => {
          const margin = 3, w = 50, h = 80;
          const image = render(draw, w, h, { margin });
          const alpha = (x, y) => image.data[4 * (y * image.width + x) + 3];
          for (let y = 0; y < image.height; y++) {
            for (let x = 0; x < image.width; x++) {
              const inside = x >= margin && x < margin + w && y >= margin && y < margin + h;
              if (!inside && alpha(x, y)) { problems.push(`drawing ${n} paints outside at ${x},${y}`); return; }
            }
          }
          if (alpha(margin, margin) > 64) problems.push(`drawing ${n} has a square corner`);
          if (alpha(margin + w / 2, margin + h / 2) !== 255) problems.push(`drawing ${n} has a see-through centre`);
        });
        return problems;
    }""")
    assert outside == []


def test_napoli_piacenza_and_french_draw_every_scopa_card_differently(cards_page):
    closest = cards_page.evaluate("""() => {
        const { render, differing, scopaDeck } = t;
        let closest = 1;
        for (const card of scopaDeck) {
          const images = ["napoli", "piacenza", "french"].map((style) => render((c, x, y, w, h) => t.drawScopaCard(c, card, x, y, w, h, style), 100, 160));
          closest = Math.min(closest, differing(images[0], images[1]), differing(images[0], images[2]), differing(images[1], images[2]));
        }
        return closest;
    }""")
    assert closest > 0.08


def test_french_numbers_style_draws_ace_to_10_with_no_faces(cards_page):
    """The children's style: the French deck's Ace to 10, so a Scopa 8, 9 and 10 are the 8, 9 and 10."""
    differences = cards_page.evaluate("""() => {
        const { render, differing, scopaDeck } = t;
        return scopaDeck.map((card) => {
          const numbers = render((c, x, y, w, h) => t.drawScopaCard(c, card, x, y, w, h, "numbers"), 60, 96);
          const french = render((c, x, y, w, h) => t.drawFrenchCard(c, { rank: card.value, suit: card.suit }, x, y, w, h), 60, 96);
          const faces = render((c, x, y, w, h) => t.drawScopaCard(c, card, x, y, w, h, "french"), 60, 96);
          return [differing(numbers, french), differing(numbers, faces)];
        });
    }""")
    assert [same for same, _ in differences] == [0] * 40
    # Ace to 7 as in the French style; the 8, 9 and 10 are numbers where the French style has faces.
    assert [different > 0.05 for _, different in differences] == [value > 7 for _suit in "DHSC" for value in range(1, 11)]


def test_french_style_scopa_draws_8_9_10_as_jack_queen_king_and_the_rest_as_is(cards_page):
    differences = cards_page.evaluate("""() => {
        const { render, differing, scopaDeck } = t;
        return scopaDeck.map((card) => {
          const rank = { 8: 11, 9: 12, 10: 13 }[card.value] || card.value;
          const scopa = render((c, x, y, w, h) => t.drawScopaCard(c, card, x, y, w, h, "french"), 60, 96);
          const french = render((c, x, y, w, h) => t.drawFrenchCard(c, { rank, suit: card.suit }, x, y, w, h), 60, 96);
          return differing(scopa, french);
        });
    }""")
    assert differences == [0] * 40


def test_card_label_is_the_rank_and_the_suit_symbol(cards_page):
    labels = cards_page.evaluate("""() => [
        t.cardLabel({ value: 7, suit: "D" }, "napoli"),
        t.cardLabel({ value: 10, suit: "S" }, "piacenza"),
        t.cardLabel({ value: 8, suit: "H" }, "french"),
        t.cardLabel({ value: 9, suit: "C" }, "french"),
        t.cardLabel({ value: 1, suit: "S" }, "french"),
        t.cardLabel({ value: 9, suit: "C" }, "numbers"),
        t.cardLabel({ rank: 1, suit: "S" }),
        t.cardLabel({ rank: 13, suit: "D" }),
        t.cardLabel({ rank: 10, suit: "H" }),
        t.cardLabel({ joker: true, color: "black" }),
    ]""")
    assert labels == ["7♦", "10♠", "J♥", "Q♣", "A♠", "9♣", "A♠", "K♦", "10♥", "Joker"]


def test_each_highlight_draws_an_outline_and_a_badge_of_its_own_shape(cards_page):
    result = cards_page.evaluate("""() => {
        const { render, differing } = t;
        const w = 80, h = 128;
        const draw = (opts) => render((c, x, y, ww, hh) => t.drawScopaCard(c, { value: 5, suit: "H" }, x, y, ww, hh, "napoli", opts), w, h);
        const plain = draw({});
        const kinds = ["select", "capture", "hint"];
        const marked = Object.fromEntries(kinds.map((k) => [k, draw({ highlight: k })]));
        const leftEdge = [1, 20, 3, 100];
        const badge = [2, h - 32, 30, h - 2];
        // the badge's silhouette, colour ignored: which pixels differ from the plain card
        const mask = (image) => {
          const bits = [];
          for (let y = badge[1]; y < badge[3]; y++) {
            for (let x = badge[0]; x < badge[2]; x++) {
              const i = 4 * (y * w + x);
              bits.push(Math.abs(image.data[i] - plain.data[i]) + Math.abs(image.data[i + 1] - plain.data[i + 1]) +
                Math.abs(image.data[i + 2] - plain.data[i + 2]) > 60 ? 1 : 0);
            }
          }
          return bits;
        };
        const masks = Object.fromEntries(kinds.map((k) => [k, mask(marked[k])]));
        const maskDifference = (a, b) => masks[a].filter((bit, i) => bit !== masks[b][i]).length / masks[a].length;
        return {
          edge: kinds.map((k) => differing(plain, marked[k], leftEdge)),
          shapes: [maskDifference("select", "capture"), maskDifference("select", "hint"), maskDifference("capture", "hint")],
        };
    }""")
    assert min(result["edge"]) > 0.5, result
    assert min(result["shapes"]) > 0.04, result


def test_the_card_just_drawn_wears_an_outline_of_its_own_and_no_badge_so_it_is_not_taken_for_the_hint(cards_page):
    """Issue 3.2, item 4: Scala 40's card just drawn once looked lit like the coach's hint."""
    result = cards_page.evaluate("""() => {
        const { render, differing } = t;
        const w = 80, h = 128;
        const draw = (opts) => render((c, x, y, ww, hh) => t.drawFrenchCard(c, { rank: 1, suit: "D" }, x, y, ww, hh, opts), w, h);
        const [plain, fresh, hint] = [draw({}), draw({ highlight: "fresh" }), draw({ highlight: "hint" })];
        const leftEdge = [1, 20, 3, 100];
        const badge = [7, h - 27, 25, h - 7];  // inside the outline
        return {
          outlined: differing(plain, fresh, leftEdge),
          unlikeHint: differing(fresh, hint, leftEdge),
          badge: differing(plain, fresh, badge),
          hintBadge: differing(plain, hint, badge),
        };
    }""")
    assert result["outlined"] > 0.5 and result["unlikeHint"] > 0.5, result
    assert result["badge"] == 0 < result["hintBadge"], result


def test_dim_darkens_the_card(cards_page):
    brightness = cards_page.evaluate("""() => {
        const mean = (image) => {
          let sum = 0;
          for (let i = 0; i < image.data.length; i += 4) sum += image.data[i] + image.data[i + 1] + image.data[i + 2];
          return sum / (image.data.length / 4) / 3;
        };
        const draw = (opts) => t.render((c, x, y, w, h) => t.drawFrenchCard(c, { rank: 4, suit: "C" }, x, y, w, h, opts), 60, 96);
        return [mean(draw({})), mean(draw({ dim: true }))];
    }""")
    plain, dim = brightness
    assert dim < plain * 0.7


def test_joker_stands_badge_shows_which_card_it_stands_for(cards_page):
    result = cards_page.evaluate("""() => {
        const { render, differing } = t;
        const w = 80, h = 128;
        const joker = (stands) => render((c, x, y, ww, hh) => t.drawFrenchCard(c, { joker: true, color: "red" }, x, y, ww, hh, { stands }), w, h);
        const badge = [0, 70, 40, 105];
        const bare = joker(undefined);
        return [differing(bare, joker({ rank: 7, suit: "H" }), badge),
                differing(joker({ rank: 7, suit: "H" }), joker({ rank: 13, suit: "S" }), badge)];
    }""")
    with_badge, other_card = result
    assert with_badge > 0.2 and other_card > 0.02, result


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ("t.drawScopaCard(c, { value: 11, suit: 'D' }, 0, 0, 50, 80, 'napoli')", "value must be an integer 1..10"),
        ("t.drawScopaCard(c, { value: 0, suit: 'D' }, 0, 0, 50, 80, 'napoli')", "value must be an integer 1..10"),
        ("t.drawScopaCard(c, { value: 3, suit: 'X' }, 0, 0, 50, 80, 'napoli')", "suit must be one of D, H, S, C"),
        ("t.drawScopaCard(c, { value: 3, suit: 'D' }, 0, 0, 50, 80, 'sicily')", 'unknown card style "sicily"'),
        ("t.drawScopaCard(c, { value: 3, suit: 'D' }, 0, 0, 50, 80, 'napoli', { highlight: 'glow' })", "highlight must be one of"),
        ("t.drawFrenchCard(c, { rank: 14, suit: 'S' }, 0, 0, 50, 80)", "rank must be an integer 1..13"),
        ("t.drawFrenchCard(c, { joker: true, color: 'green' }, 0, 0, 50, 80)", 'joker color must be "red" or "black"'),
        ("t.drawFrenchCard(c, { joker: true, color: 'red' }, 0, 0, 50, 80, { stands: { rank: 0, suit: 'H' } })", "rank must be"),
        ("t.drawCardBack(c, 0, 0, 50, 80, { highlight: 'pick' })", "highlight must be one of"),
        ("t.drawFrenchCard(c, { rank: 5, suit: 'H' }, 0, 0, 50, 80, { stands: { rank: 5, suit: 'S' } })", "only for jokers"),
        ("t.drawScopaCard(c, { value: 5, suit: 'H' }, 0, 0, 50, 80, 'napoli', { stands: { rank: 5, suit: 'S' } })",
         "only for jokers"),
        ("t.drawFrenchCard(c, { joker: true, color: 'red' }, 0, 0, 50, 80, { stands: { joker: true, color: 'red' } })",
         "cannot stand for a joker"),
    ],
)
def test_bad_input_throws_a_clear_error_and_draws_nothing(cards_page, call, message):
    result = cards_page.evaluate(
        """() => {
            const canvas = document.createElement("canvas");
            canvas.width = 50;
            canvas.height = 80;
            const c = canvas.getContext("2d");
            let error = null;
            try { CALL; } catch (e) { error = e.message; }
            const painted = c.getImageData(0, 0, 50, 80).data.some((v) => v !== 0);
            return { error, painted };
        }""".replace("CALL", call)
    )
    assert result["error"] is not None and message in result["error"]
    assert result["painted"] is False


def test_corner_index_tells_every_value_apart_on_a_40_px_card(cards_page):
    closest = cards_page.evaluate("""() => {
        const { render, differing, STYLES } = t;
        const w = 40, h = 64;
        const corner = [0, 0, 18, 16];
        let closest = 1;
        for (const style of STYLES) {
          for (const suit of ["D", "H", "S", "C"]) {
            const images = Array.from({ length: 10 }, (_, i) =>
              render((c, x, y, ww, hh) => t.drawScopaCard(c, { value: i + 1, suit }, x, y, ww, hh, style), w, h, { scale: 2 }));
            const box = corner.map((v) => v * 2);
            for (let a = 0; a < 10; a++) for (let b = a + 1; b < 10; b++) closest = Math.min(closest, differing(images[a], images[b], box));
          }
        }
        return closest;
    }""")
    assert closest > 0.03


def test_card_shadow_is_cast_by_the_silhouette_only(cards_page):
    result = cards_page.evaluate("""() => {
        const { render, differing } = t;
        const w = 60, h = 96, margin = 10;
        const card = { rank: 12, suit: "H" };
        const plain = render((c, x, y, ww, hh) => t.drawFrenchCard(c, card, x, y, ww, hh), w, h, { margin });
        const shadowed = render((c, x, y, ww, hh) => {
          c.shadowColor = "rgba(0, 0, 0, 0.8)";
          c.shadowBlur = 4;
          c.shadowOffsetY = 4;
          t.drawFrenchCard(c, card, x, y, ww, hh);
        }, w, h, { margin });
        const below = shadowed.data[4 * ((margin + h + 3) * shadowed.width + margin + w / 2) + 3];
        return { below, face: differing(plain, shadowed, [margin + 2, margin + 2, margin + w - 2, margin + h - 2]) };
    }""")
    assert result["below"] > 0, "the card casts no shadow"
    assert result["face"] == 0, "something on the face casts a shadow"


def test_the_sprite_painter_draws_what_the_plain_functions_draw_and_redraws_for_a_new_pixel_ratio(cards_page):
    """The one image cache (table/sprites.js): a cached card looks as drawn directly, at each pixel ratio."""
    result = cards_page.evaluate("""async () => {
        const { createSpritePainter } = await import(new URL("../table/sprites.js", location.href).href);
        const { render, differing } = t;
        const painter = createSpritePainter();
        const card = { value: 9, suit: "C" };
        const art = { style: "napoli", draw: (c, face, w, h, marks) => t.drawScopaCard(c, card, 0, 0, w, h, "napoli", marks) };
        const direct = (scale) => render((c, x, y, w, h) => t.drawScopaCard(c, card, x, y, w, h, "napoli"), 60, 96, { scale });
        const cached = (scale) => render((c, x, y, w, h) => painter.drawSprite(c, { x, y, w, h, face: "QC" }, art, scale), 60, 96, { scale });
        // Inside the card: the painter's shadow falls outside it.
        const inside = (scale) => [3 * scale, 3 * scale, 57 * scale, 93 * scale];
        const sameAt1 = differing(direct(1), cached(1), inside(1));
        const again = differing(direct(1), cached(1), inside(1));
        return { sameAt1, again, sameAt2: differing(direct(2), cached(2), inside(2)), images: painter.size };
    }""")
    assert result["sameAt1"] < 0.005 and result["again"] < 0.005 and result["sameAt2"] < 0.005, result
    assert result["images"] == 2, result  # one image per pixel ratio, drawn once each
