#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The oracle's family table (families/): every module there registers one
family with one import line, every op name has one family, the draws cover
[0, 1) and the streams are distinct, and cases.py and ours.py dispatch every
generated case through it. NumPy alone (no OpenVINO, no build)."""

import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cases  # noqa: E402
import families  # noqa: E402
import ours  # noqa: E402

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "families")


class Table(unittest.TestCase):
    def test_each_module_is_one_registration_line(self):
        with open(os.path.join(FOLDER, "__init__.py")) as f:
            text = f.read()
        modules = sorted(n[:-3] for n in os.listdir(FOLDER)
                         if n.endswith(".py") and n != "__init__.py")
        for module in modules:
            self.assertEqual(len(re.findall(r"^from \. import %s\b" % module, text, re.M)), 1,
                             "families/__init__.py: families/%s.py needs one import line"
                             % module)
        self.assertEqual(len(families.FAMILIES), len(modules))

    def test_ops_and_streams_are_distinct(self):
        ops = [op for f in families.FAMILIES for op in f.ops]
        self.assertEqual(len(ops), len(set(ops)))
        streams = [f.stream[0] for f in families.FAMILIES if f.stream]
        self.assertEqual(len(streams), len(set(streams)))
        with self.assertRaisesRegex(ValueError, "no family registers op 'nosuchop'"):
            families.of({"op": "nosuchop"})
        with self.assertRaisesRegex(ValueError, "op maxpool8 registered twice"):
            families.register(families.Family("again", ("maxpool8",), *[None] * 4))

    def test_main_draw_covers_the_unit_interval(self):
        bounds = sorted(bound for f in families.FAMILIES for bound, _ in f.main)
        self.assertTrue(bounds and bounds[-1] == 1.0 and bounds[0] > 0)
        self.assertEqual(len(bounds), len(set(bounds)))

    def test_every_case_dispatches(self):
        seen = set()
        for k in range(400):
            case = cases.generate(20261123, k)
            family = families.of(case)
            seen.add(family.name)
            types = family.input_types(case)
            self.assertEqual(len(types), len(case["inputs"]), cases.describe(case))
            self.assertEqual(len(types), len(case["dynamic"]), cases.describe(case))
            text = ours.function_text("f", case)
            self.assertTrue(text.startswith("func.func @f(") and " = ov." in text, text)
        self.assertEqual(seen, {f.name for f in families.FAMILIES})


if __name__ == "__main__":
    unittest.main()
