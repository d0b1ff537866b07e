// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToLinalg.cpp - ROIAlign to linalg on tensors --------------===//
//
// ROIAlign with a fixed sample count (sampling_ratio > 0, at most
// kMaxUnrolledSamples samples per bin) in a structured form, the geometry
// apart from the pixels (docs/perf-notes.md, "Structured linalg"):
//
//   1. the geometry, once per (box, bin row, bin column, sample): a
//      linalg.generic over [R, PH, PW, S] whose results are the offsets of
//      the sample's four pixels and its four bilinear weights, as OpenVINO's
//      reference pre-computes them;
//   2. the bins: a linalg.generic whose body reads each sample's offsets and
//      weights and its four pixels, the samples unrolled in OpenVINO's order
//      (rows outer) and accumulated from 0 as buildROIBin does (avg:
//      acc + value / count; max: value if value > acc); no loops, no box
//      geometry.
//
// Where the map's pixels are at most 4 x the boxes' samples (static shapes,
// N * H * W <= 4 * R * PH * PW * S) the data is first transposed to
// channels-last [N * H * W, C], the bins iterate over [R, PH, PW, C]
// (channels innermost: the geometry is the same for every channel, the
// pixels contiguous along C) and a transpose gives [R, C, PH, PW]. Else
// (few boxes over large maps, where the transpose would cost more than the
// samples; dynamic shapes) the bins iterate over the output [R, C, PH, PW]
// and read the NCHW data at offset + c * H * W.
//
// The adaptive ratio (a count per box) and larger counts keep the scalar
// form: one linalg.generic over [R, C, PH, PW] whose body gathers pixels with
// tensor.extract inside scf.for sample loops (ROIGeneric.h).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ROIGeneric.h"

#include "ROIAlignBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"

using namespace mlir;
using namespace mlir::ov;

/// The most samples per bin the structured form unrolls (sampling_ratio 4).
static constexpr int64_t kMaxUnrolledSamples = 16;

/// The geometry tensors: per (box, bin row, bin column, sample), the offsets
/// of the four neighbours, as i64, and their weights in T (for (yLow, xLow),
/// (yLow, xHigh), (yHigh, xLow), (yHigh, xHigh), buildROISampleValue's
/// order). An offset is the pixel's row in the channels-last data
/// [N * H * W, C], or its channel 0's element in the flat NCHW data.
struct ROISampleTables {
  SmallVector<Value, 4> offsets, weights;
};

static Value emptyLike(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> shape,
                       Type elementType) {
  return tensor::EmptyOp::create(b, loc, shape, elementType);
}

/// Step 1: the geometry generic over [R, PH, PW, S] (S = ratio^2, sample s
/// at row s / ratio, column s % ratio). Each element repeats its box's
/// start (buildROIStart): a few scalar operations per sample, against the
/// channels' work that they save. `planes` is the number of H x W planes an
/// image spans in the data's layout (1 channels-last, C in NCHW).
static ROISampleTables buildSampleTables(OpBuilder &b, Location loc,
                                         const ROIAlignMatch &m, Value planes) {
  int64_t ratio = m.attrs.samplingRatio;
  SmallVector<OpFoldResult> shape = {
      m.outputShape[0], b.getIndexAttr(m.attrs.pooledH),
      b.getIndexAttr(m.attrs.pooledW), b.getIndexAttr(ratio * ratio)};
  SmallVector<Value> inits;
  for (Type type : {Type(b.getI64Type()), m.elementType})
    for (int k = 0; k < 4; ++k)
      inits.push_back(emptyLike(b, loc, shape, type));
  AffineMap identity = AffineMap::getMultiDimIdentityMap(4, b.getContext());
  auto generic = linalg::GenericOp::create(
      b, loc, ValueRange(inits).getTypes(), ValueRange{}, inits,
      SmallVector<AffineMap>(8, identity),
      SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
      [&](OpBuilder &gb, Location gl, ValueRange) {
        SmallVector<Value> ivs;
        for (int64_t d = 0; d < 4; ++d)
          ivs.push_back(linalg::IndexOp::create(gb, gl, d));
        Value ratioIndex = arith::ConstantIndexOp::create(gb, gl, ratio);
        Value sy = arith::DivUIOp::create(gb, gl, ivs[3], ratioIndex);
        Value sx = arith::RemUIOp::create(gb, gl, ivs[3], ratioIndex);
        ROIStart start = buildROIStart(gb, gl, m, ivs[0]);
        RoundedArith a(gb, gl, m.elementType);
        ROISampleTaps taps = buildROISampleTaps(
            a, buildROISampleAxisY(a, start.geometry, ivs[1], sy, m.height),
            buildROISampleAxisX(a, start.geometry, ivs[2], sx, m.width));
        // ((image * planes) * H + y) * W + x.
        Value firstRow = arith::MulIOp::create(
            gb, gl, arith::MulIOp::create(gb, gl, start.image, planes),
            m.height);
        auto offset = [&](Value y, Value x) -> Value {
          Value flat = arith::AddIOp::create(
              gb, gl,
              arith::MulIOp::create(
                  gb, gl, arith::AddIOp::create(gb, gl, firstRow, y), m.width),
              x);
          return arith::IndexCastOp::create(gb, gl, gb.getI64Type(), flat);
        };
        linalg::YieldOp::create(gb, gl,
                                ValueRange{offset(taps.yLow, taps.xLow),
                                           offset(taps.yLow, taps.xHigh),
                                           offset(taps.yHigh, taps.xLow),
                                           offset(taps.yHigh, taps.xHigh),
                                           taps.w1, taps.w2, taps.w3, taps.w4});
      });
  ROISampleTables tables;
  for (int k = 0; k < 4; ++k) {
    tables.offsets.push_back(generic.getResult(k));
    tables.weights.push_back(generic.getResult(4 + k));
  }
  return tables;
}

