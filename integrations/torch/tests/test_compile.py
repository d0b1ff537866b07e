# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""torch.compile and torch.export with ovmlir_torch enabled (torch 2.x;
skips in one line on torch 1.x, which has neither): a model with
roi_align, max_pool2d with indices and max_unpool2d gives the eager
answer bit for bit compiled with and without the package, and the compiled
model runs ov-mlir's kernels where the backend calls the op's kernel
(Inductor falls back to torchvision::roi_align; aot_eager calls every
aten op), counted by ovmlir_torch.stats()."""

import unittest

from test_ovmlir_torch import Bitwise, _data, torch, torchvision

if torch is not None:
    import torch.nn.functional as F
    import ovmlir_torch


def setUpModule():
    import test_ovmlir_torch
    test_ovmlir_torch.setUpModule()
    if not hasattr(torch, "compile") or not hasattr(torch, "export"):
        raise unittest.SkipTest(f"torch {torch.__version__} has no torch.compile "
                                "or torch.export")
    if torchvision is None:
        raise unittest.SkipTest("torchvision is not installed")


def tearDownModule():
    import test_ovmlir_torch
    test_ovmlir_torch.tearDownModule()


class PoolRoi(torch.nn.Module if torch is not None else object):
    """SegNet's pool/unpool pair and a detector's roi_align."""

    def forward(self, x, rois):
        v, i = F.max_pool2d(x, 2, 2, return_indices=True)
        u = F.max_unpool2d(v, i, 2, 2, output_size=x.shape[-2:])
        r = torchvision.ops.roi_align(u + x, rois, 3, 0.5, 2, True)
        return v, i, r


def _inputs():
    x = _data((2, 4, 16, 16), torch.float32, 70)
    g = torch.Generator().manual_seed(71)
    xy = torch.rand((12, 2), generator=g) * 24
    wh = torch.rand((12, 2), generator=g) * 12
    batch = torch.randint(0, 2, (12, 1), generator=g).to(torch.float32)
    return x, torch.cat([batch, xy, xy + wh], 1)


class Compile(Bitwise, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        ovmlir_torch.disable()
        cls.x, cls.rois = _inputs()
        with torch.no_grad():
            cls.want = PoolRoi()(cls.x, cls.rois)

    def compiled(self, backend):
        """The model compiled with `backend`: outputs without the package,
        then with it, and the stats of the second run."""
        torch._dynamo.reset()
        ovmlir_torch.disable()
        fn = torch.compile(PoolRoi(), backend=backend)
        with torch.no_grad():
            without = fn(self.x, self.rois)
            ovmlir_torch.reset_stats()
            with ovmlir_torch.enabled():
                got = fn(self.x, self.rois)
                stats = ovmlir_torch.stats()
        return without, got, stats

    def test_eager_runs_ours(self):
        ovmlir_torch.reset_stats()
        with torch.no_grad(), ovmlir_torch.enabled():
            got = PoolRoi()(self.x, self.rois)
        self.assertSame(got, self.want)
        stats = ovmlir_torch.stats()
        self.assertEqual(stats["roi_align"], {"ovmlir": 1, "fallback": {}})
        self.assertEqual(stats["max_pool2d_with_indices"], {"ovmlir": 1, "fallback": {}})

    def test_aot_eager_calls_every_kernel(self):
        without, got, stats = self.compiled("aot_eager")
        self.assertSame(without, self.want, "without the package")
        self.assertSame(got, self.want, "with the package")
        self.assertEqual(stats["roi_align"], {"ovmlir": 1, "fallback": {}})
        self.assertEqual(stats["max_pool2d_with_indices"], {"ovmlir": 1, "fallback": {}})

    def test_inductor_falls_back_to_our_roi_align(self):
        without, got, stats = self.compiled("inductor")
        self.assertSame(without, self.want, "without the package")
        self.assertSame(got, self.want, "with the package")
        # Inductor lowers the pools itself (no kernel of ours runs) and
        # calls torchvision::roi_align's kernel: ours.
        self.assertEqual(stats["roi_align"], {"ovmlir": 1, "fallback": {}})
        self.assertNotIn("max_pool2d_with_indices", stats)

    def test_export(self):
        ovmlir_torch.reset_stats()
        with ovmlir_torch.enabled():
            program = torch.export.export(PoolRoi(), (self.x, self.rois))
            self.assertEqual(ovmlir_torch.stats(), {}, "tracing runs no CPU kernel")
            names = {str(n.target) for n in program.graph.nodes if n.op == "call_function"}
            self.assertIn("torchvision.roi_align.default", names)
            with torch.no_grad():
                got = program.module()(self.x, self.rois)
            stats = ovmlir_torch.stats()
        self.assertSame(tuple(got), self.want)
        self.assertEqual(stats["roi_align"]["ovmlir"], 1)
        self.assertEqual(stats["max_pool2d_with_indices"]["ovmlir"], 1)

    def test_rotated_op_compiles_and_exports(self):
        x = _data((1, 3, 10, 10), torch.float32, 72)
        rois = torch.tensor([[5.0, 4.0, 6.0, 3.0, 0.5], [3.0, 6.0, 2.0, 4.0, -1.0]])
        batch = torch.zeros(2, dtype=torch.long)

        def fn(x, rois, batch):
            return torch.ops.ovmlir.roi_align_rotated(x, rois, batch, 2, 3, 2, 1.0)
        want = fn(x, rois, batch)
        torch._dynamo.reset()
        got = torch.compile(fn, backend="aot_eager", fullgraph=True)(x, rois, batch)
        self.assertSameBits(got, want)

        class Rotated(torch.nn.Module):
            def forward(self, x, rois, batch):
                return fn(x, rois, batch)
        program = torch.export.export(Rotated(), (x, rois, batch))
        self.assertSameBits(program.module()(x, rois, batch), want)


if __name__ == "__main__":
    unittest.main()
