// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- NpyTest.cpp - .npy reading and writing -----------------------------===//

#include "ovrt/Runtime.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <iterator>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ovrt;
using ovrt_test::TempDir;

namespace {

#include "NpyFixtures.inc"

/// An .npy file with an arbitrary header text (no padding), for malformed
/// cases: magic, version, little-endian length field, header, data.
std::string npyBytes(const std::string &header, const std::string &data = "",
                     int major = 1, int minor = 0) {
  std::string out = "\x93NUMPY";
  out += char(major);
  out += char(minor);
  uint32_t len = uint32_t(header.size());
  int lenBytes = major == 1 ? 2 : 4;
  for (int b = 0; b < lenBytes; ++b)
    out += char((len >> (8 * b)) & 0xff);
  return out + header + data;
}

std::string dict(const std::string &descr, const std::string &shape,
                 const std::string &fortran = "False") {
  return "{'descr': '" + descr + "', 'fortran_order': " + fortran +
         ", 'shape': " + shape + ", }\n";
}

template <typename T> std::string raw(const std::vector<T> &v) {
  return std::string(reinterpret_cast<const char *>(v.data()),
                     v.size() * sizeof(T));
}

std::string tensorBytes(const Tensor &t) {
  return std::string(static_cast<const char *>(t.data()), t.byteSize());
}

/// Parses in-memory bytes under the name "x.npy".
Result<Tensor> parse(const std::string &bytes,
                     std::optional<DType> expected = std::nullopt) {
  return parseNpy(bytes.data(), bytes.size(), "x.npy", expected);
}

/// Expects a one-line failure that starts with "x.npy: " and contains
/// `needle`.
void expectError(const std::string &bytes, const std::string &needle,
                 std::optional<DType> expected = std::nullopt) {
  Result<Tensor> r = parse(bytes, expected);
  ASSERT_FALSE(r.ok()) << "expected an error containing: " << needle;
  EXPECT_EQ(r.error().rfind("x.npy: ", 0), 0u) << r.error();
  EXPECT_NE(r.error().find(needle), std::string::npos) << r.error();
  EXPECT_EQ(r.error().find('\n'), std::string::npos) << r.error();
}

struct Fixture {
  const char *bytes;
  size_t size;
  DType dtype;
  std::vector<int64_t> shape;
  std::string data; // expected raw little-endian data
};

std::vector<Fixture> numpyFixtures() {
  return {
      {kNumpyF16,
       kNumpyF16Size,
       DType::F16,
       {3},
       raw<uint16_t>({0x3C00, 0xC000, 0x7C00})},
      {kNumpyBF16,
       kNumpyBF16Size,
       DType::BF16,
       {2},
       raw<uint16_t>({0x3F80, 0xC040})},
      {kNumpyF32,
       kNumpyF32Size,
       DType::F32,
       {2, 3},
       raw<float>({0, 1.5f, -2, 3.25f, 1024, -0.5f})},
      {kNumpyF64, kNumpyF64Size, DType::F64, {}, raw<double>({M_PI})},
      {kNumpyI8, kNumpyI8Size, DType::I8, {4}, raw<int8_t>({-128, -1, 0, 127})},
      {kNumpyI16,
       kNumpyI16Size,
       DType::I16,
       {2, 2},
       raw<int16_t>({-32768, -1, 1, 32767})},
      {kNumpyI32,
       kNumpyI32Size,
       DType::I32,
       {1, 2, 2},
       raw<int32_t>({INT32_MIN, -1, 0, INT32_MAX})},
      {kNumpyI64,
       kNumpyI64Size,
       DType::I64,
       {3},
       raw<int64_t>({INT64_MIN, 0, INT64_MAX})},
      {kNumpyU8, kNumpyU8Size, DType::U8, {0}, ""},
      {kNumpyU16, kNumpyU16Size, DType::U16, {2}, raw<uint16_t>({0, 65535})},
      {kNumpyU32, kNumpyU32Size, DType::U32, {2, 0}, ""},
      {kNumpyU64,
       kNumpyU64Size,
       DType::U64,
       {2},
       raw<uint64_t>({0, UINT64_MAX})},
      {kNumpyBool, kNumpyBoolSize, DType::Bool, {3}, raw<uint8_t>({1, 0, 1})},
  };
}

} // namespace