/// Reads the pixel at a sample's offset (an index) for the bins' body.
using OffsetReader =
    function_ref<Value(OpBuilder &b, Location loc, Value offset)>;

/// Step 2's body for bin (r, i, j) (`bin`): the samples unrolled, each the
/// weighted sum of its four pixels (buildROISampleValue), accumulated as
/// buildROIBinChannels does.
static Value buildUnrolledBin(OpBuilder &b, Location loc,
                              const ROIAlignMatch &m,
                              const ROISampleTables &tables, ValueRange bin,
                              OffsetReader readPixel) {
  RoundedArith a(b, loc, m.elementType);
  int64_t samples = m.attrs.samplingRatio * m.attrs.samplingRatio;
  Value count = arith::ConstantIndexOp::create(b, loc, samples);
  Value acc = a.constant(0.0);
  for (int64_t s = 0; s < samples; ++s) {
    SmallVector<Value> at(bin);
    at.push_back(arith::ConstantIndexOp::create(b, loc, s));
    ROISampleTaps taps;
    Value *weights[] = {&taps.w1, &taps.w2, &taps.w3, &taps.w4};
    SmallVector<Value, 4> pixels;
    for (int k = 0; k < 4; ++k) {
      *weights[k] = readElement(b, loc, tables.weights[k], at);
      Value offset = arith::IndexCastOp::create(
          b, loc, b.getIndexType(),
          tensor::ExtractOp::create(b, loc, tables.offsets[k], at));
      pixels.push_back(readPixel(b, loc, offset));
    }
    Value sample = buildROISampleValue(a, taps, pixels[0], pixels[1], pixels[2],
                                       pixels[3]);
    acc = m.attrs.isMax() ? a.select(a.gt(sample, acc), sample, acc)
                          : a.add(acc, a.divByCount(sample, count));
  }
  return acc;
}

/// A linalg.generic over `shape` (4-d, all parallel) into a new tensor,
/// each element `body(ivs)`.
static Value buildParallelGeneric(
    OpBuilder &b, Location loc, ArrayRef<OpFoldResult> shape, Type elementType,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  Value init = emptyLike(b, loc, shape, elementType);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(4, b.getContext());
  return linalg::GenericOp::create(
             b, loc, TypeRange{init.getType()}, ValueRange{}, ValueRange{init},
             SmallVector<AffineMap>{identity},
             SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
             [&](OpBuilder &gb, Location gl, ValueRange) {
               SmallVector<Value> ivs;
               for (int64_t d = 0; d < 4; ++d)
                 ivs.push_back(linalg::IndexOp::create(gb, gl, d));
               linalg::YieldOp::create(gb, gl, body(gb, gl, ivs));
             })
      .getResult(0);
}

