# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The offload step: a model's family nodes rewritten into ov_mlir ops.

Each candidate node (MaxPool-1/8/14, AvgPool-1/14/16, ROIAlign-3/9) is cut
into a one-op model whose inputs keep their element types and ranks with
every dim dynamic, compiled by ov-compile into
a module that serves every shape of that node, and replaced by the ov_mlir op
of the same attributes that runs the module. Modules are cached by a hash of
the op, its attributes, its input types and ranks and the target CPU.
"""

import hashlib
import json
import os
import shutil
import subprocess
import tempfile

import openvino
from openvino.utils.node_factory import NodeFactory

from . import OffloadError
from .measure import faster_offloaded

# Built-in op (name, opset) -> the ov_mlir op that runs it.
FAMILY_OPS = {
    ("MaxPool", "opset1"): "MaxPool1",
    ("MaxPool", "opset8"): "MaxPool8",
    ("MaxPool", "opset14"): "MaxPool14",
    ("AvgPool", "opset1"): "AvgPool1",
    ("AvgPool", "opset14"): "AvgPool14",
    ("AvgPool", "opset16"): "AvgPool16",
    ("ROIAlign", "opset3"): "ROIAlign3",
    ("ROIAlign", "opset9"): "ROIAlign9",
}

BUILTIN_OF = {op: key for key, op in FAMILY_OPS.items()}

# MaxPool-8/14 attributes that MaxPool-1 has too.
MAXPOOL1_ATTRS = ("strides", "pads_begin", "pads_end", "kernel",
                  "rounding_type", "auto_pad")

# The folder, next to the saved model, that holds its modules.
MODULES_DIR = "ov_mlir_modules"

POLICIES = ("measured", "all")


def find_ov_compile(path=None):
    """ov-compile: the given path, else $OV_COMPILE, else PATH."""
    candidate = path or os.environ.get("OV_COMPILE") or shutil.which(
        "ov-compile")
    if not candidate:
        raise OffloadError("cannot find ov-compile: pass --ov-compile PATH, "
                           "set OV_COMPILE, or put it on PATH")
    if not (os.path.isfile(candidate) and os.access(candidate, os.X_OK)):
        raise OffloadError(f"ov-compile '{candidate}' is not an executable "
                           f"file")
    return os.path.abspath(candidate)


def _describe(node):
    shapes = ", ".join(f"{node.get_input_element_type(i).get_type_name()}"
                       f"{node.get_input_partial_shape(i)}"
                       for i in range(node.get_input_size()))
    info = node.get_type_info()
    version = info.version_id.replace("opset", "")
    return f"{info.name}-{version} '{node.get_friendly_name()}' ({shapes})"


def _without_unused_indices(node, op, attrs):
    """MaxPool-8/14 whose indices nothing uses is MaxPool-1 where v1 has
    its attributes (no dilation, a rounding type v1 knows): the module
    then computes no indices (ov-mlir's canonicalization does the same)."""
    if (op in ("MaxPool8", "MaxPool14")
            and not node.output(1).get_target_inputs()
            and all(d == 1 for d in attrs["dilations"])
            and attrs["rounding_type"] in ("floor", "ceil")):
        return "MaxPool1", {k: attrs[k] for k in MAXPOOL1_ATTRS}
    return op, attrs


def _cache_key(op, attrs, node, cpu):
    inputs = [(node.get_input_element_type(i).get_type_name(),
               node.get_input_partial_shape(i).rank.get_length())
              for i in range(node.get_input_size())]
    text = json.dumps({"op": op, "attrs": attrs, "inputs": inputs,
                       "cpu": cpu or "native"}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _one_op_model(node, op, attrs):
    """The node as the built-in op that `op` runs, alone, its inputs
    Parameters of the same element types and ranks with every dim
    dynamic."""
    name, opset = BUILTIN_OF[op]
    params = [openvino.op.Parameter(
        node.get_input_element_type(i),
        openvino.PartialShape.dynamic(
            node.get_input_partial_shape(i).rank.get_length()))
        for i in range(node.get_input_size())]
    alone = NodeFactory(opset).create(
        name, [p.output(0) for p in params], attrs)
    alone.set_friendly_name(op)
    return openvino.Model(alone.outputs(), params, "ov_mlir_node")


def _compile(node, op, attrs, module, ov_compile, cpu):
    """Compiles the node's one-op model into `module` (an absolute path)."""
    # The module's error messages name the op and the file it came from:
    # compiled in the scratch folder from OP.xml, they say "... 'MaxPool8'
    # at MaxPool8.xml:32:3", no path of this machine.
    with tempfile.TemporaryDirectory(prefix="ovmlir-offload-") as tmp:
        xml = f"{op}.xml"
        openvino.save_model(_one_op_model(node, op, attrs),
                            os.path.join(tmp, xml), compress_to_fp16=False)
        partial = module + ".tmp"
        command = [ov_compile, xml, "-o", partial]
        if cpu:
            command.append(f"--cpu={cpu}")
        run = subprocess.run(command, capture_output=True, text=True, cwd=tmp)
        if run.returncode != 0:
            lines = (run.stderr or run.stdout).strip().splitlines()
            raise OffloadError(lines[0] if lines else
                               f"ov-compile exited with {run.returncode}")
        os.replace(partial, module)


def offload(model, out_dir, *, ov_compile=None, policy="measured", cpu=None,
            log=print):
    """Returns a copy of `model` whose family nodes run ov-mlir's modules.

    Modules are written to out_dir/ov_mlir_modules/ (reused when there);
    the returned model names them by absolute path, so that it runs in
    memory; save it into out_dir with ``save_model``, which writes the
    paths relative to the model's folder. `policy` "measured" (the default)
    offloads a node only where it is faster than OpenVINO's on this machine,
    reorders included (measure.py); "all" offloads every node that
    compiles. `cpu` is ov-compile's
    --cpu (native by default). One line per candidate goes to `log`.
    """
    if policy not in POLICIES:
        raise OffloadError(f"unknown policy '{policy}' (expected one of "
                           f"{', '.join(POLICIES)})")
    ov_compile = find_ov_compile(ov_compile)
    modules = os.path.join(os.path.abspath(out_dir), MODULES_DIR)
    os.makedirs(modules, exist_ok=True)
    result = model.clone()
    factory = NodeFactory()
    for node in result.get_ordered_ops():
        info = node.get_type_info()
        op = FAMILY_OPS.get((info.name, info.version_id))
        if op is None:
            continue
        what = _describe(node)
        if any(node.get_input_partial_shape(i).rank.is_dynamic
               for i in range(node.get_input_size())):
            log(f"keep    {what}: an input of dynamic rank")
            continue
        attrs = dict(node.get_attributes())
        op, attrs = _without_unused_indices(node, op, attrs)
        key = _cache_key(op, attrs, node, cpu)
        module = os.path.join(modules, f"{op}-{key}.so")
        if not os.path.isfile(module):
            try:
                _compile(node, op, attrs, module, ov_compile, cpu)
            except OffloadError as e:
                log(f"keep    {what}: ov-compile failed: {e}")
                continue
        if policy == "measured":
            verdict, note = faster_offloaded(node, op, attrs, module)
            if not verdict:
                log(f"keep    {what}: {note}")
                continue
        else:
            note = "policy all"
        attrs["module"] = module
        custom = factory.create(op, node.input_values(), attrs)
        custom.set_friendly_name(node.get_friendly_name())
        for i in range(custom.get_output_size()):
            node.output(i).replace(custom.output(i))
        log(f"offload {what} -> ov_mlir {op} "
            f"({MODULES_DIR}/{os.path.basename(module)}; {note})")
    result.validate_nodes_and_infer_types()
    return result


def save_model(model, xml_path):
    """Saves an offloaded model (OpenVINO IR, weights not compressed) with
    every module path relative to the model's folder; a module outside that
    folder is an error."""
    folder = os.path.dirname(os.path.abspath(xml_path))
    copy = model.clone()
    for node in copy.get_ops():
        if node.get_type_info().version_id != "ov_mlir":
            continue
        module = node.get_attributes()["module"]
        if not os.path.isabs(module):
            continue
        relative = os.path.relpath(module, folder)
        if relative.startswith(".."):
            raise OffloadError(f"node '{node.get_friendly_name()}': module "
                               f"{module} is outside the model's folder "
                               f"{folder}")
        node.set_attribute("module", relative)
    openvino.save_model(copy, xml_path, compress_to_fp16=False)
