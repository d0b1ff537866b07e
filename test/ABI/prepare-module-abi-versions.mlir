// RUN: ov-opt %s -split-input-file --ov-prepare-module-abi | FileCheck %s

// The run-time input checks are the family's (MaxPoolOpInterface,
// ROIAlignOpInterface): every version gets its family's checks, plus what
// its own attributes add.

// ROIAlign-9 with an aligned mode and sampling_ratio = 0: besides
// ROIAlign-3's checks, the adaptive sample counts ceil(bin size) must not be
// negative (a box whose bin size is -1 or less; OpenVINO fails an internal
// assertion on it). A count of 0 passes (oge 0).

// CHECK-LABEL: func.func @__ov_check_roi9_aligned
// CHECK-DAG: %[[LIMIT:.+]] = arith.constant 4.096000e+03 : f32
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[TRUE:.+]] = arith.constant true
// CHECK-DAG: %[[E4:.+]] = arith.constant 4 : i32
// CHECK-DAG: %[[OK:.+]] = arith.constant 0 : i32
// Each check carries (ok, first failing box, its value): 3 x 3 values. The
// value of a negative count is the first negative one (the W count first).
// CHECK: %[[BOX:.+]]:9 = scf.for %{{.+}} iter_args(%{{.+}} = %[[TRUE]], %{{.+}}, %{{.+}}, %[[SAMPLES:.+]] = %[[TRUE]], %{{.+}}, %{{.+}}, %[[NONNEG:.+]] = %[[TRUE]], %[[FIRST:.+]] = %{{.+}}, %[[VALUE:.+]] = %{{.+}}) -> (i1, i64, i64, i1, i64, i64, i1, i64, i64) {
// CHECK: %[[CW:.+]] = math.ceil %{{.+}} : f32
// CHECK-NEXT: %[[CH:.+]] = math.ceil %{{.+}} : f32
// CHECK-NEXT: arith.cmpf ole, %[[CW]], %[[LIMIT]] : f32
// CHECK-NEXT: arith.cmpf ole, %[[CH]], %[[LIMIT]] : f32
// CHECK: %[[W_OK:.+]] = arith.cmpf oge, %[[CW]], %[[ZERO]] : f32
// CHECK-NEXT: %[[H_OK:.+]] = arith.cmpf oge, %[[CH]], %[[ZERO]] : f32
// CHECK-NEXT: %[[W_BAD:.+]] = arith.xori %[[W_OK]], %[[TRUE]] : i1
// CHECK-NEXT: %[[BOTH:.+]] = arith.andi %[[W_OK]], %[[H_OK]] : i1
// CHECK-NEXT: %[[PICK:.+]] = arith.select %[[W_BAD]], %[[CW]], %[[CH]] : f32
// CHECK-NEXT: %[[WIDE:.+]] = arith.extf %[[PICK]] : f32 to f64
// CHECK-NEXT: %[[BITS:.+]] = arith.bitcast %[[WIDE]] : f64 to i64
// CHECK-NEXT: %[[FAILS:.+]] = arith.xori %[[BOTH]], %[[TRUE]] : i1
// CHECK-NEXT: %[[IS_FIRST:.+]] = arith.andi %[[NONNEG]], %[[FAILS]] : i1
// CHECK-NEXT: %[[R64:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK-NEXT: %[[NEXT:.+]] = arith.andi %[[NONNEG]], %[[BOTH]] : i1
// CHECK-NEXT: %[[NEXT_FIRST:.+]] = arith.select %[[IS_FIRST]], %[[R64]], %[[FIRST]] : i64
// CHECK-NEXT: %[[NEXT_VALUE:.+]] = arith.select %[[IS_FIRST]], %[[BITS]], %[[VALUE]] : i64
// CHECK-NEXT: scf.yield %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[NEXT]], %[[NEXT_FIRST]], %[[NEXT_VALUE]] : i1, i64, i64, i1, i64, i64, i1, i64, i64
// CHECK: arith.select %[[BOX]]#6, %[[OK]], %[[E4]] : i32
// CHECK: @ov_module_descriptor(
// CHECK-SAME: error 3 ov.roi_align_v9 at {{[^\\]+}}: a box needs more than 4096 samples per bin axis (sampling_ratio = 0 with a huge box)\0Adetail 3 box f64\0A
// CHECK-SAME: error 4 ov.roi_align_v9 at {{[^\\]+}}: a box has a negative adaptive sample count (a bin size of -1 or less, aligned_mode = half_pixel with sampling_ratio = 0)\0Adetail 4 box f64\0A
// CHECK-SAME: endfunc
func.func @roi9_aligned(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.25 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

// half_pixel_for_nn too; the message names the mode.

// CHECK-LABEL: func.func @__ov_check_roi9_nn
// CHECK: -> (i1, i64, i64, i1, i64, i64, i1, i64, i64)
// CHECK: @ov_module_descriptor(
// CHECK-SAME: error 4 ov.roi_align_v9 at {{[^\\]+}}: a box has a negative adaptive sample count (a bin size of -1 or less, aligned_mode = half_pixel_for_nn with sampling_ratio = 0)\0A
func.func @roi9_nn(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.25 mode = max aligned_mode = half_pixel_for_nn : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

// asymmetric (ROIAlign-3's boxes, at least one pixel): ROIAlign-3's checks,
// no sign check.

// CHECK-LABEL: func.func @__ov_check_roi9_asymmetric
// CHECK: -> (i1, i64, i64, i1, i64, i64) {
// CHECK-NOT: arith.cmpf oge
// CHECK: @ov_module_descriptor(
// CHECK-SAME: error 3 ov.roi_align_v9 at {{[^\\]+}}: a box needs more than 4096 samples per bin axis (sampling_ratio = 0 with a huge box)\0Adetail 3 box f64\0Aendfunc
func.func @roi9_asymmetric(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.25 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

// A fixed sampling_ratio: no sample-count checks, whatever the mode.

// CHECK-LABEL: func.func @__ov_check_roi9_fixed
// CHECK-NOT: math.ceil
// CHECK: @ov_module_descriptor(
// CHECK-SAME: error 2 ov.roi_align_v9 at {{[^\\]+}}: a box has a non-finite coordinate after scaling by spatial_scale\0Adetail 2 box f64\0Aendfunc
func.func @roi9_fixed(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 0.25 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

// MaxPool-14 gets MaxPool-8's checks: dynamic N and C, the kernel fit of each
// dynamic spatial axis, and the index range of i32 indices.

// CHECK-LABEL: func.func @__ov_check_pools
// CHECK: @ov_module_descriptor(
// CHECK-SAME: error 1 ov.max_pool_v8 at {{[^\\]+}}: the batch size (input dim 0) is 0\0A
// CHECK-SAME: error 2 ov.max_pool_v8 at {{[^\\]+}}: the channel count (input dim 1) is 0\0A
// CHECK-SAME: error 3 ov.max_pool_v8 at {{[^\\]+}}: the dilated kernel (3) does not fit in the padded input at spatial axis 0\0A
// CHECK-SAME: error 4 ov.max_pool_v8 at {{[^\\]+}}: the index range (the product of the input dims from axis 1 on) exceeds 2^31 - 1, the limit of i32 indices\0A
// CHECK-SAME: error 5 ov.max_pool_v14 at {{[^\\]+}}: the batch size (input dim 0) is 0\0A
// CHECK-SAME: error 6 ov.max_pool_v14 at {{[^\\]+}}: the channel count (input dim 1) is 0\0A
// CHECK-SAME: error 7 ov.max_pool_v14 at {{[^\\]+}}: the dilated kernel (3) does not fit in the padded input at spatial axis 0\0A
// CHECK-SAME: error 8 ov.max_pool_v14 at {{[^\\]+}}: the index range (the product of the input dims from axis 1 on) exceeds 2^31 - 1, the limit of i32 indices\0A
// CHECK-SAME: endfunc
func.func @pools(%x: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xi32>, tensor<?x?x?xf32>, tensor<?x?x?xi32>) {
  %v8, %i8 = ov.max_pool_v8 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] dilations = [2] rounding_type = ceil index_element_type = i32 axis = 1 : tensor<?x?x?xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi32>
  %v14, %i14 = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] dilations = [2] rounding_type = ceil_torch index_element_type = i32 axis = 1 : tensor<?x?x?xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi32>
  return %v8, %i8, %v14, %i14 : tensor<?x?x?xf32>, tensor<?x?x?xi32>, tensor<?x?x?xf32>, tensor<?x?x?xi32>
}
