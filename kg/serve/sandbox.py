"""No network for query workers: a seccomp filter that refuses every socket but Unix ones.

The endpoint refuses ``SERVICE`` by reading the query text (:func:`kg.serve.protocol.check_query`).
pyoxigraph would otherwise fetch a ``SERVICE`` endpoint itself, so a worker also closes the door
below the parser: after :func:`deny_network`, ``socket()`` for anything but ``AF_UNIX`` fails
with EACCES in that process, whatever the query says (the worker talks to the server over a
socket pair made before). Linux on x86-64 and arm64 only; elsewhere it does nothing and says so.
"""

from __future__ import annotations

import ctypes
import errno
import platform
import struct
import sys

_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_SECCOMP = 22
_SECCOMP_MODE_FILTER = 2
_RET_ALLOW = 0x7FFF0000
_RET_ERRNO = 0x00050000
_LD_ABS_W = 0x20  # BPF_LD | BPF_W | BPF_ABS
_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_RET_K = 0x06  # BPF_RET | BPF_K
_AF_UNIX = 1
#: machine -> (AUDIT_ARCH_*, number of the socket syscall)
_ARCHES = {"x86_64": (0xC000003E, 41), "aarch64": (0xC00000B7, 198), "arm64": (0xC00000B7, 198)}


class _Filter(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


def socket_filter(arch: int, socket_nr: int) -> bytes:
    """The BPF program: on this arch, ``socket(domain != AF_UNIX, ...)`` fails with EACCES; all else is allowed.

    >>> len(socket_filter(0xC000003E, 41)) // 8
    8
    """
    program = [
        (_LD_ABS_W, 0, 0, 4),  # seccomp_data.arch
        (_JEQ_K, 0, 5, arch),  # another ABI: allow
        (_LD_ABS_W, 0, 0, 0),  # seccomp_data.nr
        (_JEQ_K, 0, 3, socket_nr),  # not socket(): allow
        (_LD_ABS_W, 0, 0, 16),  # seccomp_data.args[0] (low half): the domain
        (_JEQ_K, 1, 0, _AF_UNIX),  # AF_UNIX: allow
        (_RET_K, 0, 0, _RET_ERRNO | errno.EACCES),
        (_RET_K, 0, 0, _RET_ALLOW),
    ]
    return b"".join(struct.pack("=HBBI", *op) for op in program)


def deny_network() -> bool:
    """Install the filter in this process (before it starts threads); ``False`` where that is not possible.

    Irreversible, so only a worker process calls it; here it is only looked up.

    >>> callable(deny_network)
    True
    """
    arch = _ARCHES.get(platform.machine())
    if not sys.platform.startswith("linux") or arch is None or sys.byteorder != "little":
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:
        return False
    code = socket_filter(*arch)
    buffer = ctypes.create_string_buffer(code, len(code))
    prog = _Filter(len(code) // 8, ctypes.cast(buffer, ctypes.c_void_p))
    prctl = libc.prctl
    prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
    if prctl(_PR_SET_NO_NEW_PRIVS, 1, None, 0, 0) != 0:
        return False
    return prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.addressof(prog), 0, 0) == 0
