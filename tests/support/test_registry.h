// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tests of a layer share one executable (tests_core, tests_ai, tests_cli, tests_desktop):
// each Qt Test class registers itself under the name of its source file (tests/core/test_card.cpp
// is "test_card"), and CTest runs `tests_core test_card`, one process per test as before. One
// executable per layer instead of one per test saves a moc run, a precompiled header and a link
// per test (docs/testing.md).
//
// Each file ends with the macro for the application its test needs, as Qt's QTEST_*MAIN:
//   RUMMY_TEST_APPLESS_MAIN(TestCard)   no application object
//   RUMMY_TEST_GUILESS_MAIN(TestArena)  a QCoreApplication
//   RUMMY_TEST_MAIN(TestDesktop)        the richest application the executable links (QApplication
//                                       with Qt Widgets, QGuiApplication with Qt Gui, else
//                                       QCoreApplication), with Qt Test's 96 dpi
// RUMMY_TEST_MAIN_AS(name, App, expression) registers under another name, for a source that runs
// as two tests (the two halves of a long corpus).

class QObject;

namespace rummy::test {

enum class App { None, Core, Full };

using TestFactory = QObject* (*)();

// Registers a test; returns true so that it can initialise a file-scope constant. `file` is the
// source's path (__FILE__) or, for the named form, the name itself.
bool registerTest(const char* name, App app, TestFactory make, bool nameIsPath);

}  // namespace rummy::test

#define RUMMY_TEST_REGISTER_(Class, app)                                           \
    namespace {                                                                    \
    [[maybe_unused]] const bool rummyTestRegistered = ::rummy::test::registerTest( \
        __FILE__, app, []() -> QObject* { return new Class; }, true);              \
    }

#define RUMMY_TEST_APPLESS_MAIN(Class) RUMMY_TEST_REGISTER_(Class, ::rummy::test::App::None)
#define RUMMY_TEST_GUILESS_MAIN(Class) RUMMY_TEST_REGISTER_(Class, ::rummy::test::App::Core)
#define RUMMY_TEST_MAIN(Class) RUMMY_TEST_REGISTER_(Class, ::rummy::test::App::Full)

#define RUMMY_TEST_CONCAT2_(a, b) a##b
#define RUMMY_TEST_CONCAT_(a, b) RUMMY_TEST_CONCAT2_(a, b)

#define RUMMY_TEST_MAIN_AS(name, app, expression)                                           \
    namespace {                                                                             \
    [[maybe_unused]] const bool RUMMY_TEST_CONCAT_(rummyTestRegistered, __LINE__) =         \
        ::rummy::test::registerTest(                                                        \
            name, ::rummy::test::App::app, []() -> QObject* { return expression; }, false); \
    }
