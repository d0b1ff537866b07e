//===- KernelBuilders.h - OpenVINO's element semantics as IR -----*- C++ -*-===//
//
// The scalar semantics of MaxPool and ROIAlign
// (docs/semantics.md 1.6, 1.7, 3.3), built once and used by every lowering
// (ov-to-affine, ov-to-linalg, ov-to-gpu, ov-to-vector) and by the input
// checks of compiled modules:
//   - MaxPool: the initial value (lowest finite), the window's sizes, the
//     strict-greater tap update and MaxPool-8's index formula and modulus;
//   - ROIAlign: steps 1-9 with one rounding to T per operation, no FMA.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_KERNELBUILDERS_H
#define OV_SEMANTICS_KERNELBUILDERS_H

#include "ov/Dialect/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::ov {

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// True for ui8..ui64 (compared unsigned, lowest 0).
bool isUnsignedInteger(Type elementType);

/// The signless type arith operates on: ui8/si8 -> i8, floats unchanged.
Type toSignlessType(Type type);

/// A view of `value` (scalar, tensor or memref) with a signless element type;
/// `value` itself when already signless. The cast disappears in the LLVM
/// lowering, where signed, unsigned and signless integers are the same.
Value castToSignless(OpBuilder &b, Location loc, Value value);

/// The inverse view: `value` (signless) seen as `type`.
Value castFromSignless(OpBuilder &b, Location loc, Value value, Type type);

//===----------------------------------------------------------------------===//
// MaxPool
//===----------------------------------------------------------------------===//

/// The running maximum's initial value, of the signless form of
/// `elementType`: numeric_limits<T>::lowest() for f32, f64 and signed
/// integers, 0 for unsigned integers, and f32's lowest converted to T for f16
/// and bf16 (OpenVINO evaluates those in f32; the conversion gives -inf).
Value buildPoolInitValue(OpBuilder &b, Location loc, Type elementType);

/// `tap > best` as OpenVINO compares: ordered for floats (NaN never wins),
/// signed or unsigned for integers. Operands are signless.
Value buildStrictlyGreater(OpBuilder &b, Location loc, Value tap, Value best,
                           bool isUnsigned);

/// The windows of one MaxPool as IR: its attributes and the input sizes and
/// resolved begin pads they are applied to, all values of `indexType`
/// (index, or i32 where a lowering has proved that every coordinate fits).
struct MaxPoolWindow {
  PoolingAttrs attrs;
  Type indexType;
  SmallVector<Value> inputDims; // spatial input dims
  SmallVector<Value> padsBegin; // resolved, per spatial axis
  bool isUnsigned = false;      // the elements compare unsigned
};

/// The window of a MaxPool over the ranked tensor `input` (element type as
/// written, signed or unsigned) with `pads` from reifyPoolingPads.
MaxPoolWindow
buildMaxPoolWindow(OpBuilder &b, Location loc, Value input,
                   const PoolingAttrs &attrs,
                   ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads,
                   Type indexType);

/// One tap of the running maximum (docs/semantics.md 1.6, 1.7): `best` is
/// (value) or (value, position); the tap (signless) replaces them when it is
/// strictly greater and `valid` (i1; null: always) holds. `coords` are the
/// tap's spatial input coordinates (the window's index type); the position
/// is their row-major position inside the (n, c) plane, converted to
/// best[1]'s type. Returns the updated `best`.
SmallVector<Value> buildMaxPoolTapUpdate(OpBuilder &b, Location loc,
                                         const MaxPoolWindow &w, Value tap,
                                         ValueRange coords, ValueRange best,
                                         Value valid = {});

/// What MaxPool-8's index formula needs besides the winning tap, as values
/// of the window's index type.
struct MaxPoolIndexing {
  Value channels;  // C
  Value planeSize; // S, the product of the spatial input dims
  Value modulus;   // the product of the dims from `axis` on; null for axis 0
};

/// The index formula's sizes for `axis` (as written, may be negative) over
/// the ranked tensor `input`; `channels` is C in the window's index type.
MaxPoolIndexing buildMaxPoolIndexing(OpBuilder &b, Location loc, Value input,
                                     const MaxPoolWindow &w, Value channels,
                                     int64_t axis);

/// MaxPool-8's index (docs/semantics.md 1.7) of the winning tap: n*C*S + c*S +
/// spatial, where `spatial` is the tap's row-major position inside the
/// plane, reduced modulo `ix.modulus` (when there is one). Values of the
/// window's index type.
Value buildMaxPoolIndex(OpBuilder &b, Location loc, const MaxPoolIndexing &ix,
                        Value n, Value c, Value spatial);

//===----------------------------------------------------------------------===//
// ROIAlign
//===----------------------------------------------------------------------===//

