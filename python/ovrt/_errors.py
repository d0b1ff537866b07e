# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The ovrt package's error type, and the argument checks every part
shares (paths, alignment).
"""

from __future__ import annotations

import os
from typing import Union


# Status codes (ovrt.h); the names are what Error.code holds.
_STATUS_NAMES = {
    0: "OK",
    3: "INVALID_ARGUMENT",
    8: "RESOURCE_EXHAUSTED",
    9: "FAILED_PRECONDITION",
    11: "OUT_OF_RANGE",
    13: "INTERNAL",
    14: "UNAVAILABLE",
}

# A path argument: str, bytes or os.PathLike.
# (Not strings: typing.get_type_hints would resolve them in the module of
# each function that uses the alias.)
PathLike = Union[str, bytes, os.PathLike[str], os.PathLike[bytes]]


class Error(Exception):
    """A failure of the runtime or of ov-compile.

    code: the status name ("INVALID_ARGUMENT", "OUT_OF_RANGE", ...);
    str(error): the one-line message.
    """

    code: str
    message: str

    def __init__(self, code: str, message: str) -> None:
        # One line fit for a terminal, as the tools print theirs: control
        # characters (from paths, names, the environment) become \xNN.
        message = "".join(c if " " <= c != "\x7f" else "\\x%02x" % ord(c)
                          for c in message)
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message


def _path(path, what):
    """`path` (str, bytes or os.PathLike) as bytes for the C API or a
    subprocess; a NUL byte would cut it short there, so it is refused."""
    raw = os.fsencode(path)
    if b"\0" in raw:
        raise Error("INVALID_ARGUMENT",
                    f"{what} {os.fsdecode(raw)!r}: the path contains a NUL byte")
    return raw


def _misaligned(what, address, itemsize):
    """The error for data at `address` that is not aligned to its elements."""
    return Error("INVALID_ARGUMENT",
                 f"{what}: the data at {address:#x} is not aligned to its "
                 f"{itemsize}-byte elements")
