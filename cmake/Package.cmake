# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Debian packages, one per install component: `cpack -G DEB` in the build
# folder writes them there (docs/install.md).
#   libovrt        libovrt.so and the ovrt Python package: no LLVM/MLIR
#   ov-mlir-tools  ov-opt, ov-compile, ov-run, ov-translate, the mlir-opt
#                  plugins; they link Debian's libMLIR.so.22 (libmlir-22)
#                  and libLLVM.so.22.1 (libllvm22); ov-compile runs a linker
#                  (the modules it links need libc and libm only)
#   ov-mlir-dev    headers, ODS .td files, the static libraries and the CMake
#                  package (find_package(OVMLIR))
# The Depends are written here, not computed (no dpkg-shlibdeps): each
# names the Debian package that holds a library the component links, as
# `dpkg -S` reports it. test/packaging checks them and the contents.
# Each package carries the LICENSE (Apache-2.0 WITH LLVM-exception) as
# /usr/share/doc/<package>/copyright, where Debian policy wants it.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ov-mlir)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "ov-mlir developers <ov-mlir@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL libovrt ov-mlir-tools ov-mlir-dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)

set(ov_deb_version "${PROJECT_VERSION}")
set(ov_deb_cxx "libc6, libstdc++6, libgcc-s1")

set(CPACK_DEBIAN_LIBOVRT_PACKAGE_NAME libovrt)
set(CPACK_DEBIAN_LIBOVRT_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_LIBOVRT_PACKAGE_DEPENDS "${ov_deb_cxx}")
# Compiled modules need libc and libm only: their parallel loops run on
# libovrt's own thread pool (runtime/ABI.md).
set(CPACK_DEBIAN_LIBOVRT_PACKAGE_RECOMMENDS "python3, python3-numpy")
set(CPACK_COMPONENT_LIBOVRT_DESCRIPTION
  "ov-mlir's runtime: loads and runs modules compiled by ov-compile
 libovrt.so (a C ABI; the C++ API is header-only) and the ovrt Python
 package. It depends on the C and C++ runtimes only: no LLVM, no MLIR.")

set(CPACK_DEBIAN_OV-MLIR-TOOLS_PACKAGE_NAME ov-mlir-tools)
set(CPACK_DEBIAN_OV-MLIR-TOOLS_PACKAGE_DEPENDS
  "libovrt (= ${ov_deb_version}), libmlir-22, libllvm22, libpugixml1v5, lld-22 | binutils, ${ov_deb_cxx}")
set(CPACK_COMPONENT_OV-MLIR-TOOLS_DESCRIPTION
  "ov-mlir's compiler tools for OpenVINO's MaxPool and ROIAlign
 ov-compile (model -> shared library), ov-run, ov-opt, ov-translate and
 the plugins for Debian's mlir-opt, on LLVM/MLIR 22.")

set(CPACK_DEBIAN_OV-MLIR-DEV_PACKAGE_NAME ov-mlir-dev)
set(CPACK_DEBIAN_OV-MLIR-DEV_PACKAGE_DEPENDS
  "libovrt (= ${ov_deb_version}), libmlir-22-dev, mlir-22-tools, llvm-22-dev, libpugixml-dev")
set(CPACK_COMPONENT_OV-MLIR-DEV_DESCRIPTION
  "ov-mlir's development files: the ov dialect and passes as libraries
 Headers, ODS .td files, static libraries and the CMake package
 (find_package(OVMLIR)), for compilers built on MLIR 22, and libovrt's
 headers.")

set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
foreach(component ${CPACK_COMPONENTS_ALL})
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${component}
    RENAME copyright COMPONENT ${component})
endforeach()

include(CPack)
