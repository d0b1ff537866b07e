// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVOpBase.td - What every ov op family's ODS builds on -------------===//
//
// The base class of the family ops (shape inference, reification and
// interval bounds declared; each family's class forwards them to its C++)
// and the OpenVINO layer mapping's static methods. Included by OVOps.td and
// by every family's own .td (AvgPoolOps.td), which generate their ops into
// separate .inc files.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_OVOPBASE_TD
#define OV_DIALECT_OVOPBASE_TD

include "ov/Dialect/OVBase.td"
include "ov/Dialect/OVInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class OV_ShapedOp<string mnemonic, list<Trait> traits = []>
    : OV_Op<mnemonic, !listconcat(traits, [
        Pure,
        DeclareOpInterfaceMethods<InferShapedTypeOpInterface,
                                  ["inferReturnTypeComponents"]>,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                                  ["reifyResultShapes"]>,
        DeclareOpInterfaceMethods<OV_InferDimBoundsOpInterface>])> {
  // Each family verifies through its interface (`let verify`), once.
}

// OpenVINOLayerOpInterface's static methods for one version: OpenVINO's
// layer type, the opsets that resolve to the op (`lastOpset` 0: every later
// one) and the port counts. The family classes add the <data> hooks.
class OV_LayerMapping<string type, int firstOpset, int lastOpset, int inputs,
                      int outputs> {
  code definitions = [{
    ::llvm::StringRef $cppClass::getLayerType() { return "}] # type # [{"; }
    ::mlir::ov::OpsetRange $cppClass::getOpsets() {
      return {}] # !cast<string>(firstOpset) # ", " #
      !if(!eq(lastOpset, 0), "std::nullopt", !cast<string>(lastOpset)) # [{};
    }
    unsigned $cppClass::getNumInputPorts() { return }] # !cast<string>(inputs) # [{; }
    unsigned $cppClass::getNumOutputPorts() { return }] # !cast<string>(outputs) # [{; }
  }];
}

// The shape hooks of a ROI family's op (ROIOpInterface): inference,
// reification and interval bounds, the ROI base's (ROIOps.h) with the box
// layout of the op's `getBoxLayout`. A family class adds them to its
// extraClassDefinition (`OV_ROIShapeHooks.definitions`), beside its <data>
// hooks.
def OV_ROIShapeHooks {
  code definitions = [{
    ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::ov::DimBounds>>>
    $cppClass::inferResultBounds(
        ::llvm::ArrayRef<::llvm::ArrayRef<::mlir::ov::DimBounds>> operands) {
      return ::mlir::ov::inferROIResultBounds(*this, operands);
    }
    ::llvm::LogicalResult $cppClass::inferReturnTypeComponents(
        ::mlir::MLIRContext *context, std::optional<::mlir::Location> location,
        ::mlir::ValueShapeRange operands, ::mlir::DictionaryAttr attributes,
        ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
        ::llvm::SmallVectorImpl<::mlir::ShapedTypeComponents> &inferred) {
      Adaptor adaptor(operands, attributes, properties, regions);
      return ::mlir::ov::inferROIReturnTypes(
          getOperationName(), location, getBoxLayout(),
          ::mlir::ov::roiAttrsOf(adaptor), operands.getTypes(), inferred);
    }
    ::llvm::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &b, ::mlir::ReifiedRankedShapedTypeDims &reified) {
      return ::mlir::ov::reifyROIShapes(*this, b, reified);
    }
  }];
}

#endif // OV_DIALECT_OVOPBASE_TD
