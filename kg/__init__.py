"""kg: a knowledge graph of conference papers from a researcher's markdown notes."""

__version__ = "0.1.0"