//===----------------------------------------------------------------------===//
// Files as numpy writes them
//===----------------------------------------------------------------------===//

TEST(NpyTest, ReadsNumpyFilesOfEveryDType) {
  for (const Fixture &f : numpyFixtures()) {
    SCOPED_TRACE(dtypeName(f.dtype));
    std::optional<DType> expected;
    if (f.dtype == DType::BF16)
      expected = DType::BF16; // bf16 only when asked for
    Result<Tensor> t = parseNpy(f.bytes, f.size, "x.npy", expected);
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_EQ(t->dtype(), f.dtype);
    EXPECT_EQ(t->shape(), f.shape);
    EXPECT_EQ(tensorBytes(*t), f.data);
  }
}

TEST(NpyTest, WritesByteForByteWhatNumpyWrites) {
  for (const Fixture &f : numpyFixtures()) {
    SCOPED_TRACE(dtypeName(f.dtype));
    Result<Tensor> t =
        Tensor::fromData(f.dtype, f.shape, f.data.data(), f.data.size());
    ASSERT_TRUE(t.ok()) << t.error();
    Result<std::vector<uint8_t>> bytes = encodeNpy(*t);
    ASSERT_TRUE(bytes.ok()) << bytes.error();
    EXPECT_EQ(std::string(bytes->begin(), bytes->end()),
              std::string(f.bytes, f.size));
  }
}

TEST(NpyTest, U2IsReadAsU16UnlessBf16IsAskedFor) {
  Result<Tensor> plain = parseNpy(kNumpyBF16, kNumpyBF16Size, "x.npy");
  ASSERT_TRUE(plain.ok()) << plain.error();
  EXPECT_EQ(plain->dtype(), DType::U16);
  Result<Tensor> bf16 =
      parseNpy(kNumpyBF16, kNumpyBF16Size, "x.npy", DType::BF16);
  ASSERT_TRUE(bf16.ok()) << bf16.error();
  EXPECT_EQ(bf16->dtype(), DType::BF16);
  // Asking for another type is an error, not a conversion.
  expectError(std::string(kNumpyBF16, kNumpyBF16Size),
              "holds u16 data, expected f16", DType::F16);
  expectError(std::string(kNumpyF32, kNumpyF32Size),
              "holds f32 data, expected bf16", DType::BF16);
  EXPECT_STREQ(npyDescr(DType::BF16), "<u2");
}

TEST(NpyTest, ExpectedDTypeThatMatchesIsAccepted) {
  Result<Tensor> t = parseNpy(kNumpyF32, kNumpyF32Size, "x.npy", DType::F32);
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->dtype(), DType::F32);
  expectError(std::string(kNumpyI32, kNumpyI32Size),
              "holds i32 data, expected i64", DType::I64);
}

//===----------------------------------------------------------------------===//
// Round trips through files
//===----------------------------------------------------------------------===//

TEST(NpyTest, RoundTripsEveryDTypeAndShapeThroughFiles) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  const std::vector<std::vector<int64_t>> shapes = {
      {}, {0}, {1}, {7}, {3, 0, 2}, {2, 3, 4}, {1, 1, 1, 1, 5}};
  for (int d = 0; d < kNumDTypes; ++d) {
    DType type = DType(d);
    for (const auto &shape : shapes) {
      SCOPED_TRACE(std::string(dtypeName(type)) + " " + formatShape(shape));
      Result<Tensor> t = Tensor::create(type, shape);
      ASSERT_TRUE(t.ok()) << t.error();
      // A byte pattern that differs per element and per byte.
      auto *p = static_cast<uint8_t *>(t->data());
      for (size_t i = 0; i < t->byteSize(); ++i)
        p[i] = uint8_t(i * 37 + d);
      if (type == DType::Bool)
        for (size_t i = 0; i < t->byteSize(); ++i)
          p[i] &= 1;
      std::string path = dir.file(std::string(dtypeName(type)) + ".npy");
      Status s = saveNpy(path, *t);
      ASSERT_TRUE(s.ok()) << s.message();
      Result<Tensor> back = loadNpy(path, type);
      ASSERT_TRUE(back.ok()) << back.error();
      EXPECT_EQ(back->dtype(), type);
      EXPECT_EQ(back->shape(), shape);
      EXPECT_EQ(tensorBytes(*back), tensorBytes(*t));
      // The file holds the header numpy would write, then the data.
      std::string file = ovrt_test::readFile(path);
      EXPECT_EQ(file.size() % 64, t->byteSize() % 64);
    }
  }
}

