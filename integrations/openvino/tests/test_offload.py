# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Offloaded models against OpenVINO (docs/openvino.md, "Tests").

Every family op and version sits between two convolutions in a model with
dynamic dims; the model runs on OpenVINO's CPU plugin as built and after
offload, on two input shapes. The convolutions' weights are in {-1, 0, 1}
and the inputs small integers, so their sums are exact in any order and
both runs feed the op the same values whatever layouts the plugin picks.
Judges (test/oracle's, docs/semantics.md):
  MaxPool   the plugin, bit for bit (values and indices);
  AvgPool   the plugin, bit for bit (no window without taps, where the
            plugin divides 0 by 0 and the reference gives 0, 7.3);
  ROIAlign  OpenVINO's reference (Model.evaluate of ROIAlign-3, which
            ROIAlign-9's asymmetric mode equals), bit for bit; the plugin's
            JIT kernel rounds differently and is held to 1e-5;
  ROIAlignRotated  the plugin, bit for bit (it runs OpenVINO's reference
            kernel; Model.evaluate has none);
The convolution after the op is compared within 1e-5 (the plugin may pick
another conv kernel, with another summation order, around a custom op).

Environment (integrations/openvino/tests/CMakeLists.txt): OV_COMPILE,
OVMLIR_OPENVINO_EXTENSION, PYTHONPATH with integrations/openvino.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

import numpy as np
import openvino as ov
import openvino.opset1 as o1
import openvino.opset3 as o3
import openvino.opset8 as o8
import openvino.opset9 as o9
import openvino.opset14 as o14
import openvino.opset15 as o15
import openvino.opset16 as o16

import ovmlir_openvino as om
from openvino.utils.node_factory import NodeFactory

F32 = {"INFERENCE_PRECISION_HINT": "f32"}
SHAPES = [(1, 3, 20, 18), (2, 3, 15, 17)]
CHANNELS = 8


def conv(x, cin, cout, k, seed):
    rng = np.random.default_rng(seed)
    w = rng.integers(-1, 2, size=(cout, cin, k, k)).astype(np.float32)
    pad = k // 2
    return o1.convolution(x, o1.constant(w), [1, 1], [pad, pad], [pad, pad],
                          [1, 1])


def integers(shape, seed):
    return np.random.default_rng(seed).integers(-4, 5, size=shape).astype(
        np.float32)


def rois(batch, height, width, count, seed):
    rng = np.random.default_rng(seed)
    x0 = rng.uniform(0, width / 2, count)
    y0 = rng.uniform(0, height / 2, count)
    boxes = np.stack([x0, y0, x0 + rng.uniform(1, width / 2, count),
                      y0 + rng.uniform(1, height / 2, count)], axis=1)
    index = rng.integers(0, batch, count)
    return boxes.astype(np.float32), index


def pooling_case(make_op):
    """x -> conv 3x3 -> op -> conv 3x3; outputs: the op's, then the conv."""
    x = o1.parameter([-1, 3, -1, -1], np.float32, name="x")
    feat = conv(x, 3, CHANNELS, 3, seed=1)
    op = make_op(feat)
    after = conv(op.output(0), CHANNELS, 4, 3, seed=2)
    return ov.Model(op.outputs() + after.outputs(), [x])


def rotated_rois(batch, height, width, count, seed):
    """Boxes as centre, size and angle (radians), some reaching past the
    map; batch indices in range."""
    rng = np.random.default_rng(seed)
    boxes = np.stack([rng.uniform(0, width, count),
                      rng.uniform(0, height, count),
                      rng.uniform(0.5, width / 2, count),
                      rng.uniform(0.5, height / 2, count),
                      rng.uniform(-4, 4, count)], axis=1)
    return boxes.astype(np.float32), rng.integers(0, batch, count)


def roi_case(make_op, index_type, box_size=4):
    """x -> conv -> ROI op (rois, indices: dynamic-dim inputs) -> conv 1x1;
    outputs: the op's, the conv after it, and the feature map."""
    x = o1.parameter([-1, 3, -1, -1], np.float32, name="x")
    boxes = o1.parameter([-1, box_size], np.float32, name="rois")
    index = o1.parameter([-1], index_type, name="batch_indices")
    feat = conv(x, 3, CHANNELS, 3, seed=3)
    op = make_op(feat, boxes, index)
    after = conv(op.output(0), CHANNELS, 4, 1, seed=4)
    return ov.Model(op.outputs() + after.outputs() + feat.outputs(),
                    [x, boxes, index])


POOLING = {
    "MaxPool-1": lambda f: o1.max_pool(f, [2, 2], [1, 1], [1, 1], [3, 3],
                                       "ceil"),
    "MaxPool-8 i32": lambda f: o8.max_pool(
        f, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3],
        index_element_type="i32"),
    "MaxPool-8 i64 dilated": lambda f: o8.max_pool(
        f, [1, 2], [2, 1], [0, 1], [0, 1], [2, 3],
        index_element_type="i64"),
    "MaxPool-14 ceil_torch": lambda f: o14.max_pool(
        f, [2, 2], [1, 1], [1, 1], [1, 1], [2, 2], "ceil_torch",
        index_element_type="i32"),
    "AvgPool-1 exclude_pad": lambda f: o1.avg_pool(
        f, [2, 2], [1, 1], [1, 1], [3, 3], True),
    "AvgPool-1 same_upper": lambda f: o1.avg_pool(
        f, [2, 1], [0, 0], [0, 0], [2, 3], False, auto_pad="same_upper"),
    "AvgPool-14 ceil_torch": lambda f: o14.avg_pool(
        f, [2, 2], [1, 1], [1, 1], [3, 3], True, "ceil_torch"),
    "AvgPool-16": lambda f: o16.avg_pool(
        f, [2, 1], [1, 0], [0, 1], [2, 2], True, "ceil", dilations=[1, 1]),
    "AvgPool-16 dilated": lambda f: o16.avg_pool(
        f, [1, 2], [2, 1], [1, 2], [2, 3], False, "ceil_torch",
        dilations=[3, 2]),
}

