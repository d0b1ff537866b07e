// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolOps.td - The MaxPool family: MaxPool-1, -8 and -14 ---------===//
//
// A family in its own files (docs/adding-an-op.md): its interface and ops
// here, generated into MaxPoolOps.{h,cpp}.inc and
// MaxPoolInterfaces.{h,cpp}.inc; its C++ in dialect/lib/MaxPoolOps.cpp; its
// run-time checks in lib/Semantics/MaxPoolChecks.cpp; its lowerings in
// lib/Conversion/*/MaxPool*.
// The importer, exporter, ov-prepare-module-abi and the pipelines reach it
// through the family-neutral interfaces only.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_MAXPOOLOPS_TD
#define OV_DIALECT_MAXPOOLOPS_TD

include "ov/Dialect/OVOpBase.td"

def OV_MaxPoolOpInterface
    : OpInterface<"MaxPoolOpInterface", [OV_PoolingOpInterface]> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    MaxPool-1, -8 and -14: max pooling over the spatial axes of an
    `[N, C, spatial...]` tensor, optionally with MaxPool-8's indices output.
    The element semantics (initial value, strict-greater update, index
    formula) are the family's, built by ov/Semantics/MaxPoolKernel.h; the
    output size is ShapeRules' from `getPoolingAttrs()` (PoolingOpInterface,
    with the input, the maximum values and whether the version accepts
    ceil_torch).
  }];
  let methods = [
    InterfaceMethod<[{
        The indices result (MaxPool-8 and later), or null (MaxPool-1).
      }], "::mlir::Value", "getIndicesOrNull", (ins), [{}], [{
        return $_op->getNumResults() > 1 ? $_op->getResult(1)
                                         : ::mlir::Value();
      }]>,
    InterfaceMethod<[{
        The indices' element type (i32 or i64 once verified), or null
        without indices.
      }], "::mlir::Type", "getIndexElementTypeOrNull", (ins), [{}],
      [{ return {}; }]>,
    InterfaceMethod<[{
        The indices' `axis` as written ([-R, R-1]); 0 without indices.
      }], "int64_t", "getIndicesAxis", (ins), [{}], [{ return 0; }]>,
  ];
  let extraSharedClassDeclaration = [{
    /// The indices' axis counted from 0 (0 without indices), for a verified
    /// op with a ranked input.
    int64_t getIndicesAxisFromZero() {
      auto input = ::llvm::cast<::mlir::RankedTensorType>(
          $_op.getInput().getType());
      return ::mlir::ov::axisFromZero($_op.getIndicesAxis(), input.getRank());
    }
  }];
  // Every version's verifier: the family's rules (MaxPoolOps.h), once.
  let verify = [{
    return ::mlir::ov::detail::verifyMaxPoolInterface($_op);
  }];
}

// Verification is the interface's (`let verify`); inference, reification and
// interval bounds are the family's (MaxPoolOps.cpp), so every version's C++ is
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
    /// PoolingOpInterface: this version accepts ceil_torch.
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

#endif // OV_DIALECT_MAXPOOLOPS_TD
