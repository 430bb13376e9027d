// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built rummy-cli (RUMMY_CLI_PATH, set by tests/CMakeLists.txt) for the tests that
// check it end to end.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace rummy::test {

struct CliRun {
    int exitCode = -1;  // -1: did not start, crashed or timed out
    QByteArray out;
    QByteArray err;
};

// How long a run may take before it counts as hung: the sanitizers make rummy-cli five to fifteen
// times slower (an arena of 21-card deals took over 30 s under ASan on a busy machine).
#if defined(RUMMY_SANITIZED)
inline constexpr int kCliTimeoutMs = 300000;
#else
inline constexpr int kCliTimeoutMs = 30000;
#endif

// `outputFile`, when given, takes the standard output (appended to), as a shell's >> would.
inline CliRun runCli(const QStringList& args, const QByteArray& input = {},
                     const QString& outputFile = {}) {
    QProcess p;
    if (!outputFile.isEmpty()) p.setStandardOutputFile(outputFile, QIODevice::Append);
    p.start(QStringLiteral(RUMMY_CLI_PATH), args);
    CliRun r;
    if (!p.waitForStarted(10000)) return r;
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(kCliTimeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace rummy::test
