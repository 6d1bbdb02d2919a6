"""Worker processes that run queries, so that a query past the time limit can be stopped.

pyoxigraph has no timeout, and a thread cannot be stopped from outside; a process can. Each
worker opens the store read-only once, says it is ready, and answers :class:`~kg.serve.execute.Job`
objects over a socket with :class:`~kg.serve.execute.Reply` objects (results already capped and
serialized). When a reply does not come within the time limit, the pool kills that worker and
starts a fresh one in the background. A worker is a fresh interpreter (``python -m kg.serve.pool``,
never a ``fork`` of the multi-threaded server, and without multiprocessing's re-import of the
main module) talking over a socket pair; it ignores Ctrl-C: the server stops it. Before anything
else it denies itself the network (:mod:`kg.serve.sandbox`), so even a ``SERVICE`` that got past
the text check could not reach another host.

A query through a worker costs a little more than in-process (the pipe and pickling), and a
worker takes a moment to start. A runaway query (an ordered cross product) grows its memory
fast, hence the per-worker memory limit.
"""

from __future__ import annotations

import os
import queue
import resource
import signal
import socket
import subprocess
import sys
import threading
from multiprocessing.connection import Connection
from pathlib import Path
from types import TracebackType

import kg
from kg.errors import GraphNotFoundError, KGError
from kg.serve.execute import Job, Reply, execute
from kg.serve.sandbox import deny_network

UNAVAILABLE = 503
SERVER_ERROR = 500

_READY = "ready"
SANDBOXED = "no network"
NOT_SANDBOXED = "network not denied (no seccomp here)"
_KG_ROOT = str(Path(kg.__file__).resolve().parent.parent)


def worker_main(conn: Connection, graph_dir: str, sandboxed: bool = False) -> None:
    """Body of a worker process: open the store read-only, say ready, answer jobs until the socket closes.

    >>> from multiprocessing import Pipe
    >>> parent, child = Pipe()
    >>> worker_main(child, "/nonexistent")
    >>> parent.recv()[0]
    'error'
    """
    from kg.graph.store import open_store

    try:
        store = open_store(Path(graph_dir))
    except (KGError, OSError) as err:
        conn.send(("error", str(err)))
        return
    conn.send((_READY, SANDBOXED if sandboxed else NOT_SANDBOXED))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply = execute(store, job)
        except Exception as err:  # noqa: BLE001 - a worker answers, it never dies with a traceback
            reply = Reply.error(SERVER_ERROR, f"query failed: {type(err).__name__}: {err}")
        conn.send(reply)


def _worker_process(argv: list[str]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole process group; the server stops us
    os.dup2(2, 1)  # a stray print goes to stderr; the protocol has its own socket
    sandboxed = deny_network()  # first, before the store starts threads: no SERVICE call can leave
    memory_mb = int(argv[2])
    if memory_mb > 0:  # a query that outgrows it dies alone (the server answers 500 and starts another)
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
    worker_main(Connection(int(argv[0])), argv[1], sandboxed)


class Worker:
    """One worker process and the server's end of its socket.

    >>> w = Worker(Path("/nonexistent"))
    >>> w.wait_ready(30)
    Traceback (most recent call last):
    ...
    kg.errors.GraphNotFoundError: /nonexistent: no built graph here (missing store/); run 'kg build' first
    """

    def __init__(self, graph_dir: Path, memory_mb: int = 0) -> None:
        ours, theirs = socket.socketpair()
        env = dict(os.environ)
        env["RUST_BACKTRACE"] = "0"  # an allocation failure over the memory limit: one line, no backtrace
        # glibc reserves 64 MB of address space per thread's malloc arena: under the memory limit (RLIMIT_AS) the
        # store's threads could then fail to start at all ("Resource temporarily unavailable") on a busy machine
        env.setdefault("MALLOC_ARENA_MAX", "2")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_KG_ROOT, env.get("PYTHONPATH", "")) if p)
        with theirs:
            fd = theirs.fileno()
            self.process = subprocess.Popen(
                [sys.executable, "-m", "kg.serve.pool", str(fd), str(graph_dir), str(memory_mb)],
                pass_fds=(fd,), stdin=subprocess.DEVNULL, env=env,
            )
        self.conn = Connection(ours.detach())
        self.network = ""

    def wait_ready(self, timeout: float) -> None:
        """Wait until the worker has opened the store; raise a KGError (and stop it) if it could not.

        >>> Worker(Path("/nonexistent")).wait_ready(30)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        kg.errors.GraphNotFoundError: ...
        """
        try:
            if not self.conn.poll(timeout):
                raise KGError(f"a query worker did not start within {timeout:g} s")
            status, message = self.conn.recv()
        except (EOFError, OSError) as err:
            self.stop()
            raise KGError("a query worker stopped while starting") from err
        except KGError:
            self.stop()
            raise
        if status != _READY:
            self.stop()
            raise GraphNotFoundError(message)
        self.network = message

    def stop(self) -> None:
        """Kill the process (a query in it is abandoned) and close the socket.

        >>> w = Worker(Path("/nonexistent")); w.stop(); w.process.poll() is not None
        True
        """
        if self.process.poll() is None:
            self.process.kill()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self.conn.close()


