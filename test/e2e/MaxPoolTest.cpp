// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolTest.cpp - MaxPool-1/8/14 vs the reference ------------------===//
//
// MaxPool's random configurations on every lowering, and MaxPool-8's
// specification examples (DifferentialTest.h has the harness).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

namespace ove2e {

Case makeMaxPoolCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 1, uint64_t(index));
  Case c;
  c.kind = "maxpool";
  c.index = index;

  const std::vector<ElementType> &types = poolElementTypes();
  //                f32 f16 i8 si8 ui8 i32 si32 i64 si64 ui32 ui64 bf16 f64
  //                i16 si16 ui16
  ElementType et =
      types[rng.weighted({22, 10, 6, 2, 8, 6, 2, 6, 2, 8, 8, 4, 5, 2, 1, 3})];

  int64_t rank = int64_t(3 + rng.weighted({3, 4, 3}));
  int64_t k = rank - 2;
  MaxPoolAttrs attrs;
  attrs.version = rng.chance(0.7) ? 8 : 1;
  attrs.autoPad = AutoPad(rng.range(0, 3));
  attrs.rounding = rng.chance(0.5) ? Rounding::Floor : Rounding::Ceil;
  // MaxPool-14 (v8 plus ceil_torch) from a stream of its own, so that the
  // other cases stay as they were.
  Rng v14(seedValue, 4, uint64_t(index));
  if (attrs.version == 8 && v14.chance(0.35)) {
    attrs.version = 14;
    if (attrs.rounding == Rounding::Ceil && v14.chance(0.7))
      attrs.rounding = Rounding::CeilTorch;
  }
  int64_t maxDim = rank == 3 ? 24 : rank == 4 ? 10 : 6;

  std::vector<int64_t> shape{rng.range(1, 3), rng.range(1, 3)};
  if (rng.chance(0.5))
    shape[0] = 1;
  bool anyDilation = false;
  // Per-axis window style, for the description.
  std::string styleText;
  for (int64_t i = 0; i < k; ++i) {
    int64_t D = rng.chance(0.1) ? 1 : rng.range(1, maxDim);
    int64_t d = 1;
    if (attrs.version >= 8 && rng.chance(0.35)) {
      d = rng.range(2, 3);
      anyDilation = true;
    }
    int64_t kern = rng.range(1, 4);
    int64_t stride = rng.range(1, 3);
    int64_t pb = 0, pe = 0;
    // Per axis: 0 normal, 1 stride > kernel, 2 window of the whole padded
    // input, 3 windows entirely in padding.
    size_t style = rng.weighted({5, 2, 1.5, 1.5});
    if (style == 1)
      stride = kern + rng.range(1, 3);
    if (attrs.autoPad == AutoPad::Explicit) {
      pb = rng.range(0, kern);
      pe = rng.range(0, kern);
      if (style == 3) {
        int64_t dk = (kern - 1) * d + 1;
        if (rng.chance(0.5))
          pb = dk + rng.range(0, 2);
        else
          pe = dk + rng.range(0, 2);
      }
    }
    if (style == 2) { // (kern - 1) * d + 1 == padded
      int64_t padded = D + pb + pe;
      if ((padded - 1) % d != 0)
        d = 1;
      kern = (padded - 1) / d + 1;
    }
    // Shrink the kernel (then the dilation) until it fits the padded input.
    int64_t padded = D + pb + pe;
    while ((kern - 1) * d + 1 > padded) {
      if (kern > 1)
        --kern;
      else
        d = 1;
    }
    shape.push_back(D);
    attrs.kernel.push_back(kern);
    attrs.strides.push_back(stride);
    attrs.dilations.push_back(d);
    // Pads given with a non-explicit auto_pad are ignored: write noise.
    if (attrs.autoPad != AutoPad::Explicit) {
      pb = rng.chance(0.5) ? 0 : rng.range(0, 3);
      pe = rng.chance(0.5) ? 0 : rng.range(0, 3);
    }
    attrs.padsBegin.push_back(pb);
    attrs.padsEnd.push_back(pe);
    styleText += std::to_string(style);
  }
  // Rows several vectors long (the vector kernel's first chunk, interior
  // chunks and right border chunks all in one row, for every element type),
  // from a stream of their own so that the other cases stay as they were.
  Rng wide(seedValue, 4, uint64_t(index));
  bool wideRows = rank <= 4 && wide.chance(0.2);
  if (wideRows)
    shape.back() = wide.range(33, 150);
  // Tall windows over many rows (the vector kernel's blocks of output rows
  // that share each input row's max: kernels taller than their stride, with
  // several interior rows), also from a stream of their own.
  Rng tall(seedValue, 5, uint64_t(index));
  bool tallWindows = k >= 2 && tall.chance(0.2);
  if (tallWindows) {
    size_t h = size_t(rank - 2), w = size_t(k - 2), last = size_t(k - 1);
    shape[h] = tall.range(12, rank == 4 ? 30 : 16);
    attrs.kernel[w] = tall.range(3, 7);
    attrs.strides[w] = tall.chance(0.7) ? 1 : 2;
    attrs.kernel[last] = tall.range(2, 5);
    // The dilated kernels fit the unpadded input, whatever auto_pad does.
    for (size_t a : {w, last})
      while ((attrs.kernel[a] - 1) * attrs.dilations[a] + 1 > shape[a + 2])
        if (attrs.kernel[a] > 1)
          --attrs.kernel[a];
        else
          attrs.dilations[a] = 1;
  }
  // Unit strides and kernels of 3 or more taps on both axes of 2-D pooling
  // (the vector kernel's separable row-then-column passes with indices),
  // from a stream of their own.
  Rng unit(seedValue, 6, uint64_t(index));
  bool unitStrides = rank == 4 && attrs.version >= 8 && unit.chance(0.25);
  if (unitStrides) {
    for (size_t a : {size_t(0), size_t(1)}) {
      shape[a + 2] = std::max<int64_t>(shape[a + 2], unit.range(3, 40));
      attrs.strides[a] = 1;
      attrs.kernel[a] = unit.range(3, 9);
      while ((attrs.kernel[a] - 1) * attrs.dilations[a] + 1 > shape[a + 2])
        if (attrs.kernel[a] > 3)
          --attrs.kernel[a];
        else
          attrs.dilations[a] = 1;
      if (attrs.autoPad == AutoPad::Explicit) {
        attrs.padsBegin[a] = unit.range(0, attrs.kernel[a]);
        attrs.padsEnd[a] = unit.range(0, attrs.kernel[a]);
      }
    }
  }
  // dilations: absent, empty or written out when all ones.
  std::string dilationsText;
  if (attrs.version >= 8) {
    size_t form = anyDilation ? 2 : rng.weighted({4, 2, 4});
    if (form == 1)
      dilationsText = " dilations = []";
    else if (form == 2)
      dilationsText = " dilations = " + join(attrs.dilations);
    if (!anyDilation)
      attrs.dilations.clear();
  } else {
    attrs.dilations.clear();
  }

  std::string indexText = "i64";
  std::string indexAttr, axisAttr;
  if (attrs.version >= 8) {
    attrs.indexType = rng.chance(0.5) ? DType::I32 : DType::I64;
    indexText = attrs.indexType == DType::I32 ? "i32" : "i64";
    if (attrs.indexType == DType::I32 || rng.chance(0.5))
      indexAttr = " index_element_type = " + indexText;
    if (rng.chance(0.8)) {
      attrs.axis = rng.range(-rank, rank - 1);
      axisAttr = " axis = " + std::to_string(attrs.axis);
    }
  }

  // Dynamic dims: 0 static, 1 all dynamic, 2 N and C, 3 spatial only.
  size_t dynamicMode = rng.weighted({88, 6, 3, 3});
  std::vector<bool> dynamic = dynamicDims(dynamicMode, rank);

  Tensor input = Tensor::create(et.dtype, shape).take();
  const char *flavour = fillPoolInput(rng, input);
  ovrt::Result<MaxPoolResult> ref = referenceMaxPool(attrs, input);
  if (!ref) {
    c.description = "generator error: " + ref.error();
    return c;
  }
  std::vector<int64_t> outShape = ref->values.shape();

  std::string inType = tensorType(shape, dynamic, et.mlir);
  std::string outType = tensorType(outShape, dynamic, et.mlir);
  std::string idxType = tensorType(outShape, dynamic, indexText);
  std::string attrText = poolWindowText(attrs.kernel, attrs.strides,
                                        attrs.padsBegin, attrs.padsEnd) +
                         dilationsText;
  if (attrs.rounding != Rounding::Floor || rng.chance(0.2))
    attrText += std::string(" rounding_type = ") + roundingName(attrs.rounding);
  if (attrs.autoPad != AutoPad::Explicit || rng.chance(0.2))
    attrText += std::string(" auto_pad = ") + autoPadName(attrs.autoPad);
  attrText += indexAttr + axisAttr;

  std::ostringstream os;
  if (attrs.version == 1) {
    os << "func.func @NAME(%x: " << inType << ") -> " << outType << " {\n"
       << "  %0 = ov.max_pool_v1 %x " << attrText << " : " << inType << " -> "
       << outType << "\n"
       << "  return %0 : " << outType << "\n}\n";
    c.expected.push_back(std::move(ref->values));
    c.outputNames = {"values"};
  } else {
    // Mostly both results; sometimes only one of them.
    size_t returned = rng.weighted({85, 10, 5}); // both, indices, values
    std::string results = returned == 0   ? outType + ", " + idxType
                          : returned == 1 ? idxType
                                          : outType;
    std::string values = returned == 0   ? "%0#0, %0#1"
                         : returned == 1 ? "%0#1"
                                         : "%0#0";
    os << "func.func @NAME(%x: " << inType << ") -> (" << results << ") {\n"
       << "  %0:2 = ov.max_pool_v" << attrs.version << " %x " << attrText
       << " : " << inType << " -> " << outType << ", " << idxType << "\n"
       << "  return " << values << " : " << results << "\n}\n";
    if (returned != 1) {
      c.expected.push_back(std::move(ref->values));
      c.outputNames.push_back("values");
    }
    if (returned != 2) {
      c.expected.push_back(std::move(ref->indices));
      c.outputNames.push_back("indices");
    }
  }
  c.text = os.str();
  c.inputs.push_back(std::move(input));
  // Coverage tags.
  c.tags = {"v" + std::to_string(attrs.version), "rank" + std::to_string(rank),
            et.mlir,
            std::string(autoPadName(attrs.autoPad)) + "/" +
                roundingName(attrs.rounding)};
  if (attrs.version >= 8) {
    c.tags.push_back("index " + indexText);
    c.tags.push_back("axis " + std::to_string(attrs.axis));
  }
  if (dynamicMode)
    c.tags.push_back("dynamic dims");
  if (wideRows)
    c.tags.push_back("rows of 33-150");
  if (tallWindows)
    c.tags.push_back("tall windows");
  if (unitStrides)
    c.tags.push_back("2-D unit strides, kernels >= 3");
  if (!attrs.dilations.empty())
    c.tags.push_back("dilated");
  {
    std::vector<int64_t> spatial(shape.begin() + 2, shape.end());
    PoolGeometry g = maxPoolGeometry(attrs, spatial).take();
    bool emptyWindow = false, strideOverKernel = false, wholeWindow = false;
    for (int64_t i = 0; i < k; ++i) {
      int64_t d = attrs.dilations.empty() ? 1 : attrs.dilations[size_t(i)];
      int64_t kk = attrs.kernel[size_t(i)], s = attrs.strides[size_t(i)];
      strideOverKernel |= s > kk;
      wholeWindow |= kk > 1 && (kk - 1) * d + 1 == shape[size_t(i + 2)] +
                                                       g.padsBegin[size_t(i)] +
                                                       g.padsEnd[size_t(i)];
      for (int64_t o = 0; o < g.output[size_t(i)]; ++o) {
        bool any = false;
        for (int64_t j = 0; j < kk; ++j) {
          int64_t t = o * s - g.padsBegin[size_t(i)] + j * d;
          any |= t >= 0 && t < shape[size_t(i + 2)];
        }
        emptyWindow |= !any;
      }
    }
    if (emptyWindow)
      c.tags.push_back("windows entirely in padding");
    if (strideOverKernel)
      c.tags.push_back("stride > kernel");
    if (wholeWindow)
      c.tags.push_back("kernel = padded input");
  }
  c.tags.push_back(std::string("input: ") + flavour);
  c.description =
      "MaxPool-" + std::to_string(attrs.version) + " " + et.mlir + " " +
      shapeString(shape) + " -> " + shapeString(outShape) + " auto_pad " +
      autoPadName(attrs.autoPad) + " rounding " + roundingName(attrs.rounding) +
      " input " + flavour + " axis-styles " + styleText +
      (dynamicMode ? " dynamic-mode " + std::to_string(dynamicMode) : "");
  return c;
}

