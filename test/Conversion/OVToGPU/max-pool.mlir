// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-gpu --convert-parallel-loops-to-gpu \
// RUN:   | FileCheck %s --check-prefix=LAUNCH
// RUN: ov-opt %s -split-input-file --ov-to-gpu=block-size=128 | FileCheck %s --check-prefix=B128
// RUN: not ov-opt %s -split-input-file --ov-to-gpu=block-size=100 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: ov-opt %s -split-input-file '--ov-to-gpu=vector-stores=false' \
// RUN:   | FileCheck %s --check-prefix=SCALAR \
// RUN:   --implicit-check-not=extract_aligned_pointer --implicit-check-not=vector.

// MaxPool-8 on the GPU: one thread per output element (rows of 5 take no
// more), stored with scalar stores (no alignment test). The flat output index
// is block * 256 + thread (W fastest), guarded against the tail, and split
// into coordinates in 32 bits (static sizes below 2^31: the GPU's native
// width, no 64-bit division); the 3x3
// window taps are loops with constant bounds whose taps outside the input
// are predicated off (an unsigned compare) with a clamped address; the value
// and its index come from one traversal of the window (docs/semantics.md 1.7).

// CHECK-LABEL: func.func @v8
// CHECK:         %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<2x3x5x5xf32>
// CHECK:         %[[IDX:.*]] = memref.alloc() : memref<2x3x5x5xi32>
// CHECK:         %[[LOWEST:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK:         %[[C256:.*]] = arith.constant 256 : index
// CHECK:         %[[BLOCKS:.*]] = arith.ceildivui %{{.*}}, %[[C256]] : index
// CHECK:         scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[BLOCKS]])
// CHECK-NEXT:      scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%{{.*}})
// CHECK-NEXT:        %[[BASE:.*]] = arith.muli %[[B]], %{{.*}} : index
// CHECK-NEXT:        %[[ID:.*]] = arith.addi %[[BASE]], %[[T]] : index
// CHECK-NEXT:        %[[FLAT:.*]] = arith.muli %[[ID]], %{{.*}} : index
// CHECK-NEXT:        %[[IN_RANGE:.*]] = arith.cmpi ult, %[[FLAT]]
// CHECK-NEXT:        scf.if %[[IN_RANGE]] {
// CHECK-NEXT:          %[[FLAT32:.*]] = arith.index_cast %[[FLAT]] : index to i32
// CHECK-NEXT:          %[[OW32:.*]] = arith.remui %[[FLAT32]], %{{.*}} : i32
// CHECK-NOT:           arith.divui %{{.*}} : index
// CHECK:               %[[OWE:.*]] = arith.addi %[[OW32]], %{{.*}} : i32
// CHECK:               %[[OW:.*]] = arith.index_cast %[[OWE]] : i32 to index
// CHECK:               scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[LOWEST]]
// CHECK:                 arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK:                 scf.for
// CHECK:                   %[[INSIDE:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK:                   %[[COL32:.*]] = arith.select %[[INSIDE]], %{{.*}}, %{{.*}} : i32
// CHECK:                   %[[COL:.*]] = arith.index_cast %[[COL32]] : i32 to index
// CHECK:                   %[[TAP:.*]] = memref.load %[[IN]][%{{.*}}, %{{.*}}, %{{.*}}, %[[COL]]]
// CHECK:                   %[[GT:.*]] = arith.cmpf ogt, %[[TAP]]
// CHECK:                   %[[WINS:.*]] = arith.andi %{{.*}}, %[[GT]] : i1
// CHECK:                   arith.select %[[WINS]], %[[TAP]]
// CHECK:                   arith.select %[[WINS]]
// CHECK:               %[[INDEX:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NOT:           memref.extract_aligned_pointer_as_index
// CHECK:               memref.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW]]]
// CHECK-NEXT:          memref.store %[[INDEX]], %[[IDX]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW]]]
// CHECK:        } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK:      } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}

// LAUNCH-LABEL: func.func @v8
// LAUNCH:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}})
// LAUNCH:           memref.load
// LAUNCH:           gpu.terminator

// B128-LABEL: func.func @v8
// B128:         arith.constant 128 : index
// BAD: ov-to-gpu: block-size=100 is not a multiple of 32 from 32 to 1024
func.func @v8(%x: tensor<2x3x9x10xf32>) -> (tensor<2x3x5x5xf32>, tensor<2x3x5x5xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] index_element_type = i32
      : tensor<2x3x9x10xf32> -> tensor<2x3x5x5xf32>, tensor<2x3x5x5xi32>
  return %v, %i : tensor<2x3x5x5xf32>, tensor<2x3x5x5xi32>
}

// -----

// MaxPool-1 on unsigned integers, 1-D, dynamic width: no index buffer, the
// running maximum starts at 0 and compares unsigned; the output size comes
// from the reified shape. A dynamic size cannot be proven to fit in 32 bits:
// the index math stays 64-bit.