TEST(NpyTest, LargeRankUsesVersion1WithAlignedData) {
  std::vector<int64_t> shape(64, 1);
  Result<Tensor> t = Tensor::create(DType::F32, shape);
  ASSERT_TRUE(t.ok()) << t.error();
  Result<std::vector<uint8_t>> bytes = encodeNpy(*t);
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ((*bytes)[6], 1);
  EXPECT_EQ((bytes->size() - 4) % 64, 0u);
  Result<Tensor> back = parseNpy(bytes->data(), bytes->size(), "x.npy");
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back->shape(), shape);
}

TEST(NpyTest, SaveToAnUnwritablePathFails) {
  Result<Tensor> t = Tensor::create(DType::F32, {2});
  ASSERT_TRUE(t.ok());
  Status s = saveNpy("/nonexistent-dir/x.npy", *t);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("/nonexistent-dir/x.npy: cannot open"),
            std::string::npos)
      << s.message();
  // An empty (never created) tensor is refused before any file is opened.
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  EXPECT_FALSE(saveNpy(dir.file("never.npy"), Tensor()).ok());
}

// A failed write removes only the regular file the call created or
// truncated, never a device node, a FIFO or a link someone else made. (The
// device is reached through a link in a scratch folder: nothing outside it
// is at risk if this regresses.)
TEST(NpyTest, FailedWriteLeavesWhatItDidNotCreate) {
  struct stat dev;
  if (stat("/dev/full", &dev) != 0 || !S_ISCHR(dev.st_mode))
    GTEST_SKIP() << "no /dev/full";
  Result<Tensor> t = Tensor::create(DType::F32, {1024});
  ASSERT_TRUE(t.ok());
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string link = dir.file("full.npy");
  ASSERT_EQ(symlink("/dev/full", link.c_str()), 0);
  Status s = saveNpy(link, *t);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(), link + ": write error: " + std::strerror(ENOSPC));
  struct stat st;
  ASSERT_EQ(lstat(link.c_str(), &st), 0) << "the link was removed";
  EXPECT_TRUE(S_ISLNK(st.st_mode));
  ASSERT_EQ(stat("/dev/full", &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
}

/// In a child process under a 100-byte file size limit: saves to `path` and
/// exits 0 when the save failed with a message containing `says`.
static int saveUnderSizeLimit(const std::string &path, const char *says) {
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit = {100, 100};
    setrlimit(RLIMIT_FSIZE, &limit);
    Result<Tensor> t = Tensor::create(DType::F32, {1024});
    Status s = saveNpy(path, *t);
    _exit(!s.ok() && s.message().find(says) != std::string::npos ? 0 : 1);
  }
  int status = -1;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

/// The names in `dir` now.
static std::vector<std::string> namesIn(const std::string &dir) {
  std::vector<std::string> names;
  if (DIR *d = opendir(dir.c_str())) {
    while (dirent *e = readdir(d))
      if (e->d_name[0] != '.')
        names.push_back(e->d_name);
    closedir(d);
  }
  std::sort(names.begin(), names.end());
  return names;
}

static std::string contents(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// A failed write leaves what was there: no file where there was none, the
// previous file's bytes where there was one (through a link too), and no
// temporary beside them.
TEST(NpyTest, FailedWriteLeavesThePreviousFile) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  struct stat st;
  std::string created = dir.file("new.npy");
  EXPECT_EQ(saveUnderSizeLimit(created, "(no file was written)"), 0);
  EXPECT_NE(lstat(created.c_str(), &st), 0);
  std::string old = dir.file("old.npy");
  ASSERT_TRUE(ovrt_test::writeFile(old, "earlier contents"));
  EXPECT_EQ(saveUnderSizeLimit(old, "(the previous file is unchanged)"), 0);
  EXPECT_EQ(contents(old), "earlier contents");
  std::string target = dir.file("target.npy");
  std::string link = dir.file("link.npy");
  ASSERT_TRUE(ovrt_test::writeFile(target, "earlier contents"));
  ASSERT_EQ(symlink(target.c_str(), link.c_str()), 0);
  EXPECT_EQ(saveUnderSizeLimit(link, "(the previous file is unchanged)"), 0);
  ASSERT_EQ(lstat(link.c_str(), &st), 0);
  EXPECT_TRUE(S_ISLNK(st.st_mode));
  EXPECT_EQ(contents(target), "earlier contents");
  EXPECT_EQ(namesIn(dir.path()),
            (std::vector<std::string>{"link.npy", "old.npy", "target.npy"}));
}

// A successful save replaces the file a link names (the link stays) and
// leaves no temporary; a FIFO that no process reads is refused (opening it
// would block until a reader came) and a directory is left alone.
TEST(NpyTest, SaveReplacesWholeAndRefusesFifosAndDirectories) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  Tensor t = Tensor::create(DType::F32, {3}).take();
  std::string target = dir.file("target.npy");
  std::string link = dir.file("link.npy");
  ASSERT_TRUE(ovrt_test::writeFile(target, "earlier contents"));
  ASSERT_EQ(symlink(target.c_str(), link.c_str()), 0);
  ASSERT_TRUE(saveNpy(link, t).ok());
  struct stat st;
  ASSERT_EQ(lstat(link.c_str(), &st), 0);
  EXPECT_TRUE(S_ISLNK(st.st_mode));
  EXPECT_EQ(contents(target),
            std::string(reinterpret_cast<const char *>(encodeNpy(t)->data()),
                        encodeNpy(t)->size()));
  EXPECT_EQ(namesIn(dir.path()),
            (std::vector<std::string>{"link.npy", "target.npy"}));
  std::string fifo = dir.file("fifo.npy");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(10); // a regression blocks in open(): end it
    Status s = saveNpy(fifo, t);
    _exit(!s.ok() && s.message() == fifo + ": a FIFO that no process reads"
              ? 0
              : 1);
  }
  int status = -1;
  waitpid(pid, &status, 0);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  std::string folder = dir.file("folder.npy");
  ASSERT_EQ(mkdir(folder.c_str(), 0700), 0);
  Status s = saveNpy(folder, t);
  EXPECT_EQ(s.message(), folder + ": is a directory");
  EXPECT_EQ(stat(folder.c_str(), &st), 0);
  EXPECT_TRUE(S_ISDIR(st.st_mode));
}

