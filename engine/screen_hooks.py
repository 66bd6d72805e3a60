"""What the screen asks of a game (DESIGN.md, "The engine contract"): :class:`ScreenHooks`, the
base of :class:`engine.game.Game` holding its screen hooks: action labels, explanations and
the icon legend, the guided tour, the rules summary, prompts' rule values, option details and
groups, the side panel's stepper and the board (``render``).  None is on the path of a move
(``apply``, ``legal_actions``, ``decision`` are :class:`~engine.game.Game`'s own); most answer
from a module of the game package (``explain.py``, ``tour.py``, ``howto.py``, ``steps.py``,
``text.py``), imported on first use so the boot does not pay for it.
"""
from __future__ import annotations

import importlib
from typing import Any, ClassVar, Iterable

from .action import Action, Decision
from .errors import brief


def _same(text: str) -> str:
    """The identity gettext (English text as written)."""
    return text


class ScreenHooks:
    """The screen's hooks of a game; :class:`engine.game.Game` subclasses it, and a game
    overrides the hooks it answers itself (``action_label``, ``render``...).  Reads the game's
    :attr:`id` and :attr:`variants` (declared by :class:`~engine.game.Game`)."""

    id: ClassVar[str]
    variants: ClassVar[tuple[str, ...]]

    @property
    def default_variant(self) -> str:
        """The game's first variant: the one a new game, tour and rules summary use when
        none is named."""
        return self.variants[0]

    def action_label(self, notation: str, names: list[str], gettext, variant: str | None
                     ) -> str | None:
        """This game's own short label for an action notation, translated with ``gettext``
        (``names``: the seats' names), or None to let the shell use :attr:`action_hints` and
        its generic words."""
        return None

    def explain(self, key: str, gettext=None, view: dict | None = None) -> str | None:
        """The explanation of the board element whose ``data-explain`` is ``key`` (DESIGN.md:
        "Board elements that can be explained"), in plain words with the rulebook's terms,
        translated with ``gettext`` (English if None); None for a key this game does not know.

        ``view``: the :meth:`view` on screen (None: the default variant's printed values).  It
        gives the numbers that apply now (costs of this edition, a space's current value) and,
        being a seat's view, holds nothing that seat may not see.  The text's first line names
        the component; the following lines (``\n``-separated) explain it.  Keys are stable
        ids ``<game>:<kind>:<id>``; each game answers in its ``explain.py`` (imported on
        first use, so the boot does not pay for it)."""
        module = self._explainer()
        if module is None or not isinstance(key, str):
            return None
        return module.explain(key, gettext or _same, view)

    def legend(self, gettext=None) -> list[tuple[str, str]]:
        """The icon legend of the board: (symbol as drawn, its meaning), translated with
        ``gettext`` (English if None).  Empty for a game without an ``explain.py``."""
        module = self._explainer()
        return module.legend(gettext or _same) if module is not None else []

    def tour(self, gettext=None, variant: str | None = None) -> list:
        """The guided tour of this game: a list of :class:`engine.tour.TourStep` (at least five
        per game, issue 21), texts translated with ``gettext`` (English if None).  Each game
        answers in its ``tour.py`` (``steps(gettext) -> list[TourStep]``), imported on first
        use; empty for a game without one.

        ``variant``: a rules edition with a tour of its own (:meth:`tour_variants`; Plus
        Ultra's ``early``), whose tour.py answers ``steps(gettext, variant)``; None or the
        default variant: the game's tour.  Empty for a variant without a tour."""
        module = self._module("tour")
        if module is None:
            return []
        if variant is None or variant == self.default_variant:
            return module.steps(gettext or _same)
        if variant not in self.tour_variants():
            return []
        return module.steps(gettext or _same, variant)

    def tour_variants(self) -> tuple[str, ...]:
        """The variants with a guided tour, the default variant first: a game's tour.py lists
        them in ``VARIANTS`` when a rules edition has a tour of its own (Plus Ultra's early
        edition); else the default variant alone (a tour may still play positions of other
        variants: Lorenzo's advanced steps).  Empty for a game without a tour."""
        module = self._module("tour")
        if module is None:
            return ()
        return tuple(getattr(module, "VARIANTS", (self.default_variant,)))

    def rules_summary(self, variant: str | None = None, gettext=None) -> list:
        """The rules summary ("How to play") of this game in the rules edition ``variant``
        (the default variant if None): a list of :class:`engine.tour.Section`, translated with
        ``gettext`` (English if None).  Each game answers in its ``howto.py``
        (``summary(variant, gettext) -> list[Section]``); empty for a game without one.

        Raises:
            ValueError: ``variant`` is not one of :attr:`variants`."""
        variant = variant or self.default_variant
        if variant not in self.variants:
            raise ValueError(f"{self.id}: unknown variant {brief(variant)}; one of {self.variants}")
        module = self._module("howto")
        return module.summary(variant, gettext or _same) if module is not None else []

    def stepper(self, view: dict, decision: "Decision", legal: Iterable["Action"],
                gettext=None) -> dict | None:
        """A count the side panel lets the player choose with a −/+ stepper instead of one
        button per count (issue 20: Lorenzo's servants), or None (plain buttons; the default).

        ``view``: the deciding seat's view; ``legal``: the decision's legal actions.  Returns
        ``{"legend", "fewer", "more", "step", "steps"}`` (translated with ``gettext``): the
        stepper's name, the names of its − and + buttons, the amount of one step and, in
        ascending order, one ``{"n", "action", "label", "value", "says"}`` per legal count: the
        count, its legal action notation, the button text, the value it reaches and what
        that gives.  Each game answers in its ``steps.py`` (``stepper(view, decision, legal,
        gettext)``), imported on first use."""
        stepper = getattr(self._module("steps"), "stepper", None)   # Village's steps.py has
        if stepper is None:                                       # sub-decisions, no stepper
            return None
        return stepper(view, decision, list(legal), gettext or _same)

    def _module(self, name: str):
        """The game package's module ``name`` (``explain``, ``tour``, ``howto``), or None if
        the package has none."""
        try:
            return importlib.import_module(f"{__package__}.{self.id}.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"{__package__}.{self.id}.{name}":
                raise
            return None

    def _explainer(self):
        """The game package's ``explain`` module, or None if it has none."""
        return self._module("explain")

    follow_prompts: ClassVar[frozenset[str]] = frozenset()
    """Prompts of decisions that finish the deciding seat's previous action (Lorenzo: the
    space after the family member, the servants, privileges and cards a placement brings):
    a summary of moves reads such an action with the one before it as one move, and does not
    show a move whose seat is still at such a decision."""

    def prompt_numbers(self, gettext=None) -> dict[str, int | str]:
        """The rule values :attr:`prompts` quote, by brace name, from the game's data.py (read
        each time a prompt is formatted; large amounts written the way ``gettext``'s language
        writes numbers, engine.i18n.format_number); a decision's own params of the same name
        take precedence (web/labels.py ``prompt_text``).  They are text only: no decision
        carries them, so states, notations and decisions do not change with them.  Default:
        none."""
        return {}

    def option_detail(self, view: dict, notation: str, gettext=None) -> str | None:
        """What the side panel adds to the label of the option ``notation`` in the position
        seen in ``view`` (the deciding seat's view), translated with ``gettext``: a cost the
        notation does not carry (Lorenzo: "3 coins fee" for an occupied tower, as the
        board's label says), or None.  Each game answers in its ``text.py``
        (``option_detail(game, view, notation, gettext)``); default None."""
        detail = getattr(self._module("text"), "option_detail", None)
        return detail(self, view, notation, gettext or _same) if detail else None

    def option_group(self, notation: str) -> str | None:
        """The English msgid of the group under which the side panel files an option when a
        decision has more options than it shows at once (Lorenzo's spaces: "Territories
        tower"), or None (shown on its own).  Default: None."""
        return None

    def render(self, view: dict, *, legal: Iterable[Action] = (), gettext=None,
               **options: Any) -> str:
        """The SVG board for a view; legal actions become clickable elements.

        Every element carrying ``data-action`` is keyboard-reachable (``tabindex``,
        ``role="button"``) and has an accessible name.  ``options`` are the game renderer's
        keywords, which every game accepts (unknown ones are ignored):
        ``layout="wide"|"narrow"`` (phones); ``highlight=[notations]``: actions just played
        (the last turn), whose board places get a dashed outline (class ``highlight``);
        ``actor=seat``: who played them (for places on a player's own board)."""
        raise NotImplementedError
