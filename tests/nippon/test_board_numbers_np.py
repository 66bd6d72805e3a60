"""Nippon's board texts (the icon legend, the factory tiles' short bonuses, the region and
reward bonuses, the achievement names) and decision prompts (``Game.prompt_numbers``) quote the
rule values from data.py, never typed twice, and the engine plays the same values.

Each test changes constants of data.py to unusual values, finds them in the English and Spanish
texts, and plays the rule at the changed value.  At the printed values: test_claims_*.py and
test_rules_*.py.
"""
from __future__ import annotations

import pytest

from engine import svgparts
from engine.i18n import format_event, format_number, translator
from engine.nippon import data, howto, scoring, text
from engine.nippon.explain import explain
from engine.nippon.render_base import achievement_name, short_bonus
from tests.helpers import numbers, summary_text
from tests.nippon.np_helpers import G, give_factory, new, play, take
from web import labels

pytest.importorskip("babel")

LANGS = ["en", "es"]


@pytest.fixture(autouse=True)
def _fresh_board_parts():
    """Each test changes data.py values the board draws: no board part is taken from the
    renderer's cache (engine/svgparts.py keys parts by what the view shows, not by data.py)."""
    svgparts.forget_all()
    yield
    svgparts.forget_all()


@pytest.mark.parametrize("lang", LANGS)
def test_the_legend_quotes_the_machine_sides_and_the_money_icon(monkeypatch, lang):
    """Seed 003, "B. Maquinaria": a new machine goes "con el lado "+1" hacia arriba"
    (data.MACHINE_FIRST) and turns to "+2" (data.MACHINE_MAX); "G. Barcos" (and "F. Trenes"): an
    uncovered money icon moves the money marker "1 paso hacia arriba" (data.MONEY_ICON_STEPS).
    The legend says the values; the engine builds the machine and moves the marker by them."""
    monkeypatch.setattr(data, "MACHINE_FIRST", 3)
    monkeypatch.setattr(data, "MACHINE_MAX", 5)
    monkeypatch.setattr(data, "MONEY_ICON_STEPS", 2)
    legend = dict(G.legend(translator(lang, "nippon")))
    assert "+3 / +5" in legend
    assert numbers(legend["¥"]) == {2}
    s = new(4)
    give_factory(s, 0, "sil-1")
    s.p(0).yen = 3 * data.MACHINE_COST
    s = take(s, "3 machinery")                             # the only option is taken at once
    assert s.p(0).factories["silk"]["machine"] == 3
    s = new(4)
    s.p(0).yen = 20000
    s = play(take(s, "4 trains"), "region r1", "region r2", "stop")
    icons = sum(1 for k in data.TRAIN_MONEY_ICONS if k < 2)  # the second train uncovers one
    assert icons == 1 and s.p(0).money == 2


@pytest.mark.parametrize("lang", LANGS)
def test_the_factory_tiles_quote_their_bonuses_from_data(monkeypatch, lang):
    """The factory bonuses (all assumed, P12; ships' and trains' back sides P10): the short
    texts drawn on the factory tiles quote data.BUILD_GAINS, data.BUILD_STEPS,
    data.CONTRACT_BONUS_YEN, data.CHEAP_WAGE, data.SHIP_VP and data.TRAIN_INFLUENCE; building
    the "+4 VP" factory (seed 003, "A. Invierta en una nueva industria") gives what the tile
    says."""
    monkeypatch.setattr(data, "BUILD_GAINS", {**data.BUILD_GAINS, "vp_4": ("vp", 44),
                                              "vp_2": ("vp", 22), "blueprint_1": ("blueprints", 6),
                                              "blueprints_2": ("blueprints", 8),
                                              "yen_3000": ("yen", 7000)})
    monkeypatch.setattr(data, "BUILD_STEPS", {"money_step": ("money", 3), "money_2": ("money", 4),
                                              "knowledge_2": ("knowledge", 5),
                                              "coal_2": ("coal", 9)})
    monkeypatch.setattr(data, "CONTRACT_BONUS_YEN", 4000)
    monkeypatch.setattr(data, "CHEAP_WAGE", 2000)
    monkeypatch.setattr(data, "SHIP_VP", (2, 11))
    monkeypatch.setattr(data, "TRAIN_INFLUENCE", (2, 12))
    _ = translator(lang, "nippon")
    expected = {"vp_4": "44", "vp_2": "22", "blueprint_1": "6", "blueprints_2": "8",
                "yen_3000": format_number(7000, _), "money_step": "3", "money_2": "4",
                "knowledge_2": "5", "coal_2": "9", "contract_yen": format_number(4000, _),
                "cheap_wage": format_number(2000, _), "flip_ships": "11", "flip_trains": "12"}
    for bonus, value in expected.items():
        assert value in short_bonus(bonus, _), bonus
    board = G.render(G.view(new(4), 0), gettext=_)
    assert short_bonus("vp_4", _) in board
    s = new(4)
    s.p(0).knowledge, s.p(0).yen = len(data.KNOWLEDGE_TRACK) - 1, 30000
    vp = s.p(0).vp
    s = play(take(s, "2 invest"), "factory bul-3")
    assert data.FACTORIES["bul-3"].bonus == "vp_4" and s.p(0).vp == vp + 44