//===----------------------------------------------------------------------===//
// Versions, byte order, Fortran order, padding
//===----------------------------------------------------------------------===//

TEST(NpyTest, ReadsVersions2And3) {
  std::string data = raw<int32_t>({1, 2, 3});
  for (int major : {2, 3}) {
    SCOPED_TRACE(major);
    Result<Tensor> t = parse(npyBytes(dict("<i4", "(3,)"), data, major));
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_EQ(t->dtype(), DType::I32);
    EXPECT_EQ(t->shape(), std::vector<int64_t>{3});
    EXPECT_EQ(tensorBytes(*t), data);
  }
}

TEST(NpyTest, ReadsOldStyleHeadersAndDoubleQuotes) {
  // numpy < 1.23 had no growth padding and older ones aligned to 16 bytes;
  // hand-written files may use double quotes, no trailing comma or no
  // byte-order character.
  std::string data = raw<double>({1.0, 2.0});
  for (std::string header :
       {std::string("{'descr': '<f8', 'fortran_order': False, "
                    "'shape': (2,), }     \n"),
        std::string("{\"descr\": \"<f8\", \"fortran_order\": False, "
                    "\"shape\": (2,)}"),
        std::string("{'shape': (2,), 'descr': 'f8', 'fortran_order': False}"),
        std::string("{'descr':'=f8','fortran_order':False,'shape':(2,)}\n")}) {
    SCOPED_TRACE(header);
    Result<Tensor> t = parse(npyBytes(header, data));
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_EQ(t->dtype(), DType::F64);
    EXPECT_EQ(tensorBytes(*t), data);
  }
}

