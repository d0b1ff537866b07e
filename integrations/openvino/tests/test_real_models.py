# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A real model offloaded (docs/openvino.md, "Real models"): torchvision's
ResNet-18 on a 1x3x64x64 input, random weights, exported to ONNX by
Debian's torch (bench/export_torch_models.py under /usr/bin/python3, which
has python3-torch and python3-torchvision where installed), converted by
openvino.convert_model, offloaded (policy all, so that its MaxPool runs
ov-mlir's module) and run both ways on the CPU plugin. Skipped, in one
line, where that torch is absent.

Environment: as test_offload.py (OV_COMPILE, OVMLIR_OPENVINO_EXTENSION,
PYTHONPATH with integrations/openvino); TORCH_PYTHON overrides the Python
whose torch exports the model.
"""

import os
import subprocess
import tempfile
import unittest

import numpy as np
import openvino as ov

import ovmlir_openvino as om

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..",
                                    ".."))
TORCH_PYTHON = os.environ.get("TORCH_PYTHON", "/usr/bin/python3")
F32 = {"INFERENCE_PRECISION_HINT": "f32"}


def torch_missing():
    """Why the model cannot be exported here, or None."""
    if not os.access(TORCH_PYTHON, os.X_OK):
        return f"{TORCH_PYTHON} is absent"
    probe = subprocess.run([TORCH_PYTHON, "-c", "import torch, torchvision"],
                           capture_output=True)
    if probe.returncode != 0:
        return (f"{TORCH_PYTHON} has no torch/torchvision (apt-get install "
                f"python3-torch python3-torchvision)")
    return None


MISSING = torch_missing()


@unittest.skipIf(MISSING, f"real models skipped: {MISSING}")
class RealModels(unittest.TestCase):
    def test_resnet18_offloaded_equals_openvino(self):
        with tempfile.TemporaryDirectory(prefix="ovmlir-real-") as tmp:
            subprocess.run(
                [TORCH_PYTHON, os.path.join(ROOT, "bench",
                                            "export_torch_models.py"),
                 "--out", tmp, "small"], check=True, capture_output=True)
            model = ov.convert_model(os.path.join(tmp, "small.onnx"))
            log = []
            offloaded = om.offload(model, tmp, policy="all", log=log.append)
            custom = [n for n in offloaded.get_ops()
                      if n.get_type_info().version_id == "ov_mlir"]
            self.assertEqual([n.get_type_name() for n in custom],
                             ["MaxPool1"], log)
            core = ov.Core()
            x = np.random.default_rng(0).random((1, 3, 64, 64), np.float32)
            plain = core.compile_model(model, "CPU", F32)([x])[0]
            ours = core.compile_model(offloaded, "CPU", F32)([x])[0]
            self.assertEqual(ours.shape, (1, 1000))
            # The convolutions around the pool may get other kernels (another
            # summation order) next to a custom op.
            np.testing.assert_allclose(ours, plain, rtol=1e-4,
                                       atol=1e-4 * np.abs(plain).max())


if __name__ == "__main__":
    unittest.main()
