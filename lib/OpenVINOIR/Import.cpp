// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Import.cpp - OpenVINO IR (.xml + .bin) -> the ov dialect -----------===//
//
// Reads an IR version 10/11 model the way OpenVINO's reader does where files
// written over the years differ (list syntax, optional attributes, stale pads
// on auto-padded layers, missing input precisions) and checks what OpenVINO's
// reader trusts: declared output dims are compared with the ops' own shape
// inference (ShapeRules via the inferring builders; nothing here computes a
// size), and every structural problem of the graph is an error that names the
// layer.
//
//===----------------------------------------------------------------------===//

#include "ov/OpenVINOIR/OpenVINOIR.h"

#include "ElementTypes.h"
#include "Importer.h"
#include "OpsetTable.h"
#include "ov/Dialect/OVOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::ov;

namespace mlir::ov::ir {

//===----------------------------------------------------------------------===//
// Building IR
//===----------------------------------------------------------------------===//

/// The layer's name around its position in the file.
Location Importer::opLocation(const Layer &layer) {
  Location loc = locationOf(layer.node);
  if (layer.name.empty())
    return loc;
  return NameLoc::get(StringAttr::get(context, layer.name), loc);
}

LogicalResult Importer::expectPorts(const Layer &layer, size_t inputs,
                                    size_t outputs) {
  if (layer.inputs.size() == inputs && layer.outputs.size() == outputs)
    return success();
  return layerError(layer) << "expected " << inputs << " input port(s) and "
                           << outputs << " output port(s), got "
                           << layer.inputs.size() << " and "
                           << layer.outputs.size();
}

/// "[1, 3, ?, 32]" for messages.
static std::string formatDims(ArrayRef<int64_t> dims) {
  return "[" +
         llvm::join(llvm::map_range(dims,
                                    [](int64_t d) {
                                      return ShapedType::isDynamic(d)
                                                 ? std::string("?")
                                                 : std::to_string(d);
                                    }),
                    ", ") +
         "]";
}

/// A port's declared dims against the type of the value it holds: static dims
/// must agree, dynamic dims agree with anything.
LogicalResult Importer::checkOutputPort(const Layer &layer, const Port &port,
                                        Type actual, StringRef origin) {
  // OpenVINO's reader takes element types from the ops, never from a port's
  // `precision` (published models declare FP32 on integer index outputs): a
  // declared precision is only checked to be a known name (parsePorts).
  auto shaped = cast<ShapedType>(actual);
  if (!shaped.hasRank())
    return success();
  if (!isReasonableShape(shaped.getShape()))
    return layerError(layer, port.node)
           << "port " << port.id << ": " << origin << " gives " << actual
           << ", more than 2^40 elements";
  if (port.dims.size() != size_t(shaped.getRank()))
    return layerError(layer, port.node)
           << "port " << port.id << ": declared rank " << port.dims.size()
           << " " << formatDims(port.dims) << ", but " << origin << " gives "
           << actual;
  for (auto [axis, declared, have] :
       llvm::enumerate(port.dims, shaped.getShape()))
    if (!ShapedType::isDynamic(declared) && !ShapedType::isDynamic(have) &&
        declared != have)
      return layerError(layer, port.node)
             << "port " << port.id << ": declared dim " << axis << " is "
             << declared << ", but " << origin << " gives " << have << " ("
             << actual << ")";
  return success();
}

/// Input ports declare what their edge carries; a disagreement means a broken
/// file.
LogicalResult Importer::checkInputPorts(const Layer &layer,
                                        ValueRange operands) {
  for (auto [port, operand, source] :
       llvm::zip_equal(layer.inputs, operands, layer.sources)) {
    std::string origin =
        "the edge from " + describeLayer(layers[source->layer].node);
    if (failed(checkOutputPort(layer, port, operand.getType(), origin)))
      return failure();
  }
  return success();
}

/// Runs `op`'s verifier; its first message becomes the layer's error.
LogicalResult Importer::verifyLayerOp(const Layer &layer, Operation *op) {
  std::string message;
  LogicalResult verified = success();
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    verified = mlir::verify(op);
  }
  if (succeeded(verified))
    return success();
  return layerError(layer) << message;
}

/// Verifies a built op, checks its results against the declared output ports
/// and records them as the layer's values.
LogicalResult Importer::finishLayer(Layer &layer, Operation *op,
                                    StringRef origin) {
  if (failed(verifyLayerOp(layer, op)))
    return failure();
  for (auto [port, result] : llvm::zip_equal(layer.outputs, op->getResults()))
    if (failed(checkOutputPort(layer, port, result.getType(), origin)))
      return failure();
  layer.values.assign(op->result_begin(), op->result_end());
  return success();
}

