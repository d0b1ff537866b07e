// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedTest.cpp - ROIAlignRotated-15 vs the reference ------===//
//
// ROIAlignRotated's random configurations on every lowering and target,
// the inputs a module must reject included (DifferentialTest.h has the
// harness, ROIAlignRotatedReference.h the reference).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"
#include "ROIAlignRotatedReference.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>

namespace ove2e {

/// One random box [x_ctr, y_ctr, width, height, angle] in image coordinates
/// (feature coordinates / scale) of a kind named in `kind`.
static std::vector<float> randomBox(Rng &rng, int64_t height, int64_t width,
                                    float scale, std::string &kind) {
  const char *kinds[5] = {"inside", "partly outside", "wholly outside",
                          "zero size", "negative size"};
  size_t k = rng.weighted({4, 2, 1, 1, 1});
  kind = kinds[k];
  double cx = rng.uniform(0, double(width)),
         cy = rng.uniform(0, double(height));
  double w = rng.uniform(0.2, double(width) + 2),
         h = rng.uniform(0.2, double(height));
  if (k == 1) {
    cx = rng.uniform(-3, double(width) + 3);
    cy = rng.uniform(-3, double(height) + 3);
  } else if (k == 2) {
    cx = rng.chance(0.5) ? rng.uniform(-20, -6)
                         : rng.uniform(width + 6, width + 20);
  } else if (k == 3) {
    (rng.chance(0.5) ? w : h) = 0;
  } else if (k == 4) {
    w = -rng.uniform(0, 4);
  }
  double angle = rng.chance(0.7) ? rng.uniform(-7, 7)
                                 : double(rng.range(-4, 4)) * M_PI / 2;
  return {float(cx / scale), float(cy / scale), float(w / scale),
          float(h / scale), float(angle)};
}

/// The function's text for `attrs` over these tensor types.
static std::string rotatedText(const ROIAlignRotatedAttrs &attrs,
                               const std::string &data, const std::string &rois,
                               const std::string &batch,
                               const std::string &out) {
  std::ostringstream os;
  os << "func.func @NAME(%d: " << data << ", %r: " << rois << ", %i: " << batch
     << ") -> " << out << " {\n  %0 = ov.roi_align_rotated_v15 %d, %r, %i"
     << " pooled_h = " << attrs.pooledH << " pooled_w = " << attrs.pooledW
     << " sampling_ratio = " << attrs.samplingRatio
     << " spatial_scale = " << std::to_string(attrs.spatialScale)
     << (attrs.clockwise ? " clockwise_mode = true" : "") << " : " << data
     << ", " << rois << ", " << batch << " -> " << out
     << "\n  return %0 : " << out << "\n}\n";
  return os.str();
}

/// Sets the case's expectation: a rejection naming the box, or the
/// reference's output.
static void expect(Case &c, const ROIAlignRotatedAttrs &attrs,
                   const Tensor &data, const Tensor &rois,
                   const std::vector<int64_t> &batch) {
  std::string why = roiAlignRotatedRejection(attrs, data, rois, batch);
  if (!why.empty()) {
    c.rejectReason = why;
    c.rejectKeyword = why.rfind("batch index", 0) == 0
                          ? "batch index"
                          : "negative adaptive sample count";
    c.rejectBox = "(box " + why.substr(why.rfind(' ') + 1) + ": ";
    c.tags.push_back("rejected: " + c.rejectKeyword);
    return;
  }
  ovrt::Result<Tensor> out = referenceROIAlignRotated(attrs, data, rois, batch);
  if (!out) {
    c.description += " generator error: " + out.error();
    c.text.clear();
    return;
  }
  c.expected.push_back(out.take());
  c.outputNames = {"output"};
}

/// A random ROIAlignRotated-15 configuration (docs/semantics.md 8): f32,
/// f16, bf16 or f64 (drawn from a stream of its own, so that the f32 cases
/// stay as they were), both rotation senses, adaptive and fixed sampling, boxes
/// of every kind, i32 or i64 batch indices (sometimes out of range), dynamic
/// dims.
Case makeROIAlignRotatedCase(uint64_t seedValue, int64_t index) {
  Rng rng(seedValue, 9, uint64_t(index));
  Case c;
  c.kind = "roialignrotated";
  c.index = index;
  ROIAlignRotatedAttrs attrs;
  attrs.pooledH = rng.range(1, 4);
  attrs.pooledW = rng.range(1, 4);
  attrs.samplingRatio = rng.chance(0.5) ? 0 : rng.range(1, 3);
  attrs.spatialScale = rng.pick(std::vector<float>{1.0f, 0.5f, 0.25f, 2.0f});
  attrs.clockwise = rng.chance(0.5);
  int64_t n = rng.range(1, 2), channels = rng.range(1, 4);
  int64_t height = rng.range(1, 10), width = rng.range(1, 10),
          boxes = rng.range(1, 5);
  Rng typeRng(seedValue, 10, uint64_t(index));
  ElementType et = std::vector<ElementType>{
      {DType::F32, "f32"},
      {DType::F16, "f16"},
      {DType::BF16, "bf16"},
      {DType::F64, "f64"}}[typeRng.weighted({55, 20, 15, 10})];
  Tensor data = Tensor::create(et.dtype, {n, channels, height, width}).take();
  for (int64_t i = 0; i < data.numElements(); ++i)
    setFloat(data, i, float(rng.uniform(-4, 4)));
  if (rng.chance(0.1))
    setFloat(data, 0, NAN);
  Tensor rois = Tensor::create(et.dtype, {boxes, 5}).take();
  std::vector<int64_t> batch;
  for (int64_t r = 0; r < boxes; ++r) {
    std::string kind;
    std::vector<float> box =
        randomBox(rng, height, width, attrs.spatialScale, kind);
    for (int k = 0; k < 5; ++k)
      setFloat(rois, 5 * r + k, box[k]);
    batch.push_back(rng.chance(0.03) ? n + rng.range(0, 2)
                                     : rng.range(0, n - 1));
    c.tags.push_back("boxes " + kind);
  }
  bool wide = rng.chance(0.5);
  Tensor indices =
      Tensor::create(wide ? DType::I64 : DType::I32, {boxes}).take();
  for (int64_t r = 0; r < boxes; ++r) {
    if (wide)
      indices.dataAs<int64_t>()[r] = batch[r];
    else
      indices.dataAs<int32_t>()[r] = int32_t(batch[r]);
  }
  std::vector<bool> dynamic = dynamicDims(rng.weighted({80, 10, 10, 0}), 4);
  bool dynamicR = rng.chance(0.3);
  std::string dataType =
      tensorType({n, channels, height, width}, dynamic, et.mlir);
  std::string roisType = tensorType({boxes, 5}, {dynamicR, false}, et.mlir);
  std::string batchType = tensorType({boxes}, {dynamicR}, wide ? "i64" : "i32");
  std::string outType =
      tensorType({boxes, channels, attrs.pooledH, attrs.pooledW},
                 {true, true, false, false}, et.mlir);
  c.text = rotatedText(attrs, dataType, roisType, batchType, outType);
  c.description = "ROIAlignRotated-15 " + et.mlir + " " +
                  shapeString({n, channels, height, width}) + " boxes " +
                  std::to_string(boxes) + " pooled " +
                  std::to_string(attrs.pooledH) + "x" +
                  std::to_string(attrs.pooledW) + " ratio " +
                  std::to_string(attrs.samplingRatio) + " scale " +
                  std::to_string(attrs.spatialScale) +
                  (attrs.clockwise ? " clockwise" : "");
  c.tags.push_back(et.mlir);
  c.tags.push_back(attrs.clockwise ? "clockwise" : "counterclockwise");
  c.tags.push_back(attrs.samplingRatio ? "sampling_ratio > 0"
                                       : "sampling_ratio 0");
  expect(c, attrs, data, rois, batch);
  c.inputs.push_back(std::move(data));
  c.inputs.push_back(std::move(rois));
  c.inputs.push_back(std::move(indices));
  return c;
}

/// ROIAlignRotated on every path (vector: ov-to-linalg's kernel).
TEST_P(E2E, ROIAlignRotatedRandom) {
  runDifferential("roialignrotated", GetParam(),
                  (avgPoolConfigs(GetParam()) + 1) / 2,
                  makeROIAlignRotatedCase);
}

} // namespace ove2e
