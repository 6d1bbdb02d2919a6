"""Killed builds (issue 9): SIGKILL at any moment leaves the last good graph, and the next build works.

A first build of folder A goes into ``--out``. Then real ``python -m kg build B --out``
processes are killed with SIGKILL, one after the other into the same folder: at fixed
times after the start, and at moments seen in the folder (first cache entry written,
second enrichment pass cached, new store folder created, store link swapped, kg.ttl
replaced, kg.trig replaced). After each kill:

- the store opens (``kg.graph.store.open_store``) and holds exactly build A's or build B's
  quads, never a mix, and that graph conforms to the SHACL shapes (``kg validate``);
- every export (kg.ttl, kg.jsonld, kg.nt, kg.trig, merges.csv, topics.ttl) is byte for byte
  A's or B's file, never a partial one (each parses: checked once on the references).

Then a build of B runs to the end, exits 0, ``kg validate`` passes, and everything equals a
clean build of B. Separately: the killed build's worker processes must end with it, and a
build must clear the temp files killed builds left. Results are in docs/reliability.md.
"""

from __future__ import annotations

import inspect
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pyoxigraph
import pytest

from kg.build import build
from kg.graph.export.rdf import Snapshot
from kg.graph.store import STORE_LINK, STORE_ROOT, open_store
from kg.graph.validate import validate_store

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
A_NOTES = ("icml-2024-orals.md", "icml-2025-orals.md", "icml-2024-highlights.md")
#: B: other names (so other graphs and no cache hits) and one note more, so it differs from A.
B_NOTES = {f"again-{name}": name for name in A_NOTES} | {"again-iclr-2024-ratings.md": "iclr-2024-ratings.md"}
FILES = ("kg.ttl", "kg.jsonld", "kg.nt", "kg.trig", "merges.csv", "topics.ttl")
VIEWS = "views"  # kg build writes its HTML views here (default --views)
RDF_FORMATS = {
    "kg.ttl": pyoxigraph.RdfFormat.TURTLE, "kg.nt": pyoxigraph.RdfFormat.N_TRIPLES, "kg.trig": pyoxigraph.RdfFormat.TRIG
}
TIMEOUT = 300


@dataclass
class Generation:
    """What one complete build left in its folder: files and the store's quads."""

    name: str
    files: dict[str, bytes]
    quads: tuple[bytes, ...]  # the store's quads, blank node labels blanked (see store_quads)

    @classmethod
    def of(cls, name: str, out: Path) -> Generation:
        files = [*FILES, *(f"{VIEWS}/{n}" for n in sorted(_names(out / VIEWS)))]
        return cls(name, {f: (out / f).read_bytes() for f in files}, store_quads(out))


_BLANK = re.compile(rb"_:[A-Za-z0-9]+")


def store_quads(out: Path) -> tuple[bytes, ...]:
    """Every quad of the store, sorted, with blank node labels blanked.

    Oxigraph gives blank nodes new labels on every load (the exports keep kg's own), so two
    loads of the same graph differ only there; a partly written store would miss lines.
    """
    store = open_store(out)
    try:
        return tuple(sorted(_BLANK.sub(b"_:", line) for line in Snapshot.from_store(store).nquads.splitlines()))
    finally:
        del store


@dataclass
class Refs:
    folder_b: Path
    good: Path  # the output folder of the first good build of A (copied, never built into again)
    a: Generation
    b: Generation


def kg(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "kg", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT)


@pytest.fixture(scope="module")
def refs(tmp_path_factory: pytest.TempPathFactory) -> Refs:
    root = tmp_path_factory.mktemp("interrupt")
    folder_a, folder_b = root / "a", root / "b"
    folder_a.mkdir()
    folder_b.mkdir()
    for name in A_NOTES:
        shutil.copyfile(DATA / name, folder_a / name)
    for name, source in B_NOTES.items():
        shutil.copyfile(DATA / source, folder_b / name)
    good, clean_b = root / "good", root / "clean-b"
    # The same code and defaults as `kg build`, without a second interpreter start.
    like_cli = {"views": True} if "views" in inspect.signature(build).parameters else {}
    build([folder_a], good, **like_cli)
    build([folder_b], clean_b, **like_cli)
    refs = Refs(folder_b, good, Generation.of("A", good), Generation.of("B", clean_b))
    for gen, out in ((refs.a, good), (refs.b, clean_b)):
        assert not validate_store(open_store(out)), f"build {gen.name} does not conform"
        for name, fmt in RDF_FORMATS.items():
            assert list(pyoxigraph.parse(gen.files[name], format=fmt)), name
        assert gen.files["kg.jsonld"].lstrip().startswith(b"{")
    assert refs.a.quads != refs.b.quads
    assert refs.a.files.keys() == refs.b.files.keys()
    return refs


# -- moments to kill at ------------------------------------------------------------------------------

Moment = Callable[[Path, dict], bool]


