# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ov-mlir's compiler tools, bundled with the LLVM/MLIR libraries they load.

``tool_path("ov-compile")`` is the executable to run (ov-opt and ov-translate
likewise); the console scripts ``ov-compile``, ``ov-opt`` and ``ov-translate``
in the environment's bin run it with their arguments. ov-compile links
modules with the ``ld.lld`` beside it, so nothing outside the package is
needed but the C and C++ runtimes.
"""

import os
import sys
from typing import NoReturn

__all__ = ["TOOLS", "bin_dir", "tool_path"]

#: The tools the package holds.
TOOLS = ("ov-compile", "ov-opt", "ov-translate")


def bin_dir() -> str:
    """The folder holding the tools (and the linker ov-compile uses)."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin")


def tool_path(name: str = "ov-compile") -> str:
    """The absolute path of the bundled tool ``name`` (one of TOOLS).

    Raises ValueError for another name, FileNotFoundError when the
    installation lacks the executable."""
    if name not in TOOLS:
        raise ValueError(f"ovmlir_compiler has no tool '{name}': "
                         f"one of {', '.join(TOOLS)}")
    path = os.path.join(bin_dir(), name)
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise FileNotFoundError(f"ovmlir_compiler: '{path}' is not an "
                                f"executable file: reinstall ovmlir-compiler")
    return path


def _run(name: str) -> NoReturn:
    """The console script: the tool in place of this process (its exit
    code, signals and messages are the tool's own)."""
    try:
        path = tool_path(name)
        os.execv(path, [path] + sys.argv[1:])
    except OSError as e:
        sys.exit(f"{name}: error: {e}")


def _ov_compile() -> NoReturn:
    _run("ov-compile")


def _ov_opt() -> NoReturn:
    _run("ov-opt")


def _ov_translate() -> NoReturn:
    _run("ov-translate")
