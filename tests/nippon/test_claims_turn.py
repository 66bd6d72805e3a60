"""Claim tests (issue 27) for Nippon's turn: taking a worker, the blueprint exchange, the
refill of action spaces and the scoring track (engine/nippon/howto.py "Take a worker", "Empty
worker rows"; explain.py's action-space, worker-row, worker and track popovers).  Seed 003,
"Como se Juega", "I. Lleve un trabajador", "Ranura de acción vacía", "Filas de trabajador
vacías".
Seed file: ../shared/rules/seeds/003_9d13028f224d7a7e.txt."""
from __future__ import annotations

import pytest

from engine.nippon import data
from tests.nippon.np_helpers import G, legal, new, play, set_space


@pytest.mark.teaches("nippon", "On your turn you either take a worker and do its action",
                     "On your turn take 1 worker from a space and do one action shown there",
                     "If you cannot or do not want to take a worker, you consolidate")
def test_a_turn_is_a_worker_and_one_of_its_actions_or_consolidate():
    """Seed 003, "Como se Juega": take a worker and do one action of its space, or consolidate;
    the right-most space shows only the Local Market."""
    s = new(4)
    turns = {o for o in legal(s) if not o.startswith("blueprint")}
    expected = {f"take {k + 1} {a}" for k, space in enumerate(data.ACTION_SPACES)
                for a in space}
    assert turns <= expected | {"consolidate"} and "consolidate" in turns
    assert data.ACTION_SPACES[-1] == ("market",)
    s.p(0).yen = 0                                   # nothing can be paid: only consolidate
    assert legal(s) == ["consolidate"]


@pytest.mark.teaches("nippon", "put it on the left-most empty worker space of your board",
                     "Workers you took this cycle, left to right (at most {worker_spaces})")
def test_the_worker_goes_left_most_and_only_a_fully_possible_action_is_offered():
    """Seed 003, "Lleve un trabajador": the worker goes on the left-most empty worker space;
    only an action the player can carry out in full may be chosen (no factory: no Produce)."""
    s = new(4)
    s.p(0).workers = ["black", "black"]
    set_space(s, 1, ["white"] * 3)
    s = play(s, "take 1 knowledge", "steps 1")
    assert s.p(0).workers == ["black", "black", "white"]
    assert "take 3 produce" not in legal(s) and "take 2 export" not in legal(s)


@pytest.mark.teaches("nippon", "A worker's colour does not change the action",
                     "Its colour does not change the action")
def test_the_colour_does_not_change_the_action_and_counts_for_wages():
    """Seed 003, "Lleve un trabajador" and "Mano de obra": any colour of a space gives the same
    actions; wages count the colours on the board."""
    for colour in data.WORKER_COLORS:
        s = new(4)
        set_space(s, 3, [colour] * 3)
        set_space(s, 1, [colour] * 3)
        assert {"take 1 knowledge", "take 1 mines"} <= set(legal(s))
    s = new(4)
    s.p(0).workers = ["white", "white", "black"]
    s.rewards = {k: 0 for k in s.rewards}
    s.vp_tiles = 0
    s = play(s, "consolidate")
    assert s.p(0).yen == data.MONEY_TRACK[0] - 2 * data.WAGE        # 2 colours, 3 workers


@pytest.mark.teaches("nippon", "You hold at most {worker_spaces} workers")
def test_with_every_worker_space_full_the_next_turn_must_consolidate():
    """Seed 003, "Lleve un trabajador": at most 6 workers; then consolidate next turn."""
    s = new(4)
    s.p(0).workers = ["white"] * (data.WORKER_SPACES - 1)
    assert "take 1 knowledge" in legal(s)
    s.p(0).workers = ["white"] * data.WORKER_SPACES
    assert legal(s) == ["consolidate"] and G.decision(s).prompt == "must_consolidate"


@pytest.mark.teaches("nippon", "discard {blueprint_step} blueprints to move",
                     "Discard {n} blueprints at any time of your turn")
def test_three_blueprints_move_any_marker_one_step_as_often_as_paid():
    """Seed 003, "Como se Juega": "puede descartar 3 planos y subir uno de sus marcadores de
    nivel 1 paso", blueprints counting by value."""
    s = new(4)
    s.p(0).blueprints = 2 * data.BLUEPRINTS_PER_STEP + 1
    s = play(s, "blueprint money", "blueprint coal")
    p = s.p(0)
    assert (p.money, p.coal_track, p.blueprints) == (1, 1, 1) and s.current == 0
    assert not any(o.startswith("blueprint") for o in legal(s))


