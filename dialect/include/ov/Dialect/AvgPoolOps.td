// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolOps.td - The AvgPool family: AvgPool-1, -14 and -16 -------===//
//
// A family in its own files (docs/adding-an-op.md): its interface and ops
// here, generated into AvgPoolOps.{h,cpp}.inc and AvgPoolInterfaces.{h,cpp}.inc;
// its C++ in dialect/lib/AvgPoolOps.cpp; its run-time checks in
// lib/Semantics/AvgPoolChecks.cpp; its lowerings in lib/Conversion/*/AvgPool*.
// The importer, exporter, ov-prepare-module-abi and the pipelines reach it
// through the family-neutral interfaces only.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_AVGPOOLOPS_TD
#define OV_DIALECT_AVGPOOLOPS_TD

include "ov/Dialect/OVOpBase.td"

def OV_AvgPoolOpInterface
    : OpInterface<"AvgPoolOpInterface", [OV_PoolingOpInterface]> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    AvgPool-1, -14 and -16: average pooling over the spatial axes of an
    `[N, C, spatial...]` tensor (docs/semantics.md 7). The output size is
    ShapeRules' from `getPoolingAttrs()` (PoolingOpInterface; dilations all
    ones before AvgPool-16); the divisor depends on `exclude-pad`.
  }];
  let methods = [
    InterfaceMethod<[{
        OpenVINO's `exclude-pad`: whether padded taps are left out of the
        divisor.
      }], "bool", "getExcludePadding", (ins), [{}], [{
        return $_op.getExcludePad();
      }]>,
  ];
  // Every version's verifier: the family's rules (AvgPoolOps.h), once.
  let verify = [{
    return ::mlir::ov::detail::verifyAvgPoolInterface($_op);
  }];
}

// The attributes every AvgPool version has.
defvar AvgPoolCommonArgs = (ins
  OV_PoolTensor:$input,
  DenseI64ArrayAttr:$kernel,
  DenseI64ArrayAttr:$strides,
  DenseI64ArrayAttr:$pads_begin,
  DenseI64ArrayAttr:$pads_end,
  DefaultValuedAttr<BoolAttr, "false">:$exclude_pad,
  DefaultValuedAttr<OV_RoundingTypeAttr, "::mlir::ov::RoundingType::floor">:$rounding_type,
  DefaultValuedAttr<OV_AutoPadAttr, "::mlir::ov::AutoPad::explicit_">:$auto_pad
);

// Inference, reification, bounds and the OpenVINO mapping are the family's
// (AvgPoolOps.cpp); each version gives its mnemonic, opsets, whether it
// accepts ceil_torch and whether it has `dilations` (AvgPool-16).
class OV_AvgPoolOp<string mnemonic, bit ceilTorch, bit dilated, int firstOpset,
                   int lastOpset>
    : OV_ShapedOp<mnemonic, [OV_AvgPoolOpInterface,
                             DeclareOpInterfaceMethods<OV_OpenVINOLayerOpInterface>]> {
  let arguments = !con(AvgPoolCommonArgs,
      !if(dilated, (ins OptionalAttr<DenseI64ArrayAttr>:$dilations), (ins)));
  let results = (outs OV_PoolTensor:$output);
  let assemblyFormat = [{
    $input `kernel` `=` $kernel `strides` `=` $strides
    `pads_begin` `=` $pads_begin `pads_end` `=` $pads_end
  }] # !if(dilated, [{ (`dilations` `=` $dilations^)? }], "") # [{
    (`exclude_pad` `=` $exclude_pad^)?
    (`rounding_type` `=` `` $rounding_type^)?
    (`auto_pad` `=` `` $auto_pad^)?
    attr-dict `:` type($input) `->` type($output)
  }];
  // Builds the op with its inferred result type; AvgPool-16's builder takes
  // the dilations too (empty or all ones: the attribute is left out).
  let builders = !if(dilated, [
    OpBuilder<(ins "::mlir::Value":$input,
                   "::llvm::ArrayRef<int64_t>":$kernel,
                   "::llvm::ArrayRef<int64_t>":$strides,
                   "::llvm::ArrayRef<int64_t>":$padsBegin,
                   "::llvm::ArrayRef<int64_t>":$padsEnd,
                   "::llvm::ArrayRef<int64_t>":$dilations, "bool":$excludePad,
                   "::mlir::ov::RoundingType":$roundingType,
                   "::mlir::ov::AutoPad":$autoPad), [{
      build($_builder, $_state,
            ::mlir::ov::inferBuiltAvgPoolType(getOperationName(), input,
                kernel, strides, dilations, padsBegin, padsEnd, roundingType,
                autoPad),
            input, kernel, strides, padsBegin, padsEnd, excludePad,
            roundingType, autoPad,
            ::mlir::ov::dilationsAttrUnlessOnes($_builder, dilations,
                                                kernel.size()));
    }]>
  ], [
    OpBuilder<(ins "::mlir::Value":$input,
                   "::llvm::ArrayRef<int64_t>":$kernel,
                   "::llvm::ArrayRef<int64_t>":$strides,
                   "::llvm::ArrayRef<int64_t>":$padsBegin,
                   "::llvm::ArrayRef<int64_t>":$padsEnd, "bool":$excludePad,
                   "::mlir::ov::RoundingType":$roundingType,
                   "::mlir::ov::AutoPad":$autoPad), [{
      build($_builder, $_state,
            ::mlir::ov::inferBuiltAvgPoolType(getOperationName(), input,
                kernel, strides, {}, padsBegin, padsEnd, roundingType,
                autoPad),
            input, kernel, strides, padsBegin, padsEnd, excludePad,
            roundingType, autoPad);
    }]>
  ]);
  let extraClassDeclaration = !if(dilated, [{
    /// PoolingOpInterface: the dilations, an absent attribute read as ones.
    ::llvm::SmallVector<int64_t> getDilationsOrOnes() {
      return ::mlir::ov::dilationsOrOnes(getDilations(), getKernel().size());
    }
    /// The dilations as written (empty when absent), for inference.
    static ::llvm::ArrayRef<int64_t> dilationsOf(Adaptor adaptor) {
      return adaptor.getDilations().value_or(::llvm::ArrayRef<int64_t>());
    }
    /// Whether the version has dilations (its layer reads and writes them).
    static constexpr bool kHasDilations = true;
  }], [{
    /// PoolingOpInterface: this version has no dilations.
    ::llvm::SmallVector<int64_t> getDilationsOrOnes() {
      return ::llvm::SmallVector<int64_t>(getKernel().size(), 1);
    }
    static ::llvm::ArrayRef<int64_t> dilationsOf(Adaptor) { return {}; }
    static constexpr bool kHasDilations = false;
  }]) # !if(ceilTorch, [{
    /// PoolingOpInterface: this version accepts ceil_torch.
    static bool supportsCeilTorch() { return true; }
  }], "");
  let extraClassDefinition = OV_LayerMapping<"AvgPool", firstOpset, lastOpset,
                                             1, 1>.definitions # [{
    void $cppClass::writeLayerData(::mlir::ov::LayerDataWriter &data) {
      ::mlir::ov::writeAvgPoolLayerData(*this, data, kHasDilations);
    }
    ::mlir::FailureOr<::mlir::Operation *> $cppClass::buildFromLayer(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::ValueRange inputs, ::mlir::ov::LayerDataReader &data) {
      return ::mlir::ov::buildAvgPoolFromLayer<$cppClass>(builder, loc,
                                                          inputs[0], data);
    }
    ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::ov::DimBounds>>>
    $cppClass::inferResultBounds(
        ::llvm::ArrayRef<::llvm::ArrayRef<::mlir::ov::DimBounds>> operands) {
      return ::mlir::ov::inferAvgPoolResultBounds(*this, operands);
    }
    ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
      Adaptor adaptor(operands, attributes, properties, regions);
      return ::mlir::ov::inferAvgPoolReturnTypes(
          getOperationName(), location, adaptor.getKernel(),
          adaptor.getStrides(), dilationsOf(adaptor), adaptor.getPadsBegin(),
          adaptor.getPadsEnd(),
          adaptor.getRoundingType(), adaptor.getAutoPad(),
          operands.getTypes()[0], inferred);
    }
    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &b, ::mlir::ReifiedRankedShapedTypeDims &reified) {
      return ::mlir::ov::reifyAvgPoolShapes(*this, b, reified);
    }
  }];
}

