// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVInterfaces.td - The interfaces every ov op family shares --------===//
//
// Every version of an OpenVINO op family implements its family's interface
// (beside its ops, in <Family>Ops.td), and everything downstream (shape
// rules, lowerings, the compiled module's input checks) is written against
// the interface, once per family. A new version adds an op definition and,
// where it differs, overrides a method; no lowering switches on the concrete
// op. The interfaces here are those that span families.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_OVINTERFACES_TD
#define OV_DIALECT_OVINTERFACES_TD

include "mlir/IR/OpBase.td"

//===----------------------------------------------------------------------===//
// The base of the pooling families' interfaces
//===----------------------------------------------------------------------===//

def OV_PoolingOpInterface : OpInterface<"PoolingOpInterface"> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    What every pooling family (MaxPool, AvgPool) exposes, so that what they
    share (the output size and pads of ShapeRules, the bridges and plans of
    the lowerings, ov-to-linalg's limits) is written once: the pooled input,
    the pooled values and the window attributes. Each family's interface
    inherits it and adds what only the family has.
  }];
  let methods = [
    InterfaceMethod<"The pooled tensor.", "::mlir::Value", "getInput">,
    InterfaceMethod<"The pooled values.", "::mlir::Value", "getOutput">,
    InterfaceMethod<[{
        Kernel, strides, dilations (all ones where the version has none),
        pads, auto_pad and rounding_type as plain values.
      }], "::mlir::ov::PoolingAttrs", "getPoolingAttrs", (ins), [{}], [{
        ::mlir::ov::PoolingAttrs attrs;
        attrs.kernel = ::llvm::to_vector($_op.getKernel());
        attrs.strides = ::llvm::to_vector($_op.getStrides());
        attrs.dilations = $_op.getDilationsOrOnes();
        attrs.padsBegin = ::llvm::to_vector($_op.getPadsBegin());
        attrs.padsEnd = ::llvm::to_vector($_op.getPadsEnd());
        attrs.autoPad = $_op.getAutoPad();
        attrs.rounding = $_op.getRoundingType();
        return attrs;
      }]>,
    InterfaceMethod<[{
        Whether this version accepts `rounding_type = ceil_torch` (the
        version 14 of each pooling family and later).
      }], "bool", "supportsCeilTorch", (ins), [{}], [{ return false; }]>,
  ];
}

//===----------------------------------------------------------------------===//
// The base of the ROI families' interfaces
//===----------------------------------------------------------------------===//

def OV_ROIOpInterface : OpInterface<"ROIOpInterface"> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    What every region-of-interest family (ROIAlign, ROIAlignRotated) exposes,
    so that what they share is written once (ROIOps.h): the shape rule, the
    verifier, reification, interval bounds and the <data> of the bins, the
    batch-index check of compiled modules (ov/Semantics/CheckHelpers.h) and
    the match of the lowerings (lib/Conversion/ROIBridge.h). A family gives
    its box layout (`getBoxLayout`: box width, whether a `batch_indices`
    operand holds each box's image) and inherits this interface in its own,
    which adds what only the family has.
  }];
  let methods = [
    InterfaceMethod<"The feature maps [N, C, H, W].", "::mlir::Value",
                    "getData">,
    InterfaceMethod<"The boxes [R, box width].", "::mlir::Value", "getRois">,
    InterfaceMethod<[{
        The batch index of each box [R]; null where the family keeps it in
        the boxes' column 0 (`getBoxLayout().batchIndexOperand` false).
      }], "::mlir::Value", "getBatchIndices", (ins), [{}], [{
        return ::mlir::Value();
      }]>,
    InterfaceMethod<"The pooled bins [R, C, pooled_h, pooled_w].",
                    "::mlir::Value", "getOutput">,
    StaticInterfaceMethod<"How the family lays out its boxes.",
      "::mlir::ov::ROIBoxLayout", "getBoxLayout">,
    InterfaceMethod<[{
        The bins' attributes (pooled sizes, sampling ratio, spatial scale)
        as plain values.
      }], "::mlir::ov::ROIAttrs", "getROIAttrs", (ins), [{}], [{
        return ::mlir::ov::roiAttrsOf($_op);
      }]>,
  ];
  // Every ROI family's verifier: the base's rules (ROIOps.h), once. A family
  // with rules of its own adds them in its interface's `let verify`.
  let verify = [{
    return ::mlir::ov::detail::verifyROIOpInterface($_op);
  }];
}

