// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ImportXML.cpp - Reading OpenVINO IR's XML for the importer ---------===//
//
// The first half of the importer (Importer.h): the document, its layers,
// ports and edges, the graph's order, the <data> attribute readers, and
// diagnostics that point at the element they are about. Numbers are parsed
// the way OpenVINO's reader does (list syntax, intervals for dims) and sizes
// are bounded before any arithmetic sees them.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "ElementTypes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <limits>
#include <queue>

using namespace mlir;
using namespace mlir::ov;

namespace mlir::ov::ir {

//===----------------------------------------------------------------------===//
// Attribute text
//===----------------------------------------------------------------------===//

static std::optional<int64_t> parseInteger(StringRef text) {
  text = text.trim();
  int64_t value;
  if (text.empty() || text.getAsInteger(10, value))
    return std::nullopt;
  return value;
}

/// One element of an integer list: an integer, or one written as a decimal
/// with a zero fraction ("2.0", "1."), as some exporters write them (Open
/// Model Zoo's dilations="1.0,1.0"). OpenVINO's reader stops at the '.', so
/// it reads these as the same integers; a non-zero fraction, which it would
/// cut off ("2.9" as 2), is not an integer.
static std::optional<int64_t> parseListElement(StringRef text) {
  text = text.trim();
  auto [whole, fraction] = text.split('.');
  if (whole.size() < text.size() && !whole.empty() &&
      llvm::all_of(fraction, [](char c) { return c == '0'; }))
    text = whole;
  return parseInteger(text);
}

/// OpenVINO writes lists as "2, 2" or "2,2"; "" is the empty list.
static std::optional<SmallVector<int64_t>> parseIntegerList(StringRef text) {
  SmallVector<int64_t> values;
  if (text.trim().empty())
    return values;
  SmallVector<StringRef> parts;
  text.split(parts, ',');
  for (StringRef part : parts) {
    std::optional<int64_t> value = parseListElement(part);
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

std::optional<unsigned> opsetNumber(StringRef version) {
  if (!version.consume_front("opset") || version.empty() ||
      !llvm::all_of(version, llvm::isDigit))
    return std::nullopt;
  // OpenVINO looks opsets up by name: "opset014" is not "opset14". Like a
  // number with too many digits for an unsigned, it names no opset.
  if (version.size() > 1 && version.front() == '0')
    return std::numeric_limits<unsigned>::max();
  unsigned number;
  if (version.getAsInteger(10, number))
    return std::numeric_limits<unsigned>::max();
  return number;
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
static bool isReasonableBound(int64_t value, std::string &problem) {
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
static std::optional<DimBounds> parseDim(StringRef text, std::string &problem) {
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
static SmallVector<int64_t> dimsOf(ArrayRef<DimBounds> bounds) {
  return llvm::to_vector(llvm::map_range(bounds, [](const DimBounds &b) {
    return b.isStatic() ? b.lower : ShapedType::kDynamic;
  }));
}

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
InFlightDiagnostic Importer::edgeError(pugi::xml_node edge,
                                       const Layer *owner) {
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
  pugi::xml_parse_result parsed =
      document.load_buffer(xml.getBufferStart(), xml.getBufferSize(),
                           pugi::parse_default, pugi::encoding_utf8);
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
      return layerError(layer, node) << "port without a valid id ('"
                                     << node.attribute("id").value() << "')";
    port.id = *id;
    if (!portIds.insert(*id).second)
      return layerError(layer, node) << "port id " << *id << " is used twice";
    if (pugi::xml_attribute precision = node.attribute("precision")) {
      port.precision = ir::parsePrecision(precision.value(), context);
      if (!port.precision)
        return layerError(layer, node)
               << "port " << *id << ": unknown precision '" << precision.value()
               << "'";
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
    // OpenVINO's reader rejects an opset it does not have; a newer one
    // than the importer knows must not resolve to the newest op it knows.
    if (std::optional<unsigned> opset = opsetNumber(layer.version);
        opset && (*opset < 1 || *opset > kLastOpset))
      return layerError(layer)
             << "version '" << layer.version
             << "' names no opset (opset1 to opset" << kLastOpset << " exist)";
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
      return layerError(layer) << "layer id " << layer.id << " is also used by "
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
             << "input port " << *toPort << " already has an edge (from layer "
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

} // namespace mlir::ov::ir
