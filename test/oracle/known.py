# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Disagreements with OpenVINO's reference that docs/semantics.md explains
and the project keeps on purpose, recognised by recomputing both sides.

A case is classified only if recomputing it shows exactly the documented
difference: every lowering's output equals the project's rule and the
reference's output equals OpenVINO's rule, bit for bit. Anything else stays
a failure.
"""

import os
import sys

import numpy as np

from families.roi_align import modelled_roi_align

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "examples"))
import reference  # noqa: E402

# docs/semantics.md 3.6: Model.evaluate's f16 ROIAlign rounds every step by
# ov::float16(float), which doubles some results in f16's subnormal range;
# we, OpenVINO's CPU plugin and its f16 Convert and Multiply round by IEEE.
F16_SUBNORMAL = "f16-subnormal-evaluate-rounding"
NAMES = (F16_SUBNORMAL,)


def same_values(a, b):
    """Bit for bit, except that a NaN equals any NaN (as oracle.py compares)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    a, b = a.reshape(-1), b.reshape(-1)
    nan = np.isnan(a)
    return bool(np.array_equal(nan, np.isnan(b))) and bool(
        np.array_equal(a[~nan].view(np.uint16), b[~nan].view(np.uint16)))


def classify(case, ours, theirs):
    """The name of the documented difference that explains why `ours` (the
    outputs of every lowering, each a list of arrays) differ from the
    reference's outputs `theirs`, or None."""
    if not case["op"].startswith("roialign") or case["etype"] != "f16":
        return None
    try:
        ieee = modelled_roi_align(reference, case)
        evaluate = modelled_roi_align(reference, case, ov_float16=True)
    except reference.Refused:
        return None
    if same_values(ieee, evaluate) or not same_values(theirs[0], evaluate):
        return None
    if all(len(o) == 1 and same_values(o[0], ieee) for o in ours):
        return F16_SUBNORMAL
    return None