ROI = {
    "ROIAlign-3 avg i32": (lambda f, r, i: o3.roi_align(
        f, r, i, 3, 2, 2, 1.0, "avg"), np.int32, "evaluate"),
    "ROIAlign-3 max i64": (lambda f, r, i: o3.roi_align(
        f, r, i, 2, 3, 0, 1.0, "max"), np.int64, "evaluate"),
    "ROIAlign-9 asymmetric i64": (lambda f, r, i: o9.roi_align(
        f, r, i, 3, 3, 2, 1.0, "avg", "asymmetric"), np.int64, "evaluate"),
    "ROIAlign-9 half_pixel i32": (lambda f, r, i: o9.roi_align(
        f, r, i, 2, 2, 2, 0.5, "avg", "half_pixel"), np.int32, "cpu"),
}


def same_bits(a, b):
    return a.shape == b.shape and a.dtype == b.dtype and np.array_equal(
        a.view(np.uint8), b.view(np.uint8))


def run(compiled, inputs):
    request = compiled.create_infer_request()
    request.infer(inputs)
    return [request.get_output_tensor(i).data.copy()
            for i in range(len(compiled.outputs))]


def roi_align3_reference(feat, boxes, index, op):
    """OpenVINO's reference evaluation of ROIAlign-3 with the op's
    attributes on static inputs (test/oracle/openvino_side.py)."""
    attrs = op.get_attributes()
    params = [o1.parameter(feat.shape, np.float32),
              o1.parameter(boxes.shape, np.float32),
              o1.parameter(index.shape, index.dtype)]
    node = o3.roi_align(*params, attrs["pooled_h"], attrs["pooled_w"],
                        attrs["sampling_ratio"], attrs["spatial_scale"],
                        attrs["mode"])
    model = ov.Model(node.outputs(), params)
    out = [ov.Tensor(o.get_element_type(), o.get_shape())
           for o in model.outputs]
    assert model.evaluate(out, [ov.Tensor(a) for a in (feat, boxes, index)])
    return out[0].data.copy()


