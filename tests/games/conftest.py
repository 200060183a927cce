"""The game tests' folder: pytest puts a conftest's folder on ``sys.path`` (prepend import mode),
so each game's own folder imports the shared harness (``fighting_harness``) from here."""