/// The channels-last form: data [N, C, H, W] as [N * H * W, C], the bins
/// over [R, PH, PW, C], transposed to [R, C, PH, PW].
static Value buildChannelsLastROIAlign(OpBuilder &b, Location loc,
                                       const ROIAlignMatch &m) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  ROISampleTables tables = buildSampleTables(b, loc, m, one);
  SmallVector<OpFoldResult> dims = tensor::getMixedSizes(b, loc, m.data);
  Value nhwc = linalg::TransposeOp::create(
                   b, loc, m.data,
                   emptyLike(b, loc, {dims[0], dims[2], dims[3], dims[1]},
                             m.elementType),
                   ArrayRef<int64_t>{0, 2, 3, 1})
                   .getResult()[0];
  Value rows = tensor::CollapseShapeOp::create(
      b, loc, nhwc, SmallVector<ReassociationIndices>{{0, 1, 2}, {3}});
  Value bins = buildParallelGeneric(
      b, loc,
      {m.outputShape[0], b.getIndexAttr(m.attrs.pooledH),
       b.getIndexAttr(m.attrs.pooledW), m.outputShape[1]},
      m.elementType, [&](OpBuilder &gb, Location gl, ValueRange ivs) {
        return buildUnrolledBin(gb, gl, m, tables, ivs.take_front(3),
                                [&](OpBuilder &pb, Location pl, Value row) {
                                  return readElement(pb, pl, rows,
                                                     ValueRange{row, ivs[3]});
                                });
      });
  Value output = emptyLike(b, loc, m.outputShape, m.elementType);
  return linalg::TransposeOp::create(b, loc, bins, output,
                                     ArrayRef<int64_t>{0, 3, 1, 2})
      .getResult()[0];
}

/// The NCHW form: the bins over the output [R, C, PH, PW], each pixel of
/// channel c at its sample's offset + c * H * W in the flat data.
static Value buildPlanarROIAlign(OpBuilder &b, Location loc,
                                 const ROIAlignMatch &m) {
  Value channels = indexValue(b, loc, m.outputShape[1]);
  ROISampleTables tables = buildSampleTables(b, loc, m, channels);
  Value plane = arith::MulIOp::create(b, loc, m.height, m.width);
  Value flat = tensor::CollapseShapeOp::create(
      b, loc, m.data, SmallVector<ReassociationIndices>{{0, 1, 2, 3}});
  return buildParallelGeneric(
      b, loc, m.outputShape, m.elementType,
      [&](OpBuilder &gb, Location gl, ValueRange ivs) {
        Value channelStart = arith::MulIOp::create(gb, gl, ivs[1], plane);
        return buildUnrolledBin(
            gb, gl, m, tables, ValueRange{ivs[0], ivs[2], ivs[3]},
            [&](OpBuilder &pb, Location pl, Value offset) {
              Value at = arith::AddIOp::create(pb, pl, offset, channelStart);
              return readElement(pb, pl, flat, ValueRange{at});
            });
      });
}

/// Whether the channels-last form pays: static shapes whose map pixels
/// (N * H * W, each moved once by the transpose) are at most 4 x the
/// boxes' samples (R * PH * PW * S, each reading 4 pixels).
static bool prefersChannelsLast(const ROIAlignMatch &m) {
  auto dataType = cast<RankedTensorType>(m.data.getType());
  std::optional<int64_t> boxes = getConstantIntValue(m.outputShape[0]);
  if (!dataType.hasStaticShape() || !boxes)
    return false;
  ArrayRef<int64_t> dims = dataType.getShape();
  int64_t ratio = m.attrs.samplingRatio;
  return dims[0] * dims[2] * dims[3] <=
         4 * *boxes * m.attrs.pooledH * m.attrs.pooledW * ratio * ratio;
}

/// The structured form (see the file comment), cast to the output type.
static Value buildStructuredROIAlign(OpBuilder &b, Location loc,
                                     const ROIAlignMatch &m) {
  Value result = prefersChannelsLast(m) ? buildChannelsLastROIAlign(b, loc, m)
                                        : buildPlanarROIAlign(b, loc, m);
  if (result.getType() != m.outputType)
    result = tensor::CastOp::create(b, loc, m.outputType, result);
  return result;
}

/// Whether ROIAlign `m` takes the structured form: a fixed sample count of
/// at most kMaxUnrolledSamples per bin.
static bool hasUnrollableSamples(const ROIAlignMatch &m) {
  int64_t ratio = m.attrs.samplingRatio;
  return ratio > 0 && ratio * ratio <= kMaxUnrolledSamples;
}

namespace {

/// Lowers every ROIAlign version: the structured form where the sample
/// count is fixed and small, else one linalg.generic over the bins.
struct ROIAlignToLinalg : ROIAlignPattern {
  using ROIAlignPattern::ROIAlignPattern;

  LogicalResult
  rewriteMatched(ROIAlignOpInterface op, const ROIAlignMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    if (hasUnrollableSamples(m)) {
      rewriter.replaceOp(op,
                         buildStructuredROIAlign(rewriter, op->getLoc(), m));
      return success();
    }
    rewriter.replaceOp(
        op, buildROIBinGeneric(rewriter, op->getLoc(), m,
                               [&](OpBuilder &b, Location loc, Value r) {
                                 return buildROIAlignBox(b, loc, m, r);
                               }));
    return success();
  }
};

} // namespace

/// Every ROIAlign is illegal (the pass's default for the dialect).
void mlir::ov::populateROIAlignToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIAlignToLinalg>(patterns.getContext());
}
