# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""MaxPool-1/8/14 in the oracle: every auto_pad x rounding_type, dilations
(v8, v14), ceil_torch (v14), both index types and every axis; judged by
Model.evaluate."""

from cases import data_for, dynamic_mask, ELEMENT
from families import Family, register
from ours import any_type, ints

# The element types OpenVINO's reference evaluates (docs/semantics.md 1.8;
# confirmed with Model.evaluate in 2026.4.1: MaxPool-1 rejects i8/u8, none
# evaluates f64; bf16 evaluates through Model.evaluate).
MAXPOOL1_TYPES = ("f32", "f16", "bf16", "i32", "i64", "u32", "u64")
MAXPOOL8_TYPES = MAXPOOL1_TYPES + ("i8", "u8")
MAXPOOL14_TYPES = MAXPOOL8_TYPES


def gen_maxpool(rng, version):
    spatial = int(rng.integers(1, 4))
    types = {1: MAXPOOL1_TYPES, 8: MAXPOOL8_TYPES, 14: MAXPOOL14_TYPES}[version]
    etype = str(rng.choice(types))
    kernel = [int(k) for k in rng.integers(1, 4, spatial)]
    strides = [int(s) for s in rng.integers(1, 4, spatial)]
    if version != 1 and rng.random() < 0.6:
        dilations = [int(d) for d in rng.integers(1, 4, spatial)]
    else:
        dilations = [1] * spatial
    auto_pad = str(rng.choice(["explicit", "explicit", "same_upper", "same_lower", "valid"]))
    # ceil_torch (v14 only) most often: it is what v14 adds.
    rounding = str(rng.choice(["floor", "ceil"] + ["ceil_torch"] * 2 * (version == 14)))
    dk = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    pads_begin = [int(rng.integers(0, x)) if x > 1 else 0 for x in dk]
    pads_end = [int(rng.integers(0, x)) if x > 1 else 0 for x in dk]
    max_dim = {1: 16, 2: 9, 3: 6}[spatial]
    dims = []
    for a in range(spatial):
        low = 1
        if auto_pad == "valid":
            low = dk[a]
        elif auto_pad == "explicit":
            low = max(1, dk[a] - pads_begin[a] - pads_end[a])
        dims.append(int(rng.integers(low, max(low, max_dim) + 1)))
    shape = [int(rng.integers(1, 3)), int(rng.integers(1, 4))] + dims
    rank = len(shape)
    case = {
        "op": "maxpool%d" % version,
        "etype": etype,
        "kernel": kernel,
        "strides": strides,
        "dilations": dilations,
        "pads_begin": pads_begin,
        "pads_end": pads_end,
        "auto_pad": auto_pad,
        "rounding_type": rounding,
        "inputs": [data_for(rng, shape, etype)],
        "dynamic": [dynamic_mask(rng, rank)],
    }
    if version != 1:
        case["index_element_type"] = str(rng.choice(["i32", "i64"]))
        case["axis"] = int(rng.integers(-rank, rank))
    return case


def node(case, params):
    import openvino.opset1 as opset1
    import openvino.opset8 as opset8
    import openvino.opset14 as opset14
    op = case["op"]
    if op == "maxpool1":
        return opset1.max_pool(
            params[0], case["strides"], case["pads_begin"], case["pads_end"],
            case["kernel"], case["rounding_type"], case["auto_pad"])
    max_pool = opset14.max_pool if op == "maxpool14" else opset8.max_pool
    return max_pool(
        params[0], case["strides"], case["dilations"], case["pads_begin"],
        case["pads_end"], case["kernel"], case["rounding_type"],
        case["auto_pad"], case["index_element_type"], case["axis"])


def function(name, case, types):
    rank = case["inputs"][0].ndim
    out = any_type(rank, ELEMENT[case["etype"]][1])
    attrs = "kernel = %s strides = %s pads_begin = %s pads_end = %s" % (
        ints(case["kernel"]), ints(case["strides"]), ints(case["pads_begin"]),
        ints(case["pads_end"]))
    if case["op"] != "maxpool1":
        attrs += " dilations = %s" % ints(case["dilations"])
    attrs += " rounding_type = %s auto_pad = %s" % (case["rounding_type"], case["auto_pad"])
    if case["op"] == "maxpool1":
        return ("func.func @%s(%%x: %s) -> %s {\n"
                "  %%0 = ov.max_pool_v1 %%x %s : %s -> %s\n"
                "  return %%0 : %s\n}\n" % (name, types[0], out, attrs, types[0], out, out))
    idx = any_type(rank, case["index_element_type"])
    attrs += " index_element_type = %s axis = %d" % (case["index_element_type"], case["axis"])
    op = "max_pool_v14" if case["op"] == "maxpool14" else "max_pool_v8"
    return ("func.func @%s(%%x: %s) -> (%s, %s) {\n"
            "  %%0:2 = ov.%s %%x %s : %s -> %s, %s\n"
            "  return %%0#0, %%0#1 : %s, %s\n}\n" % (
                name, types[0], out, idx, op, attrs, types[0], out, idx, out, idx))


register(Family(
    name="MaxPool",
    ops=("maxpool1", "maxpool8", "maxpool14"),
    input_types=lambda case: [case["etype"]],
    node=node,
    reference=lambda case, plugin, side: side.evaluate(case),
    function=function,
    main=((0.18, lambda rng: gen_maxpool(rng, 1)), (0.42, lambda rng: gen_maxpool(rng, 8)),
          (0.6, lambda rng: gen_maxpool(rng, 14)))))