@pytest.mark.parametrize("lang", LANGS)
def test_the_reward_labels_quote_the_bonus_the_engine_gives(monkeypatch, lang):
    """Seed 003, "2. Recompensa del emperador": a reward tile gives its bonus
    (data.REWARD_BONUSES); the option label says how much."""
    monkeypatch.setattr(data, "REWARD_BONUSES", {"blueprints": 7, "coal": 8, "yen": 9000})
    _ = translator(lang, "nippon")
    label = lambda notation: text.action_label(G, notation, ["A", "B"], _)  # noqa: E731
    assert 7 in numbers(label("reward 3x blueprints")) and 8 in numbers(label("reward 2x coal"))
    assert format_number(9000, _) in label("reward 2x yen")
    s = new(4)
    s.p(0).workers = ["white", "white", "white", "white"]        # space 4: reward level 3
    before = s.p(0).blueprints
    s = play(s, "consolidate", "reward 3x blueprints")
    assert s.p(0).blueprints == before + 7


def prompted(s, lang: str, prompt: str) -> str:
    """The prompt of the decision due in ``s`` (asserted to be ``prompt``), worded in ``lang``
    as the app shows it (web/labels.py ``prompt_text``)."""
    decision = G.decision(s)
    assert decision.prompt == prompt, decision
    shown = labels.prompt_text(G, decision, translator(lang, "nippon"), G.legal_actions(s))
    assert "{" not in shown, shown
    return shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_cost_prompts_quote_what_the_engine_charges(monkeypatch, lang):
    """Seed 003, "A. Invierta en una nueva industria" (a factory: data.FACTORY_COST), "B.
    Maquinaria" (a machine: data.MACHINE_COST), "F. Trenes" (a train: data.TRANSPORT_COST): the
    prompts quote the prices, written the reader's way, and the engine charges them."""
    monkeypatch.setattr(data, "FACTORY_COST", 7000)
    monkeypatch.setattr(data, "MACHINE_COST", 4000)
    monkeypatch.setattr(data, "TRANSPORT_COST", 3000)
    _ = translator(lang, "nippon")
    s = new(4)
    s.p(0).knowledge, s.p(0).yen = len(data.KNOWLEDGE_TRACK) - 1, 30000
    s = take(s, "2 invest")
    assert format_number(7000, _) in prompted(s, lang, "pick_factory")
    assert play(s, "factory bul-3").p(0).yen == 30000 - 7000
    s = new(4)
    give_factory(s, 0, "sil-1")
    give_factory(s, 0, "pap-1")
    s.p(0).yen = 20000
    s = take(s, "3 machinery")
    assert format_number(4000, _) in prompted(s, lang, "pick_machine")
    s = play(s, "machine silk")
    assert s.p(0).yen == 20000 - 4000
    assert format_number(4000, _) in prompted(s, lang, "pick_machine_more")
    s = new(4)
    s.p(0).yen = 20000
    s = take(s, "4 trains")
    assert format_number(3000, _) in prompted(s, lang, "pick_train_region")
    s = play(s, "region r1")
    assert s.p(0).yen == 20000 - 3000
    assert format_number(3000, _) in prompted(s, lang, "pick_train_region_more")


