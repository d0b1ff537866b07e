# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""An offloaded node against a module that does not fit it (issue 50): the
module records what it was compiled from (src/Record.h) and compile_model
refuses a mismatch naming the node and the attribute; a module whose
shapes disagree with OpenVINO's shape inference fails the inference
naming the node, either way; indices a module's i32 cannot hold are
refused naming the input; OVRT_NUM_THREADS, which does not apply inside
OpenVINO, breaks nothing.

Environment as test_offload.py's (integrations/openvino/tests/CMakeLists.txt).
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
import openvino.opset15 as o15

import ovmlir_openvino as om
from ovmlir_openvino.offloading import _one_op_model

X = [1, 2, 9, 9]


def named(node):
    node.set_friendly_name("pool")
    return node


def pooling(make, element=np.float32):
    x = o1.parameter(X, element, name="x")
    return ov.Model(named(make(x)).outputs(), [x])


def roi(make, box_size=4):
    x = o1.parameter(X, np.float32, name="x")
    boxes = o1.parameter([3, box_size], np.float32, name="rois")
    index = o1.parameter([3], np.int32, name="index")
    return ov.Model(named(make(x, boxes, index)).outputs(), [x, boxes, index])


MODELS = {
    "avg1": lambda: pooling(lambda x: o1.avg_pool(
        x, [1, 1], [1, 1], [1, 1], [3, 3], True)),
    "max1": lambda: pooling(lambda x: o1.max_pool(
        x, [1, 1], [1, 1], [1, 1], [3, 3], "floor")),
    "max8": lambda: pooling(lambda x: o8.max_pool(
        x, [1, 1], [1, 1], [1, 1], [1, 1], [3, 3], index_element_type="i32")),
    "roi3": lambda: roi(lambda x, b, i: o3.roi_align(
        x, b, i, 2, 2, 2, 0.5, "avg")),
    "roi9": lambda: roi(lambda x, b, i: o9.roi_align(
        x, b, i, 2, 2, 2, 1.0, "avg", "asymmetric")),
    "rot15": lambda: roi(lambda x, b, i: o15.roi_align_rotated(
        x, b, i, 2, 2, 2, 1.0, False), box_size=5),
}

# Hand edits of an offloaded model's XML: (model, ov_mlir op, attribute,
# its text before and after, how the message shows them before and after).
EDITS = [
    ("avg1", "AvgPool1", "exclude-pad", "true", "false", "true", "false"),
    ("avg1", "AvgPool1", "auto_pad", "explicit", "same_upper", "explicit",
     "same_upper"),
    ("avg1", "AvgPool1", "rounding_type", "floor", "ceil", "floor", "ceil"),
    ("max1", "MaxPool1", "kernel", "3, 3", "1, 1", "3,3", "1,1"),
    ("max1", "MaxPool1", "strides", "1, 1", "2, 1", "1,1", "2,1"),
    ("max1", "MaxPool1", "pads_end", "1, 1", "0, 1", "1,1", "0,1"),
    ("max8", "MaxPool8", "axis", "0", "1", "0", "1"),
    ("max8", "MaxPool8", "dilations", "1, 1", "2, 2", "1,1", "2,2"),
    ("roi3", "ROIAlign3", "sampling_ratio", "2", "3", "2", "3"),
    ("roi3", "ROIAlign3", "spatial_scale", "0.5", "0.25", "0.5", "0.25"),
    ("roi3", "ROIAlign3", "mode", "avg", "max", "avg", "max"),
    ("roi3", "ROIAlign3", "pooled_h", "2", "4", "2", "4"),
    ("roi9", "ROIAlign9", "aligned_mode", "asymmetric", "half_pixel",
     "asymmetric", "half_pixel"),
    ("rot15", "ROIAlignRotated15", "clockwise_mode", "false", "true",
     "false", "true"),
]


def module_of(xml):
    with open(xml) as f:
        return os.path.join(os.path.dirname(xml), re.search(
            r'module="([^"]*)"', f.read()).group(1))


