// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignChannelsLastTest.cpp - ROIAlign on channels-last input -----===//
//
// ROIAlign's random configurations (ROIAlignTest.cpp) with the feature map
// given channels-last: the function takes data [N, H, W, C] and transposes
// it by [0, 3, 1, 2] (linalg.transpose) into the op, as a caller holding
// channels-last data does. ov-to-vector then reads the [N, H, W, C] buffer
// itself (test/Conversion/OVToVector/roi-align-channels-last.mlir); every
// CPU lowering (affine, linalg, vector) must still give the [N, C, H, W]
// reference's result bit for bit. The GPU targets compile ov ops only and
// refuse the transpose (docs/embedding.md, "Mixed modules").
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

#include <cstring>

namespace ove2e {

/// The dims of "tensor<AxBx?xDxT>": "A", "B", "?", "D", and the element.
static std::vector<std::string> splitTensorType(const std::string &type) {
  std::string body = type.substr(7, type.size() - 8); // inside tensor<...>
  std::vector<std::string> parts;
  size_t from = 0;
  for (size_t at; (at = body.find('x', from)) != std::string::npos;
       from = at + 1)
    parts.push_back(body.substr(from, at - from));
  parts.push_back(body.substr(from));
  return parts;
}

/// `nchw` laid out as [N, H, W, C].
static Tensor toChannelsLast(const Tensor &nchw) {
  int64_t n = nchw.dim(0), c = nchw.dim(1), h = nchw.dim(2), w = nchw.dim(3);
  Tensor nhwc = Tensor::create(nchw.dtype(), {n, h, w, c}).take();
  size_t size = ovrt::dtypeSize(nchw.dtype());
  const char *from = static_cast<const char *>(nchw.data());
  char *to = static_cast<char *>(nhwc.data());
  for (int64_t i = 0; i < n; ++i)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t y = 0; y < h; ++y)
        for (int64_t x = 0; x < w; ++x)
          std::memcpy(to + size_t(((i * h + y) * w + x) * c + ch) * size,
                      from + size_t(((i * c + ch) * h + y) * w + x) * size,
                      size);
  return nhwc;
}

/// The case's function with `%data` taken channels-last as `%nhwc` and
/// transposed into the op: tensor.empty of the [N, C, H, W] type (its
/// dynamic dims from %nhwc's dims 0, 3, 1, 2), then linalg.transpose.
static std::string channelsLastText(const std::string &text) {
  size_t at = text.find("%data: ");
  size_t end = text.find(", %rois", at);
  std::string nchwType = text.substr(at + 7, end - at - 7);
  std::vector<std::string> dims = splitTensorType(nchwType);
  std::string nhwcType = "tensor<" + dims[0] + "x" + dims[2] + "x" + dims[3] +
                         "x" + dims[1] + "x" + dims[4] + ">";
  const int nhwcDim[4] = {0, 3, 1, 2}; // of NCHW dim d
  std::string body, sizes;
  for (int d = 0; d < 4; ++d) {
    if (dims[size_t(d)] != "?")
      continue;
    std::string i = std::to_string(d);
    body += "  %i" + i + " = arith.constant " + std::to_string(nhwcDim[d]) +
            " : index\n  %d" + i + " = tensor.dim %nhwc, %i" + i + " : " +
            nhwcType + "\n";
    sizes += (sizes.empty() ? "%d" : ", %d") + i;
  }
  body += "  %empty = tensor.empty(" + sizes + ") : " + nchwType + "\n" +
          "  %data = linalg.transpose ins(%nhwc : " + nhwcType +
          ") outs(%empty : " + nchwType + ") permutation = [0, 3, 1, 2]\n";
  std::string out = text;
  out.replace(at, end - at, "%nhwc: " + nhwcType);
  out.insert(out.find("{\n") + 2, body);
  return out;
}

/// makeROIAlignCase's case `index` with its feature map channels-last.
static Case makeROIAlignChannelsLastCase(uint64_t seedValue, int64_t index) {
  Case c = makeROIAlignCase(seedValue, index);
  c.kind = "roialign-nhwc";
  if (c.text.empty())
    return c;
  c.text = channelsLastText(c.text);
  c.inputs[0] = toChannelsLast(c.inputs[0]);
  c.description += " channels-last";
  return c;
}

/// Boxes in image coordinates for `scale`: inside the map, and with
/// adaptive sampling one in four so wide (1100 map pixels) that its samples
/// overflow the kernel's column table (the blocked kernel, block by block).
static bool fillWideChannelBoxes(Rng &rng, const ROIAlignAttrs &attrs,
                                 int64_t n, int64_t h, int64_t w, Tensor &rois,
                                 Tensor &batch) {
  double scale = double(attrs.spatialScale);
  bool wide = false;
  for (int64_t r = 0; r < rois.dim(0); ++r) {
    double x1 = rng.uniform(-1, double(w)), y1 = rng.uniform(-1, double(h));
    double x2 = x1 + rng.uniform(0.5, double(w)),
           y2 = y1 + rng.uniform(0.5, double(h));
    if (attrs.samplingRatio == 0 && rng.chance(0.25)) {
      x2 = x1 + 1100;
      wide = true;
    }
    double coords[4] = {x1 / scale, y1 / scale, x2 / scale, y2 / scale};
    for (int64_t j = 0; j < 4; ++j)
      setFloat(rois, r * 4 + j, coords[j]);
    setRaw(batch, r, uint64_t(rng.range(0, n - 1)));
  }
  return wide;
}