TEST(NpyTest, BigEndianDataIsConverted) {
  // 1.0f and -2.0f as big-endian bytes.
  std::string be("\x3f\x80\x00\x00\xc0\x00\x00\x00", 8);
  Result<Tensor> t = parse(npyBytes(dict(">f4", "(2,)"), be));
  ASSERT_TRUE(t.ok()) << t.error();
  ASSERT_EQ(t->dtype(), DType::F32);
  EXPECT_EQ(t->dataAs<float>()[0], 1.0f);
  EXPECT_EQ(t->dataAs<float>()[1], -2.0f);

  std::string be64("\x01\x02\x03\x04\x05\x06\x07\x08", 8);
  Result<Tensor> u = parse(npyBytes(dict(">u8", "()"), be64));
  ASSERT_TRUE(u.ok()) << u.error();
  EXPECT_EQ(u->dataAs<uint64_t>()[0], 0x0102030405060708ull);

  // bf16 bits stored big-endian are swapped too.
  Result<Tensor> b = parse(
      npyBytes(dict(">u2", "(1,)"), std::string("\x3f\x80", 2)), DType::BF16);
  ASSERT_TRUE(b.ok()) << b.error();
  EXPECT_EQ(b->dataAs<uint16_t>()[0], 0x3F80);

  // Byte order means nothing for single bytes.
  Result<Tensor> i8 = parse(npyBytes(dict(">i1", "(1,)"), "\xff"));
  ASSERT_TRUE(i8.ok()) << i8.error();
  EXPECT_EQ(i8->dataAs<int8_t>()[0], -1);
}

TEST(NpyTest, FortranOrderIsTransposedToRowMajor) {
  // [[0, 1, 2], [3, 4, 5]] stored column by column.
  Result<Tensor> t = parse(npyBytes(dict("<i4", "(2, 3)", "True"),
                                    raw<int32_t>({0, 3, 1, 4, 2, 5})));
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->shape(), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(tensorBytes(*t), raw<int32_t>({0, 1, 2, 3, 4, 5}));

  // Rank 3: element (i, j, k) = 100 i + 10 j + k, stored with i fastest.
  std::vector<int16_t> colMajor;
  for (int k = 0; k < 4; ++k)
    for (int j = 0; j < 3; ++j)
      for (int i = 0; i < 2; ++i)
        colMajor.push_back(int16_t(100 * i + 10 * j + k));
  Result<Tensor> t3 =
      parse(npyBytes(dict("<i2", "(2, 3, 4)", "True"), raw(colMajor)));
  ASSERT_TRUE(t3.ok()) << t3.error();
  const int16_t *v = t3->dataAs<int16_t>();
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k)
        EXPECT_EQ(v[(i * 3 + j) * 4 + k], 100 * i + 10 * j + k);

  // Empty and 1-D Fortran arrays are the same as C arrays.
  Result<Tensor> e = parse(npyBytes(dict("<f4", "(0, 3)", "True")));
  ASSERT_TRUE(e.ok()) << e.error();
  EXPECT_EQ(e->numElements(), 0);
  Result<Tensor> one =
      parse(npyBytes(dict("<f4", "(2,)", "True"), raw<float>({1, 2})));
  ASSERT_TRUE(one.ok()) << one.error();
  EXPECT_EQ(tensorBytes(*one), raw<float>({1, 2}));
}

