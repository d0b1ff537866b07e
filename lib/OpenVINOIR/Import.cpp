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
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <pugixml.hpp>

#include <map>
#include <queue>
#include <set>

using namespace mlir;
using namespace mlir::ov;

namespace {

using ir::kMaxElements;

//===----------------------------------------------------------------------===//
// Attribute text
//===----------------------------------------------------------------------===//

std::optional<int64_t> parseInteger(StringRef text) {
  text = text.trim();
  int64_t value;
  if (text.empty() || text.getAsInteger(10, value))
    return std::nullopt;
  return value;
}

/// OpenVINO writes lists as "2, 2" or "2,2"; "" is the empty list.
std::optional<SmallVector<int64_t>> parseIntegerList(StringRef text) {
  SmallVector<int64_t> values;
  if (text.trim().empty())
    return values;
  SmallVector<StringRef> parts;
  text.split(parts, ',');
  for (StringRef part : parts) {
    std::optional<int64_t> value = parseInteger(part);
    if (!value)
      return std::nullopt;
    values.push_back(*value);
  }
  return values;
}

std::optional<double> parseFloat(StringRef text) {
  text = text.trim();
  double value;
  if (text.empty() || text.getAsDouble(value, /*AllowInexact=*/true))
    return std::nullopt;
  return value;
}

/// Whether a tensor of `dims` (dynamic dims left out) has at most
/// kMaxElements elements; zero dims do not hide absurd other dims.
bool isReasonableShape(ArrayRef<int64_t> dims) {
  int64_t product = 1;
  for (int64_t dim : dims) {
    if (ShapedType::isDynamic(dim) || dim == 0)
      continue;
    if (dim > kMaxElements || product > kMaxElements / dim)
      return false;
    product *= dim;
  }
  return true;
}

/// A dim bound in range: at most kMaxElements. Sets `problem` otherwise.
bool isReasonableBound(int64_t value, std::string &problem) {
  if (value < 0) {
    problem = "negative dim " + std::to_string(value);
    return false;
  }
  if (value > kMaxElements) {
    problem = "absurd dim " + std::to_string(value) + " (more than 2^40)";
    return false;
  }
  return true;
}

/// One dim as OpenVINO writes it: N, or -1 or ? (dynamic), or an interval
/// lo..hi (either bound may be omitted, hi may be -1 or ?), kept as OpenVINO's
/// Dimension keeps it. Sets `problem` and returns std::nullopt on bad text.
std::optional<DimBounds> parseDim(StringRef text, std::string &problem) {
  text = text.trim();
  if (text == "?" || text == "-1")
    return DimBounds{};
  if (!text.contains("..")) {
    std::optional<int64_t> value = parseInteger(text);
    if (!value) {
      problem = "'" + text.str() + "' is not a dim";
      return std::nullopt;
    }
    if (!isReasonableBound(*value, problem))
      return std::nullopt;
    return DimBounds{*value, *value};
  }
  auto [lowText, highText] = text.split("..");
  lowText = lowText.trim();
  highText = highText.trim();
  DimBounds bounds;
  if (!lowText.empty()) {
    std::optional<int64_t> low = parseInteger(lowText);
    if (!low || *low < 0) {
      problem = "'" + text.str() + "' is not a dim interval";
      return std::nullopt;
    }
    bounds.lower = *low;
  }
  if (!highText.empty() && highText != "?" && highText != "-1") {
    std::optional<int64_t> high = parseInteger(highText);
    if (!high || *high < 0) {
      problem = "'" + text.str() + "' is not a dim interval";
      return std::nullopt;
    }
    bounds.upper = *high;
  }
  if (!isReasonableBound(bounds.lower, problem) ||
      (bounds.upper != kUnboundedDim &&
       !isReasonableBound(bounds.upper, problem)))
    return std::nullopt;
  // OpenVINO's Dimension reads an empty interval (hi < lo) as a plain
  // dynamic dim; n..n is static, as Dimension(n, n) is.
  if (bounds.upper != kUnboundedDim && bounds.upper < bounds.lower)
    return DimBounds{};
  return bounds;
}

/// The tensor dims of `bounds`: static where the interval is one value.
SmallVector<int64_t> dimsOf(ArrayRef<DimBounds> bounds) {
  return llvm::to_vector(llvm::map_range(bounds, [](const DimBounds &b) {
    return b.isStatic() ? b.lower : ShapedType::kDynamic;
  }));
}

//===----------------------------------------------------------------------===//
// The model as read from the XML
//===----------------------------------------------------------------------===//

struct Port {
  pugi::xml_node node;
  int64_t id = 0;
  SmallVector<int64_t> dims; // ShapedType::kDynamic for dynamic dims
  SmallVector<DimBounds> bounds; // the dims as written, intervals kept
  Type precision;            // null when the port has none
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

/// The weights (.bin): in memory, or a file read when a Const first needs it.
class Weights {
public:
  explicit Weights(ArrayRef<char> data) : data(data), loaded(true) {}
  explicit Weights(std::string path) : path(std::move(path)) {}

