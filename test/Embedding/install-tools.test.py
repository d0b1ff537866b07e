# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""install-tools.test: the installed ovrt package, run from the prefix."""
import os
import sys
import tempfile

import numpy as np

import ovrt

prefix = os.path.realpath(sys.argv[1])
assert os.path.realpath(ovrt.__file__).startswith(prefix), ovrt.__file__
print("library", os.path.realpath(ovrt.library_path()))
print("ov-compile", os.path.realpath(ovrt.ov_compile_path()))
here = os.path.dirname(os.path.abspath(__file__))
with tempfile.TemporaryDirectory() as d:
    so = ovrt.compile(os.path.join(here, "..", "..", "examples", "resnet_stem.mlir"),
                      os.path.join(d, "stem.so"))
    x = np.random.default_rng(0).random((2, 64, 112, 112), dtype=np.float32)
    values, indices, pooled = ovrt.Module(so).run(x)
    print("pooled", pooled.shape, pooled.dtype)