// AvgPool-1 is AvgPool in opset1-13.
def OV_AvgPoolV1Op : OV_AvgPoolOp<"avg_pool_v1", 0, 0, 1, 13> {
  let summary = "OpenVINO AvgPool-1: average pooling over 1, 2 or 3 spatial axes";
  let description = [{
    Average pooling over the spatial axes of an `[N, C, spatial...]` tensor
    of rank 3, 4 or 5. Padded taps are never read (they add 0). The divisor
    is the number of taps inside the input, or, with `exclude_pad = false`
    and any non-zero pad, the kernel's full size (docs/semantics.md 7).

    Example:
    ```mlir
    %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2]
           pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true
           : tensor<1x64x112x112xf32> -> tensor<1x64x56x56xf32>
    ```
  }];
}

// AvgPool-14 is AvgPool in opset14 and opset15.
def OV_AvgPoolV14Op : OV_AvgPoolOp<"avg_pool_v14", 1, 0, 14, 15> {
  let summary = "OpenVINO AvgPool-14: AvgPool-1 plus ceil_torch rounding";
  let description = [{
    AvgPool-1 with one more `rounding_type`: `ceil_torch` (the output size
    of MaxPool-14, docs/semantics.md 6.1). Values are AvgPool-1's.

    Example:
    ```mlir
    %0 = ov.avg_pool_v14 %x kernel = [2] strides = [2]
           pads_begin = [1] pads_end = [1] rounding_type = ceil_torch
           : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
    ```
  }];
}

// AvgPool-16 is AvgPool in opset16 and later.
def OV_AvgPoolV16Op : OV_AvgPoolOp<"avg_pool_v16", 1, 1, 16, 0> {
  let summary = "OpenVINO AvgPool-16: AvgPool-14 plus dilations";
  let description = [{
    AvgPool-14 with `dilations` (absent means all ones): tap t of an axis
    reads input coordinate `o*s - pads_begin + t*d`, and the window spans
    `(kernel - 1) * dilation + 1` elements in the output size, the SAME pads
    and exclude_pad's rule. The divisor is the number of taps inside the
    input, or, with `exclude_pad = false` and any non-zero pad, the kernel's
    full size (docs/semantics.md 7.4).

    Example:
    ```mlir
    %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1]
           pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2]
           exclude_pad = true
           : tensor<1x1x5x5xf32> -> tensor<1x1x3x3xf32>
    ```
  }];
}

#endif // OV_DIALECT_AVGPOOLOPS_TD