TEST_P(E2E, MaxPoolRandom) {
  runDifferential("maxpool", GetParam(), maxPoolConfigs(GetParam()),
                  makeMaxPoolCase);
}

/// MaxPool-8 spec examples 1-7, with example 1 as corrected by
/// docs/semantics.md section 4 (row 1, column 3 is 3 at index 2, not -6 at
/// index 5).
TEST_P(E2E, MaxPool8SpecExamples) {
  const std::string path = GetParam();
  struct Example {
    const char *name;
    std::vector<int64_t> shape;
    std::vector<float> input;
    MaxPoolAttrs attrs;
    std::string attrText;
    std::vector<int64_t> outShape;
    std::vector<float> values;
    std::vector<int64_t> indices;
  };
  std::vector<float> x3{-1, 2, 3, 4, 5, -6, -7, 8, 9};
  auto attrs = [](std::vector<int64_t> k, std::vector<int64_t> s,
                  std::vector<int64_t> pb, std::vector<int64_t> pe,
                  std::vector<int64_t> d, Rounding r, AutoPad a, int64_t axis) {
    MaxPoolAttrs m;
    m.version = 8;
    m.kernel = k;
    m.strides = s;
    m.padsBegin = pb;
    m.padsEnd = pe;
    m.dilations = d;
    m.rounding = r;
    m.autoPad = a;
    m.axis = axis;
    return m;
  };
  std::vector<Example> examples{
      {"example1",
       {1, 1, 3, 3},
       x3,
       attrs({2, 2}, {1, 1}, {1, 1}, {1, 1}, {}, Rounding::Floor,
             AutoPad::Explicit, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, "
       "1] rounding_type = floor auto_pad = explicit",
       {1, 1, 4, 4},
       {-1, 2, 3, 3, 4, 5, 5, 3, 4, 8, 9, 9, -7, 8, 9, 9},
       {0, 1, 2, 2, 3, 4, 4, 2, 3, 7, 8, 8, 6, 7, 8, 8}},
      {"example2",
       {1, 1, 7},
       {-1, 2, 3, 5, -7, 9, 1},
       attrs({3}, {1}, {0}, {0}, {}, Rounding::Floor, AutoPad::Valid, 0),
       "kernel = [3] strides = [1] pads_begin = [0] pads_end = [0] "
       "rounding_type = floor auto_pad = valid",
       {1, 1, 5},
       {3, 5, 5, 9, 9},
       {2, 3, 3, 5, 5}},
      {"example3",
       {1, 1, 3, 3},
       x3,
       attrs({2, 2}, {1, 1}, {0, 0}, {0, 0}, {}, Rounding::Floor,
             AutoPad::SameLower, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, "
       "0] rounding_type = floor auto_pad = same_lower",
       {1, 1, 3, 3},
       {-1, 2, 3, 4, 5, 5, 4, 8, 9},
       {0, 1, 2, 3, 4, 4, 3, 7, 8}},
      {"example4",
       {1, 2, 3, 3},
       {-1, 2, 3, 4, 5, -6, -7, 8, 9, 2, -1, 5, 6, -7, 1, 8, 2, -3},
       attrs({2, 2}, {1, 1}, {0, 0}, {0, 0}, {}, Rounding::Floor,
             AutoPad::SameUpper, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, "
       "0] rounding_type = floor auto_pad = same_upper",
       {1, 2, 3, 3},
       {5, 5, 3, 8, 9, 9, 8, 9, 9, 6, 5, 5, 8, 2, 1, 8, 2, -3},
       {4, 4, 2, 7, 8, 8, 7, 8, 8, 12, 11, 11, 15, 16, 14, 15, 16, 17}},
      {"example5",
       {1, 1, 3, 3},
       x3,
       attrs({2, 2}, {2, 2}, {0, 0}, {0, 0}, {}, Rounding::Ceil, AutoPad::Valid,
             0),
       "kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, "
       "0] rounding_type = ceil auto_pad = valid",
       {1, 1, 2, 2},
       {5, 3, 8, 9},
       {4, 2, 7, 8}},
      {"example6",
       {1, 1, 3, 3},
       {1, 2, 3, 4, 5, 6, 7, 8, 9},
       attrs({2, 2}, {1, 1}, {1, 1}, {1, 1}, {2, 2}, Rounding::Floor,
             AutoPad::Explicit, 0),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, "
       "1] dilations = [2, 2] rounding_type = floor auto_pad = explicit",
       {1, 1, 3, 3},
       {5, 6, 5, 8, 9, 8, 5, 6, 5},
       {4, 5, 4, 7, 8, 7, 4, 5, 4}},
      {"example7",
       {1, 2, 3, 3},
       {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18},
       attrs({2, 2}, {1, 1}, {0, 0}, {0, 0}, {1, 1}, Rounding::Floor,
             AutoPad::Explicit, 2),
       "kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, "
       "0] dilations = [1, 1] rounding_type = floor auto_pad = explicit "
       "axis = 2",
       {1, 2, 2, 2},
       {5, 6, 8, 9, 14, 15, 17, 18},
       {4, 5, 7, 8, 4, 5, 7, 8}},
  };

  std::string text = "module {\n";
  for (const Example &e : examples) {
    std::vector<bool> fixed(e.shape.size(), false);
    std::string in = tensorType(e.shape, fixed, "f32");
    std::string out = tensorType(e.outShape, fixed, "f32");
    std::string idx = tensorType(e.outShape, fixed, "i64");
    text += std::string("func.func @") + e.name + "(%x: " + in + ") -> (" +
            out + ", " + idx + ") {\n  %0:2 = ov.max_pool_v8 %x " + e.attrText +
            " : " + in + " -> " + out + ", " + idx +
            "\n  return %0#0, %0#1 : " + out + ", " + idx + "\n}\n";
  }
  text += "}\n";
  TempDir dir;
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "spec_examples");
  ASSERT_TRUE(module);
  for (const Example &e : examples) {
    SCOPED_TRACE(e.name);
    Tensor input = makeTensor(DType::F32, e.shape, e.input);
    Tensor values = makeTensor(DType::F32, e.outShape, e.values);
    Tensor indices = makeTensor(DType::I64, e.outShape, e.indices);
    // The reference agrees with the spec...
    ovrt::Result<MaxPoolResult> ref = referenceMaxPool(e.attrs, input);
    ASSERT_TRUE(ref.ok()) << ref.error();
    ASSERT_EQ(ref->values.shape(), e.outShape);
    for (int64_t i = 0; i < values.numElements(); ++i) {
      EXPECT_TRUE(sameElement(values, ref->values, i))
          << "reference value " << i;
      EXPECT_TRUE(sameElement(indices, ref->indices, i))
          << "reference index " << i;
    }
    // ...and so does the compiled function.
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(input));
    ovrt::Result<std::vector<Tensor>> out = module->run(e.name, inputs);
    ASSERT_TRUE(out.ok()) << out.error();
    ASSERT_EQ(out->size(), 2u);
    ASSERT_EQ((*out)[0].shape(), e.outShape);
    ASSERT_EQ((*out)[1].shape(), e.outShape);
    for (int64_t i = 0; i < values.numElements(); ++i) {
      EXPECT_TRUE(sameElement(values, (*out)[0], i))
          << "value at " << coordinates(e.outShape, i) << ": expected "
          << formatElement(values, i) << ", got "
          << formatElement((*out)[0], i);
      EXPECT_TRUE(sameElement(indices, (*out)[1], i))
          << "index at " << coordinates(e.outShape, i) << ": expected "
          << formatElement(indices, i) << ", got "
          << formatElement((*out)[1], i);
    }
  }
}

} // namespace ove2e
