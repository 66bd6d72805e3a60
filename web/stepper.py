"""A −/+ stepper in the side panel for a count the player chooses (issue 20: Lorenzo's
servants), instead of one button per count.

The game says what may be chosen (``Game.stepper``: one entry per legal count, each with its
legal action notation); this module draws it as a small form: a real ``<input type=number>``
(keyboard arrows, typing, Enter) between − and + buttons named for screen readers, a live
``<output>`` saying the value reached and what it gives, and one confirm button whose
``data-action`` is always the notation of the count shown (DESIGN.md: every element that
performs a legal action carries its notation).  The engine still receives one action.

:func:`html` and :func:`pick` are pure; :func:`step`, :func:`show` and :func:`chosen` update
or read the form in the page (any object with the DOM's methods).
"""
from __future__ import annotations

import json

from ui_base import esc

FORM_ID, INPUT_ID = "stepper", "stepper-n"

_kept: dict = {}
"""The count last shown and the position it was shown for (``{"key", "n"}``): a panel drawn
again for the same position (a language switch, a resize) keeps it."""


def html(spec: dict, key: str = "") -> str:
    """The stepper form for ``spec`` (``Game.stepper``) at the position ``key``: its lowest
    count chosen, or the one last shown at that position."""
    steps = spec["steps"]
    low, high = steps[0]["n"], steps[-1]["n"]
    first = next((s for s in steps if key and _kept.get("key") == key
                  and s["n"] == _kept.get("n")), steps[0])
    data = esc(json.dumps([[s["n"], s["action"], s["label"], s["says"]] for s in steps],
                          ensure_ascii=False, separators=(",", ":")))
    ends = (" disabled" if first["n"] == low else "", " disabled" if first["n"] == high else "")
    return (f'<form class="stepper" id="{FORM_ID}" data-steps="{data}" data-key="{esc(key)}"'
            f' novalidate><label for="{INPUT_ID}">{esc(spec["legend"])}</label>'
            f'<div class="stepper-row">'
            f'<button type="button" class="step-button" data-cmd="stepper" data-delta="-1" '
            f'aria-label="{esc(spec["fewer"])}" aria-controls="{INPUT_ID}"{ends[0]}>−</button>'
            f'<input type="number" id="{INPUT_ID}" name="n" inputmode="numeric" '
            f'min="{low}" max="{high}" step="{spec["step"]}" value="{first["n"]}" '
            f'aria-describedby="stepper-says">'
            f'<button type="button" class="step-button" data-cmd="stepper" data-delta="1" '
            f'aria-label="{esc(spec["more"])}" aria-controls="{INPUT_ID}"{ends[1]}>+</button>'
            f'</div>'
            f'<output id="stepper-says" for="{INPUT_ID}" aria-live="polite">'
            f'{esc(first["says"])}</output>'
            f'<button type="button" class="action primary" data-action="{esc(first["action"])}">'
            f'{esc(first["label"])}</button></form>')


def pick(steps: list, value) -> list:
    """The entry of ``steps`` (``[n, action, label, says]`` ascending) for a typed ``value``:
    the largest count not above it, the lowest for anything below or not a number."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return steps[0]
    chosen = steps[0]
    for entry in steps:
        if entry[0] <= number:
            chosen = entry
    return chosen


def step(button) -> None:
    """A − or + button pressed: the next legal count down or up, then :func:`show`."""
    form = button.closest("form")
    steps = json.loads(str(form.dataset.steps))
    box = form.querySelector("input")
    now = pick(steps, box.value)
    index = steps.index(now) + int(str(button.dataset.delta))
    box.value = str(steps[max(0, min(len(steps) - 1, index))][0])
    show(form)


def show(form) -> None:
    """Bring the form in line with its input: the count snapped to a legal one, the −/+
    buttons disabled at the ends, the output's text and the confirm button's action."""
    steps = json.loads(str(form.dataset.steps))
    box = form.querySelector("input")
    n, action, label, says = pick(steps, box.value)
    if str(box.value) != str(n) and str(box.value) != "":
        box.value = str(n)
    buttons = form.querySelectorAll(".step-button")
    for button, end in ((buttons.item(0), steps[0][0]), (buttons.item(1), steps[-1][0])):
        if n == end and form.ownerDocument.activeElement == button:
            box.focus()                 # a disabled button would drop the keyboard's focus
        button.disabled = n == end
    form.querySelector("output").textContent = says
    confirm = form.querySelector("[data-action]")
    confirm.setAttribute("data-action", action)
    confirm.textContent = label
    _kept.update(key=str(form.dataset.key), n=n)


def chosen(form) -> str:
    """The action notation the form's confirm button carries now."""
    show(form)
    return str(form.querySelector("[data-action]").getAttribute("data-action"))
