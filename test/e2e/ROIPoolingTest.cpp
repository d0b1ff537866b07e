// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingTest.cpp - ROIPooling-2 vs the reference ----------------===//
//
// ROIPooling's random configurations on every lowering and target, the
// inputs a module must reject included (DifferentialTest.h has the harness,
// ROIPoolingReference.h the reference).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"
#include "ROIPoolingReference.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>

namespace ove2e {

/// One random box [batch, x1, y1, x2, y2]: max boxes in image coordinates
/// (feature coordinates / scale), bilinear boxes normalised; inside, partly
/// or wholly outside, inverted, or with a bad batch index.
static std::vector<float> randomBox(Rng &rng, const ROIPoolingAttrs &attrs,
                                    int64_t n, int64_t height, int64_t width,
                                    std::string &kind) {
  const char *kinds[4] = {"inside", "partly outside", "wholly outside",
                          "inverted"};
  size_t k = rng.weighted({4, 2, 1, 1});
  kind = kinds[k];
  double batch = double(rng.range(0, n - 1)) +
                 rng.pick(std::vector<double>{0.0, 0.25, 0.75});
  if (rng.chance(0.03))
    batch = rng.chance(0.5) ? -1.0 : double(n);
  double lo = 0, hiY = attrs.max ? height : 1, hiX = attrs.max ? width : 1;
  if (k == 1) {
    lo = -0.3 * hiX;
    hiY *= 1.3;
    hiX *= 1.3;
  } else if (k == 2) {
    lo = 1.5 * hiX;
    hiY *= 2;
    hiX *= 2;
  }
  double x1 = rng.uniform(lo, hiX), x2 = rng.uniform(lo, hiX);
  double y1 = rng.uniform(lo, hiY), y2 = rng.uniform(lo, hiY);
  if ((k == 3) != (x1 > x2))
    std::swap(x1, x2);
  if ((k == 3) != (y1 > y2))
    std::swap(y1, y2);
  double s = attrs.max ? attrs.spatialScale : 1.0;
  return {float(batch), float(x1 / s), float(y1 / s), float(x2 / s),
          float(y2 / s)};
}

/// The rest of a ROIPooling-2 case once its attributes, shape and data are
/// drawn: random boxes, dynamic dims, the model text and the reference's
/// output (or the reason a module must reject the inputs).
static Case finishROIPoolingCase(Rng &rng, Case c, const ROIPoolingAttrs &attrs,
                                 Tensor data, int64_t boxes) {
  std::vector<int64_t> shape = data.shape();
  int64_t n = shape[0], channels = shape[1], height = shape[2],
          width = shape[3];
  Tensor rois = Tensor::create(DType::F32, {boxes, 5}).take();
  for (int64_t r = 0; r < boxes; ++r) {
    std::string kind;
    std::vector<float> box = randomBox(rng, attrs, n, height, width, kind);
    llvm::copy(box, rois.dataAs<float>() + 5 * r);
    c.tags.push_back("boxes " + kind);
  }
  std::vector<bool> dynamic = dynamicDims(rng.weighted({80, 10, 10, 0}), 4);
  bool dynamicR = rng.chance(0.3);
  std::string dataType = tensorType(shape, dynamic, "f32");
  std::string roisType = tensorType({boxes, 5}, {dynamicR, false}, "f32");
  std::string outType =
      tensorType({boxes, channels, attrs.pooledH, attrs.pooledW},
                 {true, true, false, false}, "f32");
  std::ostringstream os;
  os << "func.func @NAME(%d: " << dataType << ", %r: " << roisType << ") -> "
     << outType
     << " {\n  %0 = ov.roi_pooling_v2 %d, %r pooled_h = " << attrs.pooledH
     << " pooled_w = " << attrs.pooledW
     << " spatial_scale = " << std::to_string(attrs.spatialScale)
     << " method = \"" << (attrs.max ? "max" : "bilinear")
     << "\" : " << dataType << ", " << roisType << " -> " << outType
     << "\n  return %0 : " << outType << "\n}\n";
  c.text = os.str();
  c.description =
      "ROIPooling-2 " + shapeString(shape) + " boxes " + std::to_string(boxes) +
      " pooled " + std::to_string(attrs.pooledH) + "x" +
      std::to_string(attrs.pooledW) + " scale " +
      std::to_string(attrs.spatialScale) + (attrs.max ? " max" : " bilinear");
  c.tags.push_back(attrs.max ? "max" : "bilinear");
  std::string why = roiPoolingRejection(attrs, data, rois);
  if (!why.empty()) {
    c.rejectReason = why;
    c.rejectKeyword = why.substr(0, why.find(" at box "));
    c.rejectBox = "(box " + why.substr(why.rfind(' ') + 1) + ": ";
    c.tags.push_back("rejected: " + c.rejectKeyword);
  } else {
    ovrt::Result<Tensor> out = referenceROIPooling(attrs, data, rois);
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
  return c;
}

/// A random ROIPooling-2 configuration (docs/semantics.md 9): f32, both
/// methods, boxes of every kind, batch indices sometimes out of range,
/// dynamic dims.
Case makeROIPoolingCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 10, uint64_t(index));
  Case c;
  c.kind = "roipooling";
  c.index = index;
  ROIPoolingAttrs attrs;
  attrs.pooledH = rng.range(1, 4);
  attrs.pooledW = rng.range(1, 4);
  attrs.spatialScale =
      rng.pick(std::vector<float>{1.0f, 0.5f, 0.25f, 0.0625f, 2.0f});
  attrs.max = rng.chance(0.5);
  int64_t n = rng.range(1, 2), channels = rng.range(1, 4);
  int64_t height = rng.range(1, 10), width = rng.range(1, 10),
          boxes = rng.range(1, 5);
  Tensor data = Tensor::create(DType::F32, {n, channels, height, width}).take();
  bool ties = rng.chance(0.3);
  for (int64_t i = 0; i < data.numElements(); ++i)
    data.dataAs<float>()[i] =
        ties ? float(rng.range(-2, 2)) : float(rng.uniform(-4, 4));
  if (rng.chance(0.1))
    data.dataAs<float>()[0] = NAN;
  return finishROIPoolingCase(rng, std::move(c), attrs, std::move(data), boxes);
}

