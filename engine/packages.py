"""The ids of the game packages on the shelf, in a module that imports nothing: the registry
(:mod:`engine.registry`, which re-exports them) and the translations (:mod:`engine.i18n`, a
catalog domain per game) both read them, and neither has to import the other for it.
"""

GAME_PACKAGES = ("plus_ultra", "lorenzo", "nippon", "village")
"""Game packages on the shelf, in shelf order (each registers its Game when imported).  A game
joins this list once its whole game flow plays and its board renders."""
