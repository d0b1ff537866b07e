// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignTest.cpp - ROIAlign-3/9 vs the reference -------------------===//
//
// ROIAlign's random configurations on every lowering, the inputs a module
// must reject, and the vector kernel's whole-map and per-box images
// (DifferentialTest.h has the harness).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

namespace ove2e {

static const std::vector<ElementType> &batchIndexTypes() {
  static const std::vector<ElementType> types{
      {DType::I32, "i32"},  {DType::I64, "i64"},  {DType::I8, "i8"},
      {DType::I16, "i16"},  {DType::U8, "ui8"},   {DType::U16, "ui16"},
      {DType::U32, "ui32"}, {DType::U64, "ui64"}, {DType::I32, "si32"},
      {DType::I64, "si64"}};
  return types;
}

Case makeROIAlignCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 2, uint64_t(index));
  Case c;
  c.kind = "roialign";
  c.index = index;

  ElementType et = std::vector<ElementType>{
      {DType::F32, "f32"},
      {DType::F16, "f16"},
      {DType::BF16, "bf16"},
      {DType::F64, "f64"}}[rng.weighted({55, 20, 10, 15})];
  ElementType it = rng.pick(batchIndexTypes());
  ROIAlignAttrs attrs;
  attrs.integers = roiAlignIntegers();
  attrs.pooledH = rng.range(1, 6);
  attrs.pooledW = rng.range(1, 6);
  attrs.samplingRatio = rng.chance(0.5) ? 0 : rng.range(1, 4);
  attrs.mode = rng.chance(0.5) ? ROIAlignMode::Avg : ROIAlignMode::Max;
  // ROIAlign-9 from a stream of its own, so that the other cases stay as
  // they were.
  Rng v9(seedValue, 5, uint64_t(index));
  int version = v9.chance(0.4) ? 9 : 3;
  if (version == 9)
    attrs.alignedMode = ROIAlignAlignedMode(v9.range(0, 2));
  const char *alignedNames[3] = {"asymmetric", "half_pixel_for_nn",
                                 "half_pixel"};
  const char *alignedName = alignedNames[int(attrs.alignedMode)];
  std::vector<float> scales{0.25f, 0.5f, 1.0f, 0.0625f, 16.0f, 2.0f, 0.125f};
  bool randomScale = !rng.chance(0.85);
  attrs.spatialScale =
      randomScale ? float(rng.uniform(0.1, 4.0)) : rng.pick(scales);
  int64_t N = rng.range(1, 3), C = rng.range(1, 4);
  int64_t H = rng.chance(0.1) ? 1 : rng.range(1, 20);
  int64_t W = rng.chance(0.1) ? 1 : rng.range(1, 20);
  bool many = rng.chance(0.05);
  int64_t R = many ? rng.range(100, 400) : rng.range(1, 10);
  if (many) {
    C = rng.range(1, 2);
    attrs.pooledH = rng.range(1, 3);
    attrs.pooledW = rng.range(1, 3);
  }
  // The vector kernel works on blocks of 16 (f64: 8) channels and on rows of
  // up to 16 bins: some cases with several channel blocks (the last one
  // partial) and with rows of 16 bins or more. Drawn from a stream of their
  // own, so that the other cases stay as they were.
  Rng wide(seedValue, 3, uint64_t(index));
  bool manyChannels = !many && wide.chance(0.12);
  if (manyChannels)
    C = wide.range(9, 40);
  bool longRows = !many && wide.chance(0.08);
  if (longRows)
    attrs.pooledW = wide.range(15, 20);
  // Feature maps where large boxes read more than the kernel's scratch
  // buffer holds (64 x 64 pixels): those boxes take its gather path.
  bool bigMap = !many && wide.chance(0.05);
  // Sample counts beyond the integers T holds exactly (bf16: 256, f16:
  // 2048), so that T(a), and counts entering exactly, matter.
  bool hugeRatio = !many &&
                   (et.dtype == DType::BF16 || et.dtype == DType::F16) &&
                   rng.chance(et.dtype == DType::BF16 ? 0.25 : 0.03);
  if (hugeRatio) { // odd counts: not representable in T
    attrs.samplingRatio = et.dtype == DType::BF16
                              ? 2 * rng.range(128, 131) + 1
                              : 2 * rng.range(1024, 1025) + 1;
    R = 1;
    C = 1;
    attrs.pooledH = attrs.pooledW = 1;
  }
  // Feature maps wider than the integers T holds exactly, so that the
  // conversions of W and of the integer neighbours matter.
  bool wideMap = !many && !hugeRatio &&
                 ((et.dtype == DType::BF16 && rng.chance(0.25)) ||
                  (et.dtype == DType::F16 && rng.chance(0.05)));
  if (wideMap) {
    W = et.dtype == DType::BF16 ? rng.range(257, 300) : rng.range(2049, 2100);
    H = rng.range(1, 3);
    C = rng.range(1, 2);
  }

  if (bigMap && !wideMap && !hugeRatio) {
    H = wide.range(66, 90);
    W = wide.range(66, 90);
  } else {
    bigMap = false;
  }

  // The feature map.
  Tensor data = Tensor::create(et.dtype, {N, C, H, W}).take();
  size_t dataFlavour = rng.weighted({6, 1, 1, 1, 1, 1});
  double nan = std::numeric_limits<double>::quiet_NaN();
  double inf = std::numeric_limits<double>::infinity();
  for (int64_t i = 0; i < data.numElements(); ++i) {
    double v = rng.uniform(-4, 4);
    switch (dataFlavour) {
    case 1: // NaN and infinities here and there
      if (rng.chance(0.05))
        v = rng.pick(std::vector<double>{nan, inf, -inf});
      break;
    case 2: // NaN at pixel (0, 0) of every plane
      if (i % (H * W) == 0)
        v = nan;
      break;
    case 3: // all negative (max mode gives 0)
      v = -std::fabs(v) - 0.25;
      break;
    case 4: // large magnitudes
      v *= maxFinite(et.dtype) / 16;
      break;
    case 5: // tiny magnitudes: results near and below the smallest normal
      v *= smallestSubnormal(et.dtype) * 64;
      break;
    default:
      break;
    }
    setFloat(data, i, v);
  }

  // The boxes, drawn in feature-map coordinates and stored in image
  // coordinates (divided by the scale).
  Tensor rois = Tensor::create(et.dtype, {R, 4}).take();
  Tensor batch = Tensor::create(it.dtype, {R}).take();
  double scale = double(attrs.spatialScale);
  // Keep the work per case bounded: samples ~ (w + pw)(h + ph) C per ROI.
  double budget = 250000, spent = 0;
  bool boxKinds[6] = {};
  for (int64_t r = 0; r < R; ++r) {
    double fx1, fy1, fx2, fy2;
    auto span = [&](double extent, double &a, double &b) {
      size_t kind = rng.weighted({5, 2, 1, 1, 1, 1});
      boxKinds[kind] = true;
      switch (kind) {
      case 0: // inside
        a = rng.uniform(-1, extent);
        b = a + rng.uniform(0.3, extent + 1);
        break;
      case 1: // partly outside
        a = rng.uniform(-extent / 2 - 3, 0);
        b = rng.uniform(extent / 2, extent * 1.5 + 3);
        break;
      case 2: // wholly outside
        a = rng.chance(0.5) ? rng.uniform(extent + 1.5, extent + 8)
                            : rng.uniform(-10, -2);
        b = a + rng.uniform(0, 4);
        break;
      case 3: // inverted
        b = rng.uniform(-1, extent);
        a = b + rng.uniform(0.1, extent + 1);
        break;
      case 4: // zero size
        a = b = rng.uniform(-1.5, extent + 1.5);
        break;
      default: // tiny
        a = rng.uniform(-1, extent);
        b = a + rng.uniform(0, 0.5);
        break;
      }
    };
    span(double(W), fx1, fx2);
    span(double(H), fy1, fy2);
    double w = std::max(std::fabs(fx2 - fx1), 1.0);
    double h = std::max(std::fabs(fy2 - fy1), 1.0);
    double cost = (attrs.samplingRatio
                       ? double(attrs.samplingRatio * attrs.samplingRatio *
                                attrs.pooledH * attrs.pooledW)
                       : (w + attrs.pooledW) * (h + attrs.pooledH)) *
                  double(C);
    if (spent + cost > budget) { // shrink the box to a small one
      fx2 = fx1 + 0.5;
      fy2 = fy1 + 0.5;
      cost = double(C * attrs.pooledH * attrs.pooledW) *
             (attrs.samplingRatio
                  ? double(attrs.samplingRatio * attrs.samplingRatio)
                  : 1.0);
    }
    spent += cost;
    double coords[4] = {fx1 / scale, fy1 / scale, fx2 / scale, fy2 / scale};
    for (int64_t j = 0; j < 4; ++j)
      setFloat(rois, r * 4 + j, coords[j]);
    setRaw(batch, r, uint64_t(rng.range(0, N - 1)));
  }
  // Boxes whose size overflows T although every corner is finite (their
  // sample positions are infinite or NaN): only with a fixed sample count.
  bool overflowBox = attrs.samplingRatio > 0 && rng.chance(0.04);
  if (overflowBox) {
    double edge = maxFinite(et.dtype) * 0.9 / std::max(scale, 1.0);
    int64_t r = rng.range(0, R - 1);
    setFloat(rois, r * 4 + 0, -edge);
    setFloat(rois, r * 4 + 2, edge);
    if (rng.chance(0.5)) {
      setFloat(rois, r * 4 + 1, -edge);
      setFloat(rois, r * 4 + 3, edge);
    }
  }
  // A few inputs the module must reject.
  size_t bad = rng.weighted({94, 2, 1.5, 1.5, 1});
  if (bad != 0) {
    int64_t r = rng.range(0, R - 1);
    switch (bad) {
    case 1: // batch index N, -1 when signed, 2^63 for ui64
      setRaw(batch, r,
             !isUnsignedType(it.dtype) && rng.chance(0.5) ? ~0ull
             : it.dtype == DType::U64 && rng.chance(0.5)  ? 1ull << 63
                                                          : uint64_t(N));
      break;
    case 2: // NaN or infinite coordinate
      setFloat(rois, r * 4 + rng.range(0, 3),
               rng.chance(0.5) ? nan : (rng.chance(0.5) ? inf : -inf));
      break;
    case 3: // a huge box with adaptive sampling
      if (attrs.samplingRatio == 0) {
        double edge =
            std::min(maxFinite(et.dtype) * 0.4, 1e6) / std::max(scale, 1.0);
        setFloat(rois, r * 4 + 0, 0);
        setFloat(rois, r * 4 + 2, edge);
      }
      break;
    default: // a coordinate overflowing when scaled
      if (scale > 1)
        setFloat(rois, r * 4 + 1, maxFinite(et.dtype) * 0.75);
      break;
    }
  }

  // Dynamic dims: data, rois dim 0 (and 1), batch indices dim 0.
  size_t dynamicMode = rng.weighted({85, 5, 5, 5});
  std::vector<bool> dataDyn(4, dynamicMode == 1 || dynamicMode == 3);
  std::vector<bool> roisDyn{dynamicMode >= 2, dynamicMode == 3};
  std::vector<bool> batchDyn{dynamicMode >= 2 && rng.chance(0.7)};
  std::vector<bool> outDyn{roisDyn[0] && batchDyn[0], dataDyn[1], false, false};
  std::string dataType = tensorType({N, C, H, W}, dataDyn, et.mlir);
  std::string roisType = tensorType({R, 4}, roisDyn, et.mlir);
  std::string batchType = tensorType({R}, batchDyn, it.mlir);
  std::string outType =
      tensorType({R, C, attrs.pooledH, attrs.pooledW}, outDyn, et.mlir);
  char scaleText[64];
  std::snprintf(scaleText, sizeof scaleText, "%.9e",
                double(attrs.spatialScale));
  std::ostringstream os;
  os << "func.func @NAME(%data: " << dataType << ", %rois: " << roisType
     << ", %idx: " << batchType << ") -> " << outType << " {\n"
     << "  %0 = ov.roi_align_v" << version
     << " %data, %rois, %idx pooled_h = " << attrs.pooledH
     << " pooled_w = " << attrs.pooledW
     << " sampling_ratio = " << attrs.samplingRatio
     << " spatial_scale = " << scaleText
     << " mode = " << (attrs.mode == ROIAlignMode::Avg ? "avg" : "max")
     << (version == 9 ? std::string(" aligned_mode = ") + alignedName : "")
     << " : " << dataType << ", " << roisType << ", " << batchType << " -> "
     << outType << "\n"
     << "  return %0 : " << outType << "\n}\n";
  c.text = os.str();
  c.description =
      "ROIAlign-" + std::to_string(version) + " " +
      (version == 9 ? std::string(alignedName) + " " : "") + et.mlir +
      " data " + shapeString({N, C, H, W}) + " R " + std::to_string(R) +
      " batch " + it.mlir + " pooled " + std::to_string(attrs.pooledH) + "x" +
      std::to_string(attrs.pooledW) + " sampling_ratio " +
      std::to_string(attrs.samplingRatio) + " scale " + scaleText +
      (attrs.mode == ROIAlignMode::Avg ? " avg" : " max") + " data " +
      std::vector<const char *>{"uniform",  "NaN/inf", "NaN at (0,0)",
                                "negative", "large",   "tiny"}[dataFlavour] +
      (dynamicMode ? " dynamic-mode " + std::to_string(dynamicMode) : "");

  c.tags = {"v" + std::to_string(version) +
                (version == 9 ? std::string(" ") + alignedName : ""),
            et.mlir,
            "batch " + it.mlir,
            attrs.mode == ROIAlignMode::Avg ? "avg" : "max",
            attrs.samplingRatio ? "sampling_ratio > 0" : "sampling_ratio 0",
            randomScale ? std::string("scale random")
                        : "scale " + std::to_string(attrs.spatialScale)};
  const char *boxNames[6] = {"inside",   "partly outside", "wholly outside",
                             "inverted", "zero size",      "tiny"};
  for (int b = 0; b < 6; ++b)
    if (boxKinds[b])
      c.tags.push_back(std::string("boxes ") + boxNames[b]);
  if (many)
    c.tags.push_back("100-400 ROIs");
  if (overflowBox)
    c.tags.push_back("box size overflowing T");
  if (hugeRatio)
    c.tags.push_back("sampling_ratio > 256");
  if (wideMap)
    c.tags.push_back("W > 256");
  if (manyChannels && C > 8)
    c.tags.push_back("C > 8");
  if (longRows && attrs.pooledW >= 15)
    c.tags.push_back("pooled_w >= 15");
  if (bigMap)
    c.tags.push_back("H, W > 64");
  if (dynamicMode)
    c.tags.push_back("dynamic dims");
  c.tags.push_back(std::string("data: ") +
                   std::vector<const char *>{"uniform", "NaN/inf",
                                             "NaN at (0,0)", "negative",
                                             "large", "tiny"}[dataFlavour]);

  std::string why = roiAlignRejection(attrs, data, rois, batch);
  if (!why.empty()) {
    c.rejectReason = why;
    c.rejectKeyword = why.rfind("batch index", 0) == 0  ? "batch index"
                      : why.rfind("non-finite", 0) == 0 ? "non-finite"
                      : why.find("negative adaptive") != std::string::npos
                          ? "negative adaptive sample count"
                          : "samples";
    c.tags.push_back("rejected: " + c.rejectKeyword);
    // The module names the first offending box: "... (box R: VALUE)".
    size_t roi = why.find("ROI ");
    if (roi != std::string::npos)
      c.rejectBox =
          "(box " +
          why.substr(roi + 4,
                     why.find_first_not_of("0123456789", roi + 4) - (roi + 4)) +
          ": ";
  } else {
    ovrt::Result<Tensor> out = referenceROIAlign(attrs, data, rois, batch);
    if (!out) {
      c.description += " generator error: " + out.error();
      c.text.clear();
    } else {
      c.expected.push_back(out.take());
      c.outputNames = {"output"};
    }
  }
  c.inputs.push_back(std::move(data));
  c.inputs.push_back(std::move(rois));
  c.inputs.push_back(std::move(batch));
  return c;
}