/// More channels than one group of the channels-last kernel (256 at 512
/// bits, 64 at 256): C in [257, 300], a partial last group and block; f32
/// or f64; the [N, C, H, W] reference's result.
static Case makeROIAlignWideChannelsCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 7, uint64_t(index));
  Case c;
  c.kind = "roialign-nhwc-wide";
  c.index = index;
  ElementType et = rng.chance(0.7) ? ElementType{DType::F32, "f32"}
                                   : ElementType{DType::F64, "f64"};
  ROIAlignAttrs attrs;
  attrs.integers = roiAlignIntegers();
  attrs.pooledH = rng.range(1, 4);
  attrs.pooledW = rng.range(2, 4);
  attrs.samplingRatio = rng.chance(0.5) ? 0 : rng.range(1, 3);
  attrs.mode = rng.chance(0.5) ? ROIAlignMode::Avg : ROIAlignMode::Max;
  attrs.spatialScale = 0.5f;
  int64_t n = rng.range(1, 2), ch = rng.range(257, 300);
  int64_t h = rng.range(3, 9), w = rng.range(3, 9), r = rng.range(1, 6);
  Tensor data = Tensor::create(et.dtype, {n, ch, h, w}).take();
  for (int64_t i = 0; i < data.numElements(); ++i)
    setFloat(data, i, rng.uniform(-4, 4));
  Tensor rois = Tensor::create(et.dtype, {r, 4}).take();
  Tensor batch = Tensor::create(DType::I32, {r}).take();
  bool wide = fillWideChannelBoxes(rng, attrs, n, h, w, rois, batch);
  std::vector<bool> staticDims(4, false);
  std::string dataType = tensorType({n, ch, h, w}, staticDims, et.mlir);
  std::string roisType = tensorType({r, 4}, {false, false}, et.mlir);
  std::string batchType = tensorType({r}, {false}, "i32");
  std::string outType =
      tensorType({r, ch, attrs.pooledH, attrs.pooledW}, staticDims, et.mlir);
  const char *mode = attrs.mode == ROIAlignMode::Avg ? "avg" : "max";
  c.text = "func.func @NAME(%data: " + dataType + ", %rois: " + roisType +
           ", %idx: " + batchType + ") -> " + outType + " {\n" +
           "  %0 = ov.roi_align_v3 %data, %rois, %idx pooled_h = " +
           std::to_string(attrs.pooledH) +
           " pooled_w = " + std::to_string(attrs.pooledW) +
           " sampling_ratio = " + std::to_string(attrs.samplingRatio) +
           " spatial_scale = 5.000000e-01 mode = " + mode + " : " + dataType +
           ", " + roisType + ", " + batchType + " -> " + outType + "\n" +
           "  return %0 : " + outType + "\n}\n";
  c.description = "ROIAlign-3 " + et.mlir + " data " +
                  shapeString({n, ch, h, w}) + " R " + std::to_string(r) +
                  " pooled " + std::to_string(attrs.pooledH) + "x" +
                  std::to_string(attrs.pooledW) + " sampling_ratio " +
                  std::to_string(attrs.samplingRatio) + " " + mode +
                  (wide ? " wide box" : "");
  c.tags = {et.mlir, mode, wide ? "box over the column table" : "boxes"};
  ovrt::Result<Tensor> out = referenceROIAlign(attrs, data, rois, batch);
  if (!roiAlignRejection(attrs, data, rois, batch).empty() || !out) {
    c.description += " generator error: not a valid input";
    c.text.clear();
  } else {
    c.expected.push_back(out.take());
    c.outputNames = {"output"};
  }
  c.inputs.push_back(std::move(data));
  c.inputs.push_back(std::move(rois));
  c.inputs.push_back(std::move(batch));
  return c;
}

/// makeROIAlignWideChannelsCase's case `index` with its feature map
/// channels-last.
static Case makeROIAlignWideChannelsLastCase(uint64_t seedValue,
                                             int64_t index) {
  Case c = makeROIAlignWideChannelsCase(seedValue, index);
  if (c.text.empty())
    return c;
  c.text = channelsLastText(c.text);
  c.inputs[0] = toChannelsLast(c.inputs[0]);
  c.description += " channels-last";
  return c;
}

/// The GPU targets compile ov ops only (docs/embedding.md, "Mixed
/// modules"): the transpose is refused there, as
/// test/Integration/mixed-refusals.test checks.
static bool mixedModulesRun(const std::string &path) {
  return path == "affine" || path == "linalg" || path == "vector";
}

/// Channels-last cases with several groups of channel blocks.
TEST_P(E2E, ROIAlignChannelsLastWideChannels) {
  if (!mixedModulesRun(GetParam()))
    GTEST_SKIP() << "mixed modules compile for the CPU only";
  runDifferential("roialign-nhwc-wide", GetParam(), 24,
                  makeROIAlignWideChannelsLastCase);
}

/// A quarter of ROIAlign's configurations, channels-last.
TEST_P(E2E, ROIAlignChannelsLast) {
  if (!mixedModulesRun(GetParam()))
    GTEST_SKIP() << "mixed modules compile for the CPU only";
  runDifferential("roialign-nhwc", GetParam(),
                  (roiAlignConfigs(GetParam()) + 3) / 4,
                  makeROIAlignChannelsLastCase);
}

} // namespace ove2e