class Offload(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="ovmlir-openvino-test-")
        cls.core = ov.Core()
        cls.log = []

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def offload(self, model, out_dir=None, **kwargs):
        kwargs.setdefault("policy", "all")
        result = om.offload(model, out_dir or self.dir, log=self.log.append,
                            **kwargs)
        self.assertTrue(any(n.get_type_info().version_id == "ov_mlir"
                            for n in result.get_ops()), self.log)
        return result

    def both(self, model, inputs, config=F32):
        plain = run(self.core.compile_model(model, "CPU", config), inputs)
        ours = run(self.core.compile_model(self.offload(model), "CPU", config),
                   inputs)
        return plain, ours

    def test_pooling_ops(self):
        for name, make in POOLING.items():
            model = pooling_case(make)
            for seed, shape in enumerate(SHAPES):
                with self.subTest(op=name, shape=shape):
                    plain, ours = self.both(model, [integers(shape, seed)])
                    for a, b in zip(plain[:-1], ours[:-1]):
                        self.assertTrue(same_bits(a, b), f"{name}: op output")
                    np.testing.assert_allclose(ours[-1], plain[-1], rtol=1e-5)

    def test_roi_ops(self):
        for name, (make, index_type, judge) in ROI.items():
            model = roi_case(make, index_type)
            op = next(n for n in model.get_ordered_ops()
                      if n.get_type_name().startswith("ROIAlign"))
            for seed, shape in enumerate(SHAPES):
                with self.subTest(op=name, shape=shape):
                    boxes, index = rois(shape[0], shape[2], shape[3], 7 + seed,
                                        seed)
                    inputs = [integers(shape, seed), boxes,
                              index.astype(index_type)]
                    plain, ours = self.both(model, inputs)
                    if judge == "evaluate":
                        expected = roi_align3_reference(
                            plain[2], boxes, index.astype(index_type), op)
                        self.assertTrue(same_bits(ours[0], expected), name)
                    np.testing.assert_allclose(ours[0], plain[0], rtol=1e-5,
                                               atol=1e-5)
                    np.testing.assert_allclose(ours[1], plain[1], rtol=1e-5,
                                               atol=1e-4)

    def test_roi_align_rotated(self):
        cases = {
            "clockwise, sampling 2": lambda f, r, i: o15.roi_align_rotated(
                f, r, i, 3, 2, 2, 1.0, True),
            "counterclockwise, adaptive, scale 0.5":
                lambda f, r, i: o15.roi_align_rotated(
                    f, r, i, 2, 3, 0, 0.5, False),
        }
        for name, make in cases.items():
            for index_type in (np.int32, np.int64):
                model = roi_case(make, index_type, box_size=5)
                for seed, shape in enumerate(SHAPES):
                    with self.subTest(op=name, index=index_type, shape=shape):
                        boxes, index = rotated_rois(shape[0], shape[2],
                                                    shape[3], 6 + seed, seed)
                        inputs = [integers(shape, seed), boxes,
                                  index.astype(index_type)]
                        plain, ours = self.both(model, inputs)
                        self.assertTrue(same_bits(ours[0], plain[0]), name)
                        np.testing.assert_allclose(ours[1], plain[1],
                                                   rtol=1e-5, atol=1e-4)
        self.assertTrue(any("ov_mlir ROIAlignRotated15" in line
                            for line in self.log), self.log)

    def test_no_boxes(self):
        model = roi_case(ROI["ROIAlign-3 avg i32"][0], np.int32)
        inputs = [integers(SHAPES[0], 0), np.zeros((0, 4), np.float32),
                  np.zeros((0,), np.int32)]
        plain, ours = self.both(model, inputs)
        for a, b in zip(plain, ours):
            self.assertTrue(same_bits(a, b))
        self.assertEqual(ours[0].shape, (0, CHANNELS, 3, 2))

    def test_module_compiled_from_other_attributes(self):
        # A node whose attributes differ from its module's (a taller kernel
        # than the module's): compile_model fails naming the attribute.
        x = o1.parameter([1, 8, 20, 18], np.float32, name="x")
        plain = o1.max_pool(x, [1, 1], [0, 0], [0, 0], [2, 2])
        offloaded = self.offload(ov.Model(plain.outputs(), [x]))
        attrs = next(n for n in offloaded.get_ops()
                     if n.get_type_name() == "MaxPool1").get_attributes()
        node = NodeFactory().create("MaxPool1", [x.output(0)],
                                    dict(attrs, kernel=[3, 2]))
        with self.assertRaises(RuntimeError) as caught:
            self.core.compile_model(ov.Model(node.outputs(), [x]), "CPU", F32)
        self.assertRegex(str(caught.exception),
                         r"ov_mlir MaxPool1 'MaxPool1_\d+': module '.*/"
                         r"MaxPool1-[0-9a-f]+\.so' does not fit the node: "
                         r"attribute 'kernel' is 3,2 on the node, 2,2 in the "
                         r"module\n")

    def test_element_types(self):
        # The plugin runs an f16 model in f32: the module, compiled for
        # f16, gets its input converted (Precision.h).
        for etype in (np.float16, np.int8, np.uint8, np.int32):
            x = o1.parameter([-1, 4, -1, -1], etype, name="x")
            pool = o8.max_pool(x, [2, 2], [1, 1], [0, 1], [1, 0], [3, 2],
                               index_element_type="i32")
            model = ov.Model(pool.outputs(), [x])
            value = np.random.default_rng(0).integers(
                -50, 50, (2, 4, 9, 8)).astype(etype)
            with self.subTest(etype=etype.__name__):
                plain, ours = self.both(model, [value], config={})
                for a, b in zip(plain, ours):
                    self.assertTrue(same_bits(a, b))

    def test_inference_precision_hints(self):
        # Under the f16 hint the plugin hands the f32 node f16 tensors.
        model = pooling_case(POOLING["MaxPool-8 i32"])
        for hint in ("f16", "bf16"):
            with self.subTest(hint=hint):
                plain, ours = self.both(model, [integers(SHAPES[0], 3)],
                                        {"INFERENCE_PRECISION_HINT": hint})
                for a, b in zip(plain[:2], ours[:2]):
                    self.assertTrue(same_bits(a, b))

    def test_throughput_mode_parallel_requests(self):
        # 8 streams: the plugin builds a graph per stream, cloning the
        # nodes from several threads at once (which corrupted the heap
        # while clones shared the built-in op's inputs), then runs 16
        # requests on one node and module. Compiled again and again, as
        # that race needs many tries to show.
        model = pooling_case(POOLING["MaxPool-8 i32"])
        offloaded = self.offload(model)
        plain = self.core.compile_model(model, "CPU", F32)
        inputs = [integers(SHAPES[i % 2], 10 + i) for i in range(16)]
        expected = [run(plain, [x]) for x in inputs]
        config = dict(F32, PERFORMANCE_HINT="THROUGHPUT", NUM_STREAMS="8")
        for attempt in range(30):
            compiled = self.core.compile_model(offloaded, "CPU", config)
            queue = ov.AsyncInferQueue(compiled, 8)
            results = {}
            queue.set_callback(lambda request, job: results.__setitem__(
                job, [request.get_output_tensor(i).data.copy()
                      for i in range(2)]))
            for job, x in enumerate(inputs):
                queue.start_async([x], job)
            queue.wait_all()
            for job in range(len(inputs)):
                for a, b in zip(expected[job][:2], results[job]):
                    self.assertTrue(same_bits(a, b), f"request {job}")

    def test_bad_batch_index_names_the_node(self):
        model = roi_case(ROI["ROIAlign-3 avg i32"][0], np.int32)
        compiled = self.core.compile_model(self.offload(model), "CPU", F32)
        boxes, index = rois(1, 20, 18, 3, 0)
        index[1] = 5
        with self.assertRaises(RuntimeError) as caught:
            run(compiled, [integers(SHAPES[0], 0), boxes,
                           index.astype(np.int32)])
        self.assertRegex(str(caught.exception),
                         r"ov_mlir ROIAlign3 'ROIAlign_\d+': ov.roi_align_v3 "
                         r"'ROIAlign3' at ROIAlign3.xml:\d+:\d+: a batch "
                         r"index is outside \[0, N\) \(N = data dim 0\) "
                         r"\(box 1: 5\)")

    def saved(self, name, model):
        folder = os.path.join(self.dir, name)
        os.makedirs(folder)
        om.save_model(self.offload(model, folder), os.path.join(folder,
                                                                "m.xml"))
        return folder

    def test_saved_model_names_no_absolute_path(self):
        folder = self.saved("relative", pooling_case(POOLING["MaxPool-1"]))
        with open(os.path.join(folder, "m.xml"), encoding="utf-8") as f:
            text = f.read()
        self.assertIn('module="ov_mlir_modules/MaxPool1-', text)
        self.assertNotIn(self.dir, text)
        # The modules' error messages name the one-op model's file, not the
        # scratch folder it was compiled in.
        for name in os.listdir(os.path.join(folder, "ov_mlir_modules")):
            path = os.path.join(folder, "ov_mlir_modules", name)
            with open(path, "rb") as f:
                data = f.read()
            self.assertIn(b"MaxPool1.xml:", data)
            self.assertNotIn(b"ovmlir-offload-", data)

    def test_output_names_survive_offload_and_save(self):
        model = pooling_case(POOLING["MaxPool-8 i32"])
        model.outputs[0].get_tensor().set_names({"pooled"})
        model.outputs[1].get_tensor().set_names({"indices"})
        folder = self.saved("names", model)
        saved = self.core.read_model(os.path.join(folder, "m.xml"))
        self.assertEqual([o.get_names() for o in saved.outputs][:2],
                         [{"pooled"}, {"indices"}])

    def test_missing_module_fails_compile_model(self):
        folder = self.saved("missing", pooling_case(POOLING["MaxPool-1"]))
        shutil.rmtree(os.path.join(folder, "ov_mlir_modules"))
        with self.assertRaises(RuntimeError) as caught:
            self.core.compile_model(os.path.join(folder, "m.xml"), "CPU")
        self.assertRegex(str(caught.exception),
                         r"ov_mlir MaxPool1 'MaxPool_\d+': .*/missing/"
                         r"ov_mlir_modules/MaxPool1-[0-9a-f]+\.so: cannot "
                         r"load "
                         r"module: No such file or directory")

    def test_moved_folder_runs_in_a_fresh_process(self):
        model = pooling_case(POOLING["MaxPool-8 i32"])
        folder = self.saved("before", model)
        moved = os.path.join(self.dir, "elsewhere", "after")
        os.makedirs(os.path.dirname(moved))
        os.rename(folder, moved)
        x = integers(SHAPES[1], 7)
        np.save(os.path.join(moved, "x.npy"), x)
        script = textwrap.dedent("""
            import sys, numpy as np, openvino as ov, ovmlir_openvino
            folder = sys.argv[1]
            compiled = ov.Core().compile_model(folder + "/m.xml", "CPU",
                {"INFERENCE_PRECISION_HINT": "f32"})
            out = compiled(np.load(folder + "/x.npy"))
            for i in range(2):
                np.save(folder + "/out%d.npy" % i, out[i])
        """)
        env = dict(os.environ)
        env.pop("OV_COMPILE", None)  # running needs no compiler
        subprocess.run([sys.executable, "-c", script, moved], check=True,
                       cwd="/", env=env)
        expected = run(self.core.compile_model(model, "CPU", F32), [x])
        for i in range(2):
            self.assertTrue(same_bits(
                np.load(os.path.join(moved, f"out{i}.npy")), expected[i]))

    def test_benchmark_app_resolves_under_OV_MLIR_MODEL_DIR(self):
        app = os.path.join(os.path.dirname(sys.executable), "benchmark_app")
        if not os.path.isfile(app):
            self.skipTest(f"no {app}")
        folder = self.saved("benchmark_app",
                            pooling_case(POOLING["MaxPool-1"]))
        command = [app, "-m", os.path.join(folder, "m.xml"), "-d", "CPU",
                   "-extensions", om.extension_path(), "-niter", "2",
                   "-hint", "latency", "-shape", "[1,3,16,16]"]
        env = {k: v for k, v in os.environ.items()
               if k not in ("OV_MLIR_MODEL_DIR", "PYTHONPATH")}
        failed = subprocess.run(command, cwd="/", env=env,
                                capture_output=True, text=True)
        self.assertNotEqual(failed.returncode, 0)
        self.assertRegex(failed.stdout + failed.stderr,
                         r"ov_mlir MaxPool1 'MaxPool_\d+': ov_mlir_modules/"
                         r"MaxPool1-[0-9a-f]+\.so: cannot load module: No "
                         r"such "
                         r"file or directory \(a relative module path is "
                         r"resolved under OV_MLIR_MODEL_DIR")
        subprocess.run(command, cwd="/",
                       env=dict(env, OV_MLIR_MODEL_DIR=folder),
                       check=True, capture_output=True)
        subprocess.run(command, cwd=folder, env=env, check=True,
                       capture_output=True)

    def test_module_for_missing_cpu_features_fails_compile_model(self):
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            flags = f.read()
        # CPUs whose every feature a descriptor can name (ov-compile refuses
        # the others, e.g. diamondrapids' APX).
        cpu = next((name for name, flag in (("graniterapids", " amx_fp16"),
                                            ("sapphirerapids", " amx_tile"),
                                            ("skylake-avx512", " avx512f"))
                    if flag not in flags), None)
        if cpu is None:
            self.skipTest("this machine has every CPU feature tried")
        folder = os.path.join(self.dir, "cpu-" + cpu)
        model = self.offload(pooling_case(POOLING["MaxPool-1"]), folder,
                             cpu=cpu)
        with self.assertRaises(RuntimeError) as caught:
            self.core.compile_model(model, "CPU")
        self.assertRegex(str(caught.exception),
                         r"ov_mlir MaxPool1 'MaxPool_\d+': .*the module was "
                         r"compiled for CPU features this machine lacks")

    def test_policy_and_decisions(self):
        model = pooling_case(POOLING["MaxPool-1"])
        log = []
        om.offload(model, self.dir, policy="all", log=log.append)
        self.assertEqual(len(log), 1)
        self.assertRegex(log[0], r"^offload MaxPool-1 'MaxPool_\d+' "
                         r"\(f32\[\?,8,1\.\.,1\.\.\]\) -> ov_mlir MaxPool1 ")
        with self.assertRaisesRegex(om.OffloadError, "unknown policy 'fast'"):
            om.offload(model, self.dir, policy="fast")

    def test_measured_policy_follows_its_measurement(self):
        x = o1.parameter([1, 3, 40, 40], np.float32, name="x")
        pool = o8.max_pool(conv(x, 3, CHANNELS, 3, seed=5), [2, 2], [1, 1],
                           [1, 1], [1, 1], [3, 3])
        model = ov.Model(pool.outputs(), [x])
        log = []
        result = om.offload(model, self.dir, policy="measured",
                            log=log.append)
        match = re.search(r"measured ([0-9.]+) ms offloaded vs ([0-9.]+) ms "
                          r"in OpenVINO", log[0])
        self.assertIsNotNone(match, log)
        from ovmlir_openvino.measure import MARGIN
        faster = float(match.group(1)) < MARGIN * float(match.group(2))
        self.assertEqual(log[0].startswith("offload "), faster, log)
        self.assertEqual(any(n.get_type_info().version_id == "ov_mlir"
                             for n in result.get_ops()), faster)

    def test_measured_policy_rule_for_dynamic_dims(self):
        # Dynamic dims leave nothing to measure: MaxPool with used indices
        # is offloaded by rule, a pool without them kept.
        log = []
        for make in (POOLING["MaxPool-8 i32"], POOLING["MaxPool-1"]):
            om.offload(pooling_case(make), self.dir, policy="measured",
                       log=log.append)
        self.assertRegex(log[0], r"^offload MaxPool-8 .*; dynamic input dims: "
                         r"by rule, OpenVINO runs MaxPool with used indices")
        self.assertRegex(log[1], r"^keep    MaxPool-1 .*: dynamic input dims: "
                         r"nothing to measure$")

    def test_measured_policy_measures_bounded_dims_at_their_bound(self):
        # A detector's "at most 150 boxes": measured with 150.
        make_op, index_type, _ = ROI["ROIAlign-9 half_pixel i32"]
        x = o1.parameter([1, 3, 12, 12], np.float32, name="x")
        boxes = o1.parameter([ov.Dimension(0, 6), 4], np.float32, name="r")
        index = o1.parameter([ov.Dimension(0, 6)], index_type, name="i")
        op = make_op(conv(x, 3, CHANNELS, 3, seed=3), boxes, index)
        log = []
        om.offload(ov.Model(op.outputs(), [x, boxes, index]), self.dir,
                   policy="measured", log=log.append)
        self.assertRegex(log[0], r"measured [0-9.]+ ms offloaded vs [0-9.]+ "
                         r"ms in OpenVINO at the upper bounds \[\[1, 8, 12, "
                         r"12\], \[6, 4\], \[6\]\]")

    def test_unused_indices_run_as_maxpool1(self):
        x = o1.parameter([-1, 3, -1, -1], np.float32, name="x")
        pool = o14.max_pool(conv(x, 3, CHANNELS, 3, seed=6), [2, 2], [1, 1],
                            [1, 1], [1, 1], [3, 3], "ceil")
        model = ov.Model([conv(pool.output(0), CHANNELS, 4, 3, 7).output(0),
                          pool.output(0)], [x])
        log = []
        offloaded = om.offload(model, self.dir, policy="all", log=log.append)
        self.assertRegex(log[0],
                         r"^offload MaxPool-14 .* -> ov_mlir MaxPool1 ")
        for seed, shape in enumerate(SHAPES):
            x_value = integers(shape, seed)
            plain = run(self.core.compile_model(model, "CPU", F32), [x_value])
            ours = run(self.core.compile_model(offloaded, "CPU", F32),
                       [x_value])
            self.assertTrue(same_bits(plain[1], ours[1]))
            np.testing.assert_allclose(ours[0], plain[0], rtol=1e-5)

    def test_i64_ports_are_compiled_as_i32(self):
        # The CPU plugin hands a custom op i32 where the model says i64:
        # the module takes i32 so that evaluate() converts nothing there.
        from ovmlir_openvino.offloading import _one_op_model
        pool = pooling_case(POOLING["MaxPool-8 i64 dilated"]).get_ordered_ops()
        pool = next(n for n in pool if n.get_type_name() == "MaxPool")
        alone = _one_op_model(pool, "MaxPool8", dict(pool.get_attributes()))
        self.assertEqual(alone.outputs[1].get_element_type(), ov.Type.i32)
        make_op, index_type, _ = ROI["ROIAlign-9 asymmetric i64"]
        roi = roi_case(make_op, index_type).get_ordered_ops()
        roi = next(n for n in roi if n.get_type_name() == "ROIAlign")
        alone = _one_op_model(roi, "ROIAlign9", dict(roi.get_attributes()))
        self.assertEqual(alone.inputs[2].get_element_type(), ov.Type.i32)
        # A host that hands i64 (OpenVINO's reference evaluate) still gets
        # the indices the plugin computes.
        # (A model of the pool alone: core has no Convolution evaluate.)
        x = o1.parameter(list(SHAPES[1]), np.float32, name="x")
        model = ov.Model(POOLING["MaxPool-8 i64 dilated"](x).outputs(), [x])
        x_value = integers(SHAPES[1], 5)
        plain = run(self.core.compile_model(model, "CPU", F32), [x_value])
        offloaded = self.offload(model)
        out = [ov.Tensor(o.get_element_type(), o.get_shape())
               for o in offloaded.outputs]
        self.assertTrue(offloaded.evaluate(out, [ov.Tensor(x_value)]))
        self.assertEqual(out[1].data.dtype, np.int64)
        np.testing.assert_array_equal(out[1].data, plain[1])

    def test_i64_indices_feeding_arithmetic(self):
        # The plugin's precision pass makes the Multiply's constant i32:
        # the offloaded op's indices must reach it as i32 too.
        x = o1.parameter([1, 3, 12, 10], np.float32, name="x")
        pool = o8.max_pool(conv(x, 3, CHANNELS, 3, seed=8), [2, 2], [1, 1],
                           [0, 0], [0, 0], [2, 2], index_element_type="i64")
        scaled = o1.multiply(pool.output(1), o1.constant(np.int64(3)))
        model = ov.Model([pool.output(0), scaled.output(0)], [x])
        plain, ours = self.both(model, [integers((1, 3, 12, 10), 9)])
        self.assertTrue(same_bits(plain[1], ours[1]))
        self.assertTrue(same_bits(plain[0], ours[0]))

    def test_offloads_dilated_avgpool16(self):
        # AvgPool-16's dilations are ov-compile's own (ov.avg_pool_v16):
        # the node is offloaded and computes the plugin's values.
        model = pooling_case(lambda f: o16.avg_pool(
            f, [1, 1], [0, 0], [0, 0], [2, 2], True, dilations=[2, 1]))
        log = []
        offloaded = om.offload(model, self.dir, policy="all", log=log.append)
        self.assertRegex(log[0],
                         r"^offload AvgPool-16 .* -> ov_mlir AvgPool16 ")
        for seed, shape in enumerate(SHAPES):
            x_value = integers(shape, seed)
            plain = run(self.core.compile_model(model, "CPU", F32), [x_value])
            ours = run(self.core.compile_model(offloaded, "CPU", F32),
                       [x_value])
            self.assertTrue(same_bits(plain[0], ours[0]))
            np.testing.assert_allclose(ours[1], plain[1], rtol=1e-5)


