// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512" --canonicalize | FileCheck %s

// f32 avg: the boxes by image and, within an image, by tile of an 8 x 8 grid
// over the map (rows of tiles, every other row right to left; a counting
// sort over 2 x 64 buckets), and where each image's boxes start, then the
// choice per image: the whole-map kernel where the regions its
// boxes would stage one by one add up to at least the map's 50 x 64 pixels
// (rows of whole vectors). Its parallel loop runs over (group of 4 channel
// blocks of 16, image) tasks: the group's map is transposed once into a heap
// scratch ([block][pixel][lane]: per block pixel (0, 0), then 50 x 64
// pixels, so that staging writes each block's pixels in one run), then
// for every box of the image both sample axes are tabulated, each bin keeps
// one accumulator per block (four loads of the scratch and the weighted sum
// per block and sample, then the division by the count),
// stored bin-major, transposed into the staged [channel][bin] block (3136
// elements and a vector of padding) and copied out. (The tables hold the
// 2 samples per bin of every box: the gather kernel, which takes the boxes
// with more, is folded away.)
// CHECK-LABEL: func.func @roi_align_f32
// CHECK: %[[OUT:.+]] = memref.alloc({{.*}}) {alignment = 64 : i64} : memref<?x64x7x7xf32>
// CHECK: %[[BINS:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : memref<?x64x7x7xf32> into memref<?x64x49xf32>
// CHECK: %[[FLAT:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1, 2, 3]] : memref<?x64x7x7xf32> into memref<?x3136xf32>
// CHECK: %[[ORDER:.+]] = memref.alloc(%{{.+}}) : memref<?xindex>
// CHECK: %[[STARTS:.+]] = memref.alloc() : memref<3xindex>
// CHECK: %[[KEYS:.+]] = memref.alloc(%{{.+}}) : memref<?xindex>
// CHECK: %[[COUNTS:.+]] = memref.alloc() : memref<129xindex>
// CHECK: scf.for %{{.+}} = %c0 to %c129
// CHECK: scf.for
// CHECK: arith.mulf %{{.+}}, %[[SCALE:.+]] : f32
// CHECK-NEXT: arith.maxnumf
// CHECK-NEXT: arith.minnumf
// CHECK-NEXT: arith.fptoui
// CHECK: arith.divui %{{.+}}, %c50 : index
// CHECK: %[[ODD:.+]] = arith.cmpi ne
// CHECK: arith.select %[[ODD]]
// CHECK: memref.store %{{.+}}, %[[KEYS]]
// CHECK: memref.store %{{.+}}, %[[COUNTS]]
// CHECK: scf.for %{{.+}} = %c0 to %c128
// CHECK: scf.for %{{.+}} = %c0 to %c3
// CHECK: memref.store %{{.+}}, %[[STARTS]]
// CHECK: scf.for
// CHECK: memref.load %[[KEYS]]
// CHECK: memref.store %{{.+}}, %[[ORDER]]
// CHECK: %[[STAGED:.+]] = memref.alloc() : memref<2xindex>
// CHECK: %[[WHOLE:.+]] = memref.alloc() : memref<2xi1>
// CHECK: memref.store %c0, %[[STAGED]]
// CHECK: memref.load %[[STAGED]]
// CHECK: memref.store {{.*}}, %[[STAGED]]
// CHECK: memref.load %[[STAGED]]
// CHECK-NEXT: arith.cmpi sge, %{{.+}}, %c3200 : index
// CHECK-NEXT: memref.store {{.*}}, %[[WHOLE]]
// CHECK: scf.parallel
// CHECK: %[[GSTAGE:.+]] = memref.alloca() {alignment = 64 : i64} : memref<3152xf32>
// CHECK: %[[BINMAJOR:.+]] = memref.alloca() {alignment = 64 : i64} : memref<64x4x16xf32>
// CHECK: memref.load %[[WHOLE]]
// CHECK: scf.if
// CHECK: %[[MAP:.+]] = memref.alloc() {alignment = 64 : i64} : memref<4x3201x16xf32>
// CHECK: scf.for %{{.+}} = %c0 to %c4 step %c1 {
// CHECK: vector.maskedload {{.*}} : memref<2x64x50x50xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: vector.shuffle
// CHECK: vector.store {{.*}}, %[[MAP]]
// CHECK: memref.load %[[STARTS]]
// CHECK: memref.load %[[STARTS]]
// CHECK: scf.for
// CHECK: memref.load %[[ORDER]]
// CHECK: vector.load %[[MAP]][%c0, %{{.+}}, %c0]
// CHECK: arith.divf %{{.+}}, %cst{{.*}} : vector<16xf32>
// CHECK: vector.load %[[MAP]][%c3, %{{.+}}, %c0]
// CHECK: vector.store {{.*}}, %[[BINMAJOR]][%{{.+}}, %c3, %c0]
// CHECK: vector.load %[[BINMAJOR]]
// CHECK: vector.shuffle
// CHECK: vector.store {{.*}}, %[[GSTAGE]][%{{.+}}] : memref<3152xf32>, vector<16xf32>
// CHECK: scf.for %{{.+}} = %c0 to %c3136 step %c16 {
// CHECK: vector.store {{.*}}, %[[FLAT]][{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<?x3136xf32>, vector<16xf32>
// The other images: one parallel loop over (channel block of 16, box) tasks
// with a [pixel][channel] scratch buffer. When the box's region fits, it is
// transposed into the scratch (a masked row load per channel, shuffles, a
// store per pixel), and the x-axis data of every (bin column, sample) goes
// into four tables of 1024 entries (7 x 2 here); every sample then reads its
// column's entry, its four neighbours as contiguous vectors, and divides by
// the count; the 7 bins of a row are transposed back into the channels' rows
// of a staged output block (masked to 7 bins), which is then copied to the
// output as whole vectors: non-temporal when aligned and the output has at
// least 4 MiB, plain otherwise, element by element for a partial channel
// block. Otherwise the gather kernel (bins as lanes) runs.
// CHECK: scf.parallel
// CHECK: memref.load %[[ORDER]]
// CHECK: %[[SCRATCH:.+]] = memref.alloca() {alignment = 64 : i64} : memref<4097x16xf32>
// CHECK: %[[STAGE:.+]] = memref.alloca() {alignment = 64 : i64} : memref<784xf32>
// CHECK: %[[INSIDE:.+]] = memref.alloca() : memref<1024xi1>
// CHECK: %[[LOW:.+]] = memref.alloca() : memref<1024xindex>
// CHECK: %[[HIGH:.+]] = memref.alloca() : memref<1024xindex>
// CHECK: %[[FRAC:.+]] = memref.alloca() : memref<1024xf32>
// CHECK: scf.if
// CHECK: vector.maskedload {{.*}} : memref<2x64x50x50xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: vector.shuffle
// CHECK: vector.store {{.*}}, %[[SCRATCH]]
// CHECK: scf.for %{{.+}} = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %{{.+}} = %c0 to %c2 step %c1 {
// CHECK: memref.store {{.*}}, %[[INSIDE]]
// CHECK-NEXT: memref.store {{.*}}, %[[LOW]]
// CHECK-NEXT: memref.store {{.*}}, %[[HIGH]]
// CHECK-NEXT: memref.store {{.*}}, %[[FRAC]]
// CHECK: memref.load %[[INSIDE]]
// CHECK-NEXT: memref.load %[[LOW]]
// CHECK-NEXT: memref.load %[[HIGH]]
// CHECK-NEXT: memref.load %[[FRAC]]
// CHECK: vector.load %[[SCRATCH]]
// CHECK: vector.load %[[SCRATCH]]
// CHECK: vector.load %[[SCRATCH]]
// CHECK: vector.load %[[SCRATCH]]
// CHECK: arith.divf {{.*}} : vector<16xf32>
// CHECK: vector.shuffle
// CHECK: vector.maskedstore %[[STAGE]]{{.*}} : memref<784xf32>, vector<16xi1>, vector<16xf32>
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: arith.cmpi sge, %{{.+}}, %c4194304
// CHECK: vector.load %[[STAGE]]
// CHECK-NEXT: arith.addi
// CHECK-NEXT: vector.store {{.*}}, %[[FLAT]][{{.*}}] {alignment = 64 : i64, nontemporal = true} : memref<?x3136xf32>, vector<16xf32>
// CHECK: } else {
// CHECK: vector.store {{.*}}, %[[FLAT]][{{.*}}] : memref<?x3136xf32>, vector<16xf32>
// CHECK: } else {
// CHECK: memref.store {{.*}}, %[[BINS]]
// CHECK: } else {
// CHECK: vector.gather {{.*}} : memref<2x64x50x50xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: vector.maskedstore %[[BINS]]
// CHECK-NOT: ov.roi_align
func.func @roi_align_f32(%d: tensor<2x64x50x50xf32>, %r: tensor<?x4xf32>, %b: tensor<?xi32>) -> tensor<?x64x7x7xf32> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 7 pooled_w = 7 sampling_ratio = 2 spatial_scale = 0.25 mode = avg : tensor<2x64x50x50xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x64x7x7xf32>
  return %0 : tensor<?x64x7x7xf32>
}

