// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolTest.cpp - AvgPool-1/14/16 vs the reference -----------------===//
//
// AvgPool's random configurations on every lowering (DifferentialTest.h has
// the harness).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

#include <array>

namespace ove2e {

/// One spatial axis of a random AvgPool: appends its kernel, stride, pads
/// and (where `dilated`) dilation to `attrs`; returns the input dim. Explicit
/// pads go up to the dilated kernel, below it with exclude_pad (7.2), and
/// the kernel shrinks until it fits the padded input.
static int64_t drawAxis(Rng &rng, AvgPoolAttrs &attrs, bool dilated,
                        int64_t maxDim) {
  int64_t dim = rng.range(1, maxDim);
  int64_t kern = rng.range(1, 4), stride = rng.range(1, 3);
  int64_t dilation = dilated ? rng.range(1, 3) : 1;
  auto span = [&] { return (kern - 1) * dilation + 1; };
  int64_t pb = 0, pe = 0;
  if (attrs.autoPad == AutoPad::Explicit) {
    int64_t most = attrs.excludePad ? span() - 1 : span() + 1;
    pb = rng.range(0, most);
    pe = rng.range(0, most);
  }
  while (span() > dim + pb + pe)
    --kern;
  if (attrs.excludePad) {
    pb = std::min(pb, span() - 1);
    pe = std::min(pe, span() - 1);
  }
  attrs.kernel.push_back(kern);
  attrs.strides.push_back(stride);
  attrs.padsBegin.push_back(pb);
  attrs.padsEnd.push_back(pe);
  if (dilated)
    attrs.dilations.push_back(dilation);
  return dim;
}

/// A random AvgPool-1/-14/-16 configuration (docs/semantics.md 7): every
/// auto_pad x rounding_type, exclude_pad both ways, explicit pads up to the
/// dilated kernel (below it with exclude_pad), dilations 1-3 (AvgPool-16;
/// sometimes left out), ranks 3-5, every element type, and sometimes
/// dynamic dims.
Case makeAvgPoolCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 5, uint64_t(index));
  Case c;
  c.kind = "avgpool";
  c.index = index;
  const std::vector<ElementType> &types = poolElementTypes();
  ElementType et =
      types[rng.weighted({22, 10, 6, 2, 8, 6, 2, 6, 2, 8, 8, 6, 5, 2, 1, 3})];
  int64_t rank = int64_t(3 + rng.weighted({3, 4, 3}));
  int64_t k = rank - 2;
  AvgPoolAttrs attrs;
  attrs.version = std::array{1, 14, 16}[rng.weighted({3, 3, 4})];
  attrs.autoPad = AutoPad(rng.range(0, 3));
  attrs.rounding = rng.chance(0.5) ? Rounding::Floor : Rounding::Ceil;
  if (attrs.version != 1 && attrs.rounding == Rounding::Ceil && rng.chance(0.6))
    attrs.rounding = Rounding::CeilTorch;
  attrs.excludePad = rng.chance(0.5);
  bool dilated = attrs.version == 16 && rng.chance(0.85);
  int64_t maxDim = rank == 3 ? 20 : rank == 4 ? 9 : 6;
  std::vector<int64_t> shape{rng.range(1, 3), rng.range(1, 3)};
  for (int64_t i = 0; i < k; ++i)
    shape.push_back(drawAxis(rng, attrs, dilated, maxDim));
  size_t dynamicMode = rng.weighted({85, 5, 5, 5});
  std::vector<bool> dynamic = dynamicDims(dynamicMode, rank);
  Tensor input = Tensor::create(et.dtype, shape).take();
  const char *flavour = fillPoolInput(rng, input);
  ovrt::Result<Tensor> ref = referenceAvgPool(attrs, input);
  if (!ref) {
    c.description = "generator error: " + ref.error();
    return c;
  }
  std::vector<int64_t> outShape = ref->shape();
  std::string inType = tensorType(shape, dynamic, et.mlir);
  std::string outType = tensorType(outShape, dynamic, et.mlir);
  std::string attrText = poolWindowText(attrs.kernel, attrs.strides,
                                        attrs.padsBegin, attrs.padsEnd);
  if (dilated)
    attrText += " dilations = " + join(attrs.dilations);
  if (attrs.excludePad)
    attrText += " exclude_pad = true";
  if (attrs.rounding != Rounding::Floor)
    attrText += std::string(" rounding_type = ") + roundingName(attrs.rounding);
  if (attrs.autoPad != AutoPad::Explicit)
    attrText += std::string(" auto_pad = ") + autoPadName(attrs.autoPad);
  std::ostringstream os;
  os << "func.func @NAME(%x: " << inType << ") -> " << outType << " {\n"
     << "  %0 = ov.avg_pool_v" << attrs.version << " %x " << attrText << " : "
     << inType << " -> " << outType << "\n"
     << "  return %0 : " << outType << "\n}\n";
  c.text = os.str();
  c.expected.push_back(std::move(*ref));
  c.outputNames = {"values"};
  c.inputs.push_back(std::move(input));
  c.tags = {"v" + std::to_string(attrs.version),
            "rank" + std::to_string(rank),
            dilated ? "dilated" : "undilated",
            et.mlir,
            std::string(autoPadName(attrs.autoPad)) + "/" +
                roundingName(attrs.rounding),
            attrs.excludePad ? "exclude_pad" : "include_pad"};
  if (dynamicMode)
    c.tags.push_back("dynamic dims");
  c.tags.push_back(std::string("input: ") + flavour);
  c.description = "AvgPool-" + std::to_string(attrs.version) + " " + et.mlir +
                  " " + shapeString(shape) + " -> " + shapeString(outShape) +
                  " auto_pad " + autoPadName(attrs.autoPad) + " rounding " +
                  roundingName(attrs.rounding) +
                  (attrs.excludePad ? " exclude_pad" : "") +
                  (dilated ? " dilations " + join(attrs.dilations) : "") +
                  " input " + flavour;
  return c;
}

/// AvgPool on every path (vector: ov-to-vector's AvgPool kernel).
TEST_P(E2E, AvgPoolRandom) {
  runDifferential("avgpool", GetParam(), avgPoolConfigs(GetParam()),
                  makeAvgPoolCase);
}

} // namespace ove2e