@pytest.mark.teaches("nippon", "When an action space is left empty after a turn",
                     "An emptied space is refilled from the top worker row")
def test_an_emptied_space_takes_the_highest_row_that_has_workers():
    """Seed 003, "Ranura de acción vacía"."""
    s = new(4)
    set_space(s, 1, ["green"])
    s.rows[0] = []
    second = list(s.rows[1])
    s = play(s, "take 1 knowledge", "steps 1")
    assert s.spaces[0] == second and s.rows[1] == [] and s.marker == 1


@pytest.mark.teaches("nippon", "When a space is left empty while every row is already empty",
                     "if every row is already empty, spaces and rows are refilled from the bag")
def test_with_every_row_empty_spaces_and_rows_refill_and_the_marker_moves():
    """Seed 003, "Filas de trabajador vacías": "Si no puede rellenar el espacio de Acción con
    Trabajadores, porque todas las filas de Trabajadores están vacías": action spaces back to
    3, rows refilled, the scoring marker 1 step right; other spaces may still hold workers.
    Emptying the last row into a space does not refill yet."""
    s = new(4)
    s.rows = [[] for _ in s.rows[:-1]] + [s.rows[-1]]
    set_space(s, 1, ["green"])
    s = play(s, "take 1 knowledge", "steps 1")             # the last row moves to space 1
    assert all(not row for row in s.rows) and s.marker == 1
    s = new(4)
    set_space(s, 1, ["green"])
    set_space(s, 2, ["white"])
    s.bag += [c for r in s.rows for c in r]
    s.rows = [[] for _ in s.rows]
    s = play(s, "take 1 knowledge", "steps 1")
    assert [len(x) for x in s.spaces] == [data.WORKERS_PER_SPACE] * 5
    assert [len(r) for r in s.rows] == [data.WORKERS_PER_ROW[4]] * data.WORKER_ROWS[4]
    assert s.marker == 2


@pytest.mark.teaches("nippon", "Entering space {scoring_1} of the scoring track",
                     "The scoring marker is on space {marker}: entering space {scoring_1}",
                     "Scorings done: {scorings} of {total_scorings}.")
def test_scorings_on_entering_spaces_3_and_5_and_three_final_turns_from_the_golden_space():
    """Seed 003, "Filas de trabajador vacías" and "Fin del juego" (symbol positions assumed,
    P3): entering 3 and 5 scores; from the first golden space each player has exactly 3 more
    turns, then the third scoring ends the game."""
    def empty_rows(s, marker):
        s.marker = marker
        set_space(s, 1, ["green"])
        s.rows = [[] for _ in s.rows]
        return play(s, "take 1 knowledge", "steps 1")

    s = new(2)
    s = empty_rows(s, min(data.SCORING_ON_ENTER) - 1)
    assert (s.marker, s.scorings) == (min(data.SCORING_ON_ENTER), 1)
    v = G.view(s)
    assert v["marker"] == s.marker and v["scorings"] == 1
    s = empty_rows(s, max(data.SCORING_ON_ENTER) - 1)
    assert s.scorings == 2
    s = empty_rows(s, data.FIRST_GOLDEN - 1)
    assert s.marker == data.FIRST_GOLDEN and s.scorings == 2
    assert s.final_turns == data.FINAL_ROUNDS * 2
    turns = 0
    while not G.is_over(s):
        s = play(s, "consolidate")
        while s.pending:
            s = play(s, legal(s)[0])
        turns += 1
    assert turns == data.FINAL_ROUNDS * 2 and s.scorings == len(data.REGION_VP) == 3


@pytest.mark.teaches("nippon", "Workers waiting to refill the action spaces, and the bag.")
def test_the_rows_wait_to_refill_spaces_and_the_bag_refills_the_rows():
    """Seed 003, "Ranuras de acción y filas de trabajadores": the rows' workers refill the
    spaces; the bag refills the rows."""
    s = new(4)
    bag = len(s.bag)
    set_space(s, 1, ["green"])
    first = list(s.rows[0])
    s = play(s, "take 1 knowledge", "steps 1")
    assert s.spaces[0] == first and len(s.bag) == bag
    s.rows = [[] for _ in s.rows]
    set_space(s, 1, ["green"])
    s.current = 0
    s = play(s, "take 1 knowledge", "steps 1")
    assert len(s.bag) < bag