TEST(NpyTest, ZeroDimAndEmptyArrays) {
  Result<Tensor> scalar =
      parse(npyBytes(dict("<i8", "()"), raw<int64_t>({-7})));
  ASSERT_TRUE(scalar.ok()) << scalar.error();
  EXPECT_EQ(scalar->rank(), 0);
  EXPECT_EQ(scalar->numElements(), 1);
  EXPECT_EQ(scalar->dataAs<int64_t>()[0], -7);

  Result<Tensor> empty = parse(npyBytes(dict("<f4", "(0,)")));
  ASSERT_TRUE(empty.ok()) << empty.error();
  EXPECT_EQ(empty->numElements(), 0);
  EXPECT_NE(empty->data(), nullptr);

  // An empty array may have huge other dims as long as the size is sane.
  Result<Tensor> wide = parse(npyBytes(dict("<f4", "(0, 1000000)")));
  ASSERT_TRUE(wide.ok()) << wide.error();
  EXPECT_EQ(wide->shape(), (std::vector<int64_t>{0, 1000000}));
}

TEST(NpyTest, TrailingBytesAfterTheDataAreIgnored) {
  Result<Tensor> t =
      parse(npyBytes(dict("<u2", "(2,)"), raw<uint16_t>({5, 6}) + "garbage"));
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(tensorBytes(*t), raw<uint16_t>({5, 6}));
}

//===----------------------------------------------------------------------===//
// Malformed files: one-line errors naming the file and the problem
//===----------------------------------------------------------------------===//

TEST(NpyTest, BadMagic) {
  expectError("", "not an NPY file");
  expectError("\x93NUM", "not an NPY file");
  expectError("PK\x03\x04 this is a zip file, not npy", "bad magic");
  std::string good = npyBytes(dict("<f4", "(1,)"), raw<float>({1}));
  good[1] = 'n';
  expectError(good, "bad magic");
}

TEST(NpyTest, UnsupportedVersion) {
  expectError(npyBytes(dict("<f4", "(1,)"), raw<float>({1}), 4, 0),
              "unsupported NPY format version 4.0");
  expectError(npyBytes(dict("<f4", "(1,)"), raw<float>({1}), 1, 1),
              "unsupported NPY format version 1.1");
  expectError(npyBytes(dict("<f4", "(1,)"), raw<float>({1}), 0, 0),
              "unsupported NPY format version 0.0");
}

TEST(NpyTest, TruncatedHeader) {
  std::string good = npyBytes(dict("<f4", "(1,)"), raw<float>({1}));
  expectError(good.substr(0, 9), "truncated header");
  expectError(good.substr(0, 30), "truncated header");
  // A version 2.0 file cut inside its 4-byte length field.
  expectError(std::string("\x93NUMPY\x02\x00\x10\x00", 10), "truncated header");
  // A length field larger than any sane header.
  expectError(std::string("\x93NUMPY\x02\x00\xff\xff\xff\xff{}", 14),
              "header length 4294967295 is larger than the maximum");
}

TEST(NpyTest, TruncatedAtEveryLengthNeverCrashes) {
  std::string good(kNumpyF32, kNumpyF32Size);
  for (size_t n = 0; n < good.size(); ++n) {
    Result<Tensor> r = parse(good.substr(0, n));
    ASSERT_FALSE(r.ok()) << "length " << n;
    EXPECT_EQ(r.error().rfind("x.npy: ", 0), 0u);
  }
  EXPECT_TRUE(parse(good).ok());
}

TEST(NpyTest, CorruptHeaderBytesNeverCrash) {
  // Every single-byte corruption of the header is either still a valid file
  // or a clean error.
  std::string good(kNumpyI16, kNumpyI16Size);
  for (size_t i = 0; i < 128; ++i) {
    for (int v : {0, int('\''), int('('), int(')'), int(','), int('-'),
                  int('9'), int('{'), int('}'), int(' '), 0x80, 0xff}) {
      std::string bad = good;
      bad[i] = char(v);
      Result<Tensor> r = parse(bad);
      if (!r.ok()) {
        EXPECT_EQ(r.error().rfind("x.npy: ", 0), 0u) << r.error();
        EXPECT_EQ(r.error().find('\n'), std::string::npos) << r.error();
      }
    }
  }
}

