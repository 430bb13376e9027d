// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QSet>
#include <QString>
#include <memory>

class QSvgRenderer;

namespace rummy {

// Card faces and backs as pixmaps, rendered from the SVG deck once per (element, size, device
// pixel ratio) and kept: painting only ever blits a pixmap (design.md §4). On a resize the
// table asks with pixmapOrStale(): it gets the old pixmap at once (painted scaled) while the
// new size renders on a worker thread; rendered() says when to ask again. Without the deck
// (or an element missing from it) a plain card is drawn with QPainter instead.
class CardCache : public QObject {
    Q_OBJECT
public:
    explicit CardCache(
        const QString& svgPath = QStringLiteral(":/resources/cards/deck-2colour.svg"),
        QObject* parent = nullptr);
    ~CardCache() override;

    bool hasDeck() const;
    // Switches to another deck: "2colour", "4colour" or the path of a KDE / aisleriot SVG
    // deck (.svg or .svgz), whose element names are mapped from ours (foreignElementId).
    // Every cached pixmap goes. A file that cannot be read, or that lacks the cards, leaves
    // the built-in two-colour deck in place: false, with the reason in `problem`.
    bool setDeck(const QString& deckId, QString* problem = nullptr);
    QString deckId() const { return deckId_; }
    // `size` in device-independent pixels; the pixmap carries `dpr`. Renders now if needed.
    QPixmap pixmap(const QString& elementId, QSize size, qreal dpr);
    // The exact pixmap if cached; else the last one of this element (and a render of the
    // exact size is queued off the GUI thread); else renders now.
    QPixmap pixmapOrStale(const QString& elementId, QSize size, qreal dpr);
    bool isRendering() const { return rendering_ || !queued_.isEmpty(); }
    int cachedCount() const { return static_cast<int>(cache_.size()); }
    void clear() { cache_.clear(); }

    static constexpr qreal kAspect = 1.4;  // height / width of a card (250 x 350 in the deck)

signals:
    void rendered();

private:
    struct Job {
        QString elementId;
        QString source;  // the element's id in the deck file
        QSize pixels;
        qreal dpr = 1;
    };
    static QString keyOf(const QString& elementId, QSize pixels);
    static QImage renderImage(QSvgRenderer& renderer, const QString& elementId, QSize pixels);
    QPixmap placeholder(const QString& elementId, QSize pixels) const;
    void store(const QString& elementId, QSize pixels, QPixmap pm, qreal dpr);
    void startBatch();
    QString sourceOf(const QString& elementId) const;
    bool load(const QString& file, bool foreign);

    QByteArray svg_;
    std::unique_ptr<QSvgRenderer> renderer_;
    QHash<QString, QPixmap> cache_;   // by element and pixel size
    QHash<QString, QPixmap> latest_;  // by element: the last one stored
    QHash<QString, Job> queued_;      // by key, waiting for the worker
    QSet<QString> inFlight_;
    bool rendering_ = false;
    QString deckId_ = QStringLiteral("2colour");
    bool foreign_ = false;  // a KDE / aisleriot deck: element ids are mapped
    int generation_ = 0;    // bumps on a deck change: renders of the old deck are dropped
};

}  // namespace rummy