TEST_P(E2E, ROIAlignRandom) {
  runDifferential("roialign", GetParam(), roiAlignConfigs(GetParam()),
                  makeROIAlignCase);
}

/// ROIAlign inputs the module must reject, one problem at a time; the
/// error must name the problem. A valid call of the same function works.
TEST_P(E2E, ROIAlignRejectsBadInputs) {
  const std::string path = GetParam();
  TempDir dir;
  std::string text = R"(module {
func.func @adaptive(%d: tensor<2x1x4x4xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x1x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x1x4x4xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x1x2x2xf32>
  return %0 : tensor<?x1x2x2xf32>
}
func.func @fixed(%d: tensor<2x1x4x4xf32>, %r: tensor<2x4xf32>, %i: tensor<2xi64>) -> tensor<2x1x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 0.5 mode = max : tensor<2x1x4x4xf32>, tensor<2x4xf32>, tensor<2xi64> -> tensor<2x1x2x2xf32>
  return %0 : tensor<2x1x2x2xf32>
}
}
)";
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "rejects");
  ASSERT_TRUE(module);
  std::vector<float> pixels(32);
  for (size_t i = 0; i < pixels.size(); ++i)
    pixels[i] = float(i) * 0.5f - 3.0f;
  ROIAlignAttrs adaptive{2, 2, 0, 1.0f, ROIAlignMode::Avg};
  ROIAlignAttrs fixed{2, 2, 2, 0.5f, ROIAlignMode::Max};

  struct Probe {
    const char *what;
    const char *function;
    std::vector<float> rois;
    std::vector<int64_t> batch;
    const char *keyword; // nullptr: must run
  };
  float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<Probe> probes{
      {"valid", "adaptive", {0, 0, 3, 3, 1, 1, 2, 3}, {0, 1}, nullptr},
      {"batch index -1",
       "adaptive",
       {0, 0, 3, 3, 1, 1, 2, 3},
       {0, -1},
       "batch index"},
      {"batch index N",
       "adaptive",
       {0, 0, 3, 3, 1, 1, 2, 3},
       {2, 0},
       "batch index"},
      {"NaN coordinate",
       "adaptive",
       {0, 0, 3, 3, 1, nan, 2, 3},
       {0, 1},
       "non-finite"},
      {"huge box",
       "adaptive",
       {0, 0, 3, 3, 0, 0, 1e6f, 1e6f},
       {0, 1},
       "samples"},
      {"valid (fixed)", "fixed", {0, 0, 6, 6, 2, 2, 8, 8}, {1, 0}, nullptr},
      {"batch index -1 (fixed)",
       "fixed",
       {0, 0, 6, 6, 2, 2, 8, 8},
       {-1, 0},
       "batch index"},
      {"batch index N (fixed)",
       "fixed",
       {0, 0, 6, 6, 2, 2, 8, 8},
       {0, 2},
       "batch index"},
      {"NaN coordinate (fixed)",
       "fixed",
       {nan, 0, 6, 6, 2, 2, 8, 8},
       {0, 0},
       "non-finite"},
      // A huge box is fine with a fixed sample count.
      {"huge box (fixed)",
       "fixed",
       {0, 0, 6, 6, 0, 0, 1e6f, 1e6f},
       {0, 1},
       nullptr},
  };
  for (const Probe &p : probes) {
    SCOPED_TRACE(p.what);
    bool isFixed = std::string(p.function) == "fixed";
    int64_t R = int64_t(p.rois.size() / 4);
    Tensor data = makeTensor(DType::F32, {2, 1, 4, 4}, pixels);
    Tensor rois = makeTensor(DType::F32, {R, 4}, p.rois);
    Tensor batch =
        isFixed
            ? makeTensor(DType::I64, {R}, p.batch)
            : makeTensor(DType::I32, {R},
                         std::vector<int32_t>(p.batch.begin(), p.batch.end()));
    const ROIAlignAttrs &attrs = isFixed ? fixed : adaptive;
    std::string why = roiAlignRejection(attrs, data, rois, batch);
    std::vector<Tensor> inputs;
    inputs.push_back(std::move(data));
    inputs.push_back(std::move(rois));
    inputs.push_back(std::move(batch));
    ovrt::Result<std::vector<Tensor>> out = module->run(p.function, inputs);
    if (p.keyword) {
      EXPECT_NE(why.find(p.keyword), std::string::npos)
          << "the reference does not reject: " << why;
      ASSERT_FALSE(out.ok()) << "the module ran inputs it must reject";
      EXPECT_NE(out.error().find(p.keyword), std::string::npos)
          << "error: " << out.error();
      EXPECT_NE(out.error().find("roi_align"), std::string::npos)
          << "error does not name the op: " << out.error();
      continue;
    }
    EXPECT_EQ(why, "");
    ASSERT_TRUE(out.ok()) << out.error();
    ovrt::Result<Tensor> want =
        referenceROIAlign(attrs, inputs[0], inputs[1], inputs[2]);
    ASSERT_TRUE(want.ok()) << want.error();
    const Tensor &got = (*out)[0];
    ASSERT_EQ(got.shape(), want->shape());
    for (int64_t i = 0; i < want->numElements(); ++i)
      EXPECT_TRUE(sameElement(*want, got, i))
          << "at " << i << ": expected " << formatElement(*want, i) << ", got "
          << formatElement(got, i);
  }
}