/// OpenVINO's f32 -> bf16 conversion (ov::bfloat16(float)) on the bit pattern
/// `u` of an f32: (u + ((u & 0x10000) >> 1)) >> 16, in uint32 arithmetic.
/// Half of the last kept bit's weight is added only when that bit is 1, so
/// values whose kept last bit is 0 are truncated (docs/semantics.md 3.4).
/// A NaN gives the quiet NaN (u >> 16) | 0x40: the same as the rule for
/// every NaN that x86 arithmetic makes from bf16 data, and a NaN for the
/// 0x7fffffff of NVIDIA GPUs' arithmetic, which the rule would carry into
/// the sign.
uint16_t roundToBF16Bits(uint32_t u);

/// Float arithmetic in T with OpenVINO's rounding: f32/f64 compute in T; f16
/// and bf16 compute in f32 and round back to T after every operation. Values
/// are in T. Integers enter either through static_cast<T> (fromIndex: bin and
/// sample indices, sample counts, H, W, neighbour rows) or, where OpenVINO's
/// reference divides by a plain integer (roi size / pooled size, the avg
/// divisor), exactly in the compute type (divByCount). Operands may be scalars or
/// vectors; a scalar operand of a binary op is broadcast to the other's shape.
/// Rounding back to T is OpenVINO's: IEEE round-to-nearest-even for f16, and
/// for bf16 ov::bfloat16's own rule (roundToBF16Bits; docs/semantics.md 3.4),
/// which is not IEEE rounding.
class RoundedArith {
public:
  RoundedArith(OpBuilder &b, Location loc, Type elementType);

  Type elementType() const { return type; }
  Type computeType() const { return compute; }
  OpBuilder &builder() { return b; }
  Location location() const { return loc; }

  Value add(Value x, Value y);
  Value sub(Value x, Value y);
  Value mul(Value x, Value y);
  Value div(Value x, Value y);
  /// std::max(x, y) on finite values (returns y when x is NaN).
  Value max(Value x, Value y);
  Value floor(Value x);
  Value ceil(Value x);
  /// T constant (converted from double, rounded to T).
  Value constant(double v);
  /// An integer (index, or a signless integer scalar or vector) converted
  /// exactly to the compute type, then to T.
  Value fromIndex(Value index);
  /// x in T, divided by an index count converted exactly to the compute type.
  Value divByCount(Value x, Value count);
  /// x (T) times an f32 factor applied in the compute type (spatial_scale).
  Value mulByF32(Value x, Value factorF32);
  /// An integer (index, or a signless integer scalar or vector) converted
  /// exactly to the compute type (for comparisons).
  Value exact(Value index);
  /// Ordered comparisons (false for NaN) in the compute type; operands are
  /// T values or exact compute-type values.
  Value lt(Value x, Value y);
  Value gt(Value x, Value y);
  Value le(Value x, Value y);
  Value ge(Value x, Value y);
  /// maxnum/minnum in the compute type, as T (NaN operands lose).
  Value clamp(Value x, Value lo, Value hi);
  /// Scalar operands are broadcast to a vector condition's shape.
  Value select(Value cond, Value x, Value y);
  /// A non-negative finite T value (<= bound, checked by the caller) as index.
  Value toIndex(Value x);
  /// The same, truncated to `intType`: index, or a signless integer (or a
  /// vector of them, with x of the same shape).
  Value toInt(Value x, Type intType);

  /// `scalar` broadcast to `like`'s vector shape (unchanged for scalars).
  Value splatLike(Value scalar, Value like);

private:
  Value toCompute(Value x);
  Value fromCompute(Value x);
  Value truncToBF16(Value x);

  OpBuilder &b;
  Location loc;
  Type type, compute;
};

/// Per-ROI geometry (steps 1-4 of docs/semantics.md 3.3), in T.
struct ROIGeometry {
  Value startX, startY;    // X1, Y1 after scaling
  Value binW, binH;        // roi size / pooled size
  Value samplesX, samplesY; // nx, ny as index (>= 1, clamped for safety)
  Value sampleW, sampleH;  // dx = bin_w / nx, dy = bin_h / ny
  Value count;             // nx * ny as index
};

/// Steps 1-4 for one ROI: `x1..y2` are the ROI's coordinates in T,
/// `spatialScale` an f32 value. `samplesX/Y` come out clamped to
/// [1, kMaxSamplesPerAxis] (asymmetric) or [0, kMaxSamplesPerAxis] (the
/// aligned modes, whose empty boxes take no samples) so that no loop bound
/// is ever poison or huge.
ROIGeometry buildROIGeometry(RoundedArith &a, Value x1, Value y1, Value x2,
                             Value y2, Value spatialScale,
                             const ROIAlignAttrs &attrs);