@pytest.mark.parametrize("lang", LANGS)
def test_the_worker_spaces_and_exchange_prompts_follow_data(monkeypatch, lang):
    """Seed 003, "Lleve un trabajador": a board holds data.WORKER_SPACES workers, then the player
    must consolidate; "Como se Juega": data.BLUEPRINTS_PER_STEP blueprints buy a track step,
    offered after the action.  The prompts say both numbers."""
    monkeypatch.setattr(data, "WORKER_SPACES", 4)
    monkeypatch.setattr(data, "BLUEPRINTS_PER_STEP", 4)
    s = new(4)
    s.p(0).workers, s.p(0).blueprints = ["white"] * 4, 2
    assert 4 in numbers(prompted(s, lang, "must_consolidate"))
    assert [a.notation for a in G.legal_actions(s)] == ["consolidate"]
    before = s.p(0).blueprints
    s = play(s, "consolidate", "reward 3x blueprints", "achievement d")
    assert s.p(0).blueprints == before + data.REWARD_BONUSES["blueprints"] >= 4
    assert 4 in numbers(prompted(s, lang, "exchange"))
    s = play(s, "blueprint knowledge")
    assert s.p(0).blueprints == before + data.REWARD_BONUSES["blueprints"] - 4


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_counts_follow_data(monkeypatch, lang):
    """Seed 003, "Como se Juega": data.BLUEPRINTS_PER_STEP blueprints buy a track step (the
    option label and the track's label on the player board say so); "Puntuación": the scorings
    (len(data.REGION_VP)) and the VP tiles' multiplier (data.VP_TILE_MULTIPLIER) on the board;
    "G. Barcos": the rules summary quotes data.MONEY_ICON_STEPS."""
    monkeypatch.setattr(data, "BLUEPRINTS_PER_STEP", 5)
    monkeypatch.setattr(data, "VP_TILE_MULTIPLIER", 7)
    monkeypatch.setattr(data, "MONEY_ICON_STEPS", 8)
    monkeypatch.setattr(data, "REGION_VP", data.REGION_VP + ((20, 17, 13),))
    _ = translator(lang, "nippon")
    assert 5 in numbers(text.action_label(G, "blueprint knowledge", ["A", "B"], _))
    board = G.render(G.view(new(4), 0), gettext=_)
    assert _("{track} track: slot {n}; {per_step} blueprints for a step").format(
        track=_("Knowledge"), n=1, per_step=5) in board
    assert _("Scorings done: {n} of {total}").format(n=0, total=4) in board
    assert _("{mult}x VP tiles: {n}").format(mult=7, n=G.view(new(4), 0)["vp_tiles"]) in board
    assert 8 in numbers(summary_text(howto.summary("standard", _)))
    s = new(4)
    s.p(0).blueprints = 5
    s = play(s, "blueprint knowledge")
    assert s.p(0).blueprints == 0


@pytest.mark.parametrize("lang", LANGS)
def test_the_consolidation_income_follows_data(monkeypatch, lang):
    """P12 (assumed), PAP-4 and BEN-4: data.BLUEPRINT_INCOME blueprints and data.COAL_INCOME
    coal at each consolidation, as the explanations and the factory tiles say."""
    monkeypatch.setattr(data, "BLUEPRINT_INCOME", 3)
    monkeypatch.setattr(data, "COAL_INCOME", 4)
    _ = translator(lang, "nippon")
    assert 3 in numbers(explain("nippon:factory:pap-4", _))
    assert 4 in numbers(explain("nippon:factory:ben-4", _))
    assert 3 in numbers(short_bonus("blueprint_income", _))
    assert 4 in numbers(short_bonus("coal_income", _))
    s = new(4)
    give_factory(s, 0, "pap-4")
    give_factory(s, 0, "ben-4")
    s.p(0).workers = ["white", "black"]
    p = play(s, "consolidate").p(0)
    assert (p.blueprints, p.coal) == (data.START_BLUEPRINTS + 3, data.COAL_TRACK[0] + 4)


