// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignOps.td - The ROIAlign family: ROIAlign-3 and -9 -----------===//
//
// A family in its own files (docs/adding-an-op.md): its interface and ops
// here, generated into ROIAlignOps.{h,cpp}.inc and
// ROIAlignInterfaces.{h,cpp}.inc; its C++ in dialect/lib/ROIAlignOps.cpp; its
// run-time checks in lib/Semantics/ROIAlignChecks.cpp; its lowerings in
// lib/Conversion/*/ROIAlign*. The importer, exporter, ov-prepare-module-abi
// and the pipelines reach it through the family-neutral interfaces only.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIALIGNOPS_TD
#define OV_DIALECT_ROIALIGNOPS_TD

include "ov/Dialect/OVOpBase.td"

def OV_ROIAlignOpInterface
    : OpInterface<"ROIAlignOpInterface", [OV_ROIOpInterface]> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    ROIAlign-3 and -9: bilinear region-of-interest pooling over boxes
    [x1, y1, x2, y2], on the ROI base (ROIOpInterface: data, rois,
    batch_indices, the bins and every shape rule). ROIAlign-3 is ROIAlign-9
    with `aligned_mode = asymmetric`; both run the same kernel
    (docs/semantics.md 3.3-3.5), built by ov/Semantics/ROIAlignKernel.h.
  }];
  let methods = [
    InterfaceMethod<[{
        How boxes are aligned to pixels; asymmetric where the version has no
        `aligned_mode` (ROIAlign-3).
      }], "::mlir::ov::AlignedMode", "getAlignedMode", (ins), [{}], [{
        return ::mlir::ov::AlignedMode::asymmetric;
      }]>,
    InterfaceMethod<"The attributes as plain values.",
      "::mlir::ov::ROIAlignAttrs", "getROIAlignAttrs", (ins), [{}], [{
        ::mlir::ov::ROIAlignAttrs attrs;
        static_cast<::mlir::ov::ROIAttrs &>(attrs) =
            ::mlir::ov::roiAttrsOf($_op);
        attrs.mode = $_op.getMode();
        attrs.alignedMode = $_op.getAlignedMode();
        return attrs;
      }]>,
  ];
  // The verifier is the ROI base's (ROIOpInterface): ROIAlign has no rule
  // of its own.
}

// Inference, reification and bounds are the ROI base's (OV_ROIShapeHooks),
// the OpenVINO mapping the family's (ROIAlignOps.cpp); each version gives
// its mnemonic and opsets.
class OV_ROIAlignOp<string mnemonic, int firstOpset, int lastOpset>
    : OV_ShapedOp<mnemonic, [OV_ROIAlignOpInterface,
                             DeclareOpInterfaceMethods<OV_OpenVINOLayerOpInterface>]> {
  let extraClassDeclaration = [{
    /// ROIOpInterface: boxes [x1, y1, x2, y2] and a batch_indices operand.
    static ::mlir::ov::ROIBoxLayout getBoxLayout() {
      return ::mlir::ov::kROIAlignBoxLayout;
    }
  }];
  let extraClassDefinition = !strconcat(
      OV_LayerMapping<"ROIAlign", firstOpset, lastOpset, 3, 1>.definitions,
      OV_ROIShapeHooks.definitions, [{
    void $cppClass::writeLayerData(::mlir::ov::LayerDataWriter &data) {
      ::mlir::ov::writeROIAlignLayerData<$cppClass>(*this, data);
    }
    ::mlir::FailureOr<::mlir::Operation *> $cppClass::buildFromLayer(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::ValueRange inputs, ::mlir::ov::LayerDataReader &data) {
      return ::mlir::ov::buildROIAlignFromLayer<$cppClass>(builder, loc,
                                                           inputs, data);
    }
  }]);
}

// Operands and attributes shared by every ROIAlign version.
defvar ROIAlignCommonArgs = (ins
  OV_FloatTensor:$data,
  OV_FloatTensor:$rois,
  OV_IntegerTensor:$batch_indices,
  I64Attr:$pooled_h,
  I64Attr:$pooled_w,
  I64Attr:$sampling_ratio,
  F32Attr:$spatial_scale,
  OV_ROIAlignModeAttr:$mode);

