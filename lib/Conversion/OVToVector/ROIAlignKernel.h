// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignKernel.h - The ROIAlign kernels' shared parts ----*- C++ -*-===//
//
// What the ROIAlign kernels of ov-to-vector share (private to
// lib/Conversion/OVToVector): the op's loop-invariant values, one (box,
// channel block) task, its per-thread buffers. ROIAlignToVector.cpp builds
// the tasks and picks a kernel per image and task: the whole-map one
// (groups of channel blocks, ROIAlignGrouped.cpp), the blocked one
// (channels as lanes, ROIAlignBlocked.cpp) or the gather one (bins as
// lanes, ROIAlignGather.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_ROIALIGNKERNEL_H
#define OV_LIB_CONVERSION_OVTOVECTOR_ROIALIGNKERNEL_H

#include "VectorUtils.h"

#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/IR/Builders.h"

namespace mlir::ov::vectorize {

/// Pixels (of `lanes` channels each) in a task's scratch buffer: the box's
/// region of the feature map, transposed, plus pixel (0, 0). 4096 pixels of
/// 16 f32 channels are 256 KiB of stack per thread; boxes whose region does
/// not fit take the gather kernel.
constexpr int64_t kROIScratchPixels = 4096;
/// The largest output block (lanes channels x pooled bins) staged on the
/// stack before its non-temporal copy; larger blocks are stored directly.
constexpr int64_t kROIStagingBytes = 64 * 1024;
/// Samples (bin columns x samples per bin column) whose x-axis data a task
/// tabulates; boxes with more take the gather kernel.
constexpr int64_t kROIColumnSamples = 1024;

/// A group of channel blocks of the whole feature map is staged for all
/// boxes of an image where it fits this many L2s (ROIAlignToVector.cpp).
constexpr int64_t kROIWholeMapL2s = 16;
/// Channel blocks per task of the whole-map kernel (ROIAlignGrouped.cpp):
/// a sample's scalar work is shared by this many vectors of channels.
constexpr int64_t kROIGroupBlocks = 4;

/// Loop-invariant values of the op.
struct ROIKernel {
  Value batch, channels, height, width, boxes;
  Value data, rois, batchIndices;
  Value output;     // viewed as [R, C, pooled_h * pooled_w]
  Value flatOutput; // and as [R, C * pooled_h * pooled_w]
  Value scale;
  Type floatType;
  VectorType laneType; // integer lanes (pixel offsets inside a plane)
  int64_t lanes = 16;
  ROIAlignAttrs attrs;
  bool unsignedIndices = false;
  /// Outputs of at least this many bytes are written with non-temporal
  /// stores.
  int64_t nontemporalBytes = 0;
  /// The largest whole-map scratch (pixel (0, 0) and the map, a group of
  /// channel blocks a pixel), in bytes.
  int64_t wholeMapBytes = 0;
  /// Channel blocks per whole-map task (chooseGroupBlocks); 0: none.
  int64_t groupBlocks = 0;
  /// `data` is the channels-last [N, H, W, C] source of the op's operand (a
  /// linalg.transpose by [0, 3, 1, 2], ROIAlignToVector.cpp): a pixel's
  /// channels are contiguous, so the blocked kernel reads its lanes there,
  /// with nothing staged (buildChannelsLastTask).
  bool channelsLast = false;
};

/// One (box, channel tile) task.
struct ROITask {
  Value box, image, c0, c1;
  ROIGeometry g;
  /// Channels-last: lanes c0 .. c1 - 1 on, the rest off (a partial block).
  Value channelMask;
};

/// The x-axis data (ROISampleAxis) of sample sx of bin column c, at
/// c * samplesX + sx: every bin row and sample row of the box reads the same
/// columns, so the blocked kernel computes them once per task. (With a
/// static sampling ratio LLVM hoisted them already; with adaptive counts
/// they were recomputed per sample; docs/perf-notes.md.)
struct ColumnSamples {
  Value inside, low, high, frac;
};

/// A whole-map task's per-thread buffers (ROIAlignGrouped.cpp).
struct GroupBuffers {
  Value staging;  // the output block [channel][bin], + a vector of padding
  Value binMajor; // [bin (padded to whole vectors)][block][lane]
  ColumnSamples columns, rows;
};

/// A task's per-thread buffers.
struct Buffers {
  Value scratch;         // [pixel][channel lane]; null for channels-last
  Value staging;         // the output block, or null
  ColumnSamples columns; // kROIColumnSamples entries each
  /// Whether the box's x-axis data is in `columns`; else each sample
  /// computes its own (channels-last boxes with more samples than fit).
  bool tabulatedColumns = true;
};

/// The boxes by image (and tile of the map), and where each image's boxes
/// start in it (ROIAlignToVector.cpp).
struct BoxOrder {
  Value order;  // [boxes]: box ids, image by image
  Value starts; // [N + 1]: image n's boxes are order[starts[n] .. starts[n+1])
};

/// The part of the feature map a box reads: rows y0 .. y0 + rows - 1,
/// columns x0 .. x0 + cols - 1, stored in the scratch buffer from pixel 1
/// on with `stride` (cols rounded up to whole vectors) pixels per row.
struct ROIRegion {
  Value y0, x0, rows, cols, stride;
};

/// A vector of `lanes` zeros of the kernel's float type (the start of both
/// modes, and the masked-off lanes).
inline Value zeros(OpBuilder &b, Location loc, const ROIKernel &k) {
  return VectorMath{b, loc}.splat(
      RoundedArith(b, loc, k.floatType).constant(0.0), k.lanes);
}

/// The running avg/max of one sample.
inline Value accumulate(RoundedArith &a, const ROIKernel &k, const ROITask &t,
                        Value acc, Value sample) {
  return k.attrs.isMax() ? a.select(a.gt(sample, acc), sample, acc)
                         : a.add(acc, a.divByCount(sample, t.g.count));
}

/// The L x L transpose of L vectors of L elements (L a power of two), by
/// log2(L) rounds of two-input shuffles (ROIAlignBlocked.cpp).
SmallVector<Value> transpose(OpBuilder &b, Location loc,
                             SmallVector<Value> rows);

/// The table entry of sample `s` of bin `bin` along an axis of `samples`
/// samples per bin.
Value sampleEntry(IndexMath &m, Value samples, Value bin, Value s);

/// Fills `table` with the axis data of every (bin, sample) of the task's
/// box: its bin rows' (`rows`) or bin columns' samples.
void fillSampleTable(OpBuilder &b, Location loc, const ROIKernel &k,
                     const ROITask &t, const ColumnSamples &table, bool rows);

/// Entry `at` of a sample table.
ROISampleAxis loadColumnSample(OpBuilder &b, Location loc,
                               const ColumnSamples &table, Value at);

/// Writes the staged output block ([channel][bin], `blockChannels`
/// channels from t.c0) to output[box, c0 .., :]: a contiguous run of
/// blockChannels * bins elements when the block has all its channels, as
/// whole vectors, non-temporal where the run is aligned to a vector and the
/// output is large (no read for ownership of lines that will not be read
/// again soon); channel by channel, element by element, for a partial last
/// block.
void copyStagedBlock(OpBuilder &b, Location loc, const ROIKernel &k,
                     const ROITask &t, Value staging, int64_t blockChannels);

/// Stores bins (binRow, col0 .. col0 + count - 1) of the task's channels,
/// one vector per channel (`perChannel`, `lanes` of them): into the staged
/// block, or (without one) into the output rows of the existing channels
/// (ROIAlignBlocked.cpp).
void storeBinChunk(OpBuilder &b, Location loc, const ROIKernel &k,
                   const ROITask &t, Value staging, ArrayRef<Value> perChannel,
                   Value binRow, Value col0, int64_t count);

/// Channel blocks per whole-map task: kROIGroupBlocks (channels-last: 16
/// at 512 bits, else 8; ROIAlignGrouped.cpp), fewer where the channels (when
/// static, else 0) fill fewer or the per-thread buffers would pass
/// kROIStagingBytes; 0 where the whole-map kernel cannot run.
int64_t chooseGroupBlocks(const ROIKernel &k, int64_t staticChannels);

/// The per-thread buffers of a whole-map task.
GroupBuffers allocGroupBuffers(OpBuilder &b, Location loc, const ROIKernel &k);

/// The k.groupBlocks channel blocks from t.c0 of image t.image, the region
/// `map` (the whole map), into `scratch` ([block][pixel][channel lane]).
void buildGroupStage(OpBuilder &b, Location loc, const ROIKernel &k,
                     const ROITask &t, Value scratch, const ROIRegion &map);

/// Box t.box for the task's channel group, from the staged `scratch` (with
/// channels-last data from k.data: `scratch` and `map` unused); both sample
/// tables must hold the box's samples.
void buildGroupBox(OpBuilder &b, Location loc, const ROIKernel &k,
                   const ROITask &t, const GroupBuffers &buf, Value scratch,
                   const ROIRegion &map);

/// The (uninitialized) column sample table of a task (ROIAlignBlocked.cpp).
ColumnSamples allocColumnSamples(OpBuilder &b, Location loc,
                                 const ROIKernel &k);

/// Pixel (0, 0) of the `lanes` channels from t.c0, then region `rg` of
/// their planes, into `scratch` ([pixel][channel lane], or with `block`
/// [block][pixel][channel lane]; ROIAlignBlocked.cpp). `prefetchNextRow`:
/// each load also prefetches the same columns one row down (a whole map,
/// read from memory as `lanes` streams).
void buildStagedRegion(OpBuilder &b, Location loc, const ROIKernel &k,
                       const ROITask &t, Value scratch, const ROIRegion &rg,
                       Value block = Value(), bool prefetchNextRow = false);

/// The blocked kernel of one task (ROIAlignBlocked.cpp): the box's region
/// `rg` fits the scratch buffer.
void buildBlockedTask(OpBuilder &b, Location loc, const ROIKernel &k,
                      const ROITask &t, const Buffers &buf,
                      const ROIRegion &rg);

/// The boxes sorted by image and tile of the map (ROIAlignToVector.cpp).
BoxOrder buildBoxOrder(OpBuilder &b, Location loc, const ROIKernel &k);

/// The geometry of box `box` (docs/semantics.md 3.3, steps 1-4).
ROIGeometry buildBoxGeometry(OpBuilder &b, Location l, const ROIKernel &k,
                             Value box);

/// The image of box `box` (its batch index, clamped).
Value buildBoxImage(OpBuilder &b, Location l, const ROIKernel &k, Value box);

/// A per-box task's per-thread buffers.
Buffers buildBuffers(OpBuilder &b, Location l, const ROIKernel &k);

/// Whether both sample tables hold box `g`'s samples (the whole-map
/// kernel's buildGroupBox can take it).
Value wholeMapTakes(IndexMath &m, const ROIKernel &k, const ROIGeometry &g);

/// The feature map's dims and buffer into `k` (k.lanes set): those of the
/// channels-last source of `data` where it has one (k.channelsLast;
/// ROIAlignChannelsLast.cpp), else of `data` itself, [N, C, H, W].
void readROIFeatureMap(OpBuilder &b, Location loc, ROIKernel &k, Value data);

/// The tasks on channels-last data (ROIAlignChannelsLast.cpp): in parallel
/// over (group of channel blocks, box), nothing staged.
void buildChannelsLastTasks(OpBuilder &b, Location loc, const ROIKernel &k,
                            const BoxOrder &bo);

/// The blocked kernel of one task on channels-last data
/// (ROIAlignBlocked.cpp): every sample reads its four neighbours' lanes as
/// (masked) vectors straight from data[image, y, x, c0 ..]; any box (no
/// region to fit), the x-axis data tabulated where it fits.
void buildChannelsLastTask(OpBuilder &b, Location loc, const ROIKernel &k,
                           const ROITask &t, const Buffers &buf);

/// The gather kernel of one task (ROIAlignGather.cpp).
void buildGatherTask(OpBuilder &b, Location loc, const ROIKernel &k,
                     const ROITask &t);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_ROIALIGNKERNEL_H
