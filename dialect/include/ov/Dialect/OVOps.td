//===- OVOps.td - ov dialect operations ----------------------------------===//
//
// MaxPool-1/8/14 and ROIAlign-3/9, one ODS class per family. Every op verifies
// its attributes with diagnostics that name the attribute, the axis and the
// values, infers its result types (static and dynamic dims) and reifies its
// result shapes as IR, and maps to and from its OpenVINO IR layer
// (OpenVINOLayerOpInterface: type, opsets, ports, <data>), all through its
// family's code in OVOps.cpp; the arithmetic lives in ShapeRules.{h,cpp}.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_OVOPS_TD
#define OV_DIALECT_OVOPS_TD

include "ov/Dialect/OVOpBase.td"

//===----------------------------------------------------------------------===//
// MaxPool family (MaxPoolOpInterface)
//===----------------------------------------------------------------------===//

// Verification is the interface's (`let verify`); inference, reification and
// interval bounds are the family's (OVOps.cpp), so every version's C++ is
// these forwarding definitions; so is the OpenVINO mapping, each version
// giving its opsets.
class OV_MaxPoolOp<string mnemonic, int firstOpset, int lastOpset, int outputs>
    : OV_ShapedOp<mnemonic, [OV_MaxPoolOpInterface,
                             DeclareOpInterfaceMethods<OV_OpenVINOLayerOpInterface>]> {
  let extraClassDefinition = OV_LayerMapping<"MaxPool", firstOpset, lastOpset,
                                             1, outputs>.definitions # [{
    void $cppClass::writeLayerData(::mlir::ov::LayerDataWriter &data) {
      ::mlir::ov::writeMaxPoolLayerData(*this, data);
    }
    ::mlir::FailureOr<::mlir::Operation *> $cppClass::buildFromLayer(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::ValueRange inputs, ::mlir::ov::LayerDataReader &data) {
      return ::mlir::ov::buildMaxPoolFromLayer<$cppClass>(builder, loc,
                                                          inputs[0], data);
    }
    ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::ov::DimBounds>>>
    $cppClass::inferResultBounds(
        ::llvm::ArrayRef<::llvm::ArrayRef<::mlir::ov::DimBounds>> operands) {
      return ::mlir::ov::inferMaxPoolResultBounds(*this, operands);
    }
    ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
      return ::mlir::ov::inferMaxPoolReturnTypes<$cppClass>(
          context, location, Adaptor(operands, attributes, properties, regions),
          operands.getTypes()[0], inferred);
    }
    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &b, ::mlir::ReifiedRankedShapedTypeDims &reified) {
      return ::mlir::ov::reifyMaxPoolShapes(*this, b, reified);
    }
  }];
}

// Attributes shared by every MaxPool version.
defvar MaxPoolCommonArgs = (ins
  OV_PoolTensor:$input,
  DenseI64ArrayAttr:$kernel,
  DenseI64ArrayAttr:$strides,
  DenseI64ArrayAttr:$pads_begin,
  DenseI64ArrayAttr:$pads_end,
  DefaultValuedAttr<OV_RoundingTypeAttr, "::mlir::ov::RoundingType::floor">:$rounding_type,
  DefaultValuedAttr<OV_AutoPadAttr, "::mlir::ov::AutoPad::explicit_">:$auto_pad
);

// MaxPool-1 is MaxPool in opset1-7.
def OV_MaxPoolV1Op : OV_MaxPoolOp<"max_pool_v1", 1, 7, 1> {
  let summary = "OpenVINO MaxPool-1: max pooling over 1, 2 or 3 spatial axes";
  let description = [{
    Max pooling over the spatial axes of an `[N, C, spatial...]` tensor of
    rank 3, 4 or 5. Padded taps are skipped (never read); a window with no
    usable tap yields the element type's lowest finite value. A tap replaces
    the running maximum only if it is strictly greater, so NaN never wins and
    the first maximum in scan order wins ties.

    With `auto_pad` other than `explicit`, `pads_begin`/`pads_end` are ignored:
    `valid` uses zero pads and `same_upper`/`same_lower` compute them from the
    input size (docs/semantics.md 1.3).

    Example:
    ```mlir
    %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2]
           pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil
           : tensor<1x64x112x112xf32> -> tensor<1x64x57x57xf32>
    ```
  }];
  let arguments = MaxPoolCommonArgs;
  let results = (outs OV_PoolTensor:$output);
  let assemblyFormat = [{
    $input `kernel` `=` $kernel `strides` `=` $strides
    `pads_begin` `=` $pads_begin `pads_end` `=` $pads_end
    (`rounding_type` `=` `` $rounding_type^)?
    (`auto_pad` `=` `` $auto_pad^)?
    attr-dict `:` type($input) `->` type($output)
  }];
  let builders = [
    // Builds the op with its inferred result type.
    OpBuilder<(ins "::mlir::Value":$input,
                   "::llvm::ArrayRef<int64_t>":$kernel,
                   "::llvm::ArrayRef<int64_t>":$strides,
                   "::llvm::ArrayRef<int64_t>":$padsBegin,
                   "::llvm::ArrayRef<int64_t>":$padsEnd,
                   "::mlir::ov::RoundingType":$roundingType,
                   "::mlir::ov::AutoPad":$autoPad)>
  ];
  let extraClassDeclaration = [{
    ::llvm::SmallVector<int64_t> getDilationsOrOnes() {
      return ::llvm::SmallVector<int64_t>(getKernel().size(), 1);
    }
  }];
}