// ROIAlign-3 is ROIAlign in opset3-8.
def OV_ROIAlignV3Op : OV_ROIAlignOp<"roi_align_v3", 3, 8> {
  let summary = "OpenVINO ROIAlign-3: bilinear region-of-interest pooling";
  let description = [{
    For each box `rois[r] = [x1, y1, x2, y2]` (image coordinates, scaled by
    `spatial_scale`) over the feature map `data[batch_indices[r]]`, divides
    the box into `pooled_h x pooled_w` bins, samples each bin on a regular
    grid (`sampling_ratio` per axis, or `ceil(bin size)` when 0), interpolates
    bilinearly and averages (`avg`) or takes the maximum, starting at 0
    (`max`). Result: `[R, C, pooled_h, pooled_w]`.

    Example:
    ```mlir
    %0 = ov.roi_align_v3 %data, %rois, %idx pooled_h = 6 pooled_w = 6
           sampling_ratio = 2 spatial_scale = 1.600000e+01 mode = avg
           : tensor<7x256x200x200xf32>, tensor<1000x4xf32>, tensor<1000xi32>
           -> tensor<1000x256x6x6xf32>
    ```
  }];
  let arguments = ROIAlignCommonArgs;
  let results = (outs OV_FloatTensor:$output);
  let assemblyFormat = [{
    $data `,` $rois `,` $batch_indices
    `pooled_h` `=` $pooled_h `pooled_w` `=` $pooled_w
    `sampling_ratio` `=` $sampling_ratio
    `spatial_scale` `=` $spatial_scale `mode` `=` `` $mode
    attr-dict `:` type($data) `,` type($rois) `,` type($batch_indices)
    `->` type($output)
  }];
  let builders = [
    // Builds the op with its inferred result type.
    OpBuilder<(ins "::mlir::Value":$data, "::mlir::Value":$rois,
                   "::mlir::Value":$batchIndices, "int64_t":$pooledH,
                   "int64_t":$pooledW, "int64_t":$samplingRatio,
                   "float":$spatialScale, "::mlir::ov::ROIAlignMode":$mode), [{
      build($_builder, $_state,
            ::mlir::ov::inferROIAlignResultType(data, rois, batchIndices,
                                                pooledH, pooledW,
                                                samplingRatio, spatialScale),
            data, rois, batchIndices, pooledH, pooledW, samplingRatio,
            ::llvm::APFloat(spatialScale), mode);
    }]>
  ];
}

// ROIAlign-9 is ROIAlign in opset9 and later.
def OV_ROIAlignV9Op : OV_ROIAlignOp<"roi_align_v9", 9, 0> {
  let summary = "OpenVINO ROIAlign-9: ROIAlign-3 plus aligned_mode";
  let description = [{
    ROIAlign-3 with `aligned_mode`: `asymmetric` (the default) is exactly
    ROIAlign-3; `half_pixel_for_nn` scales each corner and subtracts half a
    pixel, `half_pixel` adds half a pixel before scaling and subtracts it
    after; both drop ROIAlign-3's minimum box size of 1, so an adaptive
    sample count may be 0 (the bin is 0) or negative (the compiled module
    rejects the input) (docs/semantics.md 3.5).

    Example:
    ```mlir
    %0 = ov.roi_align_v9 %data, %rois, %idx pooled_h = 7 pooled_w = 7
           sampling_ratio = 0 spatial_scale = 2.500000e-01 mode = avg
           aligned_mode = half_pixel
           : tensor<2x256x64x64xf32>, tensor<100x4xf32>, tensor<100xi64>
           -> tensor<100x256x7x7xf32>
    ```
  }];
  let arguments = !con(ROIAlignCommonArgs, (ins
    DefaultValuedAttr<OV_AlignedModeAttr,
                      "::mlir::ov::AlignedMode::asymmetric">:$aligned_mode));
  let results = (outs OV_FloatTensor:$output);
  let assemblyFormat = [{
    $data `,` $rois `,` $batch_indices
    `pooled_h` `=` $pooled_h `pooled_w` `=` $pooled_w
    `sampling_ratio` `=` $sampling_ratio
    `spatial_scale` `=` $spatial_scale `mode` `=` `` $mode
    (`aligned_mode` `=` `` $aligned_mode^)?
    attr-dict `:` type($data) `,` type($rois) `,` type($batch_indices)
    `->` type($output)
  }];
}

#endif // OV_DIALECT_ROIALIGNOPS_TD
