"""Lorenzo il Magnifico (Cranio Creations, 2016): rules engine, scoring and SVG board.

Rule sources: seed 001 (the Spanish basic rulebook) and ../shared/rules/lorenzo-data.md.
"""
from ..registry import register
from .rules import Lorenzo

GAME = register(Lorenzo())
