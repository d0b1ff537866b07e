# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Modules on demand: one ov-compile'd module per (op, attributes, element
type, CPU), with dynamic dims so that one module serves every shape; cached
on disk and in memory, and run on torch tensors' memory without a copy.

Where things are found:
  ov-compile  $OV_COMPILE, else ovrt's search (an installed ov-mlir, PATH,
              the source tree's build/tools/ov-compile/ov-compile);
  the cache   $OVMLIR_TORCH_CACHE, else $XDG_CACHE_HOME/ovmlir_torch, else
              ~/.cache/ovmlir_torch.
A module is compiled into a temporary file of the cache folder and renamed
over its final name, so concurrent processes never see half a module (the
last rename wins; every one of them is whole).
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import subprocess
import tempfile
import threading
import warnings

import ovrt
from ovrt import _clib

import torch

from . import _threads

_P = ctypes.c_void_p
_I64 = ctypes.c_int64
_NO_RELEASE = _clib._RELEASE_FN()

# torch dtype -> (MLIR element type, ovrt dtype code: ovrt/_dtypes.py order)
_TYPES = {
    torch.float32: ("f32", 2),
    torch.float64: ("f64", 3),
    torch.bfloat16: ("bf16", 1),
    torch.int32: ("i32", 6),
    torch.int64: ("i64", 7),
}


class CompilerMissing(RuntimeError):
    """enable() without ov-compile."""


def ov_compile():
    """The ov-compile this package runs, or raises CompilerMissing (one line
    naming what to install)."""
    path = os.environ.get("OV_COMPILE") or _clib.ov_compile_path()
    if not path or not os.path.isfile(path) or not os.access(path, os.X_OK):
        where = f" (OV_COMPILE={os.environ['OV_COMPILE']!r} is not an " \
                "executable file)" if os.environ.get("OV_COMPILE") else ""
        raise CompilerMissing(
            "ovmlir_torch: cannot find ov-compile" + where + ": install ov-mlir's "
            "tools (the ov-mlir-tools package, or the compiler wheel), put "
            "ov-compile on PATH or set OV_COMPILE to it")
    return os.path.abspath(path)


def cache_dir():
    explicit = os.environ.get("OVMLIR_TORCH_CACHE")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache")
    return os.path.join(base, "ovmlir_torch")


