"""Full versus incremental rebuild: build a synthetic corpus, edit one note, build again.

    python bench/incremental.py --papers 2000 [--jobs 2]

Prints seconds per stage of the full build, of the rebuild after the edit
(cache on) and of a no-change rebuild, and checks the rebuild's files equal a
clean build's.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from synth import write_corpus  # noqa: E402

from kg.build import build  # noqa: E402

FILES = ("kg.ttl", "kg.jsonld", "kg.nt", "kg.trig", "merges.csv")


def main() -> None:
    """Run the three builds and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--papers", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="kg-incremental-"))
    try:
        notes = root / "notes"
        write_corpus(notes, args.papers, seed=0)
        out = root / "out"
        full = build([notes], out, jobs=args.jobs)
        note = sorted(p for p in notes.glob("*.md") if p.name != "README.md")[0]
        note.write_text(note.read_text("utf-8") + "\n<!-- edited -->\n", "utf-8")  # new bytes: a cache miss
        edited = build([notes], out, jobs=args.jobs)
        unchanged = build([notes], out, jobs=args.jobs)
        build([notes], root / "clean", jobs=args.jobs, cache=False)
        same = all((out / f).read_bytes() == (root / "clean" / f).read_bytes() for f in FILES)
        runs = {"full": full, "one note edited": edited, "nothing changed": unchanged}
        stages = list(dict.fromkeys(s for r in runs.values() for s in r.stages))
        print(f"{args.papers:,} papers in {len(full.documents)} notes; {full.counts['triples']:,} triples\n")
        print("| stage | " + " | ".join(runs) + " |")
        print("|---|" + "---:|" * len(runs))
        for stage in stages:
            print(f"| {stage} | " + " | ".join(f"{r.stages.get(stage, 0.0):.2f}" for r in runs.values()) + " |")
        print("| **total** | " + " | ".join(f"**{r.seconds:.2f}**" for r in runs.values()) + " |")
        print("| notes from cache | " + " | ".join(f"{r.cached} of {len(r.documents)}" for r in runs.values()) + " |")
        print(f"\nincremental rebuild equals a clean build: {same}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
