// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Npy.cpp - numpy .npy reading and writing ---------------------------===//
//
// Format (numpy.lib.format): the magic "\x93NUMPY", a major and a minor
// version byte, the header length (little-endian uint16 for 1.0, uint32 for
// 2.0 and 3.0), then the header: a Python dict literal such as
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// padded with spaces and a final '\n', then the raw data.
//
// Robustness: the file comes from a user, so every length is checked before
// it is used, nothing is allocated before the file is known to hold the data,
// and every failure is a one-line message "FILE: PROBLEM".
//
//===----------------------------------------------------------------------===//

#include "Core.h"
#include "WholeFile.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "libovrt assumes a little-endian host"
#endif

namespace ovrt::impl {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLen = 6;
// numpy refuses headers over 10000 bytes by default; we are more generous
// (huge shapes are rejected later anyway) but still bounded so that a corrupt
// length field cannot make us allocate gigabytes.
constexpr uint32_t kMaxHeaderLen = 1 << 20;
// What a non-regular file (a pipe, a device) may hold, header included: it is
// read into memory, and an endless stream must not exhaust it.
constexpr uint64_t kMaxStreamBytes = uint64_t(4) << 30;
// numpy aligns the data to 64 bytes and leaves room to grow the first dim.
constexpr size_t kArrayAlign = 64;
constexpr size_t kGrowthAxisMaxDigits = 21;

//===----------------------------------------------------------------------===//
// Byte sources: a regular file read in place, or bytes in memory.
//===----------------------------------------------------------------------===//

class ByteSource {
public:
  virtual ~ByteSource() = default;
  virtual uint64_t size() const = 0;
  /// Reads exactly n bytes at offset (the caller checked the range).
  virtual Status read(uint64_t offset, void *dst, size_t n) = 0;
};

class MemorySource : public ByteSource {
public:
  MemorySource(const void *bytes, size_t size)
      : bytes_(static_cast<const uint8_t *>(bytes)), size_(size) {}
  uint64_t size() const override { return size_; }
  Status read(uint64_t offset, void *dst, size_t n) override {
    if (n)
      std::memcpy(dst, bytes_ + offset, n);
    return Status::success();
  }

private:
  const uint8_t *bytes_;
  size_t size_;
};

class FileSource : public ByteSource {
public:
  FileSource(FILE *f, uint64_t size) : f_(f), size_(size) {}
  uint64_t size() const override { return size_; }
  Status read(uint64_t offset, void *dst, size_t n) override {
    errno = 0;
    if (fseeko(f_, off_t(offset), SEEK_SET) != 0 ||
        std::fread(dst, 1, n, f_) != n)
      return Status::error(std::string("read error: ") +
                           (errno ? std::strerror(errno) : "short read"));
    return Status::success();
  }

private:
  FILE *f_;
  uint64_t size_;
};

/// Closes a FILE on every return path.
struct FileCloser {
  FILE *f;
  ~FileCloser() {
    if (f)
      std::fclose(f);
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// The header dict: a tiny parser for the subset of Python literals that
// numpy writes (strings, True/False, tuples of ints).
//===----------------------------------------------------------------------===//

/// A header text excerpt fit for a one-line message.
static std::string quoteExcerpt(std::string_view text) {
  std::string out = "\"";
  size_t n = 0;
  for (char c : text) {
    if (++n > 60) {
      out += "...";
      break;
    }
    unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f && c != '"' && c != '\\') {
      out += c;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    }
  }
  return out + "\"";
}

namespace {

struct HeaderValue {
  enum Kind { String, Bool, IntTuple } kind = String;
  std::string str;
  bool boolean = false;
  std::vector<int64_t> ints;
};

struct NpyHeader {
  DType dtype = DType::F32;
  bool bigEndian = false;
  bool fortranOrder = false;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
};

class HeaderParser {
public:
  explicit HeaderParser(std::string_view text) : text_(text) {}

