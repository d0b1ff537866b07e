# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Install rules and an exported CMake package, so another compiler can do
#   find_package(OVMLIR CONFIG REQUIRED)
#   target_link_libraries(mytool PRIVATE OVMLIR::OVRegistration)
# and call mlir::ov::registerOV(registry) (ov/InitOV.h). All of it is the
# ov-mlir-dev install component (cmake/Package.cmake). The runtime is in
# the same export set (runtime/CMakeLists.txt): linking OVMLIR::ovrt gives
# libovrt.so and its headers (ovrt/ovrt.h, ovrt/Runtime.h), with no MLIR.

include(CMakePackageConfigHelpers)
include(GNUInstallDirs)

get_property(OV_EXPORTED_LIBS GLOBAL PROPERTY OV_MLIR_EXPORTED_LIBS)
install(TARGETS ${OV_EXPORTED_LIBS}
  EXPORT OVMLIRTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT ov-mlir-dev
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT ov-mlir-dev)

# Public headers, ODS sources and the generated .inc files.
foreach(root ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/dialect/include)
  install(DIRECTORY ${root}/ov
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT ov-mlir-dev
    FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
endforeach()
foreach(root ${PROJECT_BINARY_DIR}/include ${PROJECT_BINARY_DIR}/dialect/include)
  install(DIRECTORY ${root}/ov
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT ov-mlir-dev
    FILES_MATCHING PATTERN "*.inc")
endforeach()

set(OVMLIR_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/OVMLIR)
install(EXPORT OVMLIRTargets NAMESPACE OVMLIR:: DESTINATION ${OVMLIR_CMAKE_DIR}
  COMPONENT ov-mlir-dev)
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/OVMLIRConfig.cmake.in
  ${PROJECT_BINARY_DIR}/OVMLIRConfig.cmake
  INSTALL_DESTINATION ${OVMLIR_CMAKE_DIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/OVMLIRConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/OVMLIRConfig.cmake
  ${PROJECT_BINARY_DIR}/OVMLIRConfigVersion.cmake
  DESTINATION ${OVMLIR_CMAKE_DIR} COMPONENT ov-mlir-dev)
