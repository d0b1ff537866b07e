// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElfCheck.cpp - Vet a module file before dlopen ---------------------===//

#include "ElfCheck.h"

#include <cerrno>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace ovrt::impl {

namespace {

#if defined(__x86_64__)
constexpr uint16_t kHostMachine = EM_X86_64;
constexpr const char *kHostMachineName = "x86-64";
#elif defined(__aarch64__)
constexpr uint16_t kHostMachine = EM_AARCH64;
constexpr const char *kHostMachineName = "AArch64";
#else
#error "libovrt supports x86-64 and AArch64 hosts"
#endif

// The dynamic symbol table of a compiled module has a few dozen entries; a
// table beyond this is corrupt, and reading it would only cost memory.
constexpr uint64_t kMaxTableBytes = uint64_t(64) << 20;

struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0)
      close(fd);
  }
};

} // namespace

static Status bad(const std::string &problem) {
  return Status::error("cannot load module: " + problem);
}

/// Whether [offset, offset + size) lies within a file of `fileSize` bytes,
/// without overflow.
static bool within(uint64_t offset, uint64_t size, uint64_t fileSize) {
  return offset <= fileSize && size <= fileSize - offset;
}

static Status readAt(int fd, uint64_t offset, void *dst, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t r = pread(fd, static_cast<char *>(dst) + done, n - done,
                      off_t(offset + done));
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      return bad(std::string("read error: ") +
                 (r < 0 ? std::strerror(errno) : "unexpected end of file"));
    done += size_t(r);
  }
  return Status::success();
}

static std::string range(uint64_t offset, uint64_t size) {
  return "bytes " + std::to_string(offset) + ".." +
         std::to_string(offset + size);
}

static Status checkHeader(const Elf64_Ehdr &eh, uint64_t fileSize) {
  if (std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0)
    return bad("not an ELF file");
  if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return bad("not a 64-bit little-endian ELF file");
  if (eh.e_type != ET_DYN)
    return bad("not a shared library (ELF type " + std::to_string(eh.e_type) +
               ")");
  if (eh.e_machine != kHostMachine)
    return bad("an ELF file for another machine (e_machine " +
               std::to_string(eh.e_machine) + ", this host is " +
               std::to_string(kHostMachine) + " " + kHostMachineName + ")");
  if (eh.e_phnum == 0 || eh.e_phentsize != sizeof(Elf64_Phdr))
    return bad("corrupt ELF file: bad program header table");
  uint64_t phBytes = uint64_t(eh.e_phnum) * sizeof(Elf64_Phdr);
  if (!within(eh.e_phoff, phBytes, fileSize))
    return bad("truncated ELF file: the program headers (" +
               range(eh.e_phoff, phBytes) + ") end past the end of the file (" +
               std::to_string(fileSize) + " bytes)");
  return Status::success();
}

/// Every segment's file extent must lie within the file: dlopen maps them,
/// and touching a mapped page past the end of the file is SIGBUS.
static Status checkSegments(int fd, const Elf64_Ehdr &eh, uint64_t fileSize) {
  std::vector<Elf64_Phdr> ph(eh.e_phnum);
  if (Status s = readAt(fd, eh.e_phoff, ph.data(), ph.size() * sizeof ph[0]);
      !s)
    return s;
  bool loadable = false;
  for (size_t i = 0; i < ph.size(); ++i) {
    if (ph[i].p_type == PT_LOAD)
      loadable = true;
    if (ph[i].p_filesz > 0 && !within(ph[i].p_offset, ph[i].p_filesz, fileSize))
      return bad("truncated ELF file: segment " + std::to_string(i) + " (" +
                 range(ph[i].p_offset, ph[i].p_filesz) +
                 ") ends past the end of the file (" +
                 std::to_string(fileSize) + " bytes)");
  }
  if (!loadable)
    return bad("corrupt ELF file: no loadable segment");
  return Status::success();
}

/// Reads section `index`'s contents, checked against the file size.
static Status readSection(int fd, const std::vector<Elf64_Shdr> &sh,
                          size_t index, uint64_t fileSize,
                          std::vector<char> &out) {
  if (index >= sh.size())
    return bad("corrupt ELF file: section index " + std::to_string(index) +
               " out of range");
  const Elf64_Shdr &s = sh[index];
  if (!within(s.sh_offset, s.sh_size, fileSize))
    return bad("truncated ELF file: section " + std::to_string(index) + " (" +
               range(s.sh_offset, s.sh_size) +
               ") ends past the end of the file (" + std::to_string(fileSize) +
               " bytes)");
  if (s.sh_size > kMaxTableBytes)
    return bad("corrupt ELF file: section " + std::to_string(index) +
               " is too large");
  out.resize(size_t(s.sh_size));
  return readAt(fd, s.sh_offset, out.data(), out.size());
}