  /// Parses the whole header into key/value pairs.
  Status parseDict(std::vector<std::pair<std::string, HeaderValue>> &entries) {
    skipSpace();
    if (!consume('{'))
      return notADict();
    skipSpace();
    while (!peek('}')) {
      std::string key;
      if (!parseString(key))
        return notADict();
      skipSpace();
      if (!consume(':'))
        return notADict();
      skipSpace();
      HeaderValue value;
      Status s = parseValue(key, value);
      if (!s)
        return s;
      for (auto &e : entries)
        if (e.first == key)
          return Status::error("header has a duplicate key '" + key + "'");
      entries.emplace_back(std::move(key), std::move(value));
      skipSpace();
      if (consume(','))
        skipSpace();
      else if (!peek('}'))
        return notADict();
    }
    consume('}');
    skipSpace();
    if (pos_ != text_.size())
      return Status::error("header has text after the dict: " +
                           quoteExcerpt(text_.substr(pos_)));
    return Status::success();
  }

private:
  Status notADict() const {
    return Status::error("header is not a Python dict literal: " +
                         quoteExcerpt(text_));
  }

  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }
  bool peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  bool consume(char c) {
    if (!peek(c))
      return false;
    ++pos_;
    return true;
  }
  bool consumeWord(std::string_view w) {
    if (text_.substr(pos_, w.size()) != w)
      return false;
    pos_ += w.size();
    return true;
  }

  /// 'abc' or "abc" without escapes (numpy's keys and simple descrs have none).
  bool parseString(std::string &out) {
    if (!peek('\'') && !peek('"'))
      return false;
    char quote = text_[pos_++];
    size_t end = text_.find(quote, pos_);
    if (end == std::string_view::npos)
      return false;
    std::string_view body = text_.substr(pos_, end - pos_);
    // Keys and descrs are plain ASCII; anything else cannot be a dtype we
    // read, and keeping it out keeps error messages printable.
    for (char c : body)
      if (c == '\\' || static_cast<unsigned char>(c) < 0x20 ||
          static_cast<unsigned char>(c) >= 0x7f)
        return false;
    out = std::string(body);
    pos_ = end + 1;
    return true;
  }

  Status parseValue(const std::string &key, HeaderValue &value) {
    if (peek('\'') || peek('"')) {
      value.kind = HeaderValue::String;
      return parseString(value.str) ? Status::success() : notADict();
    }
    if (consumeWord("True") || consumeWord("False")) {
      value.kind = HeaderValue::Bool;
      value.boolean = text_.substr(pos_ - 4, 4) == "True";
      return Status::success();
    }
    if (peek('('))
      return parseIntTuple(key, value);
    if (peek('['))
      return Status::error("header value of '" + key + "' is a list" +
                           (key == "descr"
                                ? " (structured dtypes are not supported)"
                                : ", not a tuple"));
    return Status::error("header value of '" + key +
                         "' is not a string, a bool or a tuple: " +
                         quoteExcerpt(text_.substr(pos_)));
  }

  /// (), (3,), (2, 3) with optional trailing comma. "(3)" is the int 3 in
  /// Python, not a tuple, and numpy rejects it; so do we.
  Status parseIntTuple(const std::string &key, HeaderValue &value) {
    value.kind = HeaderValue::IntTuple;
    consume('(');
    skipSpace();
    bool sawComma = false;
    while (!peek(')')) {
      int64_t v = 0;
      Status s = parseInt(key, v);
      if (!s)
        return s;
      value.ints.push_back(v);
      if (int64_t(value.ints.size()) > kMaxRank)
        return Status::error("header '" + key + "' has more than " +
                             std::to_string(kMaxRank) + " dimensions");
      skipSpace();
      if (consume(',')) {
        sawComma = true;
        skipSpace();
      } else if (!peek(')')) {
        return notADict();
      }
    }
    consume(')');
    if (value.ints.size() == 1 && !sawComma)
      return Status::error("header '" + key +
                           "' is not a tuple: " + quoteExcerpt(text_));
    return Status::success();
  }