TEST(NpyTest, HeaderNotADict) {
  expectError(npyBytes("[1, 2, 3]\n"), "header is not a Python dict literal");
  expectError(npyBytes("{'descr': '<f4'\n"), "header is not a Python dict");
  expectError(npyBytes("{'descr' '<f4'}\n"), "header is not a Python dict");
  expectError(npyBytes("{descr: '<f4'}\n"), "header is not a Python dict");
  expectError(npyBytes("{'descr': '<f4}\n"), "header is not a Python dict");
  expectError(npyBytes("\n"), "header is not a Python dict");
  expectError(npyBytes(std::string("{\0}", 3)), "header is not a Python dict");
  // Control characters inside strings never reach the one-line message.
  expectError(npyBytes("{'descr': '<i\n4', 'fortran_order': False, "
                       "'shape': ()}\n"),
              "header is not a Python dict literal: \"{'descr': '<i\\x0a4'");
  expectError(npyBytes(dict("<f4", "(1,)") + "junk", raw<float>({1})),
              "header has text after the dict");
}

TEST(NpyTest, MissingAndUnexpectedKeys) {
  expectError(npyBytes("{'descr': '<f4', 'fortran_order': False}\n"),
              "header is missing the key 'shape'");
  expectError(npyBytes("{'fortran_order': False, 'shape': (1,)}\n"),
              "header is missing the key 'descr'");
  expectError(npyBytes("{'descr': '<f4', 'shape': (1,)}\n"),
              "header is missing the key 'fortran_order'");
  expectError(npyBytes("{}\n"), "header is missing the key");
  expectError(npyBytes("{'descr': '<f4', 'fortran_order': False, "
                       "'shape': (1,), 'extra': 1}\n"),
              "header value of 'extra' is not a string");
  expectError(npyBytes("{'descr': '<f4', 'fortran_order': False, "
                       "'shape': (1,), 'extra': 'x'}\n"),
              "header has an unexpected key 'extra'");
  expectError(npyBytes("{'descr': '<f4', 'descr': '<f4', "
                       "'fortran_order': False, 'shape': (1,)}\n"),
              "header has a duplicate key 'descr'");
}

TEST(NpyTest, BadValueKinds) {
  expectError(npyBytes("{'descr': 5, 'fortran_order': False, 'shape': ()}\n"),
              "header value of 'descr' is not a string");
  expectError(
      npyBytes("{'descr': '<f4', 'fortran_order': 'no', 'shape': ()}\n"),
      "header 'fortran_order' is not True or False");
  expectError(
      npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': '3'}\n"),
      "header 'shape' is not a tuple of integers");
  expectError(
      npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (3)}\n"),
      "header 'shape' is not a tuple");
  expectError(
      npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': [3]}\n"),
      "is a list");
  expectError(
      npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (3.5,)}\n"),
      "header is not a Python dict");
  expectError(
      npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (x,)}\n"),
      "holds a non-integer");
}

TEST(NpyTest, UnsupportedDescr) {
  for (const char *descr : {"<c8", "<U5", "|O", "<M8[ns]", "<f16", "<V2", "",
                            "<", "f", "<b2", "|S3"}) {
    SCOPED_TRACE(descr);
    expectError(npyBytes(dict(descr, "(1,)"), "12345678"),
                "unsupported dtype descr '" + std::string(descr) + "'");
  }
  // Structured dtypes are lists of fields.
  expectError(npyBytes("{'descr': [('a', '<f4')], 'fortran_order': False, "
                       "'shape': (1,)}\n"),
              "structured dtypes are not supported");
}

TEST(NpyTest, BadShapes) {
  expectError(npyBytes(dict("<f4", "(-3,)")),
              "header 'shape' has a negative dimension -3");
  expectError(npyBytes(dict("<f4", "(2, -1)")), "negative dimension -1");
  expectError(npyBytes(dict("<f4", "(4611686018427387904, 4)")),
              "tensor of shape [4611686018427387904, 4] is too large");
  expectError(npyBytes(dict("<f8", "(1099511627776,)")), "is too large");
  expectError(npyBytes(dict("<f4", "(99999999999999999999,)")),
              "dimension 99999999999999999999 that is too large");
  std::string manyDims = "(";
  for (int i = 0; i < 65; ++i)
    manyDims += "1, ";
  expectError(npyBytes(dict("<f4", manyDims + ")")), "more than 64 dimensions");
}

