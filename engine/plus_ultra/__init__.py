"""Plus Ultra (Meridiano 6, 2016): rules engine, scoring and SVG board.

Rule sources: seed 002 (published "Reglamento", variant ``reglamento``) and
../shared/rules/plus-ultra-spec.md.
"""
from ..registry import register
from .rules import PlusUltra

GAME = register(PlusUltra())
