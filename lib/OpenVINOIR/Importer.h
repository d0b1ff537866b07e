// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Importer.h - The OpenVINO IR importer's model and class --*- C++ -*-===//
//
// Private to lib/OpenVINOIR. The importer works in two halves that share the
// model read from the XML (Port, Source, Layer) and the Importer class:
// ImportXML.cpp reads the document (layers, ports, edges, <data> attributes,
// diagnostics that point into the file); Import.cpp builds the ov dialect
// from it (one op per layer through OpenVINOLayerOpInterface, constants,
// declared-shape checks) and holds the public entry points.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_OPENVINOIR_IMPORTER_H
#define OV_LIB_OPENVINOIR_IMPORTER_H

#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/MemoryBuffer.h"

#include <pugixml.hpp>

#include <map>
#include <set>

namespace mlir::ov::ir {

struct LayerVersion;

//===----------------------------------------------------------------------===//
// Helpers both halves use
//===----------------------------------------------------------------------===//

/// The opsets OpenVINO (2026.4) has: a layer's `version="opsetN"` with N
/// outside 1 to kLastOpset is an error, whatever the layer's type.
constexpr unsigned kLastOpset = 17;
/// N for a version "opsetN", else nullopt (other versions: "extension", ...).
std::optional<unsigned> opsetNumber(StringRef version);

/// A decimal floating-point attribute value, or nullopt.
std::optional<double> parseFloat(StringRef text);
/// Whether a tensor of `dims` has at most kMaxElements elements (dynamic
/// dims left out; a zero dim does not hide absurd other dims).
bool isReasonableShape(ArrayRef<int64_t> dims);
/// "layer 3 'pool1' (type MaxPool, opset1)", from the attributes as written,
/// so that even a layer that failed to parse is named.
std::string describeLayer(pugi::xml_node node);

//===----------------------------------------------------------------------===//
// The model as read from the XML
//===----------------------------------------------------------------------===//

struct Port {
  pugi::xml_node node;
  int64_t id = 0;
  SmallVector<int64_t> dims;     // ShapedType::kDynamic for dynamic dims
  SmallVector<DimBounds> bounds; // the dims as written, intervals kept
  Type precision;                // null when the port has none
};

/// Where the value on an input port comes from.
struct Source {
  unsigned layer = 0;  // index into Importer::layers
  unsigned output = 0; // index into that layer's outputs
  pugi::xml_node edge;
};

struct Layer {
  pugi::xml_node node;
  pugi::xml_node data; // <data>, possibly empty
  int64_t id = 0;
  StringRef name, type, version;
  SmallVector<Port> inputs, outputs;
  SmallVector<std::optional<Source>> sources; // one per input port
  SmallVector<Value> values;                  // one per output port
  SmallVector<SmallVector<DimBounds>> bounds; // their dim intervals
};

/// The weights (.bin): in memory, or a file opened when a Const first needs
/// it. Only a regular file is read (after links: a device, a FIFO or a socket
/// would give bytes without end), and only the bytes each Const names, never
/// the whole file.
class Weights {
public:
  explicit Weights(ArrayRef<char> data) : data(data), opened(true) {}
  explicit Weights(std::string path) : path(std::move(path)) {}
  ~Weights();
  Weights(const Weights &) = delete;
  Weights &operator=(const Weights &) = delete;

  /// The size of the weights in bytes, or failure with `error` set (the file
  /// cannot be opened or is not a regular file).
  FailureOr<uint64_t> size(std::string &error);
  /// The `count` bytes at `offset` (within size()), valid until the next
  /// call, or failure with `error` set.
  FailureOr<ArrayRef<char>> read(uint64_t offset, uint64_t count,
                                 std::string &error);

  /// "'model.bin'" or "the weights in memory", for messages.
  std::string describe() const;

private:
  LogicalResult open(std::string &error);

  std::string path;
  int fd = -1;
  uint64_t fileSize = 0;
  ArrayRef<char> data;
  bool opened = false;
  std::string openError;
  std::unique_ptr<llvm::WritableMemoryBuffer> scratch;
};

/// The budget for the bytes of all constants an import materializes:
/// kConstantBudgetFactor times the weights' size plus kConstantBudgetFloor.
/// Constants may share bytes of the .bin (OpenVINO writes identical constants
/// once), but hundreds of overlapping ones would make a small file take
/// gigabytes of memory. Constants with the same offset and type are one
/// attribute and count once.
constexpr uint64_t kConstantBudgetFactor = 4;
constexpr uint64_t kConstantBudgetFloor = uint64_t(64) << 20;
inline uint64_t constantBudget(uint64_t weightsBytes) {
  // Weights files are far below 2^62 bytes: no overflow.
  return kConstantBudgetFactor * std::min<uint64_t>(weightsBytes, 1ull << 60) +
         kConstantBudgetFloor;
}

//===----------------------------------------------------------------------===//
// The importer
//===----------------------------------------------------------------------===//

class Importer {
  friend class LayerReader;

public:
  Importer(MLIRContext *context, llvm::MemoryBufferRef xml, Weights &weights)
      : context(context), builder(context), xml(xml), weights(weights) {}

