"""The parts of build.py (the entry point stays build.py): common (paths, log, run),
i18n (catalogs), wheel (the engine wheel), bundle (vendored runtime, the pages' archive,
pyscript.json), dist (assembling dist/), serve (the local server)."""
