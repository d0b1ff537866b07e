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

from .families import LAYER_INPUTS

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


# What _inputs makes: the roles and box columns of families.py.
_ROLES = ("data", "boxes", "batch_indices")
_COLUMNS = ("batch", "x1", "y1", "x2", "y2", "cx", "cy", "w", "h", "angle")


class _CannotMeasure(Exception):
    """The node's inputs cannot be made from its family's description."""


def _ports(node):
    """The roles and box columns of the node's input ports: its family's
    description (families.py, from the opset table), never a guess from
    the port count or a box's width."""
    ports = LAYER_INPUTS.get(node.get_type_info().name)
    if ports is None:
        raise _CannotMeasure(f"no description of "
                             f"{node.get_type_info().name}'s inputs")
    if len(ports) != node.get_input_size():
        raise _CannotMeasure(f"{len(ports)} inputs described, the node has "
                             f"{node.get_input_size()}")
    for role, columns in ports:
        if role not in _ROLES or not set(columns) <= set(_COLUMNS):
            raise _CannotMeasure(f"inputs of role '{role}' and columns "
                                 f"{list(columns)} cannot be made")
    if ports[0][0] != "data":
        raise _CannotMeasure("its first input is not its data")
    return ports


def _boxes(columns, count, images, height, width, scale, rng,
           normalized=False):
    """`count` boxes around the map's upper-left quarter, one row each of
    `columns`: corners, centre and size, an angle in radians, the image.
    `normalized`: coordinates as fractions of the map's width and height
    (ROIPooling's bilinear method, which ignores spatial_scale), in [0, 1)."""
    x0 = rng.uniform(0, width / 2, count) / scale
    y0 = rng.uniform(0, height / 2, count) / scale
    w = rng.uniform(1, width / 2, count) / scale
    h = rng.uniform(1, height / 2, count) / scale
    if normalized:
        x0, w, y0, h = x0 / width, w / width, y0 / height, h / height
    made = {"x1": x0, "y1": y0, "x2": x0 + w, "y2": y0 + h,
            "cx": x0 + w / 2, "cy": y0 + h / 2, "w": w, "h": h}
    # Drawn only where a column asks, in this order.
    if "angle" in columns:
        made["angle"] = rng.uniform(-np.pi, np.pi, count)
    if "batch" in columns:
        made["batch"] = rng.integers(0, images, count)
    return np.stack([made[c] for c in columns], 1)


def _inputs(node, shapes, rng):
    """Input values, port by port as the family describes them: data in
    [-1, 1); boxes of its columns (_boxes) at the node's spatial_scale
    (normalized for ROIPooling's bilinear method); batch indices in
    range."""
    ports = _ports(node)
    images = shapes[0][0]
    values = []
    for port, (role, columns) in enumerate(ports):
        dtype = node.get_input_element_type(port).to_dtype()
        if role == "data":
            values.append(rng.uniform(-1, 1, shapes[port]).astype(dtype))
        elif role == "boxes":
            if list(shapes[port][1:]) != [len(columns)]:
                raise _CannotMeasure(f"input {port} is {shapes[port]}, not "
                                     f"[R, {len(columns)}] boxes")
            height, width = shapes[0][2], shapes[0][3]
            attrs = node.get_attributes()
            # ROIPooling's bilinear boxes are fractions of the map.
            normalized = attrs.get("method") == "bilinear"
            scale = 1.0 if normalized else attrs.get("spatial_scale", 1.0)
            values.append(_boxes(columns, shapes[port][0], images, height,
                                 width, scale, rng, normalized)
                          .astype(dtype))
        else:
            values.append(rng.integers(0, images, shapes[port][0])
                          .astype(dtype))
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
    try:
        inputs = _inputs(node, shapes, np.random.default_rng(0))
    except _CannotMeasure as e:
        return _by_rule(node, op, f"cannot make its inputs: {e}")
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
    core = openvino.Core()
    theirs, ours = _median_ms(core, [theirs_model, ours_model], inputs)
    verdict = ours < MARGIN * theirs
    bounded = any(d.is_dynamic for i in range(node.get_input_size())
                  for d in node.get_input_partial_shape(i))
    return verdict, (f"measured {ours:.3f} ms offloaded vs {theirs:.3f} ms in "
                     f"OpenVINO" + (f" at the upper bounds {shapes}"
                                    if bounded else ""))