TEST(NpyTest, DataShorterThanTheShapeNeeds) {
  expectError(npyBytes(dict("<f4", "(2, 3)"), raw<float>({1, 2, 3, 4, 5})),
              "data is truncated: f32 [2, 3] needs 24 bytes, the file has 20");
  expectError(npyBytes(dict("<f8", "()")), "needs 8 bytes, the file has 0");
  // A huge but representable shape is refused before any allocation.
  expectError(npyBytes(dict("<u1", "(1000000000,)"), "abc"),
              "needs 1000000000 bytes, the file has 3");
}

TEST(NpyTest, FileErrorsNameTheFile) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  Result<Tensor> missing = loadNpy(dir.file("missing.npy"));
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error(), dir.file("missing.npy") +
                                 ": cannot open: No such file or directory");

  Result<Tensor> isDir = loadNpy(dir.path());
  ASSERT_FALSE(isDir.ok());
  EXPECT_EQ(isDir.error(), dir.path() + ": is a directory");

  std::string bad = dir.file("bad.npy");
  ASSERT_TRUE(ovrt_test::writeFile(bad, "not numpy at all"));
  Result<Tensor> r = loadNpy(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), bad + ": not an NPY file (bad magic)");

  std::string shortData = dir.file("short.npy");
  ASSERT_TRUE(ovrt_test::writeFile(
      shortData, npyBytes(dict("<i4", "(4,)"), raw<int32_t>({1, 2}))));
  r = loadNpy(shortData);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), shortData + ": data is truncated: i32 [4] needs 16 "
                                   "bytes, the file has 8 after the header");
}

TEST(NpyTest, ReadsFromAPipe) {
  TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string fifo = dir.file("pipe.npy");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::string bytes(kNumpyF32, kNumpyF32Size);
  // A writer process feeds the FIFO while we read it.
  std::string file = dir.file("src.npy");
  ASSERT_TRUE(ovrt_test::writeFile(file, bytes));
  std::string cmd = "cat '" + file + "' > '" + fifo + "' &";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  Result<Tensor> t = loadNpy(fifo);
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->shape(), (std::vector<int64_t>{2, 3}));
}

TEST(NpyTest, EndlessStreamsAreReadOnlyAsFarAsTheHeaderSays) {
  // /dev/zero never ends: the magic is checked before anything else is read.
  Result<Tensor> zero = loadNpy("/dev/zero");
  ASSERT_FALSE(zero.ok());
  EXPECT_EQ(zero.error(), "/dev/zero: not an NPY file (bad magic)");

  TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string file = dir.file("src.npy");
  ASSERT_TRUE(
      ovrt_test::writeFile(file, std::string(kNumpyF32, kNumpyF32Size)));
  // A valid array followed by endless bytes: the array is read, the rest not
  // (the writer then dies of SIGPIPE).
  std::string fifo = dir.file("endless.npy");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::string cmd =
      "(cat '" + file + "'; cat /dev/zero) > '" + fifo + "' 2>/dev/null &";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  Result<Tensor> t = loadNpy(fifo);
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->shape(), (std::vector<int64_t>{2, 3}));

  // A stream whose header declares more than a stream may hold.
  std::string huge = dir.file("huge.npy");
  ASSERT_TRUE(ovrt_test::writeFile(
      huge, npyBytes(dict("<f4", "(2147483648,)"), raw<float>({1, 2}))));
  std::string fifo2 = dir.file("huge-pipe.npy");
  ASSERT_EQ(mkfifo(fifo2.c_str(), 0600), 0);
  cmd = "cat '" + huge + "' > '" + fifo2 + "' 2>/dev/null &";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  Result<Tensor> h = loadNpy(fifo2);
  ASSERT_FALSE(h.ok());
  EXPECT_EQ(h.code(), StatusCode::ResourceExhausted);
  EXPECT_EQ(h.error().rfind(fifo2 + ": not a regular file, and its header "
                                    "declares 85899",
                            0),
            0u)
      << h.error();
}