/// "" where `got` (of want's shape) equals `want` element by element (bit
/// for bit: sameElement), else how many elements differ and the first.
static std::string describeDifferences(const Tensor &want, const Tensor &got) {
  int64_t differ = 0, first = -1;
  for (int64_t i = 0; i < got.numElements(); ++i)
    if (!sameElement(want, got, i) && differ++ == 0)
      first = i;
  if (differ == 0)
    return "";
  return std::to_string(differ) +
         " elements differ from the reference, the first at " +
         std::to_string(first);
}

/// Both ends of the vector kernel's choice per image in one call: image 0
/// has 60 boxes over a 10 x 13 map (their regions add up to more than the
/// map: the whole-map kernel, groups of channel blocks), image 1 one box (the
/// per-box kernel). 40 channels leave a partial last group (and block);
/// boxes partly outside the map, adaptive counts that are powers of two and
/// others, and sampling_ratio 2.
/// Bit for bit the reference's, on every lowering.
TEST_P(E2E, ROIAlignWholeMapAndPerBoxImages) {
  const std::string path = GetParam();
  TempDir dir;
  std::string text = R"(module {
func.func @avg(%d: tensor<2x40x10x13xf32>, %r: tensor<61x4xf32>, %i: tensor<61xi32>) -> tensor<61x40x3x5xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 5 sampling_ratio = 0 spatial_scale = 0.5 mode = avg : tensor<2x40x10x13xf32>, tensor<61x4xf32>, tensor<61xi32> -> tensor<61x40x3x5xf32>
  return %0 : tensor<61x40x3x5xf32>
}
func.func @max(%d: tensor<2x40x10x13xf32>, %r: tensor<61x4xf32>, %i: tensor<61xi32>) -> tensor<61x40x3x5xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 5 sampling_ratio = 2 spatial_scale = 0.5 mode = max : tensor<2x40x10x13xf32>, tensor<61x4xf32>, tensor<61xi32> -> tensor<61x40x3x5xf32>
  return %0 : tensor<61x40x3x5xf32>
}
}
)";
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "wholemap");
  ASSERT_TRUE(module);
  Rng rng(0x3A9, 0, 0);
  Tensor data = Tensor::create(DType::F32, {2, 40, 10, 13}).take();
  for (int64_t i = 0; i < data.numElements(); ++i)
    data.dataAs<float>()[i] = float(rng.range(0, 255)) * 0.125f - 16.0f;
  constexpr int64_t kBoxes = 61;
  Tensor rois = Tensor::create(DType::F32, {kBoxes, 4}).take();
  Tensor batch = Tensor::create(DType::I32, {kBoxes}).take();
  for (int64_t b = 0; b < kBoxes; ++b) {
    // Corners in image coordinates (map = image / 2), from 4 outside the
    // left/top edge to past the right/bottom one; sides of 1 to 22.
    float x1 = float(rng.range(-8, 24)) * 0.5f,
          y1 = float(rng.range(-8, 18)) * 0.5f;
    float w = float(rng.range(2, 44)) * 0.5f,
          h = float(rng.range(2, 44)) * 0.5f;
    float *box = rois.dataAs<float>() + 4 * b;
    box[0] = x1;
    box[1] = y1;
    box[2] = x1 + w;
    box[3] = y1 + h;
    batch.dataAs<int32_t>()[b] = b == kBoxes / 2 ? 1 : 0;
  }
  // Image 1's box stages a region of 3 rows of a vector, far less than the
  // map (10 rows).
  const float smallBox[4] = {2.0f, 2.0f, 5.5f, 5.0f};
  std::copy_n(smallBox, 4, rois.dataAs<float>() + 4 * (kBoxes / 2));
  for (auto [fn, attrs] :
       {std::pair{"avg", ROIAlignAttrs{3, 5, 0, 0.5f, ROIAlignMode::Avg}},
        std::pair{"max", ROIAlignAttrs{3, 5, 2, 0.5f, ROIAlignMode::Max}}}) {
    ovrt::Result<Tensor> want = referenceROIAlign(attrs, data, rois, batch);
    ASSERT_TRUE(want.ok()) << want.error();
    std::vector<const Tensor *> inputs{&data, &rois, &batch};
    ovrt::Result<std::vector<Tensor>> out =
        module->run(fn, inputs.data(), inputs.size());
    ASSERT_TRUE(out.ok()) << fn << ": " << out.error();
    const Tensor &got = (*out)[0];
    ASSERT_EQ(got.shape(), want->shape());
    EXPECT_EQ(describeDifferences(*want, got), "") << fn;
  }
}