/// ROIPooling-2's edge cases, the vector kernel's in particular
/// (ROIPoolingToVector.cpp): channel counts odd and past a tile of 64,
/// up to 7 x 7 bins (full lane groups and a partial one), ties, signed
/// zeros and NaN pixels anywhere, and boxes partly or wholly outside the
/// map (empty bins).
static Case makeROIPoolingEdgeCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 11, uint64_t(index));
  Case c;
  c.kind = "roipooling-edge";
  c.index = index;
  ROIPoolingAttrs attrs;
  attrs.pooledH = rng.range(1, 7);
  attrs.pooledW = rng.range(1, 7);
  attrs.spatialScale = rng.pick(std::vector<float>{1.0f, 0.5f, 0.25f});
  attrs.max = rng.chance(0.7);
  int64_t n = rng.range(1, 2);
  int64_t channels = rng.pick(std::vector<int64_t>{1, 3, 5, 7, 9, 65, 70});
  int64_t height = rng.range(1, 12), width = rng.range(1, 12),
          boxes = rng.range(1, 5);
  Tensor data = Tensor::create(DType::F32, {n, channels, height, width}).take();
  // Values from a few (ties), with signed zeros and NaN among them.
  std::vector<float> values{-1.0f, -0.0f, 0.0f, 1.0f, NAN, -INFINITY};
  bool few = rng.chance(0.5);
  for (int64_t i = 0; i < data.numElements(); ++i)
    data.dataAs<float>()[i] =
        few ? rng.pick(values) : float(rng.uniform(-4, 4));
  return finishROIPoolingCase(rng, std::move(c), attrs, std::move(data), boxes);
}

/// ROIPooling on every path (vector: ROIPoolingToVector.cpp's kernel).
TEST_P(E2E, ROIPoolingRandom) {
  runDifferential("roipooling", GetParam(),
                  (avgPoolConfigs(GetParam()) + 1) / 2, makeROIPoolingCase);
}

/// ROIPooling's edge cases on every path.
TEST_P(E2E, ROIPoolingEdges) {
  runDifferential("roipooling-edge", GetParam(),
                  (avgPoolConfigs(GetParam()) + 3) / 4, makeROIPoolingEdgeCase);
}

} // namespace ove2e
