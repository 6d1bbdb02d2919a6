"""Reading notes: everything from a file on disk to records (:mod:`kg.records`).

- :mod:`~kg.notes.sources` — which files a build reads;
- :mod:`~kg.notes.read` — decode, repair mojibake, parse markdown with line numbers, front matter;
- :mod:`~kg.notes.markdown` — the document model's helpers (headings, links, plain text, lines);
- :mod:`~kg.notes.venues` — venue editions named in text;
- :mod:`~kg.notes.extract` — one reader per note layout, chosen by content through a registry;
- :mod:`~kg.notes.enrich` — the spaCy rule pipeline (methods, mentions, topics in text);
- :mod:`~kg.notes.batch`, :mod:`~kg.notes.cache` — reading in worker processes, through the build cache;
- :mod:`~kg.notes.datafiles` — the data files (``data/``, ``patterns/``) that steer all of the above.

May import the shared modules (:mod:`kg.errors`, :mod:`kg.records`, :mod:`kg.keys`, :mod:`kg.ids`,
:mod:`kg.topics`, :mod:`kg.fsutil`) and nothing of :mod:`kg.graph`, :mod:`kg.sparql` or any room above.
"""
