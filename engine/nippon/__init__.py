"""Nippon (What's Your Game?, 2015): rules engine, scoring and SVG board.

Rule sources: seed 003 (the Spanish rulebook) and ../shared/rules/nippon-data.md, whose
proposals (P1–P16) fill every value the rulebook leaves open.
"""
from ..registry import register
from .rules import Nippon

GAME = register(Nippon())