/// Whether the string table entry `name`, with `left` bytes up to the end
/// of the table, starts with `prefix`.
static bool startsWith(const char *name, size_t left, const char *prefix) {
  size_t n = std::strlen(prefix);
  return left > n && std::memcmp(name, prefix, n) == 0;
}

/// A symbol name for an error message: up to its NUL or the end of the
/// table, at most 64 characters, control characters and non-ASCII bytes as
/// '?'.
static std::string printable(const char *name, size_t left) {
  std::string out;
  for (size_t i = 0; i < left && i < 64 && name[i] != '\0'; ++i)
    out += (name[i] >= 0x20 && name[i] < 0x7f) ? name[i] : '?';
  return out;
}

/// Looks `symbol` up among the defined symbols of the dynamic symbol table.
static Status checkSymbol(int fd, const Elf64_Ehdr &eh, uint64_t fileSize,
                          const char *symbol, bool *importsMgpu) {
  if (eh.e_shnum == 0 || eh.e_shentsize != sizeof(Elf64_Shdr))
    return bad("not a compiled module: no section headers");
  uint64_t shBytes = uint64_t(eh.e_shnum) * sizeof(Elf64_Shdr);
  if (!within(eh.e_shoff, shBytes, fileSize))
    return bad("truncated ELF file: the section headers (" +
               range(eh.e_shoff, shBytes) + ") end past the end of the file (" +
               std::to_string(fileSize) + " bytes)");
  std::vector<Elf64_Shdr> sh(eh.e_shnum);
  if (Status s = readAt(fd, eh.e_shoff, sh.data(), shBytes); !s)
    return s;
  for (size_t i = 0; i < sh.size(); ++i) {
    if (sh[i].sh_type != SHT_DYNSYM)
      continue;
    std::vector<char> syms, names;
    if (Status s = readSection(fd, sh, i, fileSize, syms); !s)
      return s;
    if (Status s = readSection(fd, sh, sh[i].sh_link, fileSize, names); !s)
      return s;
    size_t wanted = std::strlen(symbol);
    bool found = false;
    for (size_t off = 0; off + sizeof(Elf64_Sym) <= syms.size();
         off += sizeof(Elf64_Sym)) {
      Elf64_Sym sym;
      std::memcpy(&sym, syms.data() + off, sizeof sym);
      if (sym.st_name >= names.size())
        continue;
      const char *name = names.data() + sym.st_name;
      size_t left = names.size() - sym.st_name;
      if (sym.st_shndx == SHN_UNDEF) {
        if (startsWith(name, left, "mgpu"))
          return bad(std::string("a CUDA module built for MLIR's GPU runtime "
                                 "(it imports ") +
                     printable(name, left) +
                     "; libovrt defines ovrt_mgpu*): compile it again with "
                     "this ov-compile");
        if (importsMgpu && (startsWith(name, left, "ovrt_mgpu") ||
                            startsWith(name, left, "ovrt_vk_mgpu")))
          *importsMgpu = true;
        continue;
      }
      if (left > wanted && name[wanted] == '\0' &&
          std::memcmp(name, symbol, wanted) == 0)
        found = true;
    }
    if (found)
      return Status::success();
  }
  return Status::error(std::string("not a compiled module: no symbol ") +
                       symbol);
}

Status checkSharedObject(const std::string &path, const char *symbol,
                         bool *importsMgpu) {
  if (importsMgpu)
    *importsMgpu = false;
  Fd f{open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
  if (f.fd < 0)
    return bad(std::strerror(errno));
  struct stat st;
  if (fstat(f.fd, &st) != 0)
    return bad(std::string("cannot stat: ") + std::strerror(errno));
  if (!S_ISREG(st.st_mode))
    return bad(S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file");
  uint64_t fileSize = uint64_t(st.st_size);
  Elf64_Ehdr eh;
  if (fileSize < sizeof eh) {
    // Too short for an ELF header: say whether it was one, cut short.
    char magic[SELFMAG] = {};
    if (fileSize >= SELFMAG && readAt(f.fd, 0, magic, SELFMAG).ok() &&
        std::memcmp(magic, ELFMAG, SELFMAG) == 0)
      return bad("truncated ELF file (" + std::to_string(fileSize) + " bytes)");
    return bad("not an ELF file");
  }
  if (Status s = readAt(f.fd, 0, &eh, sizeof eh); !s)
    return s;
  if (Status s = checkHeader(eh, fileSize); !s)
    return s;
  if (Status s = checkSegments(f.fd, eh, fileSize); !s)
    return s;
  return checkSymbol(f.fd, eh, fileSize, symbol, importsMgpu);
}

} // namespace ovrt::impl
