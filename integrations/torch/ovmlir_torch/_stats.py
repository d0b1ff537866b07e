# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Counters of the replaced ops: calls ov-mlir ran, calls (or, for
roi_align's per-box fallback, boxes) the original kernel ran, by reason."""

from __future__ import annotations

import threading

_lock = threading.Lock()
_counts = {}


def _entry(op):
    entry = _counts.get(op)
    if entry is None:
        entry = _counts[op] = {"ovmlir": 0, "fallback": {}}
    return entry


def ran(op):
    with _lock:
        _entry(op)["ovmlir"] += 1


def fell_back(op, reason, boxes=None):
    key = reason if boxes is None else f"{reason} (boxes)"
    with _lock:
        fallback = _entry(op)["fallback"]
        fallback[key] = fallback.get(key, 0) + (1 if boxes is None else boxes)


def snapshot():
    with _lock:
        return {op: {"ovmlir": e["ovmlir"], "fallback": dict(e["fallback"])}
                for op, e in _counts.items()}


def reset():
    with _lock:
        _counts.clear()
