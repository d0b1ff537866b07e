#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The project's one NumPy reference of every op family ov-mlir compiles,
written from docs/semantics.md. It shares no code with the compiler nor with
the C++ reference in test/e2e. Used by scripts/demo.sh, the bench, the
oracle, test/python and the lit tests (test/Integration/random-vs-reference.test).

This file is the public facade (`import reference; reference.roi_pooling(...)`,
`reference.Refused`, and the command line below): each family's reference is
a module of examples/references/ (its functions and its commands), the
helpers more than one family reads are references/common.py, the command
line is references/cli.py. A new family is a new module there and one import
line here."""

import os
import sys

# references/ beside this file, also when a caller loads it by path
# (importlib.util.spec_from_file_location) without examples/ on sys.path.
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from references import cli  # noqa: E402
from references.common import *  # noqa: E402,F401,F403
# One line per family: its functions, and its commands registered with cli.
from references.max_pool import *  # noqa: E402,F401,F403  MaxPool-1/8/14
from references.avg_pool import *  # noqa: E402,F401,F403  AvgPool-1/14/16
from references.roi_align import *  # noqa: E402,F401,F403  ROIAlign-3/9
from references.roi_align_rotated import *  # noqa: E402,F401,F403  ROIAlignRotated-15
from references.roi_pooling import *  # noqa: E402,F401,F403  ROIPooling-2


def main(argv):
    return cli.main(argv, __doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