// MaxPool-8 and later: dilations and the indices output. `cppName` is the
// op's class (builders have no $cppClass); `ceilTorch` says whether the
// version accepts rounding_type = ceil_torch; the opsets are its OpenVINO
// mapping.
class OV_MaxPoolWithIndicesOp<string mnemonic, string cppName, bit ceilTorch,
                              int firstOpset, int lastOpset>
    : OV_MaxPoolOp<mnemonic, firstOpset, lastOpset, 2> {
  let arguments = !con(MaxPoolCommonArgs, (ins
    OptionalAttr<DenseI64ArrayAttr>:$dilations,
    OptionalAttr<TypeAttr>:$index_element_type,
    DefaultValuedAttr<I64Attr, "0">:$axis));
  let results = (outs OV_PoolTensor:$output, OV_IndexTensor:$indices);
  let assemblyFormat = [{
    $input `kernel` `=` $kernel `strides` `=` $strides
    `pads_begin` `=` $pads_begin `pads_end` `=` $pads_end
    (`dilations` `=` $dilations^)?
    (`rounding_type` `=` `` $rounding_type^)?
    (`auto_pad` `=` `` $auto_pad^)?
    (`index_element_type` `=` $index_element_type^)?
    (`axis` `=` $axis^)?
    attr-dict `:` type($input) `->` type($output) `,` type($indices)
  }];
  let builders = [
    // Builds the op with its inferred result types.
    OpBuilder<(ins "::mlir::Value":$input,
                   "::llvm::ArrayRef<int64_t>":$kernel,
                   "::llvm::ArrayRef<int64_t>":$strides,
                   "::llvm::ArrayRef<int64_t>":$padsBegin,
                   "::llvm::ArrayRef<int64_t>":$padsEnd,
                   "::llvm::ArrayRef<int64_t>":$dilations,
                   "::mlir::ov::RoundingType":$roundingType,
                   "::mlir::ov::AutoPad":$autoPad,
                   "::mlir::Type":$indexElementType,
                   "int64_t":$axis), [{
      ::mlir::ov::buildMaxPoolWithIndices<::mlir::ov::}] # cppName # [{>(
          $_builder, $_state, input, kernel, strides, padsBegin, padsEnd,
          dilations, roundingType, autoPad, indexElementType, axis);
    }]>
  ];
  let extraClassDeclaration = [{
    /// The dilations, with an absent attribute read as all ones.
    ::llvm::SmallVector<int64_t> getDilationsOrOnes() {
      return ::mlir::ov::dilationsOrOnes(getDilations(), getKernel().size());
    }
    /// index_element_type, with an absent attribute read as i64.
    ::mlir::Type getIndexElementTypeOrDefault() {
      if (std::optional<::mlir::Type> type = getIndexElementType())
        return *type;
      return ::mlir::IntegerType::get(getContext(), 64);
    }
    /// MaxPoolOpInterface: index_element_type.
    ::mlir::Type getIndexElementTypeOrNull() {
      return getIndexElementTypeOrDefault();
    }
    /// MaxPoolOpInterface: the signed axis attribute.
    int64_t getIndicesAxis() { return getAxisAttr().getInt(); }
  }] # !if(ceilTorch, [{
    /// MaxPoolOpInterface: this version accepts ceil_torch.
    static bool supportsCeilTorch() { return true; }
  }], "");
  let hasCanonicalizer = 1;
}

// MaxPool-8 is MaxPool in opset8-13.
def OV_MaxPoolV8Op
    : OV_MaxPoolWithIndicesOp<"max_pool_v8", "MaxPoolV8Op", 0, 8, 13> {
  let summary = "OpenVINO MaxPool-8: max pooling with dilations and indices";
  let description = [{
    MaxPool-1 plus `dilations` (absent means all ones), and a second result
    holding, for each output element, the flat position of the selected input
    element in the whole unpadded input, reduced modulo the product of the
    input dims from `axis` on (`axis` in [-R, R-1]). Indices have element type
    `index_element_type` (i32 or i64; absent means i64). A window with no
    usable tap selects the first element of its (n, c) plane.

    Example:
    ```mlir
    %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1]
               pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2]
               index_element_type = i32 axis = 2
               : tensor<1x2x5x5xf32> -> tensor<1x2x3x3xf32>, tensor<1x2x3x3xi32>
    ```
  }];
}