//===----------------------------------------------------------------------===//
// Family-neutral interfaces: what the importer and ov-prepare-module-abi ask
// of an op, so that neither names a family (docs/adding-an-op.md).
//===----------------------------------------------------------------------===//

def OV_InferDimBoundsOpInterface : OpInterface<"InferDimBoundsOpInterface"> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    OpenVINO's interval shape inference (in the style of upstream's
    InferIntRangeInterface, on dims): the dim intervals of the op's results
    from its operands'. The importer keeps a layer's output intervals this
    way (types hold only "dynamic"), and rejects what OpenVINO rejects
    (disjoint intervals). Each family implements it once (its ODS class).
  }];
  let methods = [
    InterfaceMethod<[{
        The bounds of every result, one interval per dim, from `operands`
        (one list per operand, empty for an unranked operand). Fails after
        reporting an op error at the op's location.
      }], "::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::ov::DimBounds>>>",
      "inferResultBounds",
      (ins "::llvm::ArrayRef<::llvm::ArrayRef<::mlir::ov::DimBounds>>":$operands)>,
  ];
}

def OV_ModuleABICheckOpInterface : OpInterface<"ModuleABICheckOpInterface"> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    The checks that a compiled module runs on its inputs before any kernel
    (modelled on upstream's RuntimeVerifiableOpInterface): the rules that
    only the inputs' dynamic dims or values can decide. ov-prepare-module-abi
    clones a function's body into its check function and asks each cloned op
    for its checks; an ov op without this interface is an error there, never
    an op without checks. The families attach it as external models built
    from their element semantics (ov/Semantics/RuntimeChecks.h), which
    ov-prepare-module-abi registers itself.
  }];
  let methods = [
    InterfaceMethod<[{
        Appends the op's checks at the builder's insertion point, with
        messages that do not name the op (the pass prefixes its layer name
        and position). Operands defined by ov ops are only the op's reified
        shapes there: read values only from function arguments and constants
        (isReadableInCheck).
      }], "void", "buildModuleABIChecks",
      (ins "::mlir::OpBuilder &":$builder,
           "::mlir::ov::RuntimeCheckList &":$checks)>,
  ];
}

def OV_OpenVINOLayerOpInterface : OpInterface<"OpenVINOLayerOpInterface"> {
  let cppNamespace = "::mlir::ov";
  let description = [{
    An op that represents one OpenVINO layer version: its layer type, the
    opsets in which `version="opsetN"` resolves to it, its port counts and
    its <data> attributes in both directions. The importer, the exporter and
    `ov.layer`'s verifier find the op for a (type, opset) through the
    registered ops implementing this interface (ov/Dialect/OpenVINOLayer.h),
    so the table exists once: here, in each op's definition. Each family
    implements it once (its ODS class in <Family>Ops.td).
  }];
  let methods = [
    StaticInterfaceMethod<"OpenVINO's layer type (MaxPool, ROIAlign).",
      "::llvm::StringRef", "getLayerType">,
    StaticInterfaceMethod<"The opsets that resolve the type to this op.",
      "::mlir::ov::OpsetRange", "getOpsets">,
    StaticInterfaceMethod<"The layer's input ports (the op's operands).",
      "unsigned", "getNumInputPorts">,
    StaticInterfaceMethod<"The layer's output ports (the op's results).",
      "unsigned", "getNumOutputPorts">,
    InterfaceMethod<[{
        Writes the op's attributes as the layer's <data>, every attribute of
        the version (defaults included), as OpenVINO's serializer does.
      }], "void", "writeLayerData", (ins "::mlir::ov::LayerDataWriter &":$data)>,
    StaticInterfaceMethod<[{
        Builds the op from a layer's inputs and <data> (absent attributes
        read as OpenVINO's defaults); fails after reporting an error.
      }], "::mlir::FailureOr<::mlir::Operation *>", "buildFromLayer",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
           "::mlir::ValueRange":$inputs,
           "::mlir::ov::LayerDataReader &":$data)>,
  ];
}

#endif // OV_DIALECT_OVINTERFACES_TD