@pytest.mark.parametrize("lang", LANGS)
def test_the_contracts_bonus_follows_data(monkeypatch, lang):
    """P12 (assumed), SIL-4: for achievement a the factory counts as data.BONUS_CONTRACTS
    fulfilled contracts (seed 003, achievement a: 1 VP per 2 fulfilled contracts), as its tile
    and explanation say."""
    monkeypatch.setattr(data, "BONUS_CONTRACTS", 4)
    _ = translator(lang, "nippon")
    assert 4 in numbers(short_bonus("contracts_x2", _))
    assert 4 in numbers(explain("nippon:factory:sil-4", _))
    s = new(4)
    fulfilled = len(data.CONTRACTS) - len(s.p(0).contracts)
    give_factory(s, 0, "sil-4")
    assert scoring.achievement_base(s, 0, "a") == (fulfilled + 4) // 2


@pytest.mark.parametrize("lang", LANGS)
def test_achievement_a_counts_and_names_contracts_per_vp_from_data(monkeypatch, lang):
    """Reference sheet S4, achievement a: 1 VP per data.CONTRACTS_PER_ACHIEVEMENT_VP fulfilled
    contracts; its name on the board, option label and explanation says that number, and the
    scoring and the bot's estimate count by it."""
    monkeypatch.setattr(data, "CONTRACTS_PER_ACHIEVEMENT_VP", 3)
    _ = translator(lang, "nippon")
    name = achievement_name("a", _)
    assert 3 in numbers(name) and 2 not in numbers(name) and "{" not in name, name
    assert name in text.action_label(G, "achievement a", ["A", "B"], _)
    assert name in explain("nippon:achievement:a", _)
    s = new(4)
    s.p(0).contracts = s.p(0).contracts[7:]                    # 7 fulfilled
    assert scoring.achievement_base(s, 0, "a") == 2
    from engine.nippon import bot
    assert bot.achievement_bases(s, 0)["a"] == 2


@pytest.mark.parametrize("lang", LANGS)
def test_the_achievement_names_quote_their_yen_and_machine_side(monkeypatch, lang):
    """Reference sheet S4, achievement b: 1 VP per data.YEN_PER_ACHIEVEMENT_VP Yen; P11
    (assumed), achievement h: 1 VP per machine at data.MACHINE_MAX (seed 003, "Maquinaria").
    The names on the board, in the option label, the explanation and the log line of a tile
    placed there say the values, written the language's way; the scoring counts by them."""
    monkeypatch.setattr(data, "YEN_PER_ACHIEVEMENT_VP", 7000)
    monkeypatch.setattr(data, "MACHINE_MAX", 4)
    monkeypatch.setattr(data, "WORKER_SPACES", 4)
    _ = translator(lang, "nippon")
    yen = format_number(7000, _)                                   # 7,000 / 7000
    for ident, value in (("b", yen), ("h", "+4")):
        name = achievement_name(ident, _)
        assert value in name and "{" not in name, name
        assert name in text.action_label(G, f"achievement {ident}", ["A", "B"], _)
        assert name in explain(f"nippon:achievement:{ident}", _)
    s = new(4)
    assert achievement_name("b", _) in G.render(G.view(s, 0), gettext=_)
    s.p(0).workers = ["white"] * 4
    s = play(s, "consolidate", "reward 3x blueprints", "achievement b")
    line = format_event(*s.log[-1], s.names, _, text.TERMS)
    assert achievement_name("b", _) in line, line
    s.p(0).yen = 15000
    assert scoring.achievement_base(s, 0, "b") == 2
    give_factory(s, 0, "sil-1", machine=4)
    give_factory(s, 0, "pap-1", machine=2)
    assert scoring.achievement_base(s, 0, "h") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_legend_quotes_the_reward_multipliers(monkeypatch, lang):
    """Seed 003, "Azulejos de recompensa": reward tiles of data.REWARD_MULTIPLIERS; the
    legend's "2x…5x" is their lowest and highest, as a new game's reward stacks are."""
    monkeypatch.setattr(data, "REWARD_MULTIPLIERS", (3, 4, 5, 7))
    legend = dict(G.legend(translator(lang, "nippon")))
    assert "3x…7x" in legend and "2x…5x" not in legend
    assert {int(key.split("-")[0]) for key in new(4).rewards} == {3, 4, 5, 7}
