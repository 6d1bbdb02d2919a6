# Two entry points: `make demo` builds the graph of data/, `make test` runs the checks and every test.
# Both create .venv on first use with whatever python3 (3.11+) is on PATH.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: demo check test test-fast browser exports clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "kg needs Python 3.11+")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

demo: $(STAMP)
	$(BIN)/kg build data/ --out exports/ --analyze

# The rooms' import contracts ([tool.importlinter]), the type check of kg/ and the linter.
check: $(STAMP)
	$(BIN)/lint-imports
	$(BIN)/mypy
	$(BIN)/ruff check kg tests bench

test: $(STAMP) browser check
	$(BIN)/python -m pytest -n auto --dist loadfile

test-fast: $(STAMP)
	$(BIN)/python -m pytest -n auto --dist loadfile -m 'not slow'

# The browser tests (tests/test_view_browser.py) drive Debian's chromium through playwright, which
# never downloads a browser of its own. When no chromium is on PATH, install it with apt-get if we
# may (as root, or with password-less sudo), running `apt-get update` first only when the install
# fails (no package lists yet). This never fails the build: without chromium those tests skip.
browser:
	@command -v chromium >/dev/null || command -v chromium-browser >/dev/null || { \
	  if ! command -v apt-get >/dev/null; then sudo=none; \
	  elif [ "$$(id -u)" = 0 ]; then sudo=; \
	  elif sudo -n true 2>/dev/null; then sudo="sudo -n"; \
	  else sudo=none; fi; \
	  if [ "$$sudo" = none ]; then \
	    echo "no chromium, and no apt-get as root or sudo -n: browser tests will be skipped"; \
	  else \
	    echo "installing chromium for the browser tests (apt-get)"; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    $$sudo apt-get install -y -q chromium \
	      || { $$sudo apt-get update -q && $$sudo apt-get install -y -q chromium; } \
	      || echo "could not install chromium: browser tests will be skipped"; \
	  fi; \
	}

# Refresh the committed exports after a change to extraction or mapping.
exports: demo

clean:
	rm -rf $(VENV) exports/store exports/.stores exports/.cache exports/views
