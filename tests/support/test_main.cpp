// SPDX-License-Identifier: GPL-3.0-or-later
// The main of every test executable (test_registry.h): `tests_core NAME [Qt Test options]` runs
// the test registered as NAME with the application it asked for, as its own QTEST_*MAIN did;
// `--list` prints the names. argv[0] becomes NAME, so that the application's name (and with it
// QStandardPaths' test-mode folders) is the test's own, as when each test was an executable.
#include <QtTest>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#if defined(QT_WIDGETS_LIB)
#include <QApplication>
using FullApplication = QApplication;
#elif defined(QT_GUI_LIB)
#include <QGuiApplication>
using FullApplication = QGuiApplication;
#else
using FullApplication = QCoreApplication;
#endif

#include "test_registry.h"

namespace rummy::test {
namespace {

struct Entry {
    std::string name;
    App app;
    TestFactory make;
};

std::vector<Entry>& registry() {
    static std::vector<Entry> entries;
    return entries;
}

// tests/core/test_card.cpp -> test_card
std::string stemOf(const char* path) {
    std::string s(path);
    const auto slash = s.find_last_of("/\\");
    if (slash != std::string::npos) s.erase(0, slash + 1);
    const auto dot = s.rfind('.');
    if (dot != std::string::npos) s.erase(dot);
    return s;
}

template <class Application>
int runWith(int argc, char** argv, const Entry& entry) {
    Application app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    const std::unique_ptr<QObject> test(entry.make());
    return QTest::qExec(test.get(), argc, argv);
}

}  // namespace

bool registerTest(const char* name, App app, TestFactory make, bool nameIsPath) {
    registry().push_back({nameIsPath ? stemOf(name) : std::string(name), app, make});
    return true;
}

}  // namespace rummy::test

int main(int argc, char** argv) {
    using namespace rummy::test;
    auto& entries = registry();
    std::sort(entries.begin(), entries.end(),
              [](const Entry& a, const Entry& b) { return a.name < b.name; });
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0) {
        std::fprintf(stderr, "usage: %s NAME [Qt Test options] | --list\n", argv[0]);
        return argc < 2 ? 2 : 0;
    }
    if (std::strcmp(argv[1], "--list") == 0) {
        for (const Entry& e : entries) std::printf("%s\n", e.name.c_str());
        return 0;
    }
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&](const Entry& e) { return e.name == argv[1]; });
    if (it == entries.end()) {
        std::fprintf(stderr, "%s: no test named '%s' (--list names them)\n", argv[0], argv[1]);
        return 2;
    }
    // The test's name in place of the executable's, then Qt Test's own options.
    argv[1] = it->name.data();
    char** args = argv + 1;
    const int count = argc - 1;
    switch (it->app) {
        case App::None: {
            const std::unique_ptr<QObject> test(it->make());
            return QTest::qExec(test.get(), count, args);
        }
        case App::Core:
            return runWith<QCoreApplication>(count, args, *it);
        case App::Full:
            return runWith<FullApplication>(count, args, *it);
    }
    return 2;
}
