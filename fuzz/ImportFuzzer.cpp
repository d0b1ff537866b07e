// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ImportFuzzer.cpp - libFuzzer target over the OpenVINO IR importer --===//
//
// Input: a 4-byte little-endian length L, then L bytes of model XML, then the
// weights (.bin). Properties checked on every input:
//   - the importer never crashes, hangs or leaks (libFuzzer + ASan);
//   - a module it returns verifies;
//   - export succeeds on it and importing the export gives the same module.
//
//===----------------------------------------------------------------------===//

#include "ov/OpenVINOIR/OpenVINOIR.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

namespace {

std::string print(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module.print(os);
  return text;
}

/// Reports a broken property with what is needed to debug it, then aborts so
/// that libFuzzer saves the input.
[[noreturn]] void fail(const char *property, const std::string &detail) {
  llvm::errs() << "ov-import-fuzzer: " << property << "\n" << detail << "\n";
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 4)
    return 0;
  size_t xmlSize = size_t(data[0]) | size_t(data[1]) << 8 |
                   size_t(data[2]) << 16 | size_t(data[3]) << 24;
  xmlSize = std::min(xmlSize, size - 4);
  StringRef xml(reinterpret_cast<const char *>(data) + 4, xmlSize);
  ArrayRef<char> weights(reinterpret_cast<const char *>(data) + 4 + xmlSize,
                         size - 4 - xmlSize);

  MLIRContext context(MLIRContext::Threading::DISABLED);
  // Diagnostics are expected (most inputs are bad files); keep them quiet,
  // but remember the last for the reports below.
  std::string lastError;
  ScopedDiagnosticHandler quiet(&context, [&](Diagnostic &diag) {
    lastError = diag.str();
    return success();
  });
  OwningOpRef<ModuleOp> module = ov::importOpenVINOIRFromMemory(
      llvm::MemoryBufferRef(xml, "fuzz.xml"), weights, &context);
  if (!module)
    return 0;
  if (failed(verify(*module)))
    fail("the importer returned a module that does not verify", lastError);

  std::string xml2, weights2;
  llvm::raw_string_ostream xmlStream(xml2), weightsStream(weights2);
  if (failed(ov::exportOpenVINOIR(*module, xmlStream, weightsStream)))
    fail("export failed on an imported module", lastError);
  OwningOpRef<ModuleOp> again = ov::importOpenVINOIRFromMemory(
      llvm::MemoryBufferRef(xml2, "export.xml"),
      ArrayRef<char>(weights2.data(), weights2.size()), &context);
  if (!again)
    fail("importing the export failed", lastError + "\n" + xml2);
  std::string first = print(*module), second = print(*again);
  if (first != second)
    fail("import(export(m)) differs from m", first + "\n---\n" + second);
  return 0;
}