// CHECK-LABEL: func.func @v1_u8_dynamic
// CHECK-NOT:     i32
// CHECK:         memref.alloc(%{{.*}}) : memref<1x4x?xi8>
// CHECK-NOT:     memref.alloc
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK:         scf.parallel
// CHECK:           scf.parallel
// CHECK:             arith.remui %{{.*}}, %{{.*}} : index
// CHECK:             scf.for %{{.*}} iter_args(%{{.*}} = %[[ZERO]]) -> (i8)
// CHECK:               arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK:               arith.cmpi ugt
// CHECK-NOT:           memref.store
// CHECK:             memref.store %{{.*}} : memref<1x4x?xi8>
func.func @v1_u8_dynamic(%x: tensor<1x4x?xui8>) -> tensor<1x4x?xui8> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0]
      : tensor<1x4x?xui8> -> tensor<1x4x?xui8>
  return %0 : tensor<1x4x?xui8>
}

// -----

// MaxPool-8 3-D with dilations and axis = 2: the index is reduced modulo the
// product of the dims from axis 2 on (D*H*W) in the same kernel.

// CHECK-LABEL: func.func @v8_3d_axis2
// CHECK:         scf.parallel
// CHECK:           scf.parallel
// CHECK:             scf.for
// CHECK:               scf.for
// CHECK:                 scf.for
// CHECK:                   memref.load
// CHECK:             arith.remui %{{.*}}, %{{.*}} : i32
// CHECK:             memref.store %{{.*}} : memref<1x2x2x2x2xi64>
func.func @v8_3d_axis2(%x: tensor<1x2x5x5x5xf16>) -> (tensor<1x2x2x2x2xf16>, tensor<1x2x2x2x2xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] dilations = [2, 2, 2] axis = 2
      : tensor<1x2x5x5x5xf16> -> tensor<1x2x2x2x2xf16>, tensor<1x2x2x2x2xi64>
  return %v, %i : tensor<1x2x2x2x2xf16>, tensor<1x2x2x2x2xi64>
}

// -----

// An output row of 4 (a multiple of 4) and 4 taps: each thread computes 4
// adjacent outputs of one row, (block * 256 + thread) * 4 onwards, from one
// index decomposition; the grid covers ceil(total / 1024) blocks. The 4
// values go out together: one vector store (16 bytes, aligned) when the
// buffer's base address is a multiple of 16, a uniform test; else 4 scalar
// stores.

// CHECK-LABEL: func.func @four_per_thread
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<2x3x4x4xf32>
// CHECK:         %[[C1024:.*]] = arith.constant 1024 : index
// CHECK:         arith.ceildivui %{{.*}}, %[[C1024]] : index
// CHECK:         scf.parallel
// CHECK:           scf.parallel
// CHECK:             %[[ID:.*]] = arith.addi
// CHECK-NEXT:        %[[FLAT:.*]] = arith.muli %[[ID]], %{{.*}} : index
// CHECK:             arith.cmpi ult, %[[FLAT]]
// CHECK-COUNT-3:     arith.remui
// CHECK-NOT:         arith.remui
// CHECK:             %[[COL0:.*]] = arith.addi %[[W:.*]], %{{.*}} : i32
// CHECK:             %[[OW0:.*]] = arith.index_cast %[[COL0]] : i32 to index
// CHECK:             %[[V0:.*]] = scf.for
// CHECK:             %[[COL1:.*]] = arith.addi %[[W]], %{{.*}} : i32
// CHECK:             %[[OW1:.*]] = arith.index_cast %[[COL1]] : i32 to index
// CHECK:             %[[V1:.*]] = scf.for
// CHECK:             %[[COL2:.*]] = arith.addi %[[W]], %{{.*}} : i32
// CHECK:             %[[OW2:.*]] = arith.index_cast %[[COL2]] : i32 to index
// CHECK:             %[[V2:.*]] = scf.for
// CHECK:             %[[COL3:.*]] = arith.addi %[[W]], %{{.*}} : i32
// CHECK:             %[[OW3:.*]] = arith.index_cast %[[COL3]] : i32 to index
// CHECK:             %[[V3:.*]] = scf.for
// CHECK-NOT:         memref.store
// CHECK:             %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]] : memref<2x3x4x4xf32> -> index
// CHECK-NEXT:        %[[C15:.*]] = arith.constant 15 : index
// CHECK-NEXT:        %[[LOW:.*]] = arith.andi %[[BASE]], %[[C15]] : index
// CHECK-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:        %[[ALIGNED:.*]] = arith.cmpi eq, %[[LOW]], %[[C0]] : index
// CHECK-NEXT:        scf.if %[[ALIGNED]] {
// CHECK-NEXT:          %[[VEC:.*]] = vector.from_elements %[[V0]], %[[V1]], %[[V2]], %[[V3]] : vector<4xf32>
// CHECK-NEXT:          vector.store %[[VEC]], %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW0]]] {alignment = 16 : i64} : memref<2x3x4x4xf32>, vector<4xf32>
// CHECK-NEXT:        } else {
// CHECK-NEXT:          memref.store %[[V0]], %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW0]]]
// CHECK-NEXT:          memref.store %[[V1]], %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW1]]]
// CHECK-NEXT:          memref.store %[[V2]], %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW2]]]
// CHECK-NEXT:          memref.store %[[V3]], %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}, %[[OW3]]]
// CHECK-NEXT:        }
// CHECK-NOT:         memref.store
// CHECK-NOT:         vector.store