  /// The bytes, or failure with `error` set.
  FailureOr<ArrayRef<char>> get(std::string &error) {
    if (!loaded) {
      loaded = true;
      auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
      if (!file) {
        loadError = "cannot read the weights file '" + path +
                    "': " + file.getError().message();
      } else {
        buffer = std::move(*file);
        data = ArrayRef<char>(buffer->getBufferStart(), buffer->getBufferSize());
      }
    }
    if (!loadError.empty()) {
      error = loadError;
      return failure();
    }
    return data;
  }

  /// "'model.bin'" or "the weights in memory", for messages.
  std::string describe() const {
    return path.empty() ? "the weights in memory" : "'" + path + "'";
  }

private:
  std::string path;
  std::unique_ptr<llvm::MemoryBuffer> buffer;
  ArrayRef<char> data;
  bool loaded = false;
  std::string loadError;
};

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
  LogicalResult importDedicatedOp(Layer &layer, RegisteredOperationName name,
                                  ValueRange operands);
  LogicalResult importGenericLayer(Layer &layer, ValueRange operands);
  FailureOr<bool> foldDecompression(Layer &layer, ValueRange operands);
  LogicalResult checkOpsetHasLayer(const Layer &layer);

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
};

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

Location Importer::locationAt(size_t offset) {
  StringRef file = xml.getBufferIdentifier();
  offset = std::min(offset, xml.getBufferSize());
  if (lineStarts.empty()) {
    lineStarts.push_back(0);
    for (auto [i, c] : llvm::enumerate(xml.getBuffer()))
      if (c == '\n')
        lineStarts.push_back(i + 1);
  }
  auto next = llvm::upper_bound(lineStarts, offset);
  unsigned line = next - lineStarts.begin();
  unsigned column = offset - *std::prev(next) + 1;
  return FileLineColLoc::get(context, file, line, column);
}

Location Importer::locationOf(pugi::xml_node node) {
  ptrdiff_t offset = node ? node.offset_debug() : -1;
  if (offset < 0)
    return locationAt(0);
  // Point at the '<' of an element rather than at its name.
  if (offset > 0 && size_t(offset) <= xml.getBufferSize() &&
      xml.getBuffer()[offset - 1] == '<')
    --offset;
  return locationAt(offset);
}

InFlightDiagnostic Importer::error(pugi::xml_node at) {
  return emitError(locationOf(at));
}

/// "layer 3 'pool1' (type MaxPool, opset1): ", from the attributes as
/// written, so that even a layer that failed to parse is named.
std::string describeLayer(pugi::xml_node node) {
  pugi::xml_attribute id = node.attribute("id");
  std::string text = "layer ";
  text += id ? id.value() : "<no id>";
  text += " '";
  text += node.attribute("name").value();
  text += "' (type ";
  text += node.attribute("type").value();
  if (StringRef version = node.attribute("version").value(); !version.empty())
    text += ", " + version.str();
  return text + ")";
}

InFlightDiagnostic Importer::layerError(const Layer &layer, pugi::xml_node at) {
  return error(at ? at : layer.node) << describeLayer(layer.node) << ": ";
}

/// An error about `edge`, named after `owner` (the layer the problem belongs
/// to) when there is one.
InFlightDiagnostic Importer::edgeError(pugi::xml_node edge, const Layer *owner) {
  InFlightDiagnostic diag = error(edge);
  if (owner)
    diag << describeLayer(owner->node) << ": ";
  auto text = [&](const char *name) {
    pugi::xml_attribute attr = edge.attribute(name);
    return attr ? StringRef(attr.value()) : StringRef("?");
  };
  diag << "edge from layer " << text("from-layer") << " port "
       << text("from-port") << " to layer " << text("to-layer") << " port "
       << text("to-port") << ": ";
  return diag;
}

//===----------------------------------------------------------------------===//
// Reading the XML
//===----------------------------------------------------------------------===//

LogicalResult Importer::parseDocument(pugi::xml_node &net) {
  pugi::xml_parse_result parsed = document.load_buffer(
      xml.getBufferStart(), xml.getBufferSize(), pugi::parse_default,
      pugi::encoding_utf8);
  if (!parsed)
    return emitError(locationAt(std::max<ptrdiff_t>(parsed.offset, 0)))
           << "malformed XML: " << parsed.description();
  net = document.document_element();
  if (StringRef(net.name()) != "net")
    return error(net) << "expected the model's root element <net>, got <"
                      << net.name() << ">";
  StringRef version = net.attribute("version").value();
  std::optional<int64_t> number = parseInteger(version);
  if (!number || (*number != 10 && *number != 11))
    return error(net) << "unsupported IR version '" << version
                      << "' (the importer reads versions 10 and 11)";
  return success();
}

LogicalResult Importer::parsePorts(Layer &layer, pugi::xml_node list,
                                   SmallVectorImpl<Port> &ports,
                                   std::set<int64_t> &portIds) {
  for (pugi::xml_node node : list.children("port")) {
    Port port;
    port.node = node;
    std::optional<int64_t> id = parseInteger(node.attribute("id").value());
    if (!id || *id < 0)
      return layerError(layer, node)
             << "port without a valid id ('" << node.attribute("id").value()
             << "')";
    port.id = *id;
    if (!portIds.insert(*id).second)
      return layerError(layer, node) << "port id " << *id << " is used twice";
    if (pugi::xml_attribute precision = node.attribute("precision")) {
      port.precision = ir::parsePrecision(precision.value(), context);
      if (!port.precision)
        return layerError(layer, node)
               << "port " << *id << ": unknown precision '"
               << precision.value() << "'";
    }
    for (pugi::xml_node dimNode : node.children("dim")) {
      std::string problem;
      std::optional<DimBounds> dim = parseDim(dimNode.text().get(), problem);
      if (!dim)
        return layerError(layer, dimNode) << "port " << *id << ": " << problem;
      port.bounds.push_back(*dim);
    }
    port.dims = dimsOf(port.bounds);
    if (!isReasonableShape(port.dims))
      return layerError(layer, node)
             << "port " << *id
             << ": absurd dims (more than 2^40 elements in one tensor)";
    ports.push_back(std::move(port));
  }
  return success();
}

LogicalResult Importer::parseLayers(pugi::xml_node net) {
  for (pugi::xml_node node : net.child("layers").children("layer")) {
    Layer layer;
    layer.node = node;
    layer.data = node.child("data");
    std::optional<int64_t> id = parseInteger(node.attribute("id").value());
    if (!id || *id < 0)
      return error(node) << describeLayer(node)
                         << ": expected a non-negative integer id";
    layer.id = *id;
    layer.name = node.attribute("name").value();
    layer.type = node.attribute("type").value();
    layer.version = node.attribute("version").value();
    if (layer.type.empty())
      return layerError(layer) << "missing required attribute 'type'";
    // TensorIterator, Loop and If carry their bodies inside the layer.
    if (node.child("body") || node.child("then_body"))
      return layerError(layer)
             << "layers with a sub-graph body are not supported";
    llvm::StringSet<> dataNames;
    for (pugi::xml_attribute attr : layer.data.attributes())
      if (!dataNames.insert(attr.name()).second)
        return layerError(layer, layer.data)
               << "attribute '" << attr.name() << "' is given twice";
    std::set<int64_t> portIds;
    if (failed(parsePorts(layer, node.child("input"), layer.inputs, portIds)) ||
        failed(parsePorts(layer, node.child("output"), layer.outputs, portIds)))
      return failure();
    layer.sources.resize(layer.inputs.size());
    auto [it, inserted] = layerIndex.try_emplace(layer.id, layers.size());
    if (!inserted)
      return layerError(layer) << "layer id " << layer.id
                               << " is also used by "
                               << describeLayer(layers[it->second].node);
    layers.push_back(std::move(layer));
  }
  return success();
}

LogicalResult Importer::parseEdges(pugi::xml_node net) {
  for (pugi::xml_node edge : net.child("edges").children("edge")) {
    auto number = [&](const char *name) {
      return parseInteger(edge.attribute(name).value());
    };
    std::optional<int64_t> fromLayer = number("from-layer"),
                           fromPort = number("from-port"),
                           toLayer = number("to-layer"),
                           toPort = number("to-port");
    auto find = [&](std::optional<int64_t> id) -> Layer * {
      if (!id)
        return nullptr;
      auto it = layerIndex.find(*id);
      return it == layerIndex.end() ? nullptr : &layers[it->second];
    };
    Layer *from = find(fromLayer), *to = find(toLayer);
    for (auto [name, value] :
         {std::pair{"from-layer", fromLayer}, std::pair{"from-port", fromPort},
          std::pair{"to-layer", toLayer}, std::pair{"to-port", toPort}})
      if (!value)
        return edgeError(edge, to ? to : from)
               << "missing or invalid '" << name << "'";
    if (!from || !to)
      return edgeError(edge, to ? to : from)
             << "there is no layer with id " << (from ? *toLayer : *fromLayer);
    const auto *output = llvm::find_if(
        from->outputs, [&](const Port &p) { return p.id == *fromPort; });
    if (output == from->outputs.end())
      return edgeError(edge, from)
             << "the layer has no output port " << *fromPort;
    const auto *input = llvm::find_if(
        to->inputs, [&](const Port &p) { return p.id == *toPort; });
    if (input == to->inputs.end())
      return edgeError(edge, to) << "the layer has no input port " << *toPort;
    std::optional<Source> &source = to->sources[input - to->inputs.begin()];
    if (source)
      return edgeError(edge, to)
             << "input port " << *toPort
             << " already has an edge (from layer "
             << source->edge.attribute("from-layer").value() << " port "
             << source->edge.attribute("from-port").value() << ")";
    source = Source{unsigned(from - layers.data()),
                    unsigned(output - from->outputs.begin()), edge};
  }
  for (const Layer &layer : layers)
    for (auto [port, source] : llvm::zip_equal(layer.inputs, layer.sources))
      if (!source)
        return layerError(layer, port.node)
               << "input port " << port.id << " has no incoming edge";
  return success();
}

/// Layers in an order where producers come first; among ready layers, file
/// order. Fails, naming a layer on the cycle, when there is one.
FailureOr<SmallVector<unsigned>> Importer::topologicalOrder() {
  SmallVector<unsigned> pending(layers.size());
  SmallVector<SmallVector<unsigned>> consumers(layers.size());
  for (auto [index, layer] : llvm::enumerate(layers)) {
    pending[index] = layer.sources.size();
    for (const std::optional<Source> &source : layer.sources)
      consumers[source->layer].push_back(index);
  }
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      ready;
  for (auto [index, count] : llvm::enumerate(pending))
    if (count == 0)
      ready.push(index);
  SmallVector<unsigned> order;
  while (!ready.empty()) {
    unsigned index = ready.top();
    ready.pop();
    order.push_back(index);
    for (unsigned consumer : consumers[index])
      if (--pending[consumer] == 0)
        ready.push(consumer);
  }
  if (order.size() == layers.size())
    return order;
  // Every layer left has a producer that is left too: walking producers from
  // any of them must come back to a layer already seen, which is on a cycle.
  unsigned index = llvm::find_if(pending, [](unsigned n) { return n > 0; }) -
                   pending.begin();
  SmallVector<bool> seen(layers.size(), false);
  while (!seen[index]) {
    seen[index] = true;
    for (const std::optional<Source> &source : layers[index].sources)
      if (pending[source->layer] > 0) {
        index = source->layer;
        break;
      }
  }
  return layerError(layers[index]) << "the layer is on a cycle of edges";
}

//===----------------------------------------------------------------------===//
// Attributes of <data>
//===----------------------------------------------------------------------===//

std::optional<StringRef> Importer::attribute(const Layer &layer,
                                             StringRef name) {
  pugi::xml_attribute attr = layer.data.attribute(name.str().c_str());
  if (!attr)
    return std::nullopt;
  return StringRef(attr.value());
}

FailureOr<StringRef> Importer::requiredAttribute(const Layer &layer,
                                                 StringRef name) {
  if (std::optional<StringRef> text = attribute(layer, name))
    return *text;
  return layerError(layer, layer.data)
         << "missing required attribute '" << name << "'";
}

FailureOr<int64_t> Importer::requiredInteger(const Layer &layer,
                                             StringRef name) {
  FailureOr<StringRef> text = requiredAttribute(layer, name);
  if (failed(text))
    return failure();
  if (std::optional<int64_t> value = parseInteger(*text))
    return *value;
  return layerError(layer, layer.data)
         << "attribute '" << name << "': '" << *text << "' is not an integer";
}

FailureOr<int64_t> Importer::optionalInteger(const Layer &layer, StringRef name,
                                             int64_t defaultValue) {
  if (!attribute(layer, name))
    return defaultValue;
  return requiredInteger(layer, name);
}

FailureOr<SmallVector<int64_t>> Importer::requiredList(const Layer &layer,
                                                       StringRef name) {
  FailureOr<StringRef> text = requiredAttribute(layer, name);
  if (failed(text))
    return failure();
  if (std::optional<SmallVector<int64_t>> values = parseIntegerList(*text))
    return *values;
  return layerError(layer, layer.data)
         << "attribute '" << name << "': '" << *text
         << "' is not a list of integers";
}

FailureOr<SmallVector<int64_t>> Importer::optionalList(const Layer &layer,
                                                       StringRef name) {
  if (!attribute(layer, name))
    return SmallVector<int64_t>();
  return requiredList(layer, name);
}

FailureOr<Type>
Importer::elementTypeAttribute(const Layer &layer, StringRef name,
                               std::optional<Type> defaultValue) {
  std::optional<StringRef> text = attribute(layer, name);
  if (!text && defaultValue)
    return *defaultValue;
  if (!text)
    return layerError(layer, layer.data)
           << "missing required attribute '" << name << "'";
  if (Type type = ir::parseElementType(text->trim(), context))
    return type;
  return layerError(layer, layer.data)
         << "attribute '" << name << "': unknown or unsupported element type '"
         << *text << "'";
}

/// The tensor type of a Parameter's or Const's `shape` attribute: dims as in
/// <dim>, "" for a scalar, "..." for a dynamic rank.
FailureOr<Type> Importer::shapeAttribute(const Layer &layer, Type elementType,
                                         bool allowDynamic,
                                         SmallVectorImpl<DimBounds> *bounds) {
  FailureOr<StringRef> text = requiredAttribute(layer, "shape");
  if (failed(text))
    return failure();
  StringRef shape = text->trim();
  if (shape == "..." && allowDynamic)
    return Type(UnrankedTensorType::get(elementType));
  SmallVector<DimBounds> dimBounds;
  if (!shape.empty()) {
    SmallVector<StringRef> parts;
    shape.split(parts, ',');
    for (StringRef part : parts) {
      std::string problem;
      std::optional<DimBounds> dim = parseDim(part, problem);
      if (!dim)
        return layerError(layer, layer.data)
               << "attribute 'shape': " << problem;
      if (!dim->isStatic() && !allowDynamic)
        return layerError(layer, layer.data)
               << "attribute 'shape': '" << *text << "' is not static";
      dimBounds.push_back(*dim);
    }
  }
  SmallVector<int64_t> dims = dimsOf(dimBounds);
  if (bounds)
    *bounds = std::move(dimBounds);
  if (!isReasonableShape(dims))
    return layerError(layer, layer.data)
           << "attribute 'shape': absurd dims '" << *text
           << "' (more than 2^40 elements)";
  return Type(RankedTensorType::get(dims, elementType));
}

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
std::string formatDims(ArrayRef<int64_t> dims) {
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
  // `precision` (published models declare FP32 on MaxPool-8's indices): a
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

LogicalResult Importer::importConst(Layer &layer) {
  if (failed(expectPorts(layer, 0, 1)))
    return failure();
  FailureOr<Type> elementType =
      elementTypeAttribute(layer, "element_type", std::nullopt);
  if (failed(elementType))
    return failure();
  FailureOr<Type> type =
      shapeAttribute(layer, *elementType, /*allowDynamic=*/false);
  FailureOr<int64_t> offset = failed(type)
                                  ? FailureOr<int64_t>(failure())
                                  : requiredInteger(layer, "offset");
  FailureOr<int64_t> size =
      failed(offset) ? FailureOr<int64_t>(failure())
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
  FailureOr<ArrayRef<char>> bytes = weights.get(problem);
  if (failed(bytes))
    return layerError(layer) << problem;
  if (uint64_t(*offset) > bytes->size() ||
      uint64_t(*size) > bytes->size() - uint64_t(*offset))
    return layerError(layer, layer.data)
           << "offset " << *offset << " + size " << *size
           << " runs past the end of the weights (" << bytes->size()
           << " bytes in " << weights.describe() << ")";
  ArrayRef<char> raw = bytes->slice(*offset, *size);
  DenseElementsAttr value;
  if (elementType->isInteger(1)) {
    // OpenVINO stores a boolean in one byte.
    SmallVector<bool> bits(llvm::map_range(raw, [](char c) { return c != 0; }));
    value = DenseElementsAttr::get(tensorType, bits);
  } else {
    value = DenseElementsAttr::getFromRawBuffer(tensorType, raw);
  }
  auto op = arith::ConstantOp::create(builder, opLocation(layer), value);
  return finishLayer(layer, op, "the Const's data");
}

/// A layer's <data> as the ops' import hooks read it: the importer's own
/// attribute readers, whose errors name the layer.
class LayerReader : public LayerDataReader {
public:
  LayerReader(Importer &importer, const Layer &layer)
      : importer(importer), layer(layer) {}

  FailureOr<SmallVector<int64_t>> readList(StringRef name,
                                           bool required) override {
    return required ? importer.requiredList(layer, name)
                    : importer.optionalList(layer, name);
  }
  FailureOr<int64_t> readInteger(StringRef name,
                                 int64_t defaultValue) override {
    return importer.optionalInteger(layer, name, defaultValue);
  }
  FailureOr<double> readNumber(StringRef name, double defaultValue) override {
    std::optional<StringRef> text = importer.attribute(layer, name);
    if (!text)
      return defaultValue;
    if (std::optional<double> value = parseFloat(*text))
      return *value;
    return attributeError(name) << "'" << *text << "' is not a number";
  }
  FailureOr<Type> readElementType(StringRef name, Type defaultValue) override {
    return importer.elementTypeAttribute(layer, name, defaultValue);
  }
  std::optional<std::string> readText(StringRef name) override {
    if (std::optional<StringRef> text = importer.attribute(layer, name))
      return text->str();
    return std::nullopt;
  }
  InFlightDiagnostic attributeError(StringRef name) override {
    return importer.layerError(layer, layer.data)
           << "attribute '" << name << "': ";
  }

private:
  Importer &importer;
  const Layer &layer;
};

/// Builds the op that represents the layer through its import hook
/// (OpenVINOLayerOpInterface).
LogicalResult Importer::importDedicatedOp(Layer &layer,
                                          RegisteredOperationName name,
                                          ValueRange operands) {
  auto *mapping = name.getInterface<OpenVINOLayerOpInterface>();
  if (failed(expectPorts(layer, mapping->getNumInputPorts(),
                         mapping->getNumOutputPorts())))
    return failure();
  LayerReader data(*this, layer);
  FailureOr<Operation *> op =
      mapping->buildFromLayer(builder, opLocation(layer), operands, data);
  if (failed(op))
    return failure();
  return finishLayer(layer, *op, "shape inference");
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
    data.push_back(builder.getNamedAttr(attr.name(),
                                        builder.getStringAttr(attr.value())));
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
  Operation *op = layer.values.empty() ? nullptr
                                       : layer.values.front().getDefiningOp();
  std::string message;
  FailureOr<SmallVector<DimBounds>> bounds = failure();
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    std::optional<ShapeDiagnostics> diag;
    if (op)
      diag.emplace(op->getLoc(), op->getName().getStringRef());
    // An unranked MaxPool input has no bounds: the result's type says all.
    auto poolBounds =
        [&](MaxPoolOpInterface pool) -> FailureOr<SmallVector<DimBounds>> {
      if (inputs[0].empty())
        return boundsOfType(pool.getOutput().getType());
      return inferMaxPoolBounds(PoolingAttrs::get(pool), inputs[0], *diag);
    };
    if (auto pool = dyn_cast_or_null<MaxPoolOpInterface>(op)) {
      bounds = poolBounds(pool);
    } else if (auto roi = dyn_cast_or_null<ROIAlignOpInterface>(op)) {
      bounds = inferROIAlignBounds(ROIAlignAttrs::get(roi), inputs[0],
                                   inputs[1], inputs[2], *diag);
    } else {
      // Consts are static; generic layers' outputs are what their ports say.
      layer.bounds.clear();
      for (auto [port, value] : llvm::zip_equal(layer.outputs, layer.values))
        layer.bounds.push_back(op && isa<arith::ConstantOp>(op)
                                   ? boundsOfType(value.getType())
                                   : port.bounds);
      return success();
    }
  }
  if (failed(bounds))
    return layerError(layer) << message;
  layer.bounds.assign(layer.values.size(), *bounds);
  return success();
}

/// OpenVINO's reader rejects a layer whose `version` names no opset with that
/// type. For the types that ov ops represent, the ops' opsets say which do
/// (OpenVINOLayerOpInterface); other types become generic layers whatever
/// their version.
LogicalResult Importer::checkOpsetHasLayer(const Layer &layer) {
  std::optional<unsigned> first = firstOpsetWithLayer(context, layer.type);
  if (!first)
    return success();
  return layerError(layer) << "version '" << layer.version
                           << "' names no opset with " << layer.type
                           << " (opset" << *first << " and later have it)";
}

/// OpenVINO's compressed weights (`save_model(compress_to_fp16=True)`): an
/// f16 Const feeding a Convert to a wider float type. OpenVINO folds the pair
/// into one constant when it compiles; so does the importer, exactly (every
/// f16/bf16 value is an f32/f64 value). Returns false, importing nothing, for
/// any other Convert (a generic layer then).
FailureOr<bool> Importer::foldDecompression(Layer &layer,
                                            ValueRange operands) {
  if (layer.type != "Convert" || operands.size() != 1 ||
      layer.outputs.size() != 1)
    return false;
  auto constant = operands[0].getDefiningOp<arith::ConstantOp>();
  auto value =
      constant ? dyn_cast<DenseElementsAttr>(constant.getValue()) : nullptr;
  std::optional<StringRef> destination = attribute(layer, "destination_type");
  Type to = destination ? ir::parseElementType(destination->trim(), context)
                        : Type();
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
  if (std::optional<RegisteredOperationName> op =
          lookupLayerOp(context, layer.type, layer.version))
    return importDedicatedOp(layer, *op, operands);
  if (layer.type == "Parameter")
    return success(); // A function argument, bound before the walk.
  if (layer.type == "Result")
    return expectPorts(layer, 1, 0);
  if (layer.type == "Const")
    return importConst(layer);
  if (failed(checkOpsetHasLayer(layer)))
    return failure();
  return importGenericLayer(layer, operands);
}

/// A symbol the runtime ABI accepts (letters, digits, '_'), from the model's
/// name.
std::string functionName(StringRef netName) {
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
  auto func = func::FuncOp::create(
      builder, loc, functionName(net.attribute("name").value()),
      builder.getFunctionType(argumentTypes, {}));
  Block *entry = builder.createBlock(&func.getBody(), {}, argumentTypes,
                                     argumentLocations);
  for (auto [argument, index] : llvm::zip_equal(entry->getArguments(),
                                                parameters))
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
  func.setType(builder.getFunctionType(argumentTypes,
                                       ValueRange(returned).getTypes()));
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

} // namespace

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
  auto file = llvm::MemoryBuffer::getFile(xmlPath, /*IsText=*/true);
  if (!file) {
    emitError(FileLineColLoc::get(context, xmlPath, 0, 0))
        << "cannot read '" << xmlPath << "': " << file.getError().message();
    return nullptr;
  }
  return importOpenVINOIR((*file)->getMemBufferRef(), binPath, context);
}

OwningOpRef<ModuleOp>
mlir::ov::importOpenVINOIRFromMemory(llvm::MemoryBufferRef xml,
                                     ArrayRef<char> weightsData,
                                     MLIRContext *context) {
  Weights weights(weightsData);
  return Importer(context, xml, weights).run();
}