class Command(unittest.TestCase):
    """python -m ovmlir_openvino offload: one line on stderr, status 1."""

    def run_main(self, *args):
        from contextlib import redirect_stderr
        from io import StringIO
        from ovmlir_openvino.__main__ import main
        err = StringIO()
        with redirect_stderr(err):
            status = main(list(args))
        return status, err.getvalue()

    def test_refuses_to_overwrite_the_input(self):
        with tempfile.TemporaryDirectory() as tmp:
            xml = os.path.join(tmp, "m.xml")
            x = o1.parameter([1, 1, 4, 4], np.float32)
            ov.save_model(ov.Model(o1.relu(x).outputs(), [x]), xml)
            before = open(xml, "rb").read()
            status, err = self.run_main("offload", xml, "-o", xml)
            self.assertEqual(status, 1)
            self.assertRegex(err, r"^ovmlir_openvino: .*: the output would "
                             r"overwrite the input .*\n$")
            # The input's weights as the output: a .bin output is refused
            # whatever it names (its weights would be itself).
            status, err = self.run_main("offload", xml, "-o",
                                        os.path.join(tmp, "m.bin"))
            self.assertEqual(status, 1)
            self.assertRegex(err, r"^ovmlir_openvino: .*m\.bin: the model's "
                             r"weights file would be the model itself")
            self.assertEqual(open(xml, "rb").read(), before)

    def test_missing_input_and_missing_compiler(self):
        status, err = self.run_main("offload", "/nonexistent/m.xml", "-o",
                                    "/nonexistent/o.xml")
        self.assertEqual((status, err), (1, "ovmlir_openvino: /nonexistent/"
                                         "m.xml: no such model file\n"))
        with tempfile.TemporaryDirectory() as tmp:
            xml = os.path.join(tmp, "m.xml")
            x = o1.parameter([1, 1, 4, 4], np.float32)
            ov.save_model(ov.Model(o1.relu(x).outputs(), [x]), xml)
            status, err = self.run_main("offload", xml, "-o",
                                        os.path.join(tmp, "o.xml"),
                                        "--ov-compile", "/nonexistent/cc")
        self.assertEqual(status, 1)
        self.assertEqual(err, "ovmlir_openvino: ov-compile '/nonexistent/cc' "
                         "is not an executable file\n")


