// ov-prepare-module-abi's loop-pass-limit (issue 50): a target whose GPU
// threads may make a limited number of loop passes (vulkan: ov-compile sets
// it from the target's GPUKernelTraits) gets one more check on adaptive
// ROI boxes (sampling_ratio = 0), whose sample loops are known only from
// the box values; the CPU (no limit, the default) and fixed ratios (split
// or refused at compile time by ov-to-gpu) get none.
// RUN: ov-opt %s --ov-prepare-module-abi | FileCheck %s --check-prefix=NONE
// RUN: ov-opt %s --ov-prepare-module-abi=loop-pass-limit=65535 | FileCheck %s --check-prefix=LIMIT
// RUN: not ov-opt %s --ov-prepare-module-abi=loop-pass-limit=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// NONE-NOT: loop passes
// NONE: ov_module_descriptor
// NONE-NOT: loop passes

// A thread of the ROIAlign kernel takes at most ceil(49 / 32) = 2 bins
// (the smallest block, 32 threads), each its sample rows and columns:
// passes = 2 * (ny * (nx + 2) + 2) + 1; ROIAlignRotated's thread one bin:
// ny * (nx + 2) + 1.
// LIMIT-LABEL: func.func @__ov_check_align
// LIMIT-DAG: %[[LIMIT:.+]] = arith.constant 6.553500e+04 : f64
// LIMIT-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f64
// LIMIT-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f64
// LIMIT: %[[X:.+]] = arith.addf %{{.+}}, %[[ONE]] : f64
// LIMIT-NEXT: %[[NY:.+]] = arith.extf %{{.+}} : f32 to f64
// LIMIT-NEXT: %[[X1:.+]] = arith.addf %[[X]], %[[ONE]] : f64
// LIMIT-NEXT: %[[Y:.+]] = arith.mulf %[[NY]], %[[X1]] : f64
// LIMIT-NEXT: %[[Y1:.+]] = arith.addf %[[Y]], %[[ONE]] : f64
// LIMIT-NEXT: %[[Y2:.+]] = arith.addf %[[Y1]], %[[ONE]] : f64
// LIMIT-NEXT: %[[E:.+]] = arith.mulf %[[Y2]], %[[TWO]] : f64
// LIMIT-NEXT: %[[PASSES:.+]] = arith.addf %[[E]], %[[ONE]] : f64
// LIMIT-NEXT: arith.cmpf olt, %[[PASSES]], %[[LIMIT]] : f64
// LIMIT-LABEL: func.func @__ov_check_rotated
// LIMIT: arith.cmpf olt, %{{.+}}, %{{.+}} : f64
// LIMIT: ov_module_descriptor
// LIMIT-SAME: error 4 ov.roi_align_v9 at {{[^\\]+}}: a box has a negative adaptive sample count
// LIMIT-SAME: error 5 ov.roi_align_v9 at {{[^\\]+}}: a box's adaptive samples per bin (sampling_ratio = 0; the detail gives their number) would make a GPU thread exceed the target's limit of 65535 loop passes (loop-pass-limit; Mesa's llvmpipe stops longer loops early)\0Adetail 5 box f64\0Aendfunc
// LIMIT-SAME: error 4 ov.roi_align_v3 at {{[^\\]+}}: a box's adaptive samples per bin
// LIMIT-SAME: func fixed 3 1{{.+}}error 2 ov.roi_align_v3 at {{[^\\]+}}: a box has a non-finite coordinate after scaling by spatial_scale\0Adetail 2 box f64\0Aendfunc\0Afunc rotated
// LIMIT-SAME: a box has a negative adaptive sample count
// LIMIT-SAME: a box's adaptive samples per bin (sampling_ratio = 0; the detail gives their number) would make a GPU thread exceed the target's limit of 65535 loop passes
// NEGATIVE: ov-prepare-module-abi: loop-pass-limit=-1 is negative

func.func @align(%data: tensor<1x2x20x20xf32>, %rois: tensor<3x4xf32>, %batch: tensor<3xi32>) -> tensor<3x2x7x7xf32> {
  %0 = ov.roi_align_v9 %data, %rois, %batch pooled_h = 7 pooled_w = 7
         sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel
         : tensor<1x2x20x20xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x2x7x7xf32>
  return %0 : tensor<3x2x7x7xf32>
}

func.func @align3(%data: tensor<1x2x20x20xf32>, %rois: tensor<3x4xf32>, %batch: tensor<3xi32>) -> tensor<3x2x1x1xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 1 pooled_w = 1
         sampling_ratio = 0 spatial_scale = 1.0 mode = max
         : tensor<1x2x20x20xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x2x1x1xf32>
  return %0 : tensor<3x2x1x1xf32>
}

func.func @fixed(%data: tensor<1x2x20x20xf32>, %rois: tensor<3x4xf32>, %batch: tensor<3xi32>) -> tensor<3x2x1x1xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 1 pooled_w = 1
         sampling_ratio = 2 spatial_scale = 1.0 mode = max
         : tensor<1x2x20x20xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x2x1x1xf32>
  return %0 : tensor<3x2x1x1xf32>
}

func.func @rotated(%d: tensor<1x2x8x8xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) -> tensor<1x2x1x1xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 0 spatial_scale = 1.0
      : tensor<1x2x8x8xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
