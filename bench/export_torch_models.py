# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Exports the real models of bench/real_models.py to ONNX, with random
weights (seed 0), for OpenVINO's ONNX frontend.

  /usr/bin/python3 bench/export_torch_models.py --out DIR [NAME ...]

Runs on Debian's python3 with Debian's python3-torch and
python3-torchvision (test and benchmark dependencies only), so that the
test venv's OpenVINO and NumPy never import that torch: the models cross
over as ONNX files (DIR/NAME.onnx), which `openvino.convert_model` reads.

  resnet18  torchvision ResNet-18, 1x3x224x224 (MaxPool stem);
  vgg11     torchvision VGG-11, 1x3x224x224 (five MaxPools);
  segnet    a SegNet-style encoder, 1x3x128x128: four stages of conv 3x3,
            batch norm, ReLU and MaxPool2d(2, 2, return_indices=True); its
            outputs are the last features and the four pools' indices (the
            decoder, which unpools with them, is built in OpenVINO's opset
            API by real_models.py: OpenVINO's frontends convert no
            MaxUnpool2d);
  frcnn     torchvision Faster R-CNN, MobileNetV3-Large 320 FPN, 3x320x320
            (two ROIAligns in its box head);
  small     ResNet-18 on 1x3x64x64, for the test suite.
"""

import argparse
import os
import sys

import torch
import torchvision
from torch import nn


class SegNetEncoder(nn.Module):
    """SegNet's encoder, shortened: each stage conv-bn-relu, then a 2x2/2
    MaxPool whose indices the decoder needs to unpool."""

    def __init__(self, channels=(64, 128, 256, 512)):
        super().__init__()
        stages, cin = [], 3
        for cout in channels:
            stages.append(nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1),
                                        nn.BatchNorm2d(cout), nn.ReLU()))
            cin = cout
        self.stages = nn.ModuleList(stages)
        self.pool = nn.MaxPool2d(2, 2, return_indices=True)

    def forward(self, x):
        indices = []
        for stage in self.stages:
            x, index = self.pool(stage(x))
            indices.append(index)
        return (x, *indices)


def build(name):
    """(module, example inputs, output names) of one model."""
    models = torchvision.models
    if name in ("resnet18", "small"):
        side = 224 if name == "resnet18" else 64
        return models.resnet18(weights=None), (torch.rand(1, 3, side, side),), \
            ["logits"]
    if name == "vgg11":
        return models.vgg11(weights=None), (torch.rand(1, 3, 224, 224),), \
            ["logits"]
    if name == "segnet":
        return SegNetEncoder(), (torch.rand(1, 3, 128, 128),), \
            ["features"] + [f"indices{i}" for i in range(1, 5)]
    if name == "frcnn":
        model = models.detection.fasterrcnn_mobilenet_v3_large_320_fpn(
            weights=None, weights_backbone=None)
        return model, ([torch.rand(3, 320, 320)],), \
            ["boxes", "labels", "scores"]
    sys.exit(f"export_torch_models: unknown model '{name}' (expected "
             f"resnet18, vgg11, segnet, frcnn or small)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("names", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for name in args.names:
        torch.manual_seed(0)
        model, inputs, outputs = build(name)
        model.eval()
        path = os.path.join(args.out, f"{name}.onnx")
        partial = path + ".tmp"
        with torch.no_grad():
            torch.onnx.export(model, inputs, partial, opset_version=16,
                              input_names=["x"], output_names=outputs)
        os.replace(partial, path)
        print(f"export_torch_models: {path}", flush=True)


if __name__ == "__main__":
    main()
