# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop's files read back from disk (the settings, the statistics): Qt Core and Gui, no
# widgets, so that the fuzz build (tests/fuzz/CMakeLists.txt), which has no desktop game, links
# the very code the game reads them with.
add_library(rummy_desktop_io STATIC
    ${CMAKE_CURRENT_LIST_DIR}/settings/app_settings.cpp
    ${CMAKE_CURRENT_LIST_DIR}/settings/deck_catalog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/settings/gin_options.cpp
    ${CMAKE_CURRENT_LIST_DIR}/settings/table_game_options.cpp
    ${CMAKE_CURRENT_LIST_DIR}/settings/settings_file.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/atomic_file.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/file_kind.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/stats_store.cpp
)
target_include_directories(rummy_desktop_io PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(rummy_desktop_io PUBLIC rummy_core rummy_ai Qt6::Core Qt6::Gui
                                          PRIVATE rummy_warnings)