/// Pooled sizes far past the whole-map kernel's per-thread buffers (64 KiB
/// each: the staged output block and the bin-major results of a box), with
/// one box covering the map so that the image takes the whole-map kernel
/// where it can: 384 x 384 bins of 8 channels would need 9.4 MiB of a
/// thread's stack (the main thread has 8), so the kernel must leave such
/// boxes to the per-box tasks. Bit for bit the reference's.
TEST_P(E2E, ROIAlignLargePooledSizeOffTheStack) {
  const std::string path = GetParam();
  TempDir dir;
  std::string text = R"(module {
func.func @avg(%d: tensor<1x8x12x12xf32>, %r: tensor<1x4xf32>, %i: tensor<1xi32>) -> tensor<1x8x384x384xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 384 pooled_w = 384 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<1x8x12x12xf32>, tensor<1x4xf32>, tensor<1xi32> -> tensor<1x8x384x384xf32>
  return %0 : tensor<1x8x384x384xf32>
}
}
)";
  std::shared_ptr<ovrt::Module> module =
      compileDirected(text, path, dir, "largepooled");
  ASSERT_TRUE(module);
  Tensor data = Tensor::create(DType::F32, {1, 8, 12, 12}).take();
  for (int64_t i = 0; i < data.numElements(); ++i)
    data.dataAs<float>()[i] = float(i % 97) * 0.25f - 12.0f;
  Tensor rois = Tensor::create(DType::F32, {1, 4}).take();
  const float wholeMap[4] = {0.0f, 0.0f, 12.0f, 12.0f};
  std::copy_n(wholeMap, 4, rois.dataAs<float>());
  Tensor batch = Tensor::create(DType::I32, {1}).take();
  batch.dataAs<int32_t>()[0] = 0;
  ovrt::Result<Tensor> want = referenceROIAlign(
      ROIAlignAttrs{384, 384, 2, 1.0f, ROIAlignMode::Avg}, data, rois, batch);
  ASSERT_TRUE(want.ok()) << want.error();
  std::vector<const Tensor *> inputs{&data, &rois, &batch};
  ovrt::Result<std::vector<Tensor>> out =
      module->run("avg", inputs.data(), inputs.size());
  ASSERT_TRUE(out.ok()) << out.error();
  const Tensor &got = (*out)[0];
  ASSERT_EQ(got.shape(), want->shape());
  EXPECT_EQ(describeDifferences(*want, got), "");
}

} // namespace ove2e