class Package(unittest.TestCase):
    def test_every_core_has_the_extension(self):
        with tempfile.TemporaryDirectory() as tmp:
            x = o1.parameter([1, 1, 4, 4], np.float32)
            pool = NodeFactory().create("MaxPool1", [x.output(0)], dict(
                strides=[1, 1], pads_begin=[0, 0], pads_end=[0, 0],
                kernel=[2, 2], rounding_type="floor", auto_pad="explicit",
                module="ov_mlir_modules/none.so"))
            xml = os.path.join(tmp, "m.xml")
            ov.save_model(ov.Model(pool.outputs(), [x]), xml)
            read = ("import openvino as ov{}\n"
                    "print(ov.Core().read_model({!r}).get_ordered_ops()[1]"
                    ".get_attributes()['module'])")
            without = subprocess.run(
                [sys.executable, "-c", read.format("", xml)],
                capture_output=True, text=True)
            with_package = subprocess.run(
                [sys.executable, "-c", read.format(", ovmlir_openvino", xml)],
                capture_output=True, text=True, check=True)
        self.assertNotEqual(without.returncode, 0)
        self.assertIn("MaxPool1", without.stderr)
        # Read from a file: the module path is made absolute under its folder.
        self.assertEqual(with_package.stdout.strip(),
                         os.path.join(tmp, "ov_mlir_modules", "none.so"))

    def test_refuses_another_openvino_release(self):
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copy(om.extension_path(), tmp)
            with open(os.path.join(tmp, "_build_info.py"), "w") as f:
                f.write('OPENVINO_VERSION = "2025.0.0"\n')
            env = dict(os.environ, OVMLIR_OPENVINO_EXTENSION=os.path.join(
                tmp, os.path.basename(om.extension_path())))
            run = subprocess.run([sys.executable, "-c",
                                  "import ovmlir_openvino"], env=env,
                                 capture_output=True, text=True)
        self.assertNotEqual(run.returncode, 0)
        last = run.stderr.strip().splitlines()[-1]
        self.assertRegex(last, r"^ImportError: ovmlir_openvino was built for "
                         r"OpenVINO 2025\.0\.0, this is OpenVINO 2026\.")


if __name__ == "__main__":
    unittest.main()
