# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""ov-mlir's kernels inside OpenVINO (docs/openvino.md).

Importing the package registers the ov_mlir extension (the custom ops that
run compiled modules) with every ``openvino.Core`` and ``NodeFactory``
created afterwards, as openvino_tokenizers does, and makes the module paths
of models read from a file absolute (they are stored relative to the
model's folder). ``offload`` rewrites a model's nodes into those ops.
"""

import functools
import os
import re

import openvino
from openvino.utils.node_factory import NodeFactory

__all__ = ["extension_path", "offload", "save_model", "OffloadError",
           "resolve_module_paths"]

_EXTENSION_NAME = "libovmlir_openvino.so"


class OffloadError(RuntimeError):
    """A one-line error of the package (a missing tool, a failed compile)."""


def extension_path():
    """The extension library, for ``Core.add_extension`` in C++ or
    benchmark_app's ``-extensions``: the package's own copy, or the one
    OVMLIR_OPENVINO_EXTENSION names (a build tree)."""
    override = os.environ.get("OVMLIR_OPENVINO_EXTENSION")
    if override:
        return os.path.abspath(override)
    return os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        _EXTENSION_NAME)


def _built_for():
    """The OpenVINO release the extension was built against, from the
    _build_info.py CMake writes next to it."""
    info = os.path.join(os.path.dirname(extension_path()), "_build_info.py")
    try:
        with open(info, encoding="utf-8") as f:
            match = re.search(r'OPENVINO_VERSION = "([^"]*)"', f.read())
    except OSError:
        match = None
    if not match:
        raise ImportError(f"ovmlir_openvino: cannot read the OpenVINO release "
                          f"the extension was built for from {info}")
    return match.group(1)


def _check_release():
    if not os.path.isfile(extension_path()):
        raise ImportError(f"ovmlir_openvino: no extension library at "
                          f"{extension_path()} (reinstall the package, or set "
                          f"OVMLIR_OPENVINO_EXTENSION)")
    built = _built_for()
    running = openvino.__version__.split("-")[0]
    if running != built:
        raise ImportError(f"ovmlir_openvino was built for OpenVINO {built}, "
                          f"this is OpenVINO {running}: install openvino=="
                          f"{built} or rebuild the package")


def _escape_controls(text):
    """Control characters (a layer name's terminal escapes) as \\xNN: a
    message names what the model holds without acting on the terminal."""
    return "".join(f"\\x{ord(c):02x}" if ord(c) < 0x20 or ord(c) == 0x7f
                   else c for c in text)


def _is_path(model):
    return isinstance(model, (str, os.PathLike))


def resolve_module_paths(model, model_dir):
    """Makes the relative `module` paths of the model's ov_mlir nodes
    absolute under model_dir (in memory; the file is not touched). A model
    file names its modules inside its folder (save_model): an absolute path,
    or one with a '..' component, is refused (OffloadError naming the
    node)."""
    for node in model.get_ops():
        if node.get_type_info().version_id != "ov_mlir":
            continue
        module = node.get_attributes().get("module", "")
        if not module:
            continue
        if os.path.isabs(module) or ".." in module.split("/"):
            raise OffloadError(
                f"node '{_escape_controls(node.get_friendly_name())}': "
                f"module path '{_escape_controls(module)}' "
                f"leaves the model's folder (an offloaded model names its "
                f"modules relative to its folder, without '..')")
        node.set_attribute("module", os.path.join(model_dir, module))
    return model


def _holds_ov_mlir_ops(path):
    try:
        with open(path, "rb") as f:
            return b'version="ov_mlir"' in f.read()
    except OSError:
        return False


def _install_hooks():
    core = openvino.Core
    if getattr(core, "_ovmlir_hooked", False):
        return
    original_init = core.__init__
    original_read = core.read_model
    original_compile = core.compile_model

    @functools.wraps(original_init)
    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        self.add_extension(extension_path())

    @functools.wraps(original_read)
    def read_model(self, model, *args, **kwargs):
        result = original_read(self, model, *args, **kwargs)
        if _is_path(model) and os.path.isfile(model):
            resolve_module_paths(result,
                                 os.path.dirname(os.path.abspath(model)))
        return result

    @functools.wraps(original_compile)
    def compile_model(self, model, *args, **kwargs):
        # A path to an IR with ov_mlir ops is read here first, so that its
        # module paths are resolved against the model's folder.
        if (_is_path(model) and "weights" not in kwargs
                and str(model).endswith(".xml") and _holds_ov_mlir_ops(model)):
            model = read_model(self, model)
        return original_compile(self, model, *args, **kwargs)

    core.__init__ = init
    core.read_model = read_model
    core.compile_model = compile_model
    core._ovmlir_hooked = True

    factory = NodeFactory
    original_factory_init = factory.__init__

    @functools.wraps(original_factory_init)
    def factory_init(self, *args, **kwargs):
        original_factory_init(self, *args, **kwargs)
        self.add_extension(extension_path())

    factory.__init__ = factory_init


_check_release()
_install_hooks()

from .offloading import offload, save_model  # noqa: E402
