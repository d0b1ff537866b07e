# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""runtime/ABI.md's statements of which descriptor versions libovrt reads
match the libovrt under test: its answer to a version it does not read
names the range it reads, and every "reads versions 1 to N" of ABI.md, and
its example of the refusal, say the same.

Run by ctest (python.ovrt) with OVRT_LIBRARY set to the build's library.
"""

import ctypes
import os
import re
import unittest

import ovrt

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def runtime_reads():
    """The last descriptor version libovrt reads, from its refusal of one
    it cannot read."""
    lib = ctypes.CDLL(ovrt.library_path())
    lib.ovrt_descriptor_parse.argtypes = [ctypes.c_char_p, ctypes.c_size_t,
                                          ctypes.POINTER(ctypes.c_void_p)]
    lib.ovrt_last_error.restype = ctypes.c_char_p
    text = b"ovmodule 999999\n"
    out = ctypes.c_void_p()
    assert lib.ovrt_descriptor_parse(text, len(text), ctypes.byref(out)) != 0
    error = lib.ovrt_last_error().decode()
    match = re.search(r"\(this runtime reads 1 to (\d+)\)", error)
    assert match, error
    return int(match.group(1))


class AbiDocTest(unittest.TestCase):
    def test_descriptor_versions_match_the_runtime(self):
        last = runtime_reads()
        with open(os.path.join(REPO, "runtime", "ABI.md"), encoding="utf-8") as f:
            text = f.read()
        stated = [int(n) for n in re.findall(r"reads\s+(?:versions\s+)?1\s+to\s+(\d+)", text)]
        self.assertGreaterEqual(len(stated), 2, "ABI.md states no version range")
        self.assertEqual(set(stated), {last},
                         f"runtime/ABI.md says libovrt reads 1 to {stated}; it reads "
                         f"1 to {last}")
        refused = re.findall(r"unsupported descriptor version (\d+) \(this runtime\s+"
                             r"reads 1 to (\d+)\)", text)
        self.assertTrue(refused, "ABI.md shows no refusal")
        for version, reads in refused:
            self.assertEqual((int(version), int(reads)), (last + 1, last),
                             "ABI.md's example refusal is not the runtime's")


if __name__ == "__main__":
    unittest.main()
