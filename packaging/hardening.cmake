# SPDX-License-Identifier: GPL-3.0-or-later
# Debian's hardening flags (dpkg-buildflags) for every target of the tree. Applying them to the
# ordinary build, not only to a separate packaging build, lets CPack package the binaries of the
# tree that was just built and tested, and lets lintian's hardening checks pass on them, without
# a second full compile in CI. Only the hardening part is taken: -g and -O belong to the build
# type, and -ffile-prefix-map would bake the directory cmake ran from into the flags.
# Included from the top CMakeLists.txt before the first target; a no-op without dpkg-buildflags
# (other distributions, Windows, macOS) or with -DRUMMY_HARDENING=OFF.
option(RUMMY_HARDENING "Compile and link with the hardening flags of dpkg-buildflags, when present" ON)
if(RUMMY_HARDENING AND NOT WIN32 AND NOT APPLE)
    find_program(RUMMY_DPKG_BUILDFLAGS dpkg-buildflags)
    if(RUMMY_DPKG_BUILDFLAGS)
        set(_rummy_hardening_summary "")
        foreach(_kind CPPFLAGS CXXFLAGS LDFLAGS)
            # hardening=+all adds bindnow (-Wl,-z,now), which lintian also looks for.
            execute_process(
                COMMAND ${CMAKE_COMMAND} -E env DEB_BUILD_MAINT_OPTIONS=hardening=+all
                        ${RUMMY_DPKG_BUILDFLAGS} --get ${_kind}
                OUTPUT_VARIABLE _flags
                OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE _rc)
            if(NOT _rc EQUAL 0)
                message(WARNING "dpkg-buildflags --get ${_kind} failed; building without its flags")
                continue()
            endif()
            separate_arguments(_flags UNIX_COMMAND "${_flags}")
            list(FILTER _flags EXCLUDE REGEX "^-g|^-O|^-f(file|debug|macro)-prefix-map=")
            if(_kind STREQUAL "LDFLAGS")
                add_link_options(${_flags})
            else()
                add_compile_options(${_flags})
            endif()
            list(JOIN _flags " " _joined)
            string(APPEND _rummy_hardening_summary " ${_joined}")
        endforeach()
        message(STATUS "Hardening flags from dpkg-buildflags:${_rummy_hardening_summary}")
    endif()
endif()