def _cpu_identity():
    """The host CPU as the cache key sees it: model name and feature flags
    (modules are compiled with --cpu=native; libovrt refuses one whose
    features this machine lacks, which then is compiled again)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return os.uname().machine
    first = text.split("\n\n", 1)[0]
    keep = [line for line in first.splitlines()
            if line.split(":", 1)[0].strip() in ("model name", "flags", "Features")]
    return os.uname().machine + "\n" + "\n".join(keep)


_CPU = None
_lock = threading.Lock()
_loaded = {}          # key -> _Compiled
_key_locks = {}
_failed = {}          # key -> why no module could be had (this process)


def _tool_identity(tool):
    st = os.stat(tool)
    return f"{tool}:{st.st_size}:{st.st_mtime_ns}"


class _Compiled:
    """A loaded module and its run over torch tensors (ovrt_module_run_into
    on the tensors' own memory)."""

    def __init__(self, path):
        self.module = ovrt.Module(path)
        self.handle = self.module._handle
        self.name = self.module.functions[0].encode()
        lib = _clib._library()
        self._wrap = lib.ovrt_tensor_wrap
        self._destroy = lib.ovrt_tensor_destroy
        self._run = lib.ovrt_module_run_into_parallel

    def _wrapped(self, t, writable):
        code = _TYPES[t.dtype][1]
        rank = t.dim()
        shape = (_I64 * max(rank, 1))(*t.shape)
        out = _P()
        nbytes = t.numel() * t.element_size()
        _clib._check(self._wrap(code, rank, shape, t.data_ptr() if nbytes else None,
                                nbytes, 0 if writable else 1, _NO_RELEASE, None,
                                ctypes.byref(out)))
        return out.value

    def run(self, inputs, outputs):
        """Runs the module on contiguous tensors, into contiguous tensors of
        the outputs' shapes, on torch's threads (_threads.py). Raises
        ovrt.Error on the module's own checks."""
        parallel = _threads.parallel()
        handles = []
        try:
            for t in inputs:
                handles.append(self._wrapped(t, False))
            for t in outputs:
                handles.append(self._wrapped(t, True))
            n = len(inputs)
            ins = (_P * n)(*handles[:n])
            outs = (_P * len(outputs))(*handles[n:])
            _clib._check(self._run(self.handle, self.name, ins, n, outs, len(outputs),
                                   parallel))
        finally:
            for h in handles:
                self._destroy(h)


def module(key, mlir):
    """The compiled module of `mlir` (its function takes dynamic dims),
    cached under `key` in memory and by a hash of the text, the compiler
    and the CPU on disk."""
    found = _loaded.get(key)
    if found is not None:
        return found
    with _lock:
        key_lock = _key_locks.setdefault(key, threading.Lock())
    with key_lock:
        found = _loaded.get(key)
        if found is not None:
            return found
        global _CPU
        if _CPU is None:
            _CPU = _cpu_identity()
        tool = ov_compile()
        digest = hashlib.sha256("\0".join(
            (mlir, _tool_identity(tool), _CPU)).encode()).hexdigest()[:32]
        folder = cache_dir()
        os.makedirs(folder, mode=0o700, exist_ok=True)
        if not _private(folder):
            raise RuntimeError(
                f"ovmlir_torch: the cache folder {folder} is not private "
                "(another owner, or writable by group or others): its modules "
                "would run as code of whoever can write there")
        path = os.path.join(folder, f"{key[0]}-{digest}.so")
        compiled = None
        # A module someone else could have written is compiled again.
        if os.path.isfile(path) and _private(path):
            try:
                compiled = _Compiled(path)
            except ovrt.Error:
                compiled = None  # another CPU's module, or a damaged file
        if compiled is None:
            _compile(tool, mlir, path, folder)
            try:
                compiled = _Compiled(path)
            except ovrt.Error:
                # Not left for the next process to find.
                with contextlib.suppress(OSError):
                    os.unlink(path)
                raise
        _loaded[key] = compiled
        return compiled


def _private(path):
    """Owned by this user and writable by no one else: a folder or module
    that dlopen may load (loading one runs its code)."""
    st = os.stat(path)
    return st.st_uid == os.geteuid() and not st.st_mode & 0o022


def module_or_none(key, mlir):
    """module(key, mlir), or None where none can be had: a cache folder that
    cannot be written, a full disk, an ov-compile that fails or writes no
    module. The caller then runs the original kernel: the answer is torch's
    either way. Warns once per key with the reason; does not retry the key
    in this process."""
    found = _loaded.get(key)
    if found is not None:
        return found
    if key in _failed:
        return None
    try:
        return module(key, mlir)
    except (OSError, RuntimeError, ovrt.Error) as error:
        why = str(error).splitlines()[0] if str(error) else type(error).__name__
        _failed[key] = why
        warnings.warn(f"ovmlir_torch: no module for {key[0]}, running the "
                      f"original kernel: {why}", RuntimeWarning, stacklevel=3)
        return None


def _compile(tool, mlir, path, folder):
    with tempfile.TemporaryDirectory(prefix="ovmlir-torch-") as tmp:
        source = os.path.join(tmp, "op.mlir")
        with open(source, "w", encoding="utf-8") as f:
            f.write(mlir)
        fd, partial = tempfile.mkstemp(prefix=".partial-", suffix=".so", dir=folder)
        os.close(fd)
        try:
            proc = subprocess.run([tool, source, "--target", "cpu", "-o", partial],
                                  capture_output=True, text=True, cwd=tmp)
            if proc.returncode != 0:
                lines = [line for line in proc.stderr.splitlines() if line.strip()]
                raise RuntimeError("ovmlir_torch: ov-compile failed: " +
                                   (lines[0] if lines else f"exit {proc.returncode}"))
            # An ov-compile that exits 0 without writing a shared object
            # (another tool under OV_COMPILE, a full disk it missed) must
            # not put a broken module where the next process looks.
            with open(partial, "rb") as f:
                head = f.read(4)
            if head != b"\x7fELF":
                raise RuntimeError(
                    f"ovmlir_torch: ov-compile ({tool}) exited 0 but wrote no "
                    f"module ({os.path.getsize(partial)} bytes, not ELF)")
            os.replace(partial, path)
        finally:
            if os.path.exists(partial):
                os.unlink(partial)


def clear_memory_cache():
    """Forgets the loaded modules (tests; the disk cache stays)."""
    with _lock:
        _loaded.clear()
        _failed.clear()