class WorkerPool:
    """A fixed number of workers over one built graph, with a per-query time limit (s) and a memory limit (MiB; 0 none).

    >>> import tempfile
    >>> from kg.serve.protocol import QueryRequest
    >>> from kg.graph.store import write_store
    >>> folder = Path(tempfile.mkdtemp()); _ = write_store(folder, b"")
    >>> with WorkerPool(folder, size=1, timeout=5) as pool:
    ...     pool.run(Job(QueryRequest("ASK { ?s ?p ?o }"), None, 10)).body
    b'{"head":{},"boolean":false}'
    """

    def __init__(
        self, graph_dir: Path, *, size: int = 2, timeout: float = 10.0, memory_mb: int = 0, start_timeout: float = 60.0
    ) -> None:
        self.graph_dir = graph_dir
        self.memory_mb = memory_mb
        self.size = size
        self.timeout = timeout
        self.start_timeout = start_timeout
        self._restarting = 0  # workers being replaced right now
        self._idle: queue.Queue[Worker] = queue.Queue()
        self._workers: set[Worker] = set()
        self._lock = threading.Lock()
        self._closed = False
        #: What the workers say about their network access (:data:`SANDBOXED` or :data:`NOT_SANDBOXED`).
        self.network = ""

    def start(self) -> WorkerPool:
        """Start every worker and wait until all are ready (a KGError if the store cannot be opened).

        >>> WorkerPool(Path("/nonexistent"), size=1).start()  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        kg.errors.GraphNotFoundError: ...
        """
        workers = [Worker(self.graph_dir, self.memory_mb) for _ in range(self.size)]
        try:
            for worker in workers:
                worker.wait_ready(self.start_timeout)
        except KGError:
            for worker in workers:
                worker.stop()
            raise
        with self._lock:
            self._workers.update(workers)
        for worker in workers:
            self._idle.put(worker)
        self.network = workers[0].network if workers else ""
        return self

    def run(self, job: Job) -> Reply:
        """Run a job in an idle worker; 503 when it runs past the time limit (the worker is replaced) or all stay busy.

        >>> WorkerPool(Path("/nonexistent"), size=1, timeout=0.01).run(Job(None, None, 1)).status
        503
        """
        # A worker being restarted (after a timeout) will be idle soon: wait for it as long as it may take to start.
        wait = self.start_timeout if self._restarting else self.timeout
        try:
            worker = self._idle.get(timeout=wait)
        except queue.Empty:
            busy = f"all {self.size} query workers stayed busy for {self.timeout:g} s; try again"
            return Reply.error(UNAVAILABLE, busy)
        try:
            worker.conn.send(job)
            if worker.conn.poll(self.timeout):
                reply = worker.conn.recv()
                self._idle.put(worker)
                return reply
        except (EOFError, OSError):
            self._replace(worker)
            if self._closed:
                return Reply.error(UNAVAILABLE, "the server is shutting down")
            return Reply.error(SERVER_ERROR, "the query worker died (over its memory limit?); it was restarted")
        self._replace(worker)
        return Reply.error(UNAVAILABLE, f"query stopped: it ran longer than the time limit of {self.timeout:g} s")

    def _replace(self, worker: Worker) -> None:
        worker.stop()
        with self._lock:
            self._workers.discard(worker)
            if self._closed:
                return
            self._restarting += 1
        threading.Thread(target=self._restart, name="kg-serve-restart", daemon=True).start()

    def _restart(self) -> None:
        try:
            self._add_worker()
        finally:
            with self._lock:
                self._restarting -= 1

    def _add_worker(self) -> None:
        for _attempt in range(3):
            worker = Worker(self.graph_dir, self.memory_mb)
            try:
                worker.wait_ready(self.start_timeout)
            except KGError:
                continue
            with self._lock:
                if self._closed:
                    worker.stop()
                    return
                self._workers.add(worker)
            self._idle.put(worker)
            return

    def close(self) -> None:
        """Stop every worker; later jobs get 503.

        >>> WorkerPool(Path("."), size=1).close()
        """
        with self._lock:
            self._closed = True
            workers = list(self._workers)
            self._workers.clear()
        for worker in workers:
            worker.stop()

    def __enter__(self) -> WorkerPool:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


if __name__ == "__main__":
    _worker_process(sys.argv[1:])