/// The unclamped adaptive sample counts ceil(bin size) as T values, for the
/// input check against kMaxSamplesPerAxis.
std::pair<Value, Value> buildAdaptiveSampleCounts(RoundedArith &a,
                                                  const ROIGeometry &g);

/// A batch index (a signless integer read from batch_indices) as an index
/// clamped to [0, batch - 1], so that no address depends on unchecked data;
/// the compiled module's input check rejects indices outside [0, N) before
/// any kernel runs.
Value buildClampedBatchIndex(OpBuilder &b, Location loc, Value raw,
                             bool isUnsigned, Value batch);

/// Reads one pixel of the ROI's (batch, channel) plane at (y, x) (index
/// values, always in range) and returns it in T.
using PixelReader = function_ref<Value(Value y, Value x)>;

/// Steps 5-7 along one axis for sample `sampleIndex` (index) of bin
/// `binIndex`: whether the position is inside [-1, size], its neighbours
/// and its fractional part. `binIndex` is an index, or a vector of signless
/// integers (one bin per lane); the neighbours have its type, the other
/// values its shape.
struct ROISampleAxis {
  Value inside;    // i1
  Value low, high; // neighbours, of binIndex's type
  Value frac;      // T: position - low
};
ROISampleAxis buildROISampleAxisY(RoundedArith &a, const ROIGeometry &g,
                                  Value binRow, Value sampleY, Value height);
ROISampleAxis buildROISampleAxisX(RoundedArith &a, const ROIGeometry &g,
                                  Value binCol, Value sampleX, Value width);

/// Step 8 without the pixels: the four neighbours (y, x) and the bilinear
/// weights of a sample, shared by every channel. An outside sample has
/// neighbours (0, 0) and weights 0 (OpenVINO reads pixel (0, 0) with weight
/// 0, so a NaN there still propagates).
struct ROISampleTaps {
  Value yLow, yHigh, xLow, xHigh;
  Value w1, w2, w3, w4; // for (yLow, xLow), (yLow, xHigh), (yHigh, xLow),
                        // (yHigh, xHigh)
};
ROISampleTaps buildROISampleTaps(RoundedArith &a, const ROISampleAxis &y,
                                 const ROISampleAxis &x);

/// The sample's value from its four pixels (in T): the weighted sum in
/// OpenVINO's order, left to right.
Value buildROISampleValue(RoundedArith &a, const ROISampleTaps &taps,
                          Value p1, Value p2, Value p3, Value p4);

/// Steps 5-8 for sample (sy, sx) (index values) of bin (binRow, binCol):
/// position, out-of-range test (a NaN position counts as out of range),
/// clamp, neighbours and bilinear weights, and the sum of the four weighted
/// pixels in OpenVINO's order. An out-of-range sample reads pixel (0, 0)
/// four times with weight 0, as OpenVINO does.
Value buildROISample(RoundedArith &a, const ROIGeometry &g, Value binRow,
                     Value binCol, Value sy, Value sx, Value height,
                     Value width, PixelReader readPixel);

/// Reads a pixel as PixelReader does, with the builder and location of the
/// sample loop body it is called from.
using LoopPixelReader =
    function_ref<Value(OpBuilder &b, Location loc, Value y, Value x)>;

/// One output bin (steps 5-9): scf.for loops over the bin's samples, rows
/// outer, each sample from buildROISample, accumulated in T from 0 as
/// OpenVINO does (avg: acc + value / count; max: value if value > acc).
/// Shared by the scalar lowerings (affine, linalg, GPU).
Value buildROIBin(OpBuilder &b, Location loc, Type elementType,
                  const ROIGeometry &g, Value binRow, Value binCol,
                  Value height, Value width, bool isMax,
                  LoopPixelReader readPixel);

/// Reads a pixel of channel `slot` (0 to channels - 1) of the bins that
/// buildROIBinChannels computes together.
using ChannelPixelReader = function_ref<Value(OpBuilder &b, Location loc,
                                              int64_t slot, Value y, Value x)>;

/// buildROIBin for the same bin of `channels` channels at once: each
/// sample's position, neighbours and weights are computed once and shared,
/// and each channel's accumulator is updated exactly as buildROIBin's (the
/// same operations in the same order), so every result is bit-equal to
/// buildROIBin's for that channel. buildROIBin is the case channels = 1.
SmallVector<Value> buildROIBinChannels(OpBuilder &b, Location loc,
                                       Type elementType, const ROIGeometry &g,
                                       Value binRow, Value binCol,
                                       Value height, Value width, bool isMax,
                                       int64_t channels,
                                       ChannelPixelReader readPixel);

} // namespace mlir::ov

#endif // OV_SEMANTICS_KERNELBUILDERS_H