// -----

// Max mode: the strict greater-than select on channel vectors; a full row
// of 16 bins is staged unmasked. The adaptive sample count is dynamic: boxes
// with more than 1024 (bin column, sample) pairs (here: more than 64 samples
// per bin column) take the gather kernel.
// CHECK-LABEL: func.func @roi_align_max
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<4097x16xf32>
// CHECK: arith.cmpi sle, %{{.+}}, %c4096 : index
// CHECK: arith.cmpi sle, %{{.+}}, %c64 : index
// CHECK: arith.cmpf ogt, {{.*}} : vector<16xf32>
// CHECK: arith.select {{.*}} : vector<16xi1>, vector<16xf32>
// CHECK: vector.store {{.*}} : memref<4096xf32>, vector<16xf32>
func.func @roi_align_max(%d: tensor<1x20x9x9xf32>, %r: tensor<3x4xf32>, %b: tensor<3xi64>) -> tensor<3x20x16x16xf32> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 16 pooled_w = 16 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<1x20x9x9xf32>, tensor<3x4xf32>, tensor<3xi64> -> tensor<3x20x16x16xf32>
  return %0 : tensor<3x20x16x16xf32>
}

// -----

// f16: 16 channels of f16 per pixel in the scratch, computed in f32 and
// rounded to f16 after each operation; f64: 8 channels per vector, and
// pixel offsets in i64 lanes for the dynamic plane.
// CHECK-LABEL: func.func @roi_align_f16
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<4097x16xf16>
// CHECK: arith.extf {{.*}} : vector<16xf16> to vector<16xf32>
// CHECK: arith.truncf {{.*}} : vector<16xf32> to vector<16xf16>
// CHECK-LABEL: func.func @roi_align_f64
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<4097x8xf64>
// CHECK: vector.gather {{.*}} : memref<1x?x?x?xf64>, vector<8xi64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
func.func @roi_align_f16(%d: tensor<1x3x8x8xf16>, %r: tensor<2x4xf16>, %b: tensor<2xi32>) -> tensor<2x3x2x3xf16> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<1x3x8x8xf16>, tensor<2x4xf16>, tensor<2xi32> -> tensor<2x3x2x3xf16>
  return %0 : tensor<2x3x2x3xf16>
}
func.func @roi_align_f64(%d: tensor<1x?x?x?xf64>, %r: tensor<2x4xf64>, %b: tensor<2xi32>) -> tensor<2x?x2x2xf64> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 mode = avg : tensor<1x?x?x?xf64>, tensor<2x4xf64>, tensor<2xi32> -> tensor<2x?x2x2xf64>
  return %0 : tensor<2x?x2x2xf64>
}

// -----

// Pooled sizes whose whole-map buffers (the staged output block and the
// bin-major results, a box of one group each) would pass 64 KiB of a
// thread's stack even for one channel block (64 x 64 bins of 16 channels:
// 256 KiB each): no whole-map kernel; every box takes the per-box tasks.
// CHECK-LABEL: func.func @roi_align_large_pooled
// CHECK-NOT: memref<{{[0-9]+}}x{{[0-9]+}}x16xf32>
// CHECK: scf.parallel
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<4097x16xf32>
// CHECK-NOT: memref<{{[0-9]+}}x{{[0-9]+}}x16xf32>
// CHECK: return
func.func @roi_align_large_pooled(%d: tensor<1x64x12x12xf32>, %r: tensor<?x4xf32>, %b: tensor<?xi32>) -> tensor<?x64x64x64xf32> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 64 pooled_w = 64 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<1x64x12x12xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x64x64x64xf32>
  return %0 : tensor<?x64x64x64xf32>
}
