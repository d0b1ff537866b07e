# -*- Python -*-
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration for ov-mlir: tests live beside the feature they test, under
# test/<Area>/, and run the built tools through substitutions.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "OV-MLIR"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs", "unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.ov_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.shlib_ext))
config.substitutions.append(("%ov_lib_dir", config.ov_lib_dir))
config.substitutions.append(("%ov_src_root", config.ov_src_root))
config.substitutions.append(("%ov_obj_root", config.ov_obj_root))
config.substitutions.append(("%cxx_compiler", config.cxx_compiler))
# The install-and-embed test configures and builds a separate project (about a
# minute on 2 cores); OV_SKIP_EMBEDDING_TEST=1 leaves it out.
# Under ASan (OV_ENABLE_SANITIZERS) the ov libraries need the sanitizer runtime
# first in the process: Debian's mlir-opt cannot load them as plugins, and a
# consumer project would have to link with -fsanitize too.
sanitized = config.ov_sanitizers.upper() in ("ON", "1", "TRUE", "YES")
if sanitized:
    config.available_features.add("asan")
if os.environ.get("OV_SKIP_EMBEDDING_TEST") != "1" and not sanitized:
    config.available_features.add("embedding")

# `%vmem-limit CMD`: CMD under a 4 GB address-space limit (ulimit -v), for
# the tests that hostile input cannot make a tool grow until memory runs out.
# ASan reserves terabytes of address space up front: its builds run CMD
# without the limit.
if sanitized:
    config.substitutions.append(("%vmem-limit", "env"))
else:
    config.substitutions.append(
        ("%vmem-limit", "bash -c 'ulimit -v 4000000 && exec \"$@\"' vmem-limit"))

# Debian's Python (with numpy) for the end-to-end tests' inputs and checks.
config.substitutions.append(("%python", "/usr/bin/python3"))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP",
                                     "ASAN_OPTIONS", "UBSAN_OPTIONS"])
if sanitized:
    # A report aborts, so that `not CMD` cannot take it for an expected error
    # exit (ASan's own exit code, 1, is our tools' error code).
    # Like glibc, ASan's allocator returns null for an allocation it cannot
    # make (instead of aborting), so the tools' own checks stay under test.
    # allow_user_poisoning=0: LLVM's BumpPtrAllocator inlined into our
    # instrumented code poisons slabs that the uninstrumented libMLIR.so then
    # allocates from (scripts/test.sh).
    config.environment.setdefault(
        "ASAN_OPTIONS", "abort_on_error=1:detect_leaks=1:"
        "allocator_may_return_null=1:max_allocation_size_mb=4096:"
        "allow_user_poisoning=0")
    config.environment.setdefault(
        "UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:abort_on_error=1")
llvm_config.use_default_substitutions()

tool_dirs = [
    os.path.join(config.ov_tools_dir, "ov-opt"),
    os.path.join(config.ov_tools_dir, "ov-compile"),
    os.path.join(config.ov_tools_dir, "ov-run"),
    os.path.join(config.ov_tools_dir, "ov-translate"),
    config.llvm_tools_dir,
]
tools = [
    "ov-opt",
    "ov-compile",
    "ov-run",
    "ov-translate",
    "not",
    "split-file",
    "count",
    # Debian's own mlir-opt, used to load the ov plugins.
    ToolSubst("mlir-opt", os.path.join(config.llvm_tools_dir, "mlir-opt"), unresolved="fatal"),
    ToolSubst("mlir-translate", os.path.join(config.llvm_tools_dir, "mlir-translate"), unresolved="fatal"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# `host-cpu-FLAG`: each flag of the host CPU in Linux's /proc/cpuinfo
# (avx512f, amx_tile, ...), for the tests of modules compiled for CPU
# features a host may lack (ov-compile --cpu).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        for line in cpuinfo:
            if line.startswith("flags"):
                for flag in line.split(":", 1)[1].split():
                    config.available_features.add("host-cpu-" + flag)
                break
except OSError:
    pass
# `cuda-driver`: a CUDA driver with at least one device (GPU execution tests
# need it; the CUDA target's compile tests run everywhere).
config.substitutions.append(("%ovrt_lib", os.path.join(config.ov_obj_root, "runtime", "libovrt.so")))
# A host program that dlopens libovrt RTLD_LOCAL, and a stand-in for MLIR's
# own CUDA runtime wrappers (test/runtime/RtldLocalTest.c explains both).
config.substitutions.append(("%ovrt_rtld_local_test", os.path.join(
    config.ov_obj_root, "test", "runtime", "ovrt-rtld-local-test")))
config.substitutions.append(("%mlir_wrappers_standin", os.path.join(
    config.ov_obj_root, "test", "runtime", "libovrt-fake-mlir-cuda-runtime.so")))
def _has_cuda_device():
    import ctypes
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
        count = ctypes.c_int(0)
        return cuda.cuInit(0) == 0 and cuda.cuDeviceGetCount(ctypes.byref(count)) == 0 and count.value > 0
    except (OSError, AttributeError):
        return False
if _has_cuda_device():
    config.available_features.add("cuda-driver")

# `vulkan-device`: a Vulkan loader (libvulkan.so.1) with at least one
# physical device (Mesa's lavapipe counts), asked of test/vulkan_probe.py in
# a child process, so a driver that crashes or hangs cannot take lit with it.
def _has_vulkan_device():
    import subprocess, sys
    try:
        probe = os.path.join(config.ov_src_root, "test", "vulkan_probe.py")
        return subprocess.run([sys.executable, probe],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False
if _has_vulkan_device():
    config.available_features.add("vulkan-device")
else:
    lit_config.note("no Vulkan device (libvulkan.so.1 with a physical device, "
                    "e.g. mesa-vulkan-drivers' lavapipe): the Vulkan run tests "
                    "are skipped")

# `ptxas`: NVIDIA's assembler (the CUDA toolkit: PATH or /usr/local/cuda/bin),
# which checks the CUDA target's PTX without a GPU. Building never needs it.
import shutil
_ptxas = shutil.which("ptxas") or shutil.which("ptxas", path="/usr/local/cuda/bin")
if _ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", _ptxas))
else:
    lit_config.note("ptxas not found (PATH, /usr/local/cuda/bin): the PTX "
                    "assembler tests are skipped")

# `clang-format-22`: the formatter scripts/check-format.sh runs (setup.sh
# installs it); its own test is skipped without it.
if shutil.which("clang-format-diff-22") and shutil.which("clang-format-22"):
    config.available_features.add("clang-format-22")

# `clang-tidy-22`: the linter scripts/check-tidy.sh runs (setup.sh installs
# it); its own test is skipped without it.
if shutil.which("clang-tidy-22"):
    config.available_features.add("clang-tidy-22")

# `qemu-x86_64`: QEMU's user-mode emulator (Debian's qemu-user), which runs
# ov-run on an emulated CPU model (`-cpu Haswell`): the CPU-feature refusal
# and portable modules on a CPU other than the host's.
_qemu = shutil.which("qemu-x86_64")
if _qemu:
    config.available_features.add("qemu-x86_64")
    config.substitutions.append(("%qemu-x86_64", _qemu))
