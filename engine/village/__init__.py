"""Village (Inka & Markus Brand, eggertspiele 2011): rules engine, scoring and SVG board.

Rule sources: seed 004 (the Spanish rulebook) and ../shared/rules/village-data.md, whose
proposed values are used where the printed ones are unknown (marked ``assumed`` in data.py).
"""
from ..registry import register
from .rules import Village

GAME = register(Village())