  OwningOpRef<ModuleOp> run();

private:
  // Diagnostics.
  Location locationAt(size_t offset);
  Location locationOf(pugi::xml_node node);
  InFlightDiagnostic error(pugi::xml_node at);
  InFlightDiagnostic layerError(const Layer &layer, pugi::xml_node at = {});
  InFlightDiagnostic edgeError(pugi::xml_node edge, const Layer *owner);

  // Reading the XML.
  LogicalResult parseDocument(pugi::xml_node &net);
  LogicalResult parseLayers(pugi::xml_node net);
  LogicalResult parsePorts(Layer &layer, pugi::xml_node list,
                           SmallVectorImpl<Port> &ports,
                           std::set<int64_t> &portIds);
  LogicalResult parseEdges(pugi::xml_node net);
  FailureOr<SmallVector<unsigned>> topologicalOrder();

  // Attributes of <data>.
  std::optional<StringRef> attribute(const Layer &layer, StringRef name);
  FailureOr<StringRef> requiredAttribute(const Layer &layer, StringRef name);
  FailureOr<int64_t> requiredInteger(const Layer &layer, StringRef name);
  FailureOr<int64_t> optionalInteger(const Layer &layer, StringRef name,
                                     int64_t defaultValue);
  FailureOr<SmallVector<int64_t>> requiredList(const Layer &layer,
                                               StringRef name);
  FailureOr<SmallVector<int64_t>> optionalList(const Layer &layer,
                                               StringRef name);
  FailureOr<Type> elementTypeAttribute(const Layer &layer, StringRef name,
                                       std::optional<Type> defaultValue);
  FailureOr<Type> shapeAttribute(const Layer &layer, Type elementType,
                                 bool allowDynamic,
                                 SmallVectorImpl<DimBounds> *bounds = nullptr);

  // Building IR.
  Location opLocation(const Layer &layer);
  LogicalResult expectPorts(const Layer &layer, size_t inputs, size_t outputs);
  LogicalResult checkInputPorts(const Layer &layer, ValueRange operands);
  LogicalResult checkOutputPort(const Layer &layer, const Port &port,
                                Type actual, StringRef origin);
  LogicalResult verifyLayerOp(const Layer &layer, Operation *op);
  LogicalResult finishLayer(Layer &layer, Operation *op, StringRef origin);
  FailureOr<Type> parameterType(Layer &layer);
  LogicalResult propagateBounds(Layer &layer);
  LogicalResult importLayer(Layer &layer);
  LogicalResult importConst(Layer &layer);
  LogicalResult chargeConstant(const Layer &layer, int64_t offset,
                               RankedTensorType type, uint64_t weightsBytes);
  LogicalResult importFamilyLayer(Layer &layer, ValueRange operands);
  LogicalResult importDedicatedOp(Layer &layer, const LayerVersion &resolved,
                                  RegisteredOperationName name,
                                  ValueRange operands);
  LogicalResult importGenericLayer(Layer &layer, ValueRange operands);
  FailureOr<bool> foldDecompression(Layer &layer, ValueRange operands);

  MLIRContext *context;
  OpBuilder builder;
  llvm::MemoryBufferRef xml;
  Weights &weights;
  pugi::xml_document document;
  SmallVector<size_t> lineStarts;
  std::vector<Layer> layers;
  std::map<int64_t, unsigned> layerIndex;
  /// Constants replaced by a folded decompression Convert; erased at the end
  /// when nothing else uses them.
  SmallVector<arith::ConstantOp> foldedConstants;
  /// The bytes of the constants materialized so far (constantBudget), and
  /// the (offset, type) of each, which counts once.
  uint64_t constantBytes = 0;
  std::set<std::pair<int64_t, const void *>> constantsSeen;
};

} // namespace mlir::ov::ir

#endif // OV_LIB_OPENVINOIR_IMPORTER_H