FailureOr<Type> Importer::parameterType(Layer &layer) {
  if (failed(expectPorts(layer, 0, 1)))
    return failure();
  FailureOr<Type> elementType =
      elementTypeAttribute(layer, "element_type", std::nullopt);
  if (failed(elementType))
    return failure();
  // Some writers leave `shape` out; the output port then says it.
  SmallVector<DimBounds> bounds = layer.outputs[0].bounds;
  FailureOr<Type> type =
      attribute(layer, "shape")
          ? shapeAttribute(layer, *elementType, /*allowDynamic=*/true, &bounds)
          : FailureOr<Type>(
                RankedTensorType::get(layer.outputs[0].dims, *elementType));
  if (failed(type) || failed(checkOutputPort(layer, layer.outputs[0], *type,
                                             "the Parameter's data")))
    return failure();
  if (!isa<RankedTensorType>(*type))
    bounds.clear();
  layer.bounds = {bounds};
  return type;
}

/// Counts a Const of `type` at `offset` against the budget for all
/// constants (constantBudget): a layer that would cross it is an error.
LogicalResult Importer::chargeConstant(const Layer &layer, int64_t offset,
                                       RankedTensorType type,
                                       uint64_t weightsBytes) {
  // The same bytes as the same type are one uniqued attribute.
  if (!constantsSeen.insert({offset, type.getAsOpaquePointer()}).second)
    return success();
  uint64_t bytes =
      uint64_t(type.getNumElements()) * ir::storageBytes(type.getElementType());
  uint64_t budget = constantBudget(weightsBytes);
  if (bytes <= budget && constantBytes <= budget - bytes) {
    constantBytes += bytes;
    return success();
  }
  return layerError(layer, layer.data)
         << "the model's constants would take more than " << budget
         << " bytes, the limit for " << weightsBytes << " bytes of weights ("
         << kConstantBudgetFactor << " x the weights + "
         << (kConstantBudgetFloor >> 20) << " MiB)";
}

LogicalResult Importer::importConst(Layer &layer) {
  if (failed(expectPorts(layer, 0, 1)))
    return failure();
  FailureOr<Type> elementType =
      elementTypeAttribute(layer, "element_type", std::nullopt);
  if (failed(elementType))
    return failure();
  FailureOr<Type> type =
      shapeAttribute(layer, *elementType, /*allowDynamic=*/false);
  FailureOr<int64_t> offset = failed(type) ? FailureOr<int64_t>(failure())
                                           : requiredInteger(layer, "offset");
  FailureOr<int64_t> size = failed(offset) ? FailureOr<int64_t>(failure())
                                           : requiredInteger(layer, "size");
  if (failed(size))
    return failure();
  if (*offset < 0 || *size < 0)
    return layerError(layer, layer.data)
           << "negative offset " << *offset << " or size " << *size;
  auto tensorType = cast<RankedTensorType>(*type);
  // At most 2^40 elements of at most 8 bytes: no overflow.
  int64_t needed = tensorType.getNumElements() * ir::storageBytes(*elementType);
  if (needed > ir::kMaxConstantBytes)
    return layerError(layer, layer.data)
           << "shape " << formatDims(tensorType.getShape()) << " of "
           << ir::elementTypeName(*elementType) << " takes " << needed
           << " bytes, more than " << ir::kMaxConstantBytes
           << " (the limit per constant)";
  if (*size != needed)
    return layerError(layer, layer.data)
           << "size is " << *size << " bytes, but shape "
           << formatDims(tensorType.getShape()) << " of "
           << ir::elementTypeName(*elementType) << " takes " << needed;
  std::string problem;
  FailureOr<uint64_t> available = weights.size(problem);
  if (failed(available))
    return layerError(layer) << problem;
  if (uint64_t(*offset) > *available ||
      uint64_t(*size) > *available - uint64_t(*offset))
    return layerError(layer, layer.data)
           << "offset " << *offset << " + size " << *size
           << " runs past the end of the weights (" << *available
           << " bytes in " << weights.describe() << ")";
  if (failed(chargeConstant(layer, *offset, tensorType, *available)))
    return failure();
  FailureOr<ArrayRef<char>> raw = weights.read(*offset, *size, problem);
  if (failed(raw))
    return layerError(layer) << problem;
  DenseElementsAttr value;
  if (elementType->isInteger(1)) {
    // OpenVINO stores a boolean in one byte.
    SmallVector<bool> bits(
        llvm::map_range(*raw, [](char c) { return c != 0; }));
    value = DenseElementsAttr::get(tensorType, bits);
  } else {
    value = DenseElementsAttr::getFromRawBuffer(tensorType, *raw);
  }
  auto op = arith::ConstantOp::create(builder, opLocation(layer), value);
  return finishLayer(layer, op, "the Const's data");
}

