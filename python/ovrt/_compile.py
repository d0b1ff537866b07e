# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ovrt.compile: ov-compile run as a subprocess.
"""

from __future__ import annotations

import subprocess
from typing import Iterable, Optional

from ._clib import ov_compile_path
from ._errors import Error, PathLike, _path


def compile(model: PathLike, output: PathLike, target: str = "cpu",
            lowering: Optional[str] = None, extra_args: Iterable[str] = ()) -> PathLike:
    """Compiles `model` (.mlir or OpenVINO .xml) into the shared library
    `output` with ov-compile; returns `output`. A failure raises Error with
    ov-compile's error line."""
    tool = ov_compile_path()
    if tool is None:
        raise Error("UNAVAILABLE", "cannot find ov-compile: set OV_COMPILE, put it on "
                    "PATH, install the ovmlir-compiler wheel or ov-mlir's "
                    "tools, or build it (build/tools/ov-compile/ov-compile)")
    cmd = [tool, _path(model, "model"), "--target", target, "-o",
           _path(output, "output")]
    if lowering is not None:
        cmd.append(f"--lowering={lowering}")
    cmd += list(extra_args)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        raise Error("UNAVAILABLE", f"cannot run {tool}: {e}") from None
    if proc.returncode != 0:
        lines = [l for l in proc.stderr.splitlines() if l.strip()]
        errors = [l for l in lines if "error" in l]
        message = (errors or lines or [f"{tool} exited with status {proc.returncode}"])[0]
        raise Error("INVALID_ARGUMENT", message)
    return output