  Status parseInt(const std::string &key, int64_t &out) {
    bool negative = consume('-');
    size_t start = pos_;
    uint64_t v = 0;
    bool overflow = false;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      unsigned digit = unsigned(text_[pos_] - '0');
      if (v > (uint64_t(INT64_MAX) - digit) / 10)
        overflow = true;
      else
        v = v * 10 + digit;
      ++pos_;
    }
    // Python 2's numpy wrote longs as "3L".
    if (pos_ < text_.size() && text_[pos_] == 'L')
      ++pos_;
    std::string_view digits = text_.substr(start, pos_ - start);
    if (digits.empty())
      return Status::error("header '" + key + "' holds a non-integer: " +
                           quoteExcerpt(text_.substr(start)));
    if (negative)
      return Status::error("header '" + key + "' has a negative dimension -" +
                           std::string(digits));
    if (overflow)
      return Status::error("header '" + key + "' has a dimension " +
                           std::string(digits) + " that is too large");
    out = int64_t(v);
    return Status::success();
  }

  std::string_view text_;
  size_t pos_ = 0;
};

} // namespace

/// Maps a numpy descr ('<f4', '|u1', '>i8', ...) to a dtype and byte order.
static Status parseDescr(const std::string &descr, DType &type,
                         bool &bigEndian) {
  auto unsupported = [&] {
    return Status::error("unsupported dtype descr '" + descr + "'");
  };
  std::string_view d = descr;
  bigEndian = false;
  if (!d.empty() &&
      (d[0] == '<' || d[0] == '>' || d[0] == '|' || d[0] == '=')) {
    bigEndian = d[0] == '>';
    d.remove_prefix(1);
  }
  struct Code {
    const char *code;
    DType type;
  };
  static constexpr Code kCodes[] = {
      {"f2", DType::F16}, {"f4", DType::F32}, {"f8", DType::F64},
      {"i1", DType::I8},  {"i2", DType::I16}, {"i4", DType::I32},
      {"i8", DType::I64}, {"u1", DType::U8},  {"u2", DType::U16},
      {"u4", DType::U32}, {"u8", DType::U64}, {"b1", DType::Bool},
  };
  for (const Code &c : kCodes) {
    if (d == c.code) {
      type = c.type;
      // Byte order is meaningless for single bytes.
      if (dtypeSize(type) == 1)
        bigEndian = false;
      return Status::success();
    }
  }
  return unsupported();
}

/// Turns the parsed dict into an NpyHeader, checking keys and value kinds.
static Status
interpretHeader(std::vector<std::pair<std::string, HeaderValue>> &entries,
                NpyHeader &header) {
  const HeaderValue *descr = nullptr, *fortran = nullptr, *shape = nullptr;
  for (auto &e : entries) {
    if (e.first == "descr")
      descr = &e.second;
    else if (e.first == "fortran_order")
      fortran = &e.second;
    else if (e.first == "shape")
      shape = &e.second;
    else
      return Status::error("header has an unexpected key '" + e.first + "'");
  }
  for (auto [value, key] :
       {std::pair{descr, "descr"}, std::pair{fortran, "fortran_order"},
        std::pair{shape, "shape"}})
    if (!value)
      return Status::error(std::string("header is missing the key '") + key +
                           "'");
  if (descr->kind != HeaderValue::String)
    return Status::error("header 'descr' is not a string");
  if (fortran->kind != HeaderValue::Bool)
    return Status::error("header 'fortran_order' is not True or False");
  if (shape->kind != HeaderValue::IntTuple)
    return Status::error("header 'shape' is not a tuple of integers");
  Status s = parseDescr(descr->str, header.dtype, header.bigEndian);
  if (!s)
    return s;
  header.fortranOrder = fortran->boolean;
  header.shape = shape->ints;
  return Status::success();
}

static uint32_t readLE32(const uint8_t *p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 |
         uint32_t(p[3]) << 24;
}

