"""The test suite, a package: a test module is named by its path (tests.web.test_seats), and
shared helpers are imported as such (from tests.helpers import ...; from tests.lorenzo.lz_helpers
import ...).  pytest puts the repository root and web/ on sys.path (pyproject.toml)."""
