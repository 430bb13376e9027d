// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/card_cache.h"

#include "settings/deck_catalog.h"

#include <QFile>
#include <QFutureWatcher>
#include <QPainter>
#include <QSvgRenderer>
#include <QTimer>
#include <QtConcurrent>
#include <utility>
#include <vector>

namespace rummy {

namespace {
// Past this many pixmaps, sizes no longer in use are dropped (a window dragged through many
// sizes would otherwise keep them all).
constexpr int kMaxCached = 400;
}  // namespace

CardCache::CardCache(const QString& svgPath, QObject* parent) : QObject(parent) {
    QFile file(svgPath);
    if (file.open(QIODevice::ReadOnly)) svg_ = file.readAll();
    renderer_ = std::make_unique<QSvgRenderer>(svg_);
}

CardCache::~CardCache() = default;

bool CardCache::hasDeck() const {
    return renderer_->isValid();
}

bool CardCache::load(const QString& file, bool foreign) {
    QFile in(file);
    QByteArray data;
    if (in.open(QIODevice::ReadOnly)) data = in.readAll();
    // QSvgRenderer takes gzip-compressed data (.svgz) as it is.
    auto renderer = std::make_unique<QSvgRenderer>(data);
    const auto has = [&](const char* ours) {
        const QString id = QString::fromLatin1(ours);
        return renderer->elementExists(foreign ? foreignElementId(id) : id);
    };
    // A deck without a face or a back would leave holes on the table.
    if (!renderer->isValid() || !has("AS") || !has("10H") || !has("KC") || !has("back-red"))
        return false;
    svg_ = data;
    renderer_ = std::move(renderer);
    foreign_ = foreign;
    return true;
}

bool CardCache::setDeck(const QString& deckId, QString* problem) {
    ++generation_;
    cache_.clear();
    latest_.clear();
    queued_.clear();
    inFlight_.clear();
    const bool builtIn = DeckCatalog::isBuiltIn(deckId);
    if (load(DeckCatalog::fileOf(deckId), !builtIn)) {
        deckId_ = deckId;
        return true;
    }
    if (problem)
        *problem =
            tr("The card deck “%1” could not be read; the built-in deck is used.").arg(deckId);
    const QString fallback = DeckCatalog::builtIn().constFirst().id;
    deckId_ = load(DeckCatalog::fileOf(fallback), false) ? fallback : QString();
    return false;
}

QString CardCache::sourceOf(const QString& elementId) const {
    return foreign_ ? foreignElementId(elementId) : elementId;
}

QString CardCache::keyOf(const QString& elementId, QSize pixels) {
    return QStringLiteral("%1/%2x%3").arg(elementId).arg(pixels.width()).arg(pixels.height());
}

QPixmap CardCache::pixmap(const QString& elementId, QSize size, qreal dpr) {
    const QSize pixels = (QSizeF(size) * dpr).toSize();
    auto it = cache_.constFind(keyOf(elementId, pixels));
    if (it != cache_.constEnd()) return *it;
    const QString source = sourceOf(elementId);
    QPixmap pm = (hasDeck() && renderer_->elementExists(source))
                     ? QPixmap::fromImage(renderImage(*renderer_, source, pixels))
                     : placeholder(elementId, pixels);
    store(elementId, pixels, pm, dpr);
    return cache_.value(keyOf(elementId, pixels));
}

QPixmap CardCache::pixmapOrStale(const QString& elementId, QSize size, qreal dpr) {
    const QSize pixels = (QSizeF(size) * dpr).toSize();
    const QString key = keyOf(elementId, pixels);
    auto it = cache_.constFind(key);
    if (it != cache_.constEnd()) return *it;
    auto stale = latest_.constFind(elementId);
    if (stale == latest_.constEnd() || !hasDeck() || !renderer_->elementExists(sourceOf(elementId)))
        return pixmap(elementId, size, dpr);
    if (!inFlight_.contains(key) && !queued_.contains(key)) {
        const bool first = queued_.isEmpty();
        queued_.insert(key, {elementId, sourceOf(elementId), pixels, dpr});
        // One batch per layout pass: wait until the table has asked for everything.
        if (first) QTimer::singleShot(0, this, &CardCache::startBatch);
    }
    return *stale;
}

void CardCache::startBatch() {
    if (rendering_ || queued_.isEmpty()) return;
    std::vector<Job> jobs;
    for (auto it = queued_.cbegin(); it != queued_.cend(); ++it) {
        jobs.push_back(it.value());
        inFlight_.insert(it.key());
    }
    queued_.clear();
    rendering_ = true;
    using Rendered = std::vector<std::pair<Job, QImage>>;
    auto* watcher = new QFutureWatcher<Rendered>(this);
    connect(watcher, &QFutureWatcher<Rendered>::finished, this, [this, watcher, gen = generation_] {
        const Rendered done = watcher->result();
        watcher->deleteLater();
        // Rendered from a deck that has since been replaced: not for this table.
        for (const auto& [job, image] : gen == generation_ ? done : Rendered{}) {
            inFlight_.remove(keyOf(job.elementId, job.pixels));
            store(job.elementId, job.pixels, QPixmap::fromImage(image), job.dpr);
        }
        rendering_ = false;
        emit rendered();
        if (!queued_.isEmpty()) startBatch();
    });
    // QSvgRenderer is not shared across threads: the worker parses its own copy of the deck.
    watcher->setFuture(QtConcurrent::run([svg = svg_, jobs = std::move(jobs)]() {
        QSvgRenderer renderer(svg);
        Rendered out;
        for (const Job& job : jobs)
            out.emplace_back(job, renderImage(renderer, job.source, job.pixels));
        return out;
    }));
}

void CardCache::store(const QString& elementId, QSize pixels, QPixmap pm, qreal dpr) {
    if (cache_.size() >= kMaxCached) {
        for (auto it = cache_.begin(); it != cache_.end();) {
            if (it.value().size() != pixels)
                it = cache_.erase(it);
            else
                ++it;
        }
    }
    pm.setDevicePixelRatio(dpr);
    cache_.insert(keyOf(elementId, pixels), pm);
    latest_.insert(elementId, pm);
}

QImage CardCache::renderImage(QSvgRenderer& renderer, const QString& elementId, QSize pixels) {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    renderer.render(&p, elementId, QRectF(QPointF(0, 0), QSizeF(pixels)));
    p.end();
    return image;
}

QPixmap CardCache::placeholder(const QString& elementId, QSize pixels) const {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(0.5, 0.5, pixels.width() - 1.0, pixels.height() - 1.0);
    const qreal radius = pixels.width() * 0.07;
    const bool back = elementId.startsWith(QLatin1String("back"));
    p.setPen(QPen(QColor(90, 90, 90), 1));
    p.setBrush(back ? QColor(150, 30, 40) : QColor(Qt::white));
    p.drawRoundedRect(r, radius, radius);
    if (!back) {
        const QChar suit = elementId.isEmpty() ? QChar() : elementId.back();
        const bool red = suit == u'H' || suit == u'D';
        p.setPen(red ? QColor(200, 20, 30) : QColor(20, 20, 20));
        QFont f;
        f.setPixelSize(std::max(8, pixels.width() / 4));
        f.setBold(true);
        p.setFont(f);
        p.drawText(r.adjusted(pixels.width() * 0.08, pixels.width() * 0.05, 0, 0),
                   Qt::AlignLeft | Qt::AlignTop, elementId);
    }
    p.end();
    return QPixmap::fromImage(image);
}

}  // namespace rummy