/// Reads and parses the preamble and header.
static Status readHeader(ByteSource &src, NpyHeader &header) {
  uint8_t pre[12];
  uint64_t size = src.size();
  if (size == 0)
    return Status::error("not an NPY file (the file is empty)");
  size_t prefix = size_t(std::min<uint64_t>(size, 10));
  Status s = src.read(0, pre, prefix);
  if (!s)
    return s;
  if (size < kMagicLen || std::memcmp(pre, kMagic, kMagicLen) != 0)
    return Status::error("not an NPY file (bad magic)");
  if (size < 10)
    return Status::error("truncated header (the file has only " +
                         std::to_string(size) + " bytes)");
  unsigned major = pre[6], minor = pre[7];
  if ((major != 1 && major != 2 && major != 3) || minor != 0)
    return Status::error("unsupported NPY format version " +
                         std::to_string(major) + "." + std::to_string(minor));
  uint64_t lenFieldSize = major == 1 ? 2 : 4;
  if (size < 8 + lenFieldSize)
    return Status::error("truncated header (the file has only " +
                         std::to_string(size) + " bytes)");
  if (lenFieldSize == 4) {
    s = src.read(8, pre + 8, 4);
    if (!s)
      return s;
  }
  uint32_t headerLen =
      major == 1 ? uint32_t(pre[8]) | uint32_t(pre[9]) << 8 : readLE32(pre + 8);
  uint64_t headerStart = 8 + lenFieldSize;
  if (headerLen > kMaxHeaderLen)
    return Status::error("header length " + std::to_string(headerLen) +
                         " is larger than the maximum of " +
                         std::to_string(kMaxHeaderLen));
  if (size - headerStart < headerLen)
    return Status::error("truncated header (it needs " +
                         std::to_string(headerLen) + " bytes, the file has " +
                         std::to_string(size - headerStart) + ")");
  std::string text(headerLen, '\0');
  s = src.read(headerStart, text.data(), headerLen);
  if (!s)
    return s;
  std::vector<std::pair<std::string, HeaderValue>> entries;
  s = HeaderParser(text).parseDict(entries);
  if (!s)
    return s;
  s = interpretHeader(entries, header);
  if (!s)
    return s;
  header.dataOffset = headerStart + headerLen;
  return Status::success();
}

/// Applies the caller's expected dtype, including the bf16-as-u2 rule.
static Status applyExpected(NpyHeader &header, std::optional<DType> expected) {
  if (!expected || *expected == header.dtype)
    return Status::success();
  if (*expected == DType::BF16 && header.dtype == DType::U16) {
    header.dtype = DType::BF16;
    return Status::success();
  }
  return Status::error(std::string("holds ") + dtypeName(header.dtype) +
                       " data, expected " + dtypeName(*expected));
}

static void byteSwapInPlace(Tensor &t) {
  size_t es = dtypeSize(t.dtype());
  uint8_t *p = static_cast<uint8_t *>(t.data());
  for (int64_t i = 0, n = t.numElements(); i < n; ++i, p += es)
    for (size_t a = 0, b = es - 1; a < b; ++a, --b)
      std::swap(p[a], p[b]);
}

/// Copies column-major `src` (same shape) into row-major `dst`.
static void transposeFortran(const Tensor &src, Tensor &dst) {
  const std::vector<int64_t> &shape = dst.shape();
  size_t rank = shape.size(), es = dtypeSize(dst.dtype());
  // Column-major strides: the first dim varies fastest.
  std::vector<int64_t> fstride(rank);
  int64_t stride = 1;
  for (size_t k = 0; k < rank; ++k) {
    fstride[k] = stride;
    stride *= shape[k] == 0 ? 1 : shape[k];
  }
  std::vector<int64_t> index(rank, 0);
  const uint8_t *in = static_cast<const uint8_t *>(src.data());
  uint8_t *out = static_cast<uint8_t *>(dst.data());
  int64_t offset = 0; // column-major offset of `index`
  for (int64_t i = 0, n = dst.numElements(); i < n; ++i) {
    std::memcpy(out + size_t(i) * es, in + size_t(offset) * es, es);
    // Advance the row-major index (last dim fastest), keeping `offset`.
    for (size_t k = rank; k-- > 0;) {
      if (++index[k] < shape[k]) {
        offset += fstride[k];
        break;
      }
      offset -= fstride[k] * (index[k] - 1);
      index[k] = 0;
    }
  }
}

