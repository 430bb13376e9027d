// SPDX-License-Identifier: GPL-3.0-or-later
// The precompiled header of the test executables (tests/CMakeLists.txt, RUMMY_PCH): the
// headers nearly every test parses, Qt Test's first (about three seconds a file without it).
// Only headers from outside the project: a change to the engine must not rebuild it, and every
// test still includes what it uses, so the suite builds the same without it.
#pragma once

#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#if defined(QT_WIDGETS_LIB)
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#endif