def _names(folder: Path) -> set[str]:
    try:
        return set(os.listdir(folder))
    except OSError:
        return set()


def _inode(path: Path) -> int | None:
    try:
        return path.stat().st_ino
    except OSError:
        return None


def _link(out: Path) -> str | None:
    try:
        return os.readlink(out / STORE_LINK)
    except OSError:
        return None


def before(out: Path) -> dict:
    """What the folder holds before a killed build starts (moments compare against it)."""
    return {
        "first": _names(out / ".cache" / "first"),
        "second": _names(out / ".cache" / "second"),
        "stores": _names(out / STORE_ROOT),
        "link": _link(out),
        "kg.ttl": _inode(out / "kg.ttl"),
        "kg.trig": _inode(out / "kg.trig"),
        "view": _inode(out / VIEWS / "coauthors.html"),
    }


EVENTS: dict[str, Moment] = {
    # the first enriched note written to the build cache (pass 1 of enrichment running on the rest)
    "cache entry written": lambda out, b: bool(_names(out / ".cache" / "first") - b["first"]),
    # the new store folder exists, the link still points to the old one
    "store being written": lambda out, b: bool(_names(out / STORE_ROOT) - b["stores"]),
    "store link swapped": lambda out, b: _link(out) not in (None, b["link"]),
    # the first export replaced, the others being written
    "kg.ttl replaced": lambda out, b: _inode(out / "kg.ttl") not in (None, b["kg.ttl"]),
    # the last export replaced: merges.csv, topics.ttl, stats, the cache prune and the views to go
    "kg.trig replaced": lambda out, b: _inode(out / "kg.trig") not in (None, b["kg.trig"]),
    # the first HTML view replaced, the others being written
    "first view replaced": lambda out, b: _inode(out / VIEWS / "coauthors.html") not in (None, b["view"]),
}
TIMES = (0.2, 0.5, 1.0, 2.0, 4.0)


@dataclass
class Kill:
    moment: str
    seconds: float  # after the start
    finished_first: bool = False  # the build ended before the moment came
    store: str = ""  # A or B: whose quads the store held after the kill
    files: dict[str, str] = field(default_factory=dict)
    leftovers: list[str] = field(default_factory=list)


def run_and_kill(folder: Path, out: Path, moment: str, when: Moment | float) -> Kill:
    """Start a real build, SIGKILL its main process at the moment, wait for its workers to go."""
    marks = before(out)
    log = out.parent / "killed-build.log"
    with log.open("ab") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "kg", "build", str(folder), "--out", str(out), "-q"],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True,
        )
    started = time.monotonic()
    try:
        while proc.poll() is None:
            elapsed = time.monotonic() - started
            if (elapsed >= when) if isinstance(when, float) else when(out, marks):
                break
            if elapsed > TIMEOUT:
                pytest.fail(f"{moment}: the build did not reach the moment in {TIMEOUT} s")
            time.sleep(0.005)
        kill = Kill(moment, round(time.monotonic() - started, 2), finished_first=proc.poll() is not None)
        if not kill.finished_first:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait(TIMEOUT)
        # (the build may end between the last poll and the kill, the signal then reaching a process already done)
        kill.finished_first = kill.finished_first or proc.returncode == 0
        assert kill.finished_first or proc.returncode == -signal.SIGKILL
        kill.leftovers = survivors(proc.pid, grace=2.0)
        return kill
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # only this build's own process group
        except ProcessLookupError:
            pass


def survivors(session: int, grace: float = 10.0) -> list[str]:
    """Processes of the killed build's session still running after ``grace`` seconds (workers left behind)."""
    deadline = time.monotonic() + grace
    while True:
        alive = [f"{pid} {cmd}" for pid, cmd in _members(session)]
        if not alive or time.monotonic() > deadline:
            return alive
        time.sleep(0.2)


def _members(session: int) -> list[tuple[int, str]]:
    """Live (not zombie) processes of a session, from /proc (empty where there is no /proc)."""
    found = []
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            state, _ppid, _pgrp, sid = stat.rsplit(")", 1)[1].split()[:4]
            if int(sid) == session and state != "Z":
                found.append((int(entry), Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode()))
        except (OSError, ValueError):
            continue  # gone meanwhile
    return found


def temp_files(out: Path) -> list[str]:
    """Temp files and store folders a killed build can leave behind."""
    found = [p.name for p in out.glob(".*.tmp")] + [f"{VIEWS}/{p.name}" for p in out.glob(f"{VIEWS}/.*.tmp")]
    found += [f".cache/{p.parent.name}/{p.name}" for p in out.glob(".cache/*/.*.tmp")]
    current = _link(out)
    found += [f"{STORE_ROOT}/{name}" for name in _names(out / STORE_ROOT) if f"{STORE_ROOT}/{name}" != current]
    return sorted(found)


_valid: dict[tuple[bytes, ...], bool] = {}