/// Reads a whole tensor from a source; errors are not yet prefixed.
static Result<Tensor> readNpy(ByteSource &src, std::optional<DType> expected) {
  NpyHeader header;
  Status s = readHeader(src, header);
  if (!s)
    return s;
  s = applyExpected(header, expected);
  if (!s)
    return s;
  Result<int64_t> bytes = checkedByteSize(header.dtype, header.shape);
  if (!bytes)
    return bytes.status();
  uint64_t available = src.size() - header.dataOffset;
  if (available < uint64_t(*bytes))
    return Status::error(
        "data is truncated: " + std::string(dtypeName(header.dtype)) + " " +
        formatShape(header.shape) + " needs " + std::to_string(*bytes) +
        " bytes, the file has " + std::to_string(available) +
        " after the header");
  // Uninitialized: the read below fills every byte.
  Result<Tensor> t = Tensor::allocate(header.dtype, header.shape);
  if (!t)
    return t;
  s = src.read(header.dataOffset, t->data(), size_t(*bytes));
  if (!s)
    return s;
  if (header.bigEndian)
    byteSwapInPlace(*t);
  if (header.fortranOrder && header.shape.size() > 1) {
    Result<Tensor> rowMajor = Tensor::create(header.dtype, header.shape);
    if (!rowMajor)
      return rowMajor;
    transposeFortran(*t, *rowMajor);
    return rowMajor;
  }
  return t;
}

static Status prefixed(std::string_view name, const Status &s) {
  return Status::error(s.code(), std::string(name) + ": " + s.message());
}

