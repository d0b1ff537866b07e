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
  Tensor rois = Tensor::create(DType::F32, {boxes, 5}).take();
  for (int64_t r = 0; r < boxes; ++r) {
    std::string kind;
    std::vector<float> box = randomBox(rng, attrs, n, height, width, kind);
    llvm::copy(box, rois.dataAs<float>() + 5 * r);
    c.tags.push_back("boxes " + kind);
  }
  std::vector<bool> dynamic = dynamicDims(rng.weighted({80, 10, 10, 0}), 4);
  bool dynamicR = rng.chance(0.3);
  std::string dataType =
      tensorType({n, channels, height, width}, dynamic, "f32");
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
      "ROIPooling-2 " + shapeString({n, channels, height, width}) + " boxes " +
      std::to_string(boxes) + " pooled " + std::to_string(attrs.pooledH) + "x" +
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

/// ROIPooling on every path (vector: ov-to-linalg's kernel).
TEST_P(E2E, ROIPoolingRandom) {
  runDifferential("roipooling", GetParam(),
                  (avgPoolConfigs(GetParam()) + 1) / 2, makeROIPoolingCase);
}

} // namespace ove2e