/// Keeps the layer's type, version, name, id, <data> and port types.
LogicalResult Importer::importGenericLayer(Layer &layer, ValueRange operands) {
  SmallVector<Type> resultTypes;
  for (const Port &port : layer.outputs) {
    if (!port.precision)
      return layerError(layer, port.node)
             << "output port " << port.id
             << " has no precision (a generic layer's result types come "
                "from its ports)";
    resultTypes.push_back(RankedTensorType::get(port.dims, port.precision));
  }
  SmallVector<NamedAttribute> data;
  for (pugi::xml_attribute attr : layer.data.attributes())
    data.push_back(
        builder.getNamedAttr(attr.name(), builder.getStringAttr(attr.value())));
  auto op = LayerOp::create(
      builder, opLocation(layer), resultTypes, operands,
      builder.getStringAttr(layer.type), builder.getStringAttr(layer.version),
      builder.getStringAttr(layer.name), builder.getI64IntegerAttr(layer.id),
      builder.getDictionaryAttr(data));
  return finishLayer(layer, op, "the port");
}

/// The dim intervals of the layer's outputs from its inputs' (ShapeRules'
/// interval rules), so that bounds survive import and disjoint intervals are
/// rejected as OpenVINO rejects them. Types keep only "dynamic".
LogicalResult Importer::propagateBounds(Layer &layer) {
  if (layer.type == "Parameter" || layer.type == "Result")
    return success();
  SmallVector<ArrayRef<DimBounds>> inputs;
  for (const std::optional<Source> &source : layer.sources)
    inputs.push_back(layers[source->layer].bounds[source->output]);
  Operation *op =
      layer.values.empty() ? nullptr : layer.values.front().getDefiningOp();
  // Consts are static. A generic layer's outputs are only what their types
  // say: an interval on its port ("1..64") has nowhere to live in the IR, so
  // export could not write it back, and a round trip would change the bounds
  // downstream (ov-import-fuzzer found this).
  auto bounded = dyn_cast_or_null<InferDimBoundsOpInterface>(op);
  if (!bounded) {
    layer.bounds.clear();
    for (Value value : layer.values)
      layer.bounds.push_back(boundsOfType(value.getType()));
    return success();
  }
  // The op's family gives its results' intervals (InferDimBoundsOpInterface).
  std::string message;
  FailureOr<SmallVector<SmallVector<DimBounds>>> bounds = failure();
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    bounds = bounded.inferResultBounds(inputs);
  }
  if (failed(bounds))
    return layerError(layer) << message;
  layer.bounds.assign(bounds->begin(), bounds->end());
  return success();
}

/// OpenVINO's compressed weights (`save_model(compress_to_fp16=True)`): an
/// f16 Const feeding a Convert to a wider float type. OpenVINO folds the pair
/// into one constant when it compiles; so does the importer, exactly (every
/// f16/bf16 value is an f32/f64 value). Returns false, importing nothing, for
/// any other Convert (a generic layer then).
FailureOr<bool> Importer::foldDecompression(Layer &layer, ValueRange operands) {
  if (layer.type != "Convert" || operands.size() != 1 ||
      layer.outputs.size() != 1)
    return false;
  auto constant = operands[0].getDefiningOp<arith::ConstantOp>();
  auto value =
      constant ? dyn_cast<DenseElementsAttr>(constant.getValue()) : nullptr;
  std::optional<StringRef> destination = attribute(layer, "destination_type");
  Type to =
      destination ? ir::parseElementType(destination->trim(), context) : Type();
  auto from = value ? dyn_cast<FloatType>(value.getElementType()) : nullptr;
  auto toFloat = dyn_cast_or_null<FloatType>(to);
  if (!from || !toFloat || toFloat.getWidth() < from.getWidth() ||
      (from.isBF16() && toFloat.isF16()))
    return false;
  const llvm::fltSemantics &semantics = toFloat.getFloatSemantics();
  DenseElementsAttr folded = value.mapValues(toFloat, [&](const APFloat &x) {
    APFloat wide = x;
    bool lost = false;
    wide.convert(semantics, APFloat::rmNearestTiesToEven, &lost);
    return wide.bitcastToAPInt();
  });
  auto op = arith::ConstantOp::create(builder, opLocation(layer), folded);
  foldedConstants.push_back(constant);
  if (failed(finishLayer(layer, op, "the decompressed Const")))
    return failure();
  return true;
}

LogicalResult Importer::importLayer(Layer &layer) {
  SmallVector<Value> operands;
  for (const std::optional<Source> &source : layer.sources)
    operands.push_back(layers[source->layer].values[source->output]);
  if (failed(checkInputPorts(layer, operands)))
    return failure();
  FailureOr<bool> folded = foldDecompression(layer, operands);
  if (failed(folded) || *folded)
    return failure(failed(folded));
  if (isFamilyLayerType(layer.type))
    return importFamilyLayer(layer, operands);
  if (layer.type == "Parameter")
    return success(); // A function argument, bound before the walk.
  if (layer.type == "Result")
    return expectPorts(layer, 1, 0);
  if (layer.type == "Const")
    return importConst(layer);
  return importGenericLayer(layer, operands);
}

