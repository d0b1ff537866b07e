# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The measured policy: a node is offloaded only where ov-mlir's module,
with the reorders OpenVINO adds around a custom op, is faster than
OpenVINO's own node on this machine.

Both run inside the same small model: a 1x1 convolution in front of the
node and one behind its first output, so that the CPU plugin picks its own
(blocked) layout for the pooling input, as inside a real model, and has to
reorder into and out of the custom op's plain layout.
"""

import math
import statistics
import time

import numpy as np
import openvino
from openvino.utils.node_factory import NodeFactory

RUNS = 9
# Offloaded only where at least this much faster: a tie, or a lead within
# the timing noise of a loaded machine (docs/openvino.md, "Real models"),
# is not worth a node OpenVINO does not know.
MARGIN = 0.8
# The most input bytes the policy allocates to measure a node; a larger
# node is decided by rule (_by_rule), as one with unbounded dims.
MEASURE_BYTES = 1 << 30


def _identity_conv(value, channels, rank):
    weights = np.eye(channels, dtype=np.float32).reshape(
        (channels, channels) + (1,) * (rank - 2))
    ones = [1] * (rank - 2)
    zeros = [0] * (rank - 2)
    return openvino.opset1.convolution(value, openvino.opset1.constant(
        weights), ones, zeros, zeros, ones)


def _inputs(node, shapes, rng):
    """Input values: data in [-1, 1); ROIAlign's boxes (ROIAlignRotated's
    rotated ones) around the map's upper-left quarter and batch indices in
    range, unless they are constants of the model."""
    values = [rng.uniform(-1, 1, shapes[0]).astype(np.float32)]
    if len(shapes) == 3:
        n, _, height, width = shapes[0]
        count = shapes[1][0]
        scale = node.get_attributes()["spatial_scale"]
        x0 = rng.uniform(0, width / 2, count) / scale
        y0 = rng.uniform(0, height / 2, count) / scale
        w = rng.uniform(1, width / 2, count) / scale
        h = rng.uniform(1, height / 2, count) / scale
        if shapes[1][1] == 5:
            # ROIAlignRotated: centre, size and an angle in radians.
            angle = rng.uniform(-np.pi, np.pi, count)
            boxes = np.stack([x0 + w / 2, y0 + h / 2, w, h, angle], 1)
        else:
            boxes = np.stack([x0, y0, x0 + w, y0 + h], 1)
        index_type = node.get_input_element_type(2).to_dtype()
        values += [boxes.astype(np.float32),
                   rng.integers(0, n, count).astype(index_type)]
    return values


def _small_model(node, shapes, make_op):
    params = [openvino.opset1.parameter(
        shape, node.get_input_element_type(i).to_dtype())
        for i, shape in enumerate(shapes)]
    rank = len(shapes[0])
    front = _identity_conv(params[0], shapes[0][1], rank)
    op = make_op([front.output(0)] + [p.output(0) for p in params[1:]])
    behind = _identity_conv(op.output(0), shapes[0][1], rank)
    # MaxPool's indices are outputs where the model uses them: unused, the
    # plugin drops them and runs its JIT kernel.
    used = [op.output(i) for i in range(1, op.get_output_size())
            if node.output(i).get_target_inputs()]
    return openvino.Model(behind.outputs() + used, params)


def _median_ms(core, models, inputs):
    """Each model's median time, their runs interleaved so that the
    machine's load meets both alike."""
    requests = [core.compile_model(model, "CPU", {
        "INFERENCE_PRECISION_HINT": "f32", "PERFORMANCE_HINT": "LATENCY"})
        .create_infer_request() for model in models]
    for request in requests:
        for _ in range(2):
            request.infer(inputs)
    times = [[] for _ in requests]
    for _ in range(RUNS):
        for request, samples in zip(requests, times):
            start = time.perf_counter()
            request.infer(inputs)
            samples.append(time.perf_counter() - start)
    return [1000 * statistics.median(samples) for samples in times]


def _by_rule(node, op, why):
    """Where nothing can be measured: OpenVINO's CPU plugin runs MaxPool
    whose indices are used by the op's reference evaluate (single-threaded
    scalar code, an order of magnitude slower than the module, reorders
    included, docs/openvino.md), so those are offloaded; the rest stay."""
    if op in ("MaxPool8", "MaxPool14") and node.output(1).get_target_inputs():
        return True, (f"{why}: by rule, OpenVINO runs MaxPool with used "
                      f"indices by its reference evaluate")
    return False, f"{why}: nothing to measure"


def faster_offloaded(node, op, attrs, module):
    """(offload?, the reason) for one node."""
    shapes = [node.get_input_partial_shape(i)
              for i in range(node.get_input_size())]
    # Dims with an upper bound (a detector's "at most 150 boxes") are
    # measured at that bound.
    if any(d.is_dynamic and d.get_max_length() < 0
           for s in shapes for d in s):
        return _by_rule(node, op, "dynamic input dims")
    shapes = [[d.get_max_length() for d in s] for s in shapes]
    if sum(4 * math.prod(s) for s in shapes) > MEASURE_BYTES:
        return _by_rule(node, op, f"inputs over {MEASURE_BYTES >> 20} MiB")
    if node.get_input_element_type(0) != openvino.Type.f32:
        return _by_rule(node, op, "only f32 nodes are measured")
    info = node.get_type_info()
    theirs_attrs = dict(node.get_attributes())

    def named(made):
        # The node's own name: a message of the measurement names the node
        # the user knows, not a scratch one.
        made.set_friendly_name(node.get_friendly_name())
        return made

    theirs_model = _small_model(node, shapes, lambda args: named(NodeFactory(
        info.version_id).create(info.name, args, theirs_attrs)))
    ours_model = _small_model(node, shapes, lambda args: named(
        NodeFactory().create(op, args, dict(attrs, module=module))))
    inputs = _inputs(node, shapes, np.random.default_rng(0))
    core = openvino.Core()
    theirs, ours = _median_ms(core, [theirs_model, ours_model], inputs)
    verdict = ours < MARGIN * theirs
    bounded = any(d.is_dynamic for i in range(node.get_input_size())
                  for d in node.get_input_partial_shape(i))
    return verdict, (f"measured {ours:.3f} ms offloaded vs {theirs:.3f} ms in "
                     f"OpenVINO" + (f" at the upper bounds {shapes}"
                                    if bounded else ""))