/// numpy's repr of a shape tuple.
static std::string shapeTuple(const std::vector<int64_t> &shape) {
  if (shape.empty())
    return "()";
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

/// The preamble + header numpy.save writes for this tensor (byte-exact).
static std::string makeHeader(const Tensor &t) {
  std::string dict =
      std::string("{'descr': '") + npyDescr(t.dtype()) +
      "', 'fortran_order': False, 'shape': " + shapeTuple(t.shape()) + ", }";
  if (t.rank() > 0)
    dict.append(kGrowthAxisMaxDigits - std::to_string(t.dim(0)).size(), ' ');
  // Version 1.0 unless the padded header overflows its 16-bit length.
  for (int major = 1; major <= 2; ++major) {
    size_t lenFieldSize = major == 1 ? 2 : 4;
    size_t hlen = dict.size() + 1;
    size_t padlen = kArrayAlign - (8 + lenFieldSize + hlen) % kArrayAlign;
    size_t total = hlen + padlen;
    if (major == 1 && total > 0xffff)
      continue;
    std::string out(kMagic, kMagicLen);
    out += char(major);
    out += char(0);
    for (size_t b = 0; b < lenFieldSize; ++b)
      out += char((total >> (8 * b)) & 0xff);
    out += dict;
    out.append(padlen, ' ');
    out += '\n';
    return out;
  }
  return std::string(); // unreachable: rank <= 64 keeps the header small
}

const char *npyDescr(DType type) {
  switch (type) {
  case DType::F16:
    return "<f2";
  case DType::BF16:
    return "<u2";
  case DType::F32:
    return "<f4";
  case DType::F64:
    return "<f8";
  case DType::I8:
    return "|i1";
  case DType::I16:
    return "<i2";
  case DType::I32:
    return "<i4";
  case DType::I64:
    return "<i8";
  case DType::U8:
    return "|u1";
  case DType::U16:
    return "<u2";
  case DType::U32:
    return "<u4";
  case DType::U64:
    return "<u8";
  case DType::Bool:
    return "|b1";
  }
  return "|u1";
}

Result<Tensor> parseNpy(const void *bytes, size_t size, std::string_view name,
                        std::optional<DType> expected) {
  MemorySource src(bytes, bytes ? size : 0);
  Result<Tensor> t = readNpy(src, expected);
  if (!t)
    return prefixed(name, t.status());
  return t;
}

/// Appends bytes from `f` until `bytes` holds `want` of them or the stream
/// ends.
static Status readUpTo(FILE *f, std::vector<uint8_t> &bytes, uint64_t want) {
  uint8_t buf[65536];
  while (bytes.size() < want) {
    size_t n = std::fread(
        buf, 1, size_t(std::min<uint64_t>(sizeof buf, want - bytes.size())), f);
    if (n == 0)
      break;
    bytes.insert(bytes.end(), buf, buf + n);
  }
  if (std::ferror(f))
    return Status::error(std::string("read error: ") + std::strerror(errno));
  return Status::success();
}

/// A pipe or a device (bash's <(...), /dev/zero): its size is unknown and it
/// may never end, so read the header first, then exactly the data it
/// declares, at most kMaxStreamBytes in all; never the rest.
static Result<Tensor> loadStream(FILE *f, const std::string &path,
                                 std::optional<DType> expected) {
  std::vector<uint8_t> bytes;
  // The longest preamble plus the longest header: a stream that holds an
  // .npy has its whole header in there.
  if (Status s = readUpTo(f, bytes, 12 + kMaxHeaderLen); !s)
    return prefixed(path, s);
  MemorySource prefix(bytes.data(), bytes.size());
  NpyHeader header;
  if (Status s = readHeader(prefix, header); !s)
    return prefixed(path, s);
  Result<int64_t> data = checkedByteSize(header.dtype, header.shape);
  if (!data)
    return prefixed(path, data.status());
  uint64_t total = header.dataOffset + uint64_t(*data);
  if (total > kMaxStreamBytes)
    return Status::error(
        StatusCode::ResourceExhausted,
        path + ": not a regular file, and its header declares " +
            std::to_string(total) + " bytes, more than the " +
            std::to_string(kMaxStreamBytes >> 30) + " GiB read from a stream");
  if (Status s = readUpTo(f, bytes, total); !s)
    return prefixed(path, s);
  return parseNpy(bytes.data(), bytes.size(), path, expected);
}

Result<Tensor> loadNpy(const std::string &path, std::optional<DType> expected) {
  errno = 0;
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return Status::error(path + ": cannot open: " + std::strerror(errno));
  FileCloser closer{f};
  struct stat st;
  if (fstat(fileno(f), &st) != 0)
    return Status::error(path + ": cannot stat: " + std::strerror(errno));
  if (S_ISDIR(st.st_mode))
    return Status::error(path + ": is a directory");
  if (S_ISREG(st.st_mode)) {
    FileSource src(f, uint64_t(st.st_size));
    Result<Tensor> t = readNpy(src, expected);
    if (!t)
      return prefixed(path, t.status());
    return t;
  }
  return loadStream(f, path, expected);
}

Result<std::vector<uint8_t>> encodeNpy(const Tensor &tensor) {
  if (!tensor.valid())
    return Status::error("cannot encode an empty (moved-from) tensor");
  std::string header = makeHeader(tensor);
  std::vector<uint8_t> out(header.begin(), header.end());
  const uint8_t *data = static_cast<const uint8_t *>(tensor.data());
  out.insert(out.end(), data, data + tensor.byteSize());
  return out;
}

Status saveNpy(const std::string &path, const Tensor &tensor) {
  if (!tensor.valid())
    return Status::error(path + ": cannot save an empty (moved-from) tensor");
  std::string header = makeHeader(tensor);
  return writeWholeFile(
      path, {header, std::string_view(static_cast<const char *>(tensor.data()),
                                      tensor.byteSize())});
}

} // namespace ovrt::impl