// vector-stores=false (the vulkan target: SPIR-V has no pointer to test):
// always the 4 scalar stores, no alignment test, no vector.
// SCALAR-LABEL: func.func @four_per_thread
// SCALAR-COUNT-4: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x4x4xf32>
// SCALAR-LABEL: func.func @two_per_thread_indices
// SCALAR-COUNT-2: memref.store %{{.*}}, %{{.*}} : memref<1x2x6x6xbf16>
// SCALAR-COUNT-2: memref.store %{{.*}}, %{{.*}} : memref<1x2x6x6xi64>
func.func @four_per_thread(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<2x3x8x8xf32> -> tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}

// -----

// MaxPool-8, bf16 values and i64 indices, 2 per thread (a row of 6, 9
// taps): each buffer has its own alignment test, the values' vector 4 bytes,
// the indices' 16.

// CHECK-LABEL: func.func @two_per_thread_indices
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<1x2x6x6xbf16>
// CHECK:         %[[IDX:.*]] = memref.alloc() : memref<1x2x6x6xi64>
// CHECK:         %[[I0:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:         %[[I1:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:         memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-NEXT:    arith.constant 3 : index
// CHECK:         scf.if
// CHECK-NEXT:      vector.from_elements %{{.*}}, %{{.*}} : vector<2xbf16>
// CHECK-NEXT:      vector.store %{{.*}}, %[[OUT]][{{.*}}] {alignment = 4 : i64} : memref<1x2x6x6xbf16>, vector<2xbf16>
// CHECK-NEXT:    } else {
// CHECK-COUNT-2:   memref.store %{{.*}}, %[[OUT]]
// CHECK-NEXT:    }
// CHECK:         memref.extract_aligned_pointer_as_index %[[IDX]]
// CHECK-NEXT:    arith.constant 15 : index
// CHECK:         scf.if
// CHECK-NEXT:      %[[IVEC:.*]] = vector.from_elements %[[I0]], %[[I1]] : vector<2xi64>
// CHECK-NEXT:      vector.store %[[IVEC]], %[[IDX]][{{.*}}] {alignment = 16 : i64} : memref<1x2x6x6xi64>, vector<2xi64>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[I0]], %[[IDX]]
// CHECK-NEXT:      memref.store %[[I1]], %[[IDX]]
// CHECK-NEXT:    }
func.func @two_per_thread_indices(%x: tensor<1x2x6x6xbf16>) -> (tensor<1x2x6x6xbf16>, tensor<1x2x6x6xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1]
      : tensor<1x2x6x6xbf16> -> tensor<1x2x6x6xbf16>, tensor<1x2x6x6xi64>
  return %v, %i : tensor<1x2x6x6xbf16>, tensor<1x2x6x6xi64>
}

// -----

// MaxPool-8 whose indices nothing reads: no index buffer, no index
// computation, the value stores only; the unused result is a tensor.empty.

// CHECK-LABEL: func.func @unused_indices
// CHECK:         memref.alloc() : memref<1x2x4x4xf32>
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     i64
// CHECK:         vector.store %{{.*}} : memref<1x2x4x4xf32>, vector<4xf32>
// CHECK-COUNT-4: memref.store %{{.*}} : memref<1x2x4x4xf32>
// CHECK-NOT:     memref.store
// CHECK-NOT:     vector.store
// CHECK:         tensor.empty() : tensor<1x2x4x4xi64>
// CHECK:         return
func.func @unused_indices(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x2x8x8xf32> -> tensor<1x2x4x4xf32>, tensor<1x2x4x4xi64>
  return %v : tensor<1x2x4x4xf32>
}

// -----

// Sizes that fit in 32 bits but taps that reach past 2^31 (a dilation of
// 3e9, the input padded by as much): 64-bit index math.

// CHECK-LABEL: func.func @far_taps
// CHECK-NOT:     : i32
// CHECK:         arith.remui %{{.*}}, %{{.*}} : index
func.func @far_taps(%x: tensor<1x1x4xf32>) -> (tensor<1x1x4xf32>, tensor<1x1x4xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [3000000000] pads_end = [0] dilations = [3000000000]
      : tensor<1x1x4xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
  return %v, %i : tensor<1x1x4xf32>, tensor<1x1x4xi64>
}
