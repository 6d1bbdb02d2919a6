# Two entry points: `make demo` builds the graph of data/, `make test` runs every test.
# Both create .venv on first use with whatever python3 (3.11+) is on PATH.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: demo test test-fast exports clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "kg needs Python 3.11+")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

demo: $(STAMP)
	$(BIN)/kg build data/ --out exports/ --analyze

test: $(STAMP)
	$(BIN)/python -m pytest

test-fast: $(STAMP)
	$(BIN)/python -m pytest -m 'not slow'

# Refresh the committed exports after a change to extraction or mapping.
exports: demo

clean:
	rm -rf $(VENV) exports/store exports/.stores exports/.cache exports/views