// MaxPool-14 is MaxPool in opset14 and later.
def OV_MaxPoolV14Op
    : OV_MaxPoolWithIndicesOp<"max_pool_v14", "MaxPoolV14Op", 1, 14, 0> {
  let summary = "OpenVINO MaxPool-14: MaxPool-8 plus ceil_torch rounding";
  let description = [{
    MaxPool-8 with one more `rounding_type`: `ceil_torch` rounds the output
    size up as `ceil` does, then drops the last window when it would start
    at or past the end of the input plus `pads_begin` (PyTorch's rule,
    docs/semantics.md 1.4). Values and indices are MaxPool-8's.

    Example:
    ```mlir
    %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2]
               pads_begin = [1] pads_end = [1] rounding_type = ceil_torch
               : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// ROIAlign family (ROIAlignOpInterface)
//===----------------------------------------------------------------------===//

class OV_ROIAlignOp<string mnemonic, int firstOpset, int lastOpset>
    : OV_ShapedOp<mnemonic, [OV_ROIAlignOpInterface,
                             DeclareOpInterfaceMethods<OV_OpenVINOLayerOpInterface>]> {
  let extraClassDefinition = OV_LayerMapping<"ROIAlign", firstOpset, lastOpset,
                                             3, 1>.definitions # [{
    void $cppClass::writeLayerData(::mlir::ov::LayerDataWriter &data) {
      ::mlir::ov::writeROIAlignLayerData<$cppClass>(*this, data);
    }
    ::mlir::FailureOr<::mlir::Operation *> $cppClass::buildFromLayer(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::ValueRange inputs, ::mlir::ov::LayerDataReader &data) {
      return ::mlir::ov::buildROIAlignFromLayer<$cppClass>(builder, loc,
                                                           inputs, data);
    }
    ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::ov::DimBounds>>>
    $cppClass::inferResultBounds(
        ::llvm::ArrayRef<::llvm::ArrayRef<::mlir::ov::DimBounds>> operands) {
      return ::mlir::ov::inferROIAlignResultBounds(*this, operands);
    }
    ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
      Adaptor adaptor(operands, attributes, properties, regions);
      return ::mlir::ov::inferROIAlignReturnTypes(
          getOperationName(), location, adaptor.getPooledHAttr().getInt(),
          adaptor.getPooledWAttr().getInt(),
          adaptor.getSamplingRatioAttr().getInt(), operands.getTypes(),
          inferred);
    }
    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &b, ::mlir::ReifiedRankedShapedTypeDims &reified) {
      return ::mlir::ov::reifyROIAlignShapes(*this, b, reified);
    }
  }];
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
                                                samplingRatio),
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

def OV_LayerOp : OV_Op<"layer"> {
  let summary = "an OpenVINO IR layer that the dialect does not model";
  let description = [{
    Keeps an imported OpenVINO IR layer of a type (or version) that has no
    dedicated op: its `type` and `version`, its `name` and id in the file
    (`layer_id`), its `<data>` attributes as OpenVINO wrote them (strings,
    e.g. `strides = "2, 2"`), and its port types as operand and result types.
    Whole real models therefore import, verify and export again unchanged.
    Nothing lowers it: compiling a module that still holds one fails with an
    error naming the layer.

    Layers that the dialect models (MaxPool, ROIAlign)
    and the structural ones (Parameter, Const, Result: function arguments,
    `arith.constant`, the function's results) are rejected, so that every
    layer has one representation.

    Example:
    ```mlir
    %1 = ov.layer "Convolution" "opset1" id 3 name "conv1" (%0, %w)
           data {auto_pad = "explicit", dilations = "1, 1", pads_begin = "3, 3",
                 pads_end = "3, 3", strides = "2, 2"}
           : (tensor<1x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x112x112xf32>
    ```
  }];
  let arguments = (ins
    Variadic<AnyRankedTensor>:$inputs,
    StrAttr:$type,
    StrAttr:$version,
    StrAttr:$name,
    I64Attr:$layer_id,
    DictionaryAttr:$data);
  let results = (outs Variadic<AnyRankedTensor>:$outputs);
  let assemblyFormat = [{
    $type $version `id` $layer_id `name` $name ` ` `(` $inputs `)` `data` $data
    attr-dict `:` functional-type($inputs, $outputs)
  }];
  let extraClassDeclaration = [{
    /// How the ov dialect represents layers of `type`/`version` that it does
    /// not keep as generic layers ("ov.max_pool_v8": the op implementing
    /// OpenVINOLayerOpInterface for them; "a function argument", ...), or
    /// std::nullopt for every other layer.
    static std::optional<::llvm::StringRef>
    getDedicatedRepresentation(::mlir::MLIRContext *context,
                               ::llvm::StringRef type,
                               ::llvm::StringRef version);
  }];
  let hasVerifier = 1;
}

#endif // OV_DIALECT_OVOPS_TD
