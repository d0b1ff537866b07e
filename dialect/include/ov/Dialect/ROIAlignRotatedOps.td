// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedOps.td - The ROIAlignRotated family ----------------===//
//
// A family in its own files (docs/adding-an-op.md): its interface and op
// here, generated into ROIAlignRotatedOps.{h,cpp}.inc and
// ROIAlignRotatedInterfaces.{h,cpp}.inc; its C++ in
// dialect/lib/ROIAlignRotatedOps.cpp; its element semantics and run-time
// checks in lib/Semantics/ROIAlignRotated*.cpp; its lowerings in
// lib/Conversion/*/ROIAlignRotated*. The importer, exporter,
// ov-prepare-module-abi and the pipelines reach it through the
// family-neutral interfaces only.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIALIGNROTATEDOPS_TD
#define OV_DIALECT_ROIALIGNROTATEDOPS_TD

include "ov/Dialect/OVOpBase.td"

def OV_ROIAlignRotatedOpInterface
    : OpInterface<"ROIAlignRotatedOpInterface", [OV_ROIOpInterface]> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    ROIAlignRotated-15: bilinear average pooling over rotated boxes
    [x_ctr, y_ctr, width, height, angle] (docs/semantics.md 8), on the ROI
    base (ROIOpInterface: data, rois, batch_indices, the bins and every
    shape rule), built by ov/Semantics/ROIAlignRotatedKernel.h.
  }];
  let methods = [
    InterfaceMethod<"The attributes as plain values.",
      "::mlir::ov::ROIAlignRotatedAttrs", "getROIAlignRotatedAttrs", (ins),
      [{}], [{
        ::mlir::ov::ROIAlignRotatedAttrs attrs;
        static_cast<::mlir::ov::ROIAttrs &>(attrs) =
            ::mlir::ov::roiAttrsOf($_op);
        attrs.clockwise = $_op.getClockwiseMode();
        return attrs;
      }]>,
  ];
  // The verifier is the ROI base's (ROIOpInterface): ROIAlignRotated has no
  // rule of its own.
}

// Inference, reification and bounds are the ROI base's (OV_ROIShapeHooks),
// the OpenVINO mapping the family's (ROIAlignRotatedOps.cpp); each version
// gives its mnemonic and opsets.
class OV_ROIAlignRotatedOp<string mnemonic, int firstOpset, int lastOpset>
    : OV_ShapedOp<mnemonic, [OV_ROIAlignRotatedOpInterface,
                             DeclareOpInterfaceMethods<OV_OpenVINOLayerOpInterface>]> {
  let arguments = (ins
    OV_FloatTensor:$data,
    OV_FloatTensor:$rois,
    OV_IntegerTensor:$batch_indices,
    I64Attr:$pooled_h,
    I64Attr:$pooled_w,
    I64Attr:$sampling_ratio,
    F32Attr:$spatial_scale,
    DefaultValuedAttr<BoolAttr, "false">:$clockwise_mode);
  let results = (outs OV_FloatTensor:$output);
  let assemblyFormat = [{
    $data `,` $rois `,` $batch_indices
    `pooled_h` `=` $pooled_h `pooled_w` `=` $pooled_w
    `sampling_ratio` `=` $sampling_ratio
    `spatial_scale` `=` $spatial_scale
    (`clockwise_mode` `=` $clockwise_mode^)?
    attr-dict `:` type($data) `,` type($rois) `,` type($batch_indices)
    `->` type($output)
  }];
  let builders = [
    // Builds the op with its inferred result type.
    OpBuilder<(ins "::mlir::Value":$data, "::mlir::Value":$rois,
                   "::mlir::Value":$batchIndices,
                   "const ::mlir::ov::ROIAlignRotatedAttrs &":$attrs), [{
      build($_builder, $_state,
            ::mlir::ov::inferROIResultType(getOperationName(),
                                           getBoxLayout(), attrs, data, rois,
                                           batchIndices),
            data, rois, batchIndices, attrs.pooledH, attrs.pooledW,
            attrs.samplingRatio, ::llvm::APFloat(attrs.spatialScale),
            attrs.clockwise);
    }]>
  ];
  let extraClassDeclaration = [{
    /// ROIOpInterface: rotated boxes [x_ctr, y_ctr, width, height, angle]
    /// and a batch_indices operand.
    static ::mlir::ov::ROIBoxLayout getBoxLayout() {
      return ::mlir::ov::kROIAlignRotatedBoxLayout;
    }
  }];
  let extraClassDefinition = !strconcat(
      OV_LayerMapping<"ROIAlignRotated", firstOpset, lastOpset, 3,
                      1>.definitions,
      OV_ROIShapeHooks.definitions, [{
    void $cppClass::writeLayerData(::mlir::ov::LayerDataWriter &data) {
      ::mlir::ov::writeROIAlignRotatedLayerData(*this, data);
    }
    ::mlir::FailureOr<::mlir::Operation *> $cppClass::buildFromLayer(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::ValueRange inputs, ::mlir::ov::LayerDataReader &data) {
      ::mlir::FailureOr<::mlir::ov::ROIAlignRotatedAttrs> attrs =
          ::mlir::ov::readROIAlignRotatedLayerData(data);
      if (::mlir::failed(attrs))
        return ::mlir::failure();
      return $cppClass::create(builder, loc, inputs[0], inputs[1], inputs[2],
                               *attrs).getOperation();
    }
  }]);
}

// ROIAlignRotated-15 is ROIAlignRotated in opset15 and later.
def OV_ROIAlignRotatedV15Op : OV_ROIAlignRotatedOp<"roi_align_rotated_v15",
                                                   15, 0> {
  let summary = "OpenVINO ROIAlignRotated-15: bilinear pooling over rotated "
                "boxes";
  let description = [{
    For each box `rois[r] = [x_ctr, y_ctr, width, height, angle]` (image
    coordinates scaled by `spatial_scale`, the centre shifted by -0.5 pixel;
    the angle in radians, counterclockwise unless `clockwise_mode`) over the
    feature map `data[batch_indices[r]]`, divides the rotated box into
    `pooled_h x pooled_w` bins, samples each bin on a regular grid of the
    box's own axes (`sampling_ratio` per axis, or `ceil(bin size)` when 0),
    interpolates bilinearly and averages. Result: `[R, C, pooled_h,
    pooled_w]` (docs/semantics.md 8).

    Example:
    ```mlir
    %0 = ov.roi_align_rotated_v15 %data, %rois, %idx pooled_h = 7
           pooled_w = 7 sampling_ratio = 2 spatial_scale = 2.500000e-01
           clockwise_mode = true
           : tensor<2x256x64x64xf32>, tensor<100x5xf32>, tensor<100xi32>
           -> tensor<100x256x7x7xf32>
    ```
  }];
}

#endif // OV_DIALECT_ROIALIGNROTATEDOPS_TD
