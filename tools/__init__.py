"""Project tools (not shipped in the wheel)."""
