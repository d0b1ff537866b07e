#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes test/TorchMLIR/Inputs: what torch-mlir makes of small PyTorch and
ONNX models, for the tests that run without torch-mlir (CI).

Run by scripts/regen-torch-mlir-inputs.sh with the pinned front-end venv
(scripts/setup-frontends.sh). For each model NAME it writes

  NAME.torch-mlir.mlir  torch-mlir's output, lowered to linalg short of its
                        backend contract, in generic form: the input of
                        ov-opt --ov-from-torch-mlir;
  NAME.in<K>.npy        the model's inputs;
  NAME.out<K>.npy       PyTorch eager's outputs (ONNX's expected outputs for
                        the ONNX cases): the answers the tests compare with.

Random weights from fixed seeds; the models are torchvision's own modules
(MultiScaleRoIAlign, TwoMLPHead, FastRCNNPredictor, MaskRCNNHeads,
MaskRCNNPredictor) at small widths, so the files stay small.
"""

import contextlib
import os
import sys
from collections import OrderedDict

import numpy as np
import torch
import torchvision
from torchvision.models.detection.faster_rcnn import (FastRCNNPredictor,
                                                      TwoMLPHead)
from torchvision.models.detection.mask_rcnn import (MaskRCNNHeads,
                                                    MaskRCNNPredictor)
from torchvision.ops import MultiScaleRoIAlign

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "integrations", "torch-mlir"))
from ovmlir_torch_mlir import _import  # noqa: E402

OUT = os.path.join(HERE, "Inputs")
LEVELS = ["0", "1", "2", "3"]
IMAGE = (256, 256)


class ConvPoolROIHead(torch.nn.Module):
    """Convolution, ReLU, MaxPool with indices, roi_align, a linear layer;
    the roi_align's bins are an output too (they must match bit for bit)."""

    def __init__(self, ratio=2, aligned=True):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.fc = torch.nn.Linear(8 * 4 * 4, 5)
        self.ratio, self.aligned = ratio, aligned

    def forward(self, x, rois):
        y = torch.relu(self.conv(x))
        pooled, indices = torch.nn.functional.max_pool2d(
            y, 2, 2, return_indices=True)
        r = torchvision.ops.roi_align(pooled, rois, (4, 4), 0.5, self.ratio,
                                      self.aligned)
        return self.fc(r.flatten(1)), indices, r


class BoxHead(torch.nn.Module):
    """Faster R-CNN's box branch: MultiScaleRoIAlign over four FPN levels,
    TwoMLPHead, FastRCNNPredictor; the pooled features are an output too."""

    def __init__(self, channels=16, representation=64, classes=5):
        super().__init__()
        self.pool = MultiScaleRoIAlign(LEVELS, 7, 2)
        self.head = TwoMLPHead(channels * 7 * 7, representation)
        self.predictor = FastRCNNPredictor(representation, classes)

    def forward(self, f0, f1, f2, f3, proposals):
        features = OrderedDict(zip(LEVELS, (f0, f1, f2, f3)))
        x = self.pool(features, [proposals], [IMAGE])
        return (x, *self.predictor(self.head(x)))


class MaskHead(torch.nn.Module):
    """Mask R-CNN's mask branch: MultiScaleRoIAlign (14x14), MaskRCNNHeads,
    MaskRCNNPredictor; the pooled features are an output too."""

    def __init__(self, channels=16, layers=(16, 16), classes=5):
        super().__init__()
        self.pool = MultiScaleRoIAlign(LEVELS, 14, 2)
        self.head = MaskRCNNHeads(channels, layers, 1)
        self.predictor = MaskRCNNPredictor(layers[-1], layers[-1], classes)

    def forward(self, f0, f1, f2, f3, proposals):
        features = OrderedDict(zip(LEVELS, (f0, f1, f2, f3)))
        x = self.pool(features, [proposals], [IMAGE])
        return x, self.predictor(self.head(x))