/// A symbol the runtime ABI accepts (letters, digits, '_'), from the model's
/// name.
static std::string functionName(StringRef netName) {
  std::string name;
  for (char c : netName)
    name += llvm::isAlnum(c) ? c : '_';
  return name.empty() ? "main" : name;
}

OwningOpRef<ModuleOp> Importer::run() {
  context->loadDialect<OVDialect, arith::ArithDialect, func::FuncDialect>();
  pugi::xml_node net;
  if (failed(parseDocument(net)) || failed(parseLayers(net)) ||
      failed(parseEdges(net)))
    return nullptr;
  FailureOr<SmallVector<unsigned>> order = topologicalOrder();
  if (failed(order))
    return nullptr;

  // Parameters and Results in file order are the signature.
  SmallVector<Type> argumentTypes;
  SmallVector<Location> argumentLocations;
  SmallVector<unsigned> parameters, results;
  for (auto [index, layer] : llvm::enumerate(layers)) {
    if (layer.type == "Result") {
      results.push_back(index);
    } else if (layer.type == "Parameter") {
      FailureOr<Type> type = parameterType(layer);
      if (failed(type))
        return nullptr;
      parameters.push_back(index);
      argumentTypes.push_back(*type);
      argumentLocations.push_back(opLocation(layer));
    }
  }

  Location loc = locationOf(net);
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(builder, loc,
                                   functionName(net.attribute("name").value()),
                                   builder.getFunctionType(argumentTypes, {}));
  Block *entry = builder.createBlock(&func.getBody(), {}, argumentTypes,
                                     argumentLocations);
  for (auto [argument, index] :
       llvm::zip_equal(entry->getArguments(), parameters))
    layers[index].values = {argument};
  for (unsigned index : *order)
    if (failed(importLayer(layers[index])) ||
        failed(propagateBounds(layers[index])))
      return nullptr;
  for (auto [position, index] : llvm::enumerate(parameters))
    for (NamedAttribute attr : boundsAttributes(argumentTypes[position],
                                                layers[index].bounds.front()))
      func.setArgAttr(position, attr.getName(), attr.getValue());

  SmallVector<Value> returned;
  for (unsigned index : results) {
    const Source &source = *layers[index].sources.front();
    returned.push_back(layers[source.layer].values[source.output]);
  }
  func::ReturnOp::create(builder, loc, returned);
  for (arith::ConstantOp constant : foldedConstants)
    if (constant->use_empty())
      constant->erase();
  func.setType(
      builder.getFunctionType(argumentTypes, ValueRange(returned).getTypes()));
  for (auto [position, index] : llvm::enumerate(results)) {
    const Source &source = *layers[index].sources.front();
    for (NamedAttribute attr :
         boundsAttributes(returned[position].getType(),
                          layers[source.layer].bounds[source.output]))
      func.setResultAttr(position, attr.getName(), attr.getValue());
  }
  if (failed(mlir::verify(*module)))
    return nullptr;
  return module;
}

} // namespace mlir::ov::ir

using mlir::ov::ir::Importer;
using mlir::ov::ir::Weights;

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// `xmlPath` with extension .bin, OpenVINO's default weights path.
static std::string weightsPathFor(StringRef xmlPath) {
  SmallString<128> path(xmlPath);
  llvm::sys::path::replace_extension(path, "bin");
  return path.str().str();
}

OwningOpRef<ModuleOp> mlir::ov::importOpenVINOIR(llvm::MemoryBufferRef xml,
                                                 StringRef binPath,
                                                 MLIRContext *context) {
  Weights weights(binPath.empty() ? weightsPathFor(xml.getBufferIdentifier())
                                  : binPath.str());
  return Importer(context, xml, weights).run();
}

OwningOpRef<ModuleOp> mlir::ov::importOpenVINOIR(StringRef xmlPath,
                                                 StringRef binPath,
                                                 MLIRContext *context) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = readModelFile(xmlPath, error);
  if (!file) {
    emitError(FileLineColLoc::get(context, xmlPath, 0, 0)) << error;
    return nullptr;
  }
  return importOpenVINOIR(file->getMemBufferRef(), binPath, context);
}

OwningOpRef<ModuleOp>
mlir::ov::importOpenVINOIRFromMemory(llvm::MemoryBufferRef xml,
                                     ArrayRef<char> weightsData,
                                     MLIRContext *context) {
  Weights weights(weightsData);
  return Importer(context, xml, weights).run();
}
