// SPDX-License-Identifier: GPL-3.0-or-later
// rummy_render_icon: renders the application icon (an SVG) into the PNG sizes of the hicolor
// icon theme, OUTDIR/<N>x<N>/apps/<NAME>.png. Qt renders it, not an external converter, because
// Qt is always present where the project builds, and rsvg-convert or Inkscape are not.
//
// Usage: rummy_render_icon ICON.svg OUTDIR SIZE...
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fputs("usage: rummy_render_icon ICON.svg OUTDIR SIZE...\n", stderr);
        return 2;
    }
    const QString svg = QString::fromLocal8Bit(argv[1]);
    const QString outdir = QString::fromLocal8Bit(argv[2]);
    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "rummy_render_icon: %s is not a readable SVG file\n", argv[1]);
        return 1;
    }
    const QString name = QFileInfo(svg).completeBaseName();
    for (int i = 3; i < argc; ++i) {
        bool ok = false;
        const int size = QString::fromLocal8Bit(argv[i]).toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr, "rummy_render_icon: bad size %s\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter);
        }
        const QString dir = QStringLiteral("%1/%2x%2/apps").arg(outdir).arg(size);
        const QString file = QStringLiteral("%1/%2.png").arg(dir, name);
        if (!QDir().mkpath(dir) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "rummy_render_icon: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
