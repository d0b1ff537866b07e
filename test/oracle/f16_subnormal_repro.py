#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Reproduces docs/semantics.md 3.6 with the test venv's OpenVINO:
ov::float16(float) rounds some f32 values just below a power of two in f16's
subnormal range to twice their IEEE value, and Model.evaluate's f16 ROIAlign
rounds every step through it.

One product shows it: 0.25048828125 (f16 0x3402) x -1.2183189e-4 (f16
0x87fc) is -3.0517462e-05 in f32 (0xb7ffffc0), which IEEE rounds to f16
0x8200 (-2^-15) and ov::float16 to 0x8400 (-2^-14). A one-bin ROIAlign-3
whose only sample has that weight and pixel outputs exactly that product.

Prints what each OpenVINO path gives and exits 0 when every path behaves as
docs/semantics.md 3.6 says, 1 when one does not (a newer OpenVINO that
rounds otherwise: update the docs and test/oracle/known.py).

  f16_subnormal_repro.py        (with the test venv's Python)
"""

import os
import sys

import numpy as np
import openvino as ov
import openvino.opset3 as opset3
import openvino.opset8 as opset8
from openvino import PartialShape, Type

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "examples"))
import reference  # noqa: E402

WEIGHT = np.array([0x3402], np.uint16).view(np.float16)[0]   # 0.25048828125
PIXEL = np.array([0x87FC], np.uint16).view(np.float16)[0]    # -1.2183189e-4
PRODUCT = np.float32(WEIGHT) * np.float32(PIXEL)              # 0xb7ffffc0
IEEE_BITS, OV_BITS = 0x8200, 0x8400


def bits(array):
    return int(np.asarray(array).view(np.uint16).reshape(-1)[0])


def evaluate(model, inputs, shape):
    out = [ov.Tensor(Type.f16, shape)]
    if not model.evaluate(out, [ov.Tensor(np.ascontiguousarray(a)) for a in inputs]):
        raise RuntimeError("Model.evaluate returned false")
    return out[0].data.copy()


def roi_align_model():
    """ROIAlign-3, data 1x1x1x2 = [PIXEL, 0], one box whose one sample is at
    x = 1 - WEIGHT, y = 0: the weight of pixel (0, 0) is WEIGHT, the others'
    pixels are 0, so the output is PIXEL * WEIGHT rounded (plus zeros)."""
    data = np.array([PIXEL, 0], np.float16).reshape(1, 1, 1, 2)
    x = np.float16(np.float16(1) - WEIGHT) - np.float16(0.5)
    rois = np.array([[x, -0.5, x, -0.5]], np.float16)  # degenerate: 1x1 box
    batch = np.array([0], np.int32)
    params = [opset8.parameter(PartialShape(list(a.shape)), t)
              for a, t in ((data, Type.f16), (rois, Type.f16), (batch, Type.i32))]
    node = opset3.roi_align(*params, 1, 1, 1, 1.0, "avg")
    return ov.Model(node.outputs(), params), [data, rois, batch]


def paths():
    """(path, bits it gives, bits docs/semantics.md 3.6 says)."""
    model, inputs = roi_align_model()
    cpu = ov.Core().compile_model(model, "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    modelled = reference.roi_align(*inputs[:2], inputs[2].astype(np.int64), 1, 1, 1,
                                   np.float32(1), "avg", ov_float16=True)
    p32 = opset8.parameter(PartialShape([1]), Type.f32)
    convert = ov.Model([opset8.convert(p32, Type.f16).output(0)], [p32])
    a, b = (opset8.parameter(PartialShape([1]), Type.f16) for _ in range(2))
    multiply = ov.Model([opset8.multiply(a, b).output(0)], [a, b])
    product = np.array([PRODUCT], np.float32)
    return [
        ("NumPy float16 (IEEE) of the f32 product", bits(product.astype(np.float16)),
         IEEE_BITS),
        ("Constant(f32 product, f16): ov::float16(float)",
         bits(opset8.constant(product, Type.f16).get_data()), OV_BITS),
        ("Model.evaluate ROIAlign-3 f16, one bin", bits(evaluate(model, inputs, [1, 1, 1, 1])),
         OV_BITS),
        ("examples/reference.py roi_align(ov_float16=True)", bits(modelled), OV_BITS),
        ("CPU plugin ROIAlign-3 f16", bits(cpu(inputs)[0]), IEEE_BITS),
        ("Model.evaluate Convert f32->f16", bits(evaluate(convert, [product], [1])), IEEE_BITS),
        ("Model.evaluate Multiply f16", bits(evaluate(
            multiply, [np.array([WEIGHT]), np.array([PIXEL])], [1])), IEEE_BITS),
    ]


def sweep():
    """round_ov_float16 against ov::float16(float) (a Constant's conversion):
    the top 2^13 fractions of every exponent, both signs, and 2^20 random
    bit patterns. Returns (values compared, how many differ)."""
    fractions = np.arange((1 << 23) - (1 << 13), 1 << 23, dtype=np.uint32)
    exponents = np.arange(256, dtype=np.uint32) << 23
    u = (exponents[:, None] | fractions[None, :]).reshape(-1)
    u = np.concatenate([u, u | np.uint32(0x80000000), np.random.default_rng(3).integers(
        0, 1 << 32, 1 << 20, dtype=np.uint64).astype(np.uint32)])
    x = u.view(np.float32)
    x = x[~np.isnan(x)]  # NaN payloads are not compared (docs/semantics.md 5.1)
    theirs = opset8.constant(x, Type.f16).get_data().view(np.uint16)
    ours = reference.round_ov_float16(x).view(np.uint16)
    return x.size, int(np.count_nonzero(theirs != ours))


def main():
    print("f32 product %r (0x%08x) = f16 0x%04x x f16 0x%04x; OpenVINO %s" % (
        float(PRODUCT), int(np.float32(PRODUCT).view(np.uint32)), bits(WEIGHT), bits(PIXEL),
        ov.get_version()))
    ok = True
    for name, got, want in paths():
        value = float(np.array([got], np.uint16).view(np.float16)[0])
        same = got == want
        ok &= same
        print("  %-52s 0x%04x (%.7g)%s" % (name, got, value,
                                           "" if same else "  expected 0x%04x" % want))
    compared, differ = sweep()
    ok &= differ == 0
    print("  round_ov_float16 vs ov::float16 on %d f32 values: %d differ" % (compared, differ))
    print("as documented" if ok else "NOT as documented in docs/semantics.md 3.6")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
