# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The offload step: a model's family nodes rewritten into ov_mlir ops.

Each candidate node (a version ov-mlir serves: a row of families.py, which
tools/ov-opset-table writes from ov-mlir's opset table) is cut into a
one-op model whose inputs keep their element types and ranks with every dim
dynamic, compiled by ov-compile into
a module that serves every shape of that node, and replaced by the ov_mlir op
of the same attributes that runs the module. Modules are cached by a hash of
the op, its attributes, its input types and ranks and the target CPU.
"""

import filecmp
import hashlib
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import tempfile

import openvino
from openvino.utils.node_factory import NodeFactory

from . import OffloadError, _escape_controls
from .families import LAYER_VERSIONS
from .measure import faster_offloaded

# Built-in op (name, type info version) -> the ov_mlir op that runs it: one
# per version ov-mlir serves (families.py, written from the opset table).
# OpenVINO's type info names the op's version as an opset ("opset2" for
# ROIPooling-2, which IRs of opset1 name too): that opset has its class.
FAMILY_OPS = {(layer_type, f"opset{version}"): f"{layer_type}{version}"
              for layer_type, version, _, _ in LAYER_VERSIONS}

BUILTIN_OF = {op: key for key, op in FAMILY_OPS.items()}

# MaxPool-8/14 attributes that MaxPool-1 has too.
MAXPOOL1_ATTRS = ("strides", "pads_begin", "pads_end", "kernel",
                  "rounding_type", "auto_pad")

# The folder, next to the saved model, that holds its modules.
MODULES_DIR = "ov_mlir_modules"

POLICIES = ("measured", "all")

# The longest function name a module may have (runtime/include/ovrt/
# Limits.h, kMaxFunctionNameBytes): a record longer than that once escaped
# cannot name a module's function.
MAX_FUNCTION_NAME = 1024

# The temporaries this process is compiling modules into (_compile): an
# interrupted offload removes them.
_PARTIAL_MODULES = set()


def one_line(error):
    """An exception as one line: OpenVINO's messages stack "Exception from
    FILE:LINE:" lines over the one that says what failed, which is kept."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    lines = [line for line in lines if not (
        line.startswith("Exception from ") or line.startswith("Check '"))]
    return _escape_controls(lines[0]) if lines else type(error).__name__


def find_ov_compile(path=None):
    """ov-compile: the given path, else $OV_COMPILE, else the ovmlir-compiler
    wheel's when it is installed (ovmlir_compiler.tool_path), else PATH."""
    candidate = path or os.environ.get("OV_COMPILE")
    if not candidate and importlib.util.find_spec("ovmlir_compiler"):
        import ovmlir_compiler
        try:
            candidate = ovmlir_compiler.tool_path("ov-compile")
        except OSError as e:
            raise OffloadError(_escape_controls(str(e))) from None
    candidate = candidate or shutil.which("ov-compile")
    if not candidate:
        raise OffloadError("cannot find ov-compile: pass --ov-compile PATH, "
                           "set OV_COMPILE, install the ovmlir-compiler "
                           "wheel, or put it on PATH")
    if not (os.path.isfile(candidate) and os.access(candidate, os.X_OK)):
        raise OffloadError(f"ov-compile '{candidate}' is not an executable "
                           f"file")
    return os.path.abspath(candidate)


def node_name(node):
    """A node's friendly name as a message shows it (control characters
    escaped)."""
    return _escape_controls(node.get_friendly_name())


def _describe(node):
    shapes = ", ".join(f"{node.get_input_element_type(i).get_type_name()}"
                       f"{node.get_input_partial_shape(i)}"
                       for i in range(node.get_input_size()))
    info = node.get_type_info()
    version = info.version_id.replace("opset", "")
    return f"{info.name}-{version} '{node_name(node)}' ({shapes})"


def _record_value(value):
    """An attribute's value as a record writes it (src/Record.h)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "0x%08x" % struct.unpack("<I", struct.pack("<f", value))[0]
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return ",".join(str(v) for v in value)
    raise OffloadError(f"an attribute value of type {type(value).__name__} "
                       f"cannot be recorded in a module")


def module_record(op, builtin, params):
    """What a module is compiled from (src/Record.h): the ov_mlir op, the
    built-in op's attributes and its inputs' element types and ranks, as
    the one-op model holds them (i64 already as i32)."""
    fields = [f"{name}={_record_value(value)}"
              for name, value in sorted(builtin.get_attributes().items())]
    inputs = ",".join(f"{p.get_element_type().get_type_name()}/"
                      f"{p.get_partial_shape().rank.get_length()}"
                      for p in params)
    return ";".join([op] + fields + [f"in={inputs}"])


def function_name(record):
    """The record as a function name ov-compile keeps as it is: every byte
    outside [A-Za-z0-9] as _XX."""
    return "".join(c if c.isascii() and c.isalnum() else
                   "".join(f"_{b:02x}" for b in c.encode())
                   for c in record)


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


def _as_the_plugin_runs_it(attrs, node):
    """The attributes and input element types the module is compiled for:
    OpenVINO's CPU plugin runs i64 values as i32, at a custom op's ports
    too (docs/openvino.md), so MaxPool's i64 indices and ROIAlign's i64
    batch indices are compiled as i32, and evaluate() hands the plugin's
    tensors over without converting them (it converts where a host hands
    i64, OpenVINO's reference evaluate)."""
    i64, i32 = openvino.Type.i64, openvino.Type.i32
    types = [node.get_input_element_type(i)
             for i in range(node.get_input_size())]
    types = [i32 if t == i64 else t for t in types]
    if attrs.get("index_element_type") == "i64":
        attrs = dict(attrs, index_element_type="i32")
    return attrs, types


def _cache_key(op, attrs, node, cpu):
    attrs, types = _as_the_plugin_runs_it(attrs, node)
    inputs = [(types[i].get_type_name(),
               node.get_input_partial_shape(i).rank.get_length())
              for i in range(node.get_input_size())]
    # "function": the modules' function is named after the node's record
    # (the extension checks it), unlike the modules of earlier releases.
    text = json.dumps({"op": op, "attrs": attrs, "inputs": inputs,
                       "cpu": cpu or "native", "function": "record-1"},
                      sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _one_op_model(node, op, attrs):
    """The node as the built-in op that `op` runs, alone, its inputs
    Parameters of the same ranks with every dim dynamic and the element
    types the CPU plugin hands (_as_the_plugin_runs_it)."""
    name, opset = BUILTIN_OF[op]
    attrs, types = _as_the_plugin_runs_it(attrs, node)
    params = [openvino.op.Parameter(
        types[i],
        openvino.PartialShape.dynamic(
            node.get_input_partial_shape(i).rank.get_length()))
        for i in range(node.get_input_size())]
    alone = NodeFactory(opset).create(
        name, [p.output(0) for p in params], attrs)
    alone.set_friendly_name(op)
    # The model's name is the module's function's: the node's record, which
    # the extension compares with the node it runs for (src/Record.h).
    name = function_name(module_record(op, alone, params))
    if len(name) > MAX_FUNCTION_NAME:
        raise OffloadError(f"its record is {len(name)} bytes as a function "
                           f"name, over the {MAX_FUNCTION_NAME} a module "
                           f"may have")
    return openvino.Model(alone.outputs(), params, name)


def _compile(model, op, module, ov_compile, cpu):
    """Compiles the one-op model into `module` (an absolute path)."""
    # The module's error messages name the op and the file it came from:
    # compiled in the scratch folder from OP.xml, they say "... 'MaxPool8'
    # at MaxPool8.xml:32:3", no path of this machine.
    with tempfile.TemporaryDirectory(prefix="ovmlir-offload-") as tmp:
        xml = f"{op}.xml"
        openvino.save_model(model, os.path.join(tmp, xml),
                            compress_to_fp16=False)
        # A temporary of this process's own beside the module, renamed over
        # it once complete: another offload into the same folder never reads
        # a half-written module, and two that compile it both succeed. An
        # interrupted offload removes it (remove_partial_modules).
        fd, partial = tempfile.mkstemp(prefix=os.path.basename(module) + ".",
                                       suffix=".tmp",
                                       dir=os.path.dirname(module))
        _PARTIAL_MODULES.add(partial)
        os.close(fd)
        try:
            command = [ov_compile, xml, "-o", partial]
            if cpu:
                command.append(f"--cpu={cpu}")
            run = subprocess.run(command, capture_output=True, text=True,
                                 cwd=tmp)
            if run.returncode != 0:
                lines = (run.stderr or run.stdout).strip().splitlines()
                raise OffloadError(lines[0] if lines else
                                   f"ov-compile exited with {run.returncode}")
            os.replace(partial, module)
        finally:
            if os.path.lexists(partial):
                os.unlink(partial)
            _PARTIAL_MODULES.discard(partial)


def remove_partial_modules():
    """Removes the modules this process was compiling when it was
    interrupted (a signal between the temporary's creation and its
    rename)."""
    for partial in list(_PARTIAL_MODULES):
        try:
            os.unlink(partial)
        except OSError:
            pass
        _PARTIAL_MODULES.discard(partial)


def _shown_paths(text, modules):
    """A message with the modules folder's absolute path as
    ov_mlir_modules/: the lines name no path of this machine."""
    for folder in {os.path.realpath(modules), modules}:
        text = text.replace(folder + os.sep, MODULES_DIR + "/")
    return text


# libovrt's refusal of a module compiled for CPU features this machine
# lacks (runtime/lib/Module.cpp): it comes after the file's checks.
_LACKS_CPU_FEATURES = "the module was compiled for CPU features this " \
    "machine lacks"


def check_module(node, op, attrs, module, another_cpu=False):
    """Loads `module` as the extension will for `node` run as ov_mlir `op`
    with `attrs`: a model of that op alone, compiled on the CPU plugin
    (which loads the module and compares its record with the node's).
    Raises OpenVINO's RuntimeError, whose line names the node, where
    libovrt refuses the file (empty, truncated) or it does not fit. A
    module compiled for another CPU that this one cannot load is
    whole (libovrt has read its descriptor) and is checked where it runs:
    with `another_cpu`, that refusal passes."""
    params = [openvino.op.Parameter(
        node.get_input_element_type(i),
        openvino.PartialShape.dynamic(
            node.get_input_partial_shape(i).rank.get_length()))
        for i in range(node.get_input_size())]
    custom = NodeFactory().create(op, [p.output(0) for p in params],
                                  dict(attrs, module=module))
    custom.set_friendly_name(node.get_friendly_name())
    try:
        openvino.Core().compile_model(
            openvino.Model(custom.outputs(), params), "CPU")
    except RuntimeError as e:
        if not (another_cpu and _LACKS_CPU_FEATURES in str(e)):
            raise


def _replace(node, factory, op, attrs):
    """Puts the ov_mlir op in the node's place. MaxPool's i64 indices come
    out of it as i32 through a Convert to i64: the CPU plugin's precision
    pass (i64 to i32) knows no custom op, so an i64 output would stay i64
    and clash with the i32 constants it makes of the consumers' operands;
    a Convert it does know, and drops."""
    wide = attrs.get("index_element_type") == "i64"
    if wide:
        attrs = dict(attrs, index_element_type="i32")
    custom = factory.create(op, node.input_values(), attrs)
    custom.set_friendly_name(node.get_friendly_name())
    for i in range(custom.get_output_size()):
        out = custom.output(i)
        if i == 1 and wide:
            out = openvino.opset1.convert(out, "i64").output(0)
        node.output(i).replace(out)


def offload(model, out_dir, *, ov_compile=None, policy="measured", cpu=None,
            log=print):
    """Returns a copy of `model` whose family nodes run ov-mlir's modules.

    Modules are written to out_dir/ov_mlir_modules/ (reused when there and
    still loadable for the node, else compiled again); the returned model
    names them by absolute path, so that it runs in memory; save it into
    out_dir with ``save_model``, which writes the paths relative to the
    model's folder. `policy` "measured" (the default) offloads a node only
    where it is faster than OpenVINO's on this machine, reorders included
    (measure.py); "all" offloads every node that compiles. `cpu` is
    ov-compile's --cpu (native by default). The modules of nodes offloaded
    already (their paths absolute: a model read through the package's
    read_model) are copied into out_dir/ov_mlir_modules/. One line per
    candidate goes to `log`.
    """
    if policy not in POLICIES:
        raise OffloadError(f"unknown policy '{policy}' (expected one of "
                           f"{', '.join(POLICIES)})")
    ov_compile = find_ov_compile(ov_compile)
    modules = os.path.join(os.path.abspath(out_dir), MODULES_DIR)
    result = model.clone()
    offloaded = [node for node in result.get_ordered_ops()
                 if node.get_type_info().version_id == "ov_mlir"]
    for node in offloaded:
        _refuse_unplaced_module(node)
    os.makedirs(modules, exist_ok=True)
    factory = NodeFactory()
    try:
        for node in offloaded:
            _adopt_module(node, modules, log)
        for node in result.get_ordered_ops():
            info = node.get_type_info()
            op = FAMILY_OPS.get((info.name, info.version_id))
            if op is None:
                continue
            what = _describe(node)
            try:
                _offload_node(node, op, what, modules, factory, ov_compile,
                              policy, cpu, log)
            except (RuntimeError, OSError, ValueError, KeyError,
                    MemoryError) as e:
                log(f"keep    {what}: {_shown_paths(one_line(e), modules)}")
    finally:
        remove_partial_modules()
    result.validate_nodes_and_infer_types()
    return result


def _refuse_unplaced_module(node):
    """An already offloaded node whose module path is relative names a file
    in a folder the model in memory does not know."""
    module = node.get_attributes().get("module", "")
    if not os.path.isabs(module):
        raise OffloadError(
            f"node '{node_name(node)}' is offloaded already and its module "
            f"path '{_escape_controls(module)}' is relative to a folder this "
            f"model does not name (read the model with Core.read_model after "
            f"importing ovmlir_openvino, or call resolve_module_paths)")


def _adopt_module(node, modules, log):
    """A node offloaded already keeps its module, copied into `modules`
    (the new folder's ov_mlir_modules) unless it is there: a model saved
    into another folder names no module the folder lacks. The module must
    load and fit the node; otherwise the offload is refused."""
    attrs = dict(node.get_attributes())
    source = attrs["module"]
    op = node.get_type_info().name
    target = os.path.join(modules, os.path.basename(source))
    what = f"ov_mlir {op} '{node_name(node)}'"
    try:
        # A module offloaded for another CPU keeps its --cpu.
        check_module(node, op, attrs, source, another_cpu=True)
    except RuntimeError as e:
        raise OffloadError(f"{what} is offloaded already and its module "
                           f"cannot be kept: {one_line(e)}") from None
    same = os.path.exists(target) and os.path.samefile(source, target)
    if not same and not (os.path.isfile(target) and filecmp.cmp(
            source, target, shallow=False)):
        fd, partial = tempfile.mkstemp(prefix=os.path.basename(target) + ".",
                                       suffix=".tmp", dir=modules)
        _PARTIAL_MODULES.add(partial)
        os.close(fd)
        try:
            shutil.copyfile(source, partial)
            os.replace(partial, target)
        finally:
            if os.path.lexists(partial):
                os.unlink(partial)
            _PARTIAL_MODULES.discard(partial)
    node.set_attribute("module", target)
    log(f"keep    {what}: offloaded already ({MODULES_DIR}/"
        f"{os.path.basename(target)}" + (")" if same else ", copied)"))


def _offload_node(node, op, what, modules, factory, ov_compile, policy, cpu,
                  log):
    """Compiles, decides and replaces one candidate node; raises what
    OpenVINO or the file system raise (the caller keeps the node)."""
    if any(node.get_input_partial_shape(i).rank.is_dynamic
           for i in range(node.get_input_size())):
        log(f"keep    {what}: an input of dynamic rank")
        return
    attrs = dict(node.get_attributes())
    op, attrs = _without_unused_indices(node, op, attrs)
    try:
        model = _one_op_model(node, op, attrs)
    except OffloadError as e:
        log(f"keep    {what}: {e}")
        return
    key = _cache_key(op, attrs, node, cpu)
    module = os.path.join(modules, f"{op}-{key}.so")
    recompiled = ""
    if os.path.isfile(module):
        # A cached module is used only where it still loads and fits the
        # node (a truncated or empty file, another node's module under this
        # name): otherwise it is compiled again.
        try:
            check_module(node, op, attrs, module,
                         another_cpu=cpu not in (None, "native"))
        except RuntimeError as e:
            recompiled = (f"; the cached module was unusable ("
                          f"{_shown_paths(one_line(e), modules)}), compiled "
                          f"again")
    if recompiled or not os.path.isfile(module):
        try:
            _compile(model, op, module, ov_compile, cpu)
        except OffloadError as e:
            log(f"keep    {what}: ov-compile failed: {e}")
            return
        # ov-compile's module as the extension will load it (an ov-compile
        # that exits 0 with an empty file is caught here, not at
        # compile_model).
        check_module(node, op, attrs, module,
                     another_cpu=cpu not in (None, "native"))
    if policy == "measured":
        verdict, note = faster_offloaded(node, op, attrs, module)
        if not verdict:
            log(f"keep    {what}: {note}")
            return
    else:
        note = "policy all"
    _replace(node, factory, op, dict(attrs, module=module))
    log(f"offload {what} -> ov_mlir {op} "
        f"({MODULES_DIR}/{os.path.basename(module)}; {note}{recompiled})")


def weights_path(xml_path):
    """The weights file OpenVINO IR keeps beside a model: its .bin."""
    return os.path.splitext(xml_path)[0] + ".bin"


def _same_file(a, b):
    return os.path.exists(a) and os.path.exists(b) and os.path.samefile(a, b)


def check_model_path(xml_path):
    """Refuses, before anything is compiled or written, a path a model
    cannot be saved to: an empty one, a folder (one that exists, or a path
    ending in '/'), one whose weights file would be the model itself
    (m.bin), and a model or weights path that is not a regular file."""
    if not xml_path:
        raise OffloadError("the output path is empty: name the offloaded "
                           "model's .xml file")
    if (xml_path.endswith(os.sep) or os.path.isdir(xml_path)
            or os.path.basename(xml_path) in (".", "..")):
        raise OffloadError(f"{xml_path}: a folder, not a model file (name "
                           f"the offloaded model's .xml file in it)")
    weights = weights_path(xml_path)
    if weights == xml_path or _same_file(weights, xml_path):
        raise OffloadError(f"{xml_path}: the model's weights file would be "
                           f"the model itself (name the model's .xml file; "
                           f"its weights go to the .bin beside it)")
    for path in (xml_path, weights):
        if os.path.lexists(path) and not os.path.isfile(path):
            raise OffloadError(f"{path}: not a regular file")


def save_model(model, xml_path):
    """Saves an offloaded model (OpenVINO IR, weights not compressed) with
    every module path relative to the model's folder; a module outside that
    folder is an error. The .xml and .bin are written into a temporary
    folder beside them and renamed over them, each whole (a failed save
    leaves the previous files); a path check_model_path refuses (empty, a
    folder, m.bin, not a regular file) is refused before anything is
    written."""
    xml_path = os.fspath(xml_path)
    check_model_path(xml_path)
    folder = os.path.dirname(os.path.abspath(xml_path))
    weights = weights_path(xml_path)
    copy = model.clone()
    for node in copy.get_ops():
        if node.get_type_info().version_id != "ov_mlir":
            continue
        module = node.get_attributes()["module"]
        if not os.path.isabs(module):
            continue
        relative = os.path.relpath(module, folder)
        if relative.startswith(".."):
            raise OffloadError(f"node '{node_name(node)}': module "
                               f"{module} is outside the model's folder "
                               f"{folder}")
        node.set_attribute("module", relative)
    with tempfile.TemporaryDirectory(prefix=".ovmlir-save-",
                                     dir=folder) as tmp:
        temp_xml = os.path.join(tmp, "model.xml")
        openvino.save_model(copy, temp_xml, compress_to_fp16=False)
        os.replace(os.path.join(tmp, "model.bin"), weights)
        os.replace(temp_xml, xml_path)
