# CMake toolchain file for 64-bit Windows with Debian's MinGW-w64 cross
# compilers (packages g++-mingw-w64-x86-64-posix, binutils-mingw-w64-x86-64).
#
# The -posix compilers are named on purpose: they use winpthreads, which
# C++11 threads (std::thread, std::mutex) need; the -win32 ones do not have
# them. Whatever x86_64-w64-mingw32-gcc points to (an alternative) is not
# used.
#
# Libraries and packages are looked up only in the Windows prefix (never in
# the build machine's /usr), programs only on the build machine. The prefix
# is, in this order:
#   - the CMake variable or environment variable ADC_WINDOWS_PREFIX;
#   - else, when this file has been copied into a prefix made by
#     tools/windows/toolchain (as <prefix>/share/aide-de-camp/mingw-w64.cmake),
#     that prefix.
# Qt built in the prefix records the copy inside the prefix, so the prefix's
# own bin/qt-cmake keeps working when the source tree is gone.

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_adc_triple x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_adc_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_adc_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${_adc_triple}-windres)
set(CMAKE_AR ${_adc_triple}-ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${_adc_triple}-ranlib CACHE FILEPATH "")
set(CMAKE_OBJDUMP ${_adc_triple}-objdump CACHE FILEPATH "")

if(NOT ADC_WINDOWS_PREFIX AND DEFINED ENV{ADC_WINDOWS_PREFIX})
    set(ADC_WINDOWS_PREFIX "$ENV{ADC_WINDOWS_PREFIX}")
endif()
if(NOT ADC_WINDOWS_PREFIX
        AND EXISTS "${CMAKE_CURRENT_LIST_DIR}/../../.adc-windows-prefix")
    get_filename_component(ADC_WINDOWS_PREFIX "${CMAKE_CURRENT_LIST_DIR}/../.."
        ABSOLUTE)
endif()
# try_compile projects read this file again: hand the prefix on to them.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES ADC_WINDOWS_PREFIX)

set(CMAKE_FIND_ROOT_PATH /usr/${_adc_triple})
if(ADC_WINDOWS_PREFIX)
    list(PREPEND CMAKE_FIND_ROOT_PATH "${ADC_WINDOWS_PREFIX}")
    # pkg-config must not hand out the build machine's libraries either.
    set(ENV{PKG_CONFIG_LIBDIR} "${ADC_WINDOWS_PREFIX}/lib/pkgconfig")
    set(ENV{PKG_CONFIG_PATH} "")
    set(ENV{PKG_CONFIG_SYSROOT_DIR} "")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
