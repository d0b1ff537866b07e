# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""examples/reference.py is the facade of the per-family references in
examples/references/ (docs/adding-an-op.md): every family module there is
imported by one line of the facade, its public names and its commands are
the facade's, and the facade loads by path without examples/ on sys.path
(as test_ovrt.py and integrations/torch's tests load it)."""

import importlib
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import unittest

import numpy as np

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples")
FACADE = os.path.join(EXAMPLES, "reference.py")
# The modules of references/ that are no family: what families share.
SHARED = ("common", "cli")


def family_modules():
    folder = os.path.join(EXAMPLES, "references")
    return sorted(name[:-3] for name in os.listdir(folder)
                  if name.endswith(".py") and name[:-3] not in SHARED + ("__init__",))


def load_facade():
    spec = importlib.util.spec_from_file_location("reference_under_test", FACADE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Facade(unittest.TestCase):
    def test_each_family_is_one_import_line(self):
        with open(FACADE) as f:
            text = f.read()
        for family in family_modules():
            lines = re.findall(r"^from references\.%s import \*" % family, text, re.M)
            self.assertEqual(len(lines), 1, "examples/reference.py: family module "
                             "references/%s.py needs one import line" % family)

    def test_family_names_and_commands_reach_the_facade(self):
        facade = load_facade()
        for family in family_modules():
            module = importlib.import_module("references." + family)
            for name in module.__all__:
                self.assertIs(getattr(facade, name, None), getattr(module, name),
                              "reference.%s (references/%s.py)" % (name, family))
        commands = facade.cli.parser(facade.__doc__)._subparsers._group_actions[0].choices
        for name in ("inputs-maxpool", "check-maxpool", "maxpool", "inputs-roialign",
                     "check-roialign", "roi_align", "roi_pooling"):
            self.assertIn(name, commands)

    def test_loads_by_path_alone(self):
        code = ("import importlib.util, sys; spec = importlib.util.spec_from_file_location("
                "'r', sys.argv[1]); m = importlib.util.module_from_spec(spec); "
                "spec.loader.exec_module(m); print(m.roi_pooling.__name__, m.Refused.__name__)")
        out = subprocess.run([sys.executable, "-c", code, FACADE], capture_output=True,
                             text=True, cwd="/", check=True).stdout
        self.assertEqual(out.split(), ["roi_pooling", "Refused"])

    def test_refusal_is_one_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            x = os.path.join(tmp, "x.npy")
            np.save(x, np.zeros((1, 1, 4, 4), np.float32))
            proc = subprocess.run([sys.executable, FACADE, "maxpool", x, "v.npy", "i.npy",
                                   "--kernel", "2,2,2", "--strides", "1,1,1"],
                                  capture_output=True, text=True, cwd=tmp)
        self.assertEqual(proc.returncode, 1)
        self.assertEqual(proc.stderr, "reference.py: kernel rank does not match the input\n")

if __name__ == "__main__":
    unittest.main()