def check_after_kill(out: Path, refs: Refs, kill: Kill) -> None:
    where = f"after a kill at '{kill.moment}' ({kill.seconds} s)"
    # Worker processes outliving the kill are recorded, not asserted: test_workers_end_when_the_build_is_killed.
    quads = store_quads(out)
    known = {refs.a.quads: "A", refs.b.quads: "B"}
    assert quads in known, f"{where}: the store holds neither the previous nor the new graph"
    kill.store = known[quads]
    if quads not in _valid:  # the same quads validate the same way: check each graph once
        _valid[quads] = not validate_store(open_store(out))
    assert _valid[quads], f"{where}: kg validate fails"
    for name in refs.a.files:
        data = (out / name).read_bytes()
        generation = "".join(g.name for g in (refs.a, refs.b) if g.files[name] == data)  # "AB": the same in both
        assert generation, f"{where}: {name} is neither the previous nor the new file (partial write?)"
        kill.files[name] = generation


def assert_equals_clean_build(out: Path, refs: Refs) -> None:
    for name in refs.b.files:
        assert (out / name).read_bytes() == refs.b.files[name], f"{name} differs from a clean build"
    assert store_quads(out) == refs.b.quads
    assert sorted(_names(out / STORE_ROOT)) == [Path(_link(out) or "").name], "old store folders left"
    assert not list(out.glob(".cache/*/.*.tmp")), "cache temp files left"


def kill_chain(refs: Refs, out: Path, moments: dict[str, Moment | float]) -> list[Kill]:
    shutil.copytree(refs.good, out, symlinks=True)
    kills = []
    for moment, when in moments.items():
        kill = run_and_kill(refs.folder_b, out, moment, when)
        check_after_kill(out, refs, kill)
        kills.append(kill)
        files = " ".join(f"{k}={v}" for k, v in kill.files.items())
        notes = (" (finished first)" if kill.finished_first else "") + (
            f"; {len(kill.leftovers)} workers left running" if kill.leftovers else ""
        )
        print(f"{kill.moment:>20}: killed at {kill.seconds:6.2f} s; store {kill.store}; files {files}{notes}")
    left = temp_files(out)
    print("left behind before the next build:", left or "nothing")
    done = kg("build", str(refs.folder_b), "--out", str(out), "-q")
    assert done.returncode == 0, done.stderr
    checked = kg("validate", "--graph", str(out))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert_equals_clean_build(out, refs)
    return kills


def test_builds_killed_at_any_moment_leave_the_last_good_graph(refs: Refs, tmp_path: Path) -> None:
    # Stages first: on a quiet machine the timed kills get far enough to fill the cache,
    # and "cache entry written" needs notes that are not in it yet.
    moments: dict[str, Moment | float] = EVENTS | {f"{t} s": t for t in TIMES}
    if not any(name.startswith(f"{VIEWS}/") for name in refs.a.files):
        del moments["first view replaced"]  # a kg without build views
    kills = kill_chain(refs, tmp_path / "out", moments)
    events = [k for k in kills if k.moment in EVENTS]
    assert not any(k.finished_first for k in events), [k.moment for k in events if k.finished_first]
    # The store is swapped in one rename: before it the store is A's, from it on B's.
    by_moment = {k.moment: k for k in kills}
    assert by_moment["cache entry written"].store == "A"
    assert by_moment["kg.trig replaced"].store == "B"
    assert by_moment["kg.ttl replaced"].files["kg.ttl"] == "B"
    assert by_moment["kg.ttl replaced"].files["kg.nt"] == "A"


def test_workers_end_when_the_build_is_killed(refs: Refs, tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [sys.executable, "-m", "kg", "build", str(refs.folder_b), "--out", str(out), "-q", "--no-cache"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )
    try:
        deadline = time.monotonic() + TIMEOUT
        while len(_members(proc.pid)) < 2 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)  # until the worker processes are running
        assert proc.poll() is None, "the build ended before it started workers"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(TIMEOUT)
        assert survivors(proc.pid) == [], "workers outlived the killed build"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_a_build_removes_what_killed_builds_left(refs: Refs, tmp_path: Path) -> None:
    out = tmp_path / "out"
    shutil.copytree(refs.good, out, symlinks=True)
    # What a kill during the exports and during the store swap leaves (names as atomic_write and write_store make them).
    (out / ".kg.nt.k1ll3d00.tmp").write_bytes(refs.a.files["kg.nt"][:1000])
    (out / ".topics.ttl.k1ll3d00.tmp").write_bytes(b"")
    (out / ".store.999999.tmp").symlink_to(Path(STORE_ROOT) / "s0")
    if (out / VIEWS).is_dir():
        (out / VIEWS / ".coauthors.html.k1ll3d00.tmp").write_bytes(b"<html>")
    build([refs.folder_b], out)
    assert temp_files(out) == []