def fpn_inputs(channels=16, boxes=40, seed=0):
    gen = torch.Generator().manual_seed(seed)
    features = [torch.randn(1, channels, 64 >> i, 64 >> i, generator=gen)
                for i in range(4)]
    corner = torch.rand(boxes, 2, generator=gen) * 200
    size = torch.rand(boxes, 2, generator=gen) * 120 + 4
    return (*features, torch.cat([corner, corner + size], 1))


def head_inputs(boxes=6, seed=1):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(1, 3, 16, 16, generator=gen)
    corner = torch.rand(boxes, 2, generator=gen) * 10
    size = torch.rand(boxes, 2, generator=gen) * 6 + 0.5
    rois = torch.cat([torch.zeros(boxes, 1), corner, corner + size], 1)
    return x, rois


def save_arrays(name, kind, arrays):
    for k, array in enumerate(arrays):
        np.save(os.path.join(OUT, f"{name}.{kind}{k}.npy"),
                np.ascontiguousarray(array))


def generic_text(module):
    return module.operation.get_asm(print_generic_op_form=True,
                                    assume_verified=True)


def write_torch_model(name, model, inputs, static_multiscale=True):
    from torch_mlir import fx

    model = model.eval()
    with torch.no_grad():
        outputs = model(*inputs)
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    guard = (_import.static_multiscale_roi_align() if static_multiscale
             else contextlib.nullcontext())
    with guard:
        imported = fx.export_and_import(model, *inputs, output_type="torch")
    _import._run_pipeline(imported, _import.LINALG_WITHOUT_CONTRACT, name)
    with open(os.path.join(OUT, f"{name}.torch-mlir.mlir"), "w") as out:
        out.write(generic_text(imported))
    save_arrays(name, "in", [t.numpy() for t in inputs])
    save_arrays(name, "out", [t.numpy() for t in outputs])


def onnx_case(case_name):
    from onnx.backend.test.case.node import collect_testcases

    for case in collect_testcases(None):
        if case.name == case_name:
            return case
    raise SystemExit(f"no ONNX backend node test named {case_name}")


def write_onnx_case(case_name):
    import onnx
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras import onnx_importer
    from torch_mlir.ir import Context

    case = onnx_case(case_name)
    model = onnx.shape_inference.infer_shapes(case.model)
    context = Context()
    torch_d.register_dialect(context)
    info = onnx_importer.ModelInfo(model)
    module = info.create_module(context=context)
    onnx_importer.NodeImporter.define_function(info.main_graph,
                                               module.operation).import_all()
    _import._run_pipeline(module, _import.ONNX_TO_TORCH_BACKEND, case_name)
    _import._run_pipeline(module, _import.LINALG_WITHOUT_CONTRACT, case_name)
    with open(os.path.join(OUT, f"{case_name}.torch-mlir.mlir"), "w") as out:
        out.write(generic_text(module))
    inputs, outputs = case.data_sets[0]
    save_arrays(case_name, "in", inputs)
    save_arrays(case_name, "out", outputs)


def main():
    os.makedirs(OUT, exist_ok=True)
    torch.manual_seed(0)
    write_torch_model("conv-pool-roi-head", ConvPoolROIHead(), head_inputs())
    write_torch_model("roi-align-ratio3", ConvPoolROIHead(ratio=3),
                      head_inputs())
    write_torch_model("roi-align-adaptive", ConvPoolROIHead(ratio=-1),
                      head_inputs())
    torch.manual_seed(1)
    write_torch_model("frcnn-box-head", BoxHead(), fpn_inputs())
    torch.manual_seed(2)
    write_torch_model("mrcnn-mask-head", MaskHead(), fpn_inputs(boxes=12))
    for case in ("test_roialign_aligned_false", "test_roialign_aligned_true"):
        write_onnx_case(case)


if __name__ == "__main__":
    main()
