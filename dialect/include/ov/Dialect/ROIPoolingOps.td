// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingOps.td - The ROIPooling family --------------------------===//
//
// A family in its own files (docs/adding-an-op.md): its interface and op
// here, generated into ROIPoolingOps.{h,cpp}.inc and
// ROIPoolingInterfaces.{h,cpp}.inc; its C++ in dialect/lib/ROIPoolingOps.cpp;
// its element semantics and run-time checks in lib/Semantics/ROIPooling*.cpp;
// its lowerings in lib/Conversion/*/ROIPooling*. The importer, exporter,
// ov-prepare-module-abi and the pipelines reach it through the
// family-neutral interfaces only.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIPOOLINGOPS_TD
#define OV_DIALECT_ROIPOOLINGOPS_TD

include "ov/Dialect/OVOpBase.td"

def OV_ROIPoolingOpInterface
    : OpInterface<"ROIPoolingOpInterface", [OV_ROIOpInterface]> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    ROIPooling-2: max pooling over integer bins of each box, or one bilinear
    sample per bin (docs/semantics.md 9), on the ROI base (ROIOpInterface:
    data, rois [R, 5] with the batch index in column 0, the bins and every
    shape rule), built by ov/Semantics/ROIPoolingKernel.h.
  }];
  let methods = [
    InterfaceMethod<"The attributes as plain values.",
      "::mlir::ov::ROIPoolingAttrs", "getROIPoolingAttrs", (ins),
      [{}], [{
        ::mlir::ov::ROIPoolingAttrs attrs;
        static_cast<::mlir::ov::ROIAttrs &>(attrs) =
            ::mlir::ov::roiAttrsOf($_op);
        attrs.method = $_op.getMethod().str();
        return attrs;
      }]>,
  ];
  // The ROI base's rules (ROIOpInterface), then the family's own: a normal
  // spatial_scale and the method (ROIPoolingOps.cpp).
  let verify = [{
    return ::mlir::ov::detail::verifyROIPoolingInterface($_op);
  }];
}

// Inference, reification and bounds are the ROI base's (OV_ROIShapeHooks),
// the OpenVINO mapping the family's (ROIPoolingOps.cpp); each version gives
// its mnemonic and opsets.
class OV_ROIPoolingOp<string mnemonic, int firstOpset, int lastOpset>
    : OV_ShapedOp<mnemonic, [OV_ROIPoolingOpInterface,
                             DeclareOpInterfaceMethods<OV_OpenVINOLayerOpInterface>]> {
  let arguments = (ins
    OV_FloatTensor:$data,
    OV_FloatTensor:$rois,
    I64Attr:$pooled_h,
    I64Attr:$pooled_w,
    F32Attr:$spatial_scale,
    StrAttr:$method);
  let results = (outs OV_FloatTensor:$output);
  let assemblyFormat = [{
    $data `,` $rois
    `pooled_h` `=` $pooled_h `pooled_w` `=` $pooled_w
    `spatial_scale` `=` $spatial_scale `method` `=` $method
    attr-dict `:` type($data) `,` type($rois) `->` type($output)
  }];
  let builders = [
    // Builds the op with its inferred result type.
    OpBuilder<(ins "::mlir::Value":$data, "::mlir::Value":$rois,
                   "const ::mlir::ov::ROIPoolingAttrs &":$attrs), [{
      build($_builder, $_state,
            ::mlir::ov::inferROIResultType(getOperationName(),
                                           getBoxLayout(), attrs, data, rois,
                                           ::mlir::Value()),
            data, rois, attrs.pooledH, attrs.pooledW,
            ::llvm::APFloat(attrs.spatialScale), attrs.method);
    }]>
  ];
  let extraClassDeclaration = [{
    /// ROIOpInterface: boxes [batch, x1, y1, x2, y2], no batch_indices.
    static ::mlir::ov::ROIBoxLayout getBoxLayout() {
      return ::mlir::ov::kROIPoolingBoxLayout;
    }
  }];
  let extraClassDefinition = !strconcat(
      OV_LayerMapping<"ROIPooling", firstOpset, lastOpset, 2, 1>.definitions,
      OV_ROIShapeHooks.definitions, [{
    void $cppClass::writeLayerData(::mlir::ov::LayerDataWriter &data) {
      ::mlir::ov::writeROIPoolingLayerData(*this, data);
    }
    ::mlir::FailureOr<::mlir::Operation *> $cppClass::buildFromLayer(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::ValueRange inputs, ::mlir::ov::LayerDataReader &data) {
      ::mlir::FailureOr<::mlir::ov::ROIPoolingAttrs> attrs =
          ::mlir::ov::readROIPoolingLayerData(data);
      if (::mlir::failed(attrs))
        return ::mlir::failure();
      return $cppClass::create(builder, loc, inputs[0], inputs[1], *attrs)
          .getOperation();
    }
  }]);
}

// ROIPooling-2 (OpenVINO's v0::ROIPooling, written "opset2") is what
// ROIPooling resolves to in opset1 to opset16.
def OV_ROIPoolingV2Op : OV_ROIPoolingOp<"roi_pooling_v2", 1, 0> {
  let summary = "OpenVINO ROIPooling-2: max or bilinear pooling over boxes";
  let description = [{
    For each box `rois[r] = [batch, x1, y1, x2, y2]` over the feature map
    `data[batch]`: `method = "max"` scales the corners by `spatial_scale`,
    rounds them to pixels and takes the maximum of each of `pooled_h x
    pooled_w` integer bins (an empty bin is 0); `method = "bilinear"` reads
    the corners as normalised coordinates in [0, 1] and samples each bin once,
    bilinearly, at a regular grid spanning the box. Result: `[R, C, pooled_h,
    pooled_w]` (docs/semantics.md 9).

    Example:
    ```mlir
    %0 = ov.roi_pooling_v2 %data, %rois pooled_h = 7 pooled_w = 7
           spatial_scale = 6.250000e-02 method = "max"
           : tensor<1x256x38x50xf32>, tensor<300x5xf32>
           -> tensor<300x256x7x7xf32>
    ```
  }];
}

#endif // OV_DIALECT_ROIPOOLINGOPS_TD
