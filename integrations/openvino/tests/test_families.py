# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The families' versions and inputs as the offload step reads them
(families.py, written by tools/ov-opset-table from the opset table).

- Each version names the OpenVINO op the offload step matches (its type
  info); test_offload.py offloads each into the extension's ov_mlir op.
- The measured policy makes each input of a candidate from its family's
  description of its ports: ROIPooling-2 (data and [R, 5] boxes whose
  column 0 is the image; bilinear's normalized) gets both inputs and runs
  in OpenVINO on them, where guessing by the input count made its data
  alone. A family whose description it cannot follow is kept by rule,
  never measured on guessed inputs.
- ROIPooling-2 offloaded (max, bilinear) equals the CPU plugin's own bit
  for bit; its module's record holds its attributes.
- ROIAlign's and ROIAlignRotated's inputs are the values they were before.

Environment (tests/CMakeLists.txt): OV_COMPILE, OVMLIR_OPENVINO_EXTENSION,
PYTHONPATH
with integrations/openvino.
"""

import shutil
import tempfile
import unittest
from unittest import mock

import numpy as np
import openvino as ov
import openvino.opset1 as o1
import openvino.opset2 as o2
import openvino.opset9 as o9
import openvino.opset15 as o15
from openvino.utils.node_factory import NodeFactory

import ovmlir_openvino as om
from ovmlir_openvino import families, measure, offloading

# ROIPooling-2 as families.py describes it (the opset table's rows).
ROI_POOLING = (("data", ()), ("boxes", ("batch", "x1", "y1", "x2", "y2")))


def param(shape, dtype=np.float32):
    return o1.parameter(shape, dtype)


class Versions(unittest.TestCase):
    def test_each_version_names_openvinos_op(self):
        for layer_type, version, first, last in families.LAYER_VERSIONS:
            with self.subTest(f"{layer_type}-{version}"):
                self.assertLessEqual(first, last)
                # The op's class is its version's opset's, every opset of
                # the row has it (ROIPooling-2: type info "opset2").
                for opset in (version, last):
                    info = NodeFactory(f"opset{opset}").create(
                        layer_type).get_type_info()
                    self.assertEqual((info.name, info.version_id),
                                     (layer_type, f"opset{version}"))
                self.assertEqual(
                    offloading.FAMILY_OPS[(info.name, info.version_id)],
                    f"{layer_type}{version}")

    def test_each_family_describes_its_ports(self):
        for layer_type, *_ in families.LAYER_VERSIONS:
            with self.subTest(layer_type):
                ports = families.LAYER_INPUTS[layer_type]
                self.assertEqual(ports[0], ("data", ()))


class TwoInputFamily(unittest.TestCase):
    """ROIPooling-2: data [N, C, H, W] and boxes [R, 5] (image, x1, y1, x2,
    y2), no batch-index input."""

    def node(self):
        return o2.roi_pooling(param([2, 4, 16, 12]), param([6, 5]),
                              [3, 3], 0.5, "max")

    def test_inputs_follow_the_description(self):
        node = self.node()
        shapes = [[2, 4, 16, 12], [6, 5]]
        with mock.patch.dict(measure.LAYER_INPUTS,
                             {"ROIPooling": ROI_POOLING}):
            values = measure._inputs(node, shapes,
                                     np.random.default_rng(0))
        self.assertEqual([v.shape for v in values], [(2, 4, 16, 12), (6, 5)])
        boxes = values[1]
        images = boxes[:, 0]
        self.assertTrue(np.array_equal(images, np.round(images)))
        self.assertTrue(((images >= 0) & (images < 2)).all())
        self.assertTrue((boxes[:, 1] < boxes[:, 3]).all())
        self.assertTrue((boxes[:, 2] < boxes[:, 4]).all())
        # Coordinates at spatial_scale 0.5: within twice the map's size.
        self.assertTrue((boxes[:, 3] <= 2 * 12).all())
        self.assertTrue((boxes[:, 4] <= 2 * 16).all())
        # OpenVINO's node runs on them inside the measurement's model.
        model = measure._small_model(node, shapes, lambda args: o2.roi_pooling(
            args[0], args[1], [3, 3], 0.5, "max"))
        out = ov.Core().compile_model(model, "CPU")(values)[0]
        self.assertEqual(out.shape, (6, 4, 3, 3))
        self.assertTrue(np.isfinite(out).all())

    def test_the_table_describes_it(self):
        self.assertEqual(families.LAYER_INPUTS["ROIPooling"], ROI_POOLING)

    def test_bilinear_boxes_are_normalized(self):
        node = o2.roi_pooling(param([2, 4, 16, 12]), param([6, 5]),
                              [3, 3], 0.5, "bilinear")
        boxes = measure._inputs(node, [[2, 4, 16, 12], [6, 5]],
                                np.random.default_rng(0))[1]
        corners = boxes[:, 1:]
        self.assertTrue(((corners >= 0) & (corners < 1)).all(), boxes)
        self.assertTrue((boxes[:, 1] < boxes[:, 3]).all())
        self.assertTrue((boxes[:, 2] < boxes[:, 4]).all())

    def test_boxes_of_another_width_are_not_measured(self):
        corners = (("data", ()), ("boxes", ("x1", "y1", "x2", "y2")))
        with mock.patch.dict(measure.LAYER_INPUTS, {"ROIPooling": corners}):
            offload, why = measure.faster_offloaded(
                self.node(), "ROIPooling2", {}, "unused.so")
        self.assertFalse(offload)
        self.assertEqual(why, "cannot make its inputs: input 1 is [6, 5], "
                              "not [R, 4] boxes: nothing to measure")

    def test_an_undescribed_family_is_not_measured(self):
        with mock.patch.dict(measure.LAYER_INPUTS):
            measure.LAYER_INPUTS.pop("ROIPooling", None)
            offload, why = measure.faster_offloaded(
                self.node(), "ROIPooling2", {}, "unused.so")
        self.assertFalse(offload)
        self.assertEqual(why, "cannot make its inputs: no description of "
                              "ROIPooling's inputs: nothing to measure")

    def test_an_unknown_role_is_not_measured(self):
        shape_input = (("data", ()), ("output_shape", ()))
        with mock.patch.dict(measure.LAYER_INPUTS,
                             {"ROIPooling": shape_input}):
            offload, why = measure.faster_offloaded(
                self.node(), "ROIPooling2", {}, "unused.so")
        self.assertFalse(offload)
        self.assertIn("inputs of role 'output_shape'", why)


def roi_pooling_boxes(batch, height, width, count, method, scale, seed):
    """[count, 5] boxes (image, x1, y1, x2, y2): max's in map coordinates
    over the scaled map, some past its edges and some inverted; bilinear's
    normalized, mostly inside [0, 1]; fractional images (truncated)."""
    rng = np.random.default_rng(seed)
    images = rng.integers(0, batch, count) + rng.choice([0.0, 0.5], count)
    if method == "max":
        corners = rng.uniform(-2, max(height, width) + 2, (count, 4)) / scale
    else:
        corners = rng.uniform(-0.1, 1.1, (count, 4))
    return np.concatenate([images[:, None], corners], 1).astype(np.float32)


class Offloaded(unittest.TestCase):
    """ROIPooling-2 offloaded (policy "all") runs inside OpenVINO's CPU
    plugin bit for bit as the plugin's own ROIPooling (docs/semantics.md
    9.3: ov-mlir follows the plugin's kernel), max and bilinear, on two
    input shapes through one module."""

    CASES = {"max 3x2 scale 0.5": ([3, 2], 0.5, "max"),
             "bilinear 2x3": ([2, 3], 1.0, "bilinear"),
             "bilinear 1x1": ([1, 1], 1.0, "bilinear")}

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="ovmlir-openvino-roipooling-")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    @staticmethod
    def model(size, scale, method):
        # Integer weights and inputs: the map is exact whatever the layout.
        x = param([-1, 3, -1, -1])
        boxes = param([-1, 5])
        weights = np.random.default_rng(1).integers(
            -1, 2, (6, 3, 3, 3)).astype(np.float32)
        feat = o1.convolution(x, o1.constant(weights), [1, 1], [1, 1],
                              [1, 1], [1, 1])
        pool = o2.roi_pooling(feat, boxes, size, scale, method)
        return ov.Model(pool.outputs() + feat.outputs(), [x, boxes])

    def test_max_and_bilinear_equal_the_plugin(self):
        core = ov.Core()
        config = {"INFERENCE_PRECISION_HINT": "f32"}
        for name, (size, scale, method) in self.CASES.items():
            model = self.model(size, scale, method)
            log = []
            offloaded = om.offload(model, self.dir, policy="all",
                                   log=log.append)
            ops = [n.get_type_name() for n in offloaded.get_ops()]
            self.assertIn("ROIPooling2", ops, log)
            self.assertNotIn("ROIPooling", ops, log)
            plain = core.compile_model(model, "CPU", config)
            ours = core.compile_model(offloaded, "CPU", config)
            for seed, shape in enumerate([(1, 3, 12, 10), (2, 3, 9, 14)]):
                with self.subTest(op=name, shape=shape):
                    rng = np.random.default_rng(seed)
                    x = rng.integers(-4, 5, shape).astype(np.float32)
                    boxes = roi_pooling_boxes(shape[0], shape[2], shape[3],
                                              5 + seed, method, scale, seed)
                    expected = plain([x, boxes])[0]
                    got = ours([x, boxes])[0]
                    self.assertEqual(got.shape, (5 + seed, 6, *size))
                    self.assertEqual(got.dtype, expected.dtype)
                    self.assertTrue(np.array_equal(
                        got.view(np.uint32), expected.view(np.uint32)),
                        f"{name}: {got} vs {expected}")

    def test_module_of_another_method_is_refused(self):
        # The module's record holds ROIPooling's attributes: a node whose
        # method was edited by hand fails compile_model naming it.
        model = self.model([3, 2], 0.5, "max")
        offloaded = om.offload(model, self.dir, policy="all",
                               log=lambda line: None)
        node = next(n for n in offloaded.get_ops()
                    if n.get_type_name() == "ROIPooling2")
        edited = NodeFactory().create(
            "ROIPooling2", [i.get_source_output() for i in node.inputs()],
            dict(node.get_attributes(), method="bilinear"))
        with self.assertRaises(RuntimeError) as caught:
            ov.Core().compile_model(ov.Model(
                edited.outputs(), offloaded.get_parameters()), "CPU")
        self.assertRegex(str(caught.exception),
                         r"ov_mlir ROIPooling2 '.*': module '.*/ROIPooling2-"
                         r"[0-9a-f]+\.so' does not fit the node: attribute "
                         r"'method' is bilinear on the node, max in the "
                         r"module\n")

    def test_measured_policy_runs_both(self):
        # The measured policy makes both inputs from families.py and times
        # OpenVINO's node and the module on them: a verdict, never a
        # failure, for each method.
        for name, (size, scale, method) in self.CASES.items():
            with self.subTest(op=name):
                x = param([1, 3, 16, 16])
                boxes = param([8, 5])
                model = ov.Model(o2.roi_pooling(x, boxes, size, scale,
                                                method).outputs(),
                                 [x, boxes])
                log = []
                om.offload(model, self.dir, policy="measured",
                           log=log.append)
                self.assertTrue(any("ROIPooling-2" in line and
                                    "measured" in line for line in log),
                                log)


class FormerInputs(unittest.TestCase):
    """ROIAlign's corners and ROIAlignRotated's centre, size and angle are
    drawn as before the families described their inputs."""

    @staticmethod
    def former(shapes, scale, rotated, index_type):
        rng = np.random.default_rng(0)
        values = [rng.uniform(-1, 1, shapes[0]).astype(np.float32)]
        n, _, height, width = shapes[0]
        count = shapes[1][0]
        x0 = rng.uniform(0, width / 2, count) / scale
        y0 = rng.uniform(0, height / 2, count) / scale
        w = rng.uniform(1, width / 2, count) / scale
        h = rng.uniform(1, height / 2, count) / scale
        if rotated:
            angle = rng.uniform(-np.pi, np.pi, count)
            boxes = np.stack([x0 + w / 2, y0 + h / 2, w, h, angle], 1)
        else:
            boxes = np.stack([x0, y0, x0 + w, y0 + h], 1)
        return values + [boxes.astype(np.float32),
                         rng.integers(0, n, count).astype(index_type)]

    def check(self, node, shapes, rotated, index_type):
        made = measure._inputs(node, shapes, np.random.default_rng(0))
        former = self.former(shapes, 0.25, rotated, index_type)
        for a, b in zip(made, former, strict=True):
            self.assertEqual(a.dtype, b.dtype)
            np.testing.assert_array_equal(a, b)

    def test_roialign(self):
        shapes = [[2, 3, 10, 14], [5, 4], [5]]
        node = o9.roi_align(param(shapes[0]), param(shapes[1]),
                            param(shapes[2], np.int64), 2, 2, 2, 0.25, "avg",
                            "asymmetric")
        self.check(node, shapes, False, np.int64)

    def test_roialign_rotated(self):
        shapes = [[2, 3, 10, 14], [5, 5], [5]]
        node = o15.roi_align_rotated(param(shapes[0]), param(shapes[1]),
                                     param(shapes[2], np.int32), 2, 2, 2,
                                     0.25, False)
        self.check(node, shapes, True, np.int32)


if __name__ == "__main__":
    unittest.main()