class ModuleFit(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="ovmlir-fit-")
        cls.saved = {}
        for name, make in MODELS.items():
            folder = os.path.join(cls.tmp, name)
            model = om.offload(make(), folder, policy="all",
                               log=lambda _: None)
            xml = os.path.join(folder, "m.xml")
            om.save_model(model, xml)
            cls.saved[name] = xml

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def refusal(self, xml):
        with self.assertRaises(RuntimeError) as caught:
            ov.Core().compile_model(xml, "CPU")
        return str(caught.exception)

    def copy(self, name):
        """A copy of a saved model (its folder) to tamper with."""
        folder = os.path.join(self.tmp, f"copy-{len(os.listdir(self.tmp))}")
        shutil.copytree(os.path.dirname(self.saved[name]), folder)
        return os.path.join(folder, "m.xml")

    def test_hand_edited_attributes_are_refused(self):
        for name, op, attr, old, new, shown_old, shown_new in EDITS:
            with self.subTest(attr=attr, op=op):
                xml = self.copy(name)
                with open(xml) as f:
                    text = f.read()
                self.assertEqual(text.count(f'{attr}="{old}"'), 1, attr)
                with open(xml, "w") as f:
                    f.write(text.replace(f'{attr}="{old}"', f'{attr}="{new}"'))
                self.assertRegex(
                    self.refusal(xml),
                    rf"\nov_mlir {op} 'pool': module '.*/ov_mlir_modules/"
                    rf"{op}-[0-9a-f]+\.so' does not fit the node: attribute "
                    rf"'{attr}' is {shown_new} on the node, {shown_old} in "
                    rf"the module\n")

    def test_another_nodes_module_copied_over(self):
        # A module of the same op with another kernel.
        other = om.offload(pooling(lambda x: o1.max_pool(
            x, [1, 1], [1, 1], [1, 1], [5, 5], "floor")),
            os.path.join(self.tmp, "max1-5x5"), policy="all",
            log=lambda _: None)
        source = next(n for n in other.get_ops() if n.get_type_info()
                      .version_id == "ov_mlir").get_attributes()["module"]
        xml = self.copy("max1")
        shutil.copy(source, module_of(xml))
        self.assertIn("does not fit the node: attribute 'kernel' is 3,3 on "
                      "the node, 5,5 in the module", self.refusal(xml))
        # An f16 module on the f32 node.
        f16 = om.offload(pooling(lambda x: o1.max_pool(
            x, [1, 1], [1, 1], [1, 1], [3, 3], "floor"), np.float16),
            os.path.join(self.tmp, "max1-f16"), policy="all",
            log=lambda _: None)
        source = next(n for n in f16.get_ops() if n.get_type_info()
                      .version_id == "ov_mlir").get_attributes()["module"]
        shutil.copy(source, module_of(xml))
        self.assertIn("does not fit the node: input 1 is f32 of rank 4 on the "
                      "node, f16 of rank 4 in the module", self.refusal(xml))

    def compile_module(self, model, module):
        with tempfile.TemporaryDirectory() as tmp:
            ov.save_model(model, os.path.join(tmp, "m.xml"),
                          compress_to_fp16=False)
            subprocess.run([os.environ["OV_COMPILE"], "m.xml", "-o", module],
                           cwd=tmp, check=True)

    def test_a_module_of_two_ops(self):
        # Two pools in one module under the op's name (what the offload
        # step named its modules before records): it records nothing.
        x = o1.parameter(X, np.float32, name="x")
        first = o1.max_pool(x, [1, 1], [1, 1], [1, 1], [3, 3], "floor")
        second = o1.max_pool(first, [1, 1], [1, 1], [1, 1], [3, 3], "floor")
        xml = self.copy("max1")
        self.compile_module(ov.Model(second.outputs(), [x], "MaxPool1"),
                            module_of(xml))
        self.assertIn("does not fit the node: the module records no "
                      "attributes or inputs (its function is 'MaxPool1'",
                      self.refusal(xml))

    def forged(self, module_kernel):
        """The 3x3 MaxPool-1 node without padding (7x7 out of 9x9) whose
        module is a MaxPool-1 of another kernel recording the node's
        attributes (a forged or miscompiled module): only the shape check
        at inference is left to catch it."""
        make = lambda k: pooling(lambda x: o1.max_pool(  # noqa: E731
            x, [1, 1], [0, 0], [0, 0], [k, k], "floor"))
        folder = os.path.join(self.tmp, f"forged-{module_kernel}")
        model = om.offload(make(3), folder, policy="all", log=lambda _: None)
        node = next(n for n in model.get_ops()
                    if n.get_type_info().version_id == "ov_mlir")
        attrs = dict(node.get_attributes())
        module = attrs.pop("module")
        record = _one_op_model(node, "MaxPool1", attrs).get_friendly_name()
        builtin = next(n for n in make(module_kernel).get_ops()
                       if n.get_type_name() == "MaxPool")
        liar = _one_op_model(builtin, "MaxPool1",
                             dict(builtin.get_attributes()))
        liar.set_friendly_name(record)
        self.compile_module(liar, module)
        return ov.Core().compile_model(model, "CPU")

    def test_module_shapes_against_openvinos_either_way(self):
        data = np.arange(162, dtype=np.float32).reshape(X)
        for kernel, computed in ((5, "[1,2,5,5]"), (1, "[1,2,9,9]")):
            with self.subTest(kernel=kernel):
                compiled = self.forged(kernel)
                with self.assertRaises(RuntimeError) as caught:
                    compiled(data)
                self.assertIn(f"ov_mlir MaxPool1 'pool': output 1: the module "
                              f"computes shape {computed}, OpenVINO's shape "
                              f"inference gives [1,2,7,7] for these inputs",
                              str(caught.exception))

    def test_i64_indices_outside_i32_are_refused(self):
        # Model.evaluate hands the module i64 batch indices, which it takes
        # as i32: 2^32 ran as batch 0 (OpenVINO's reference refuses it).
        x = o1.parameter([2, 2, 6, 6], np.float32, name="x")
        boxes = o1.parameter([2, 4], np.float32, name="rois")
        index = o1.parameter([2], np.int64, name="index")
        node = named(o3.roi_align(x, boxes, index, 2, 2, 2, 1.0, "avg"))
        model = om.offload(ov.Model(node.outputs(), [x, boxes, index]),
                           os.path.join(self.tmp, "i64"), policy="all",
                           log=lambda _: None)
        data = np.ones((2, 2, 6, 6), np.float32)
        rois = np.array([[0, 0, 3, 3], [1, 1, 4, 4]], np.float32)
        out = [ov.Tensor(ov.Type.f32, [2, 2, 2, 2])]
        self.assertTrue(model.evaluate(out, [ov.Tensor(a) for a in (
            data, rois, np.array([0, 1], np.int64))]))
        for bad in (2**32, -2**31 - 1):
            with self.subTest(bad=bad):
                with self.assertRaises(RuntimeError) as caught:
                    model.evaluate(out, [ov.Tensor(a) for a in (
                        data, rois, np.array([0, bad], np.int64))])
                self.assertIn(f"ov_mlir ROIAlign3 'pool': input 3: element 1 "
                              f"is {bad}, outside the range of i32",
                              str(caught.exception))

    def test_ovrt_num_threads_does_not_apply_inside_openvino(self):
        xml = self.saved["max1"]
        code = textwrap.dedent(f"""
            import numpy as np, openvino as ov, ovmlir_openvino
            x = np.arange(162, dtype=np.float32).reshape({X})
            print(ov.Core().compile_model({xml!r}, "CPU")(x)[0].sum())
            """)
        x = np.arange(162, dtype=np.float32).reshape(X)
        want = ov.Core().compile_model(MODELS["max1"](), "CPU")(x)[0].sum()
        for value in ("abc", "0", "99999"):
            with self.subTest(value=value):
                run = subprocess.run(
                    [sys.executable, "-c", code], capture_output=True,
                    text=True, env=dict(os.environ, OVRT_NUM_THREADS=value))
                self.assertEqual(run.returncode, 0, run.stderr)
                self.assertEqual(float(run.stdout), want)

    def test_control_characters_of_a_name_are_escaped(self):
        xml = self.copy("max1")
        with open(xml) as f:
            text = f.read()
        with open(xml, "w") as f:
            f.write(text.replace('name="pool"', 'name="p&#27;[31m&#10;ool"')
                    .replace('kernel="3, 3"', 'kernel="1, 1"'))
        self.assertIn("ov_mlir MaxPool1 'p\\x1b[31m\\x0aool': module",
                      self.refusal(xml))


if __name__ == "__main__":
    unittest.main()
