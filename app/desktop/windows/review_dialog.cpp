// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/review_dialog.h"

#include <QDialogButtonBox>
#include <QFutureWatcher>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "text/move_words.h"

namespace rummy {

namespace {

QString points(double v) {
    return QLocale().toString(v, 'f', 1);
}

}  // namespace

QString ReviewDialog::markName(review::Mark mark) {
    switch (mark) {
        case review::Mark::None:
            return tr("good");
        case review::Mark::Doubtful:
            return tr("doubtful");
        case review::Mark::Bad:
            return tr("bad");
        case review::Mark::VeryBad:
            return tr("very bad");
    }
    return {};
}

QString ReviewDialog::ratingName(const char* rating) {
    const QString r = QString::fromLatin1(rating ? rating : "");
    if (r == QLatin1String("master")) return tr("Master");
    if (r == QLatin1String("expert")) return tr("Expert");
    if (r == QLatin1String("strong")) return tr("Strong");
    if (r == QLatin1String("club")) return tr("Club player");
    if (r == QLatin1String("casual")) return tr("Casual");
    return tr("Beginner");
}

QString ReviewDialog::decisionText(const review::ReviewedDecision& d) {
    const review::DecisionGrade& g = d.grade;
    const QString played = text::moveWords(g.played);
    if (g.mark == review::Mark::None)
        return tr("Move %1: you chose to %2 — good.").arg(d.index + 1).arg(played);
    return tr("Move %1: you chose to %2 — %3: about %4 points worse than to %5.")
        .arg(d.index + 1)
        .arg(played, markName(g.mark), points(g.loss), text::moveWords(g.best));
}

ReviewDialog::ReviewDialog(GameRecord record, int deal, QWidget* parent)
    : QDialog(parent),
      watcher_(new QFutureWatcher<review::RecordReview>(this)),
      progress_(new QProgressBar),
      summary_(new QLabel),
      list_(new QListWidget),
      poll_(new QTimer(this)) {
    setWindowTitle(tr("Review of deal %1").arg(deal + 1));
    setObjectName(QStringLiteral("reviewDialog"));
    auto* layout = new QVBoxLayout(this);
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->setWordWrap(true);
    // Room for the summary's three lines from the start: it is one line while the review runs.
    summary_->setMinimumHeight(summary_->fontMetrics().lineSpacing() * 3 + 4);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    summary_->setText(tr("The engine is looking at each of your decisions…"));
    layout->addWidget(summary_);
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    progress_->setAccessibleName(tr("Review progress"));
    layout->addWidget(progress_);
    list_->setObjectName(QStringLiteral("reviewDecisions"));
    list_->setAccessibleName(tr("Your decisions, graded"));
    list_->setWordWrap(true);
    list_->setMinimumSize(560, 320);
    layout->addWidget(list_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, [this, buttons] {
        if (!watcher_->isFinished()) {
            cancel_->store(true);  // the worker stops after the move it is grading
            buttons->button(QDialogButtonBox::Cancel)->setEnabled(false);
            return;
        }
        reject();
    });

    review::ReviewOptions options;
    options.seat = 0;
    options.deal = deal;
    options.budget = SearchBudget{0, kWorlds};
    options.progress = [done = done_, total = total_, cancel = cancel_](int d, int t) {
        done->store(d);
        total->store(t);
        return !cancel->load();
    };
    connect(poll_, &QTimer::timeout, this, [this] {
        progress_->setMaximum(std::max(1, total_->load()));
        progress_->setValue(done_->load());
    });
    poll_->start(100);
    connect(watcher_, &QFutureWatcher<review::RecordReview>::finished, this, [this, buttons] {
        poll_->stop();
        buttons->setStandardButtons(QDialogButtonBox::Close);
        if (cancel_->load()) {
            summary_->setText(tr("Review stopped."));
            emit reviewDone(false);
            return;
        }
        showReview(watcher_->result());
    });
    watcher_->setFuture(QtConcurrent::run(
        [record = std::move(record), options] { return review::reviewRecord(record, options); }));
}

ReviewDialog::~ReviewDialog() {
    // The worker holds copies of what it reads; it is told to stop, and waited for, so that it
    // never outlives the window's objects it reports to.
    cancel_->store(true);
    watcher_->waitForFinished();
}

void ReviewDialog::showReview(const review::RecordReview& r) {
    progress_->setValue(progress_->maximum());
    list_->clear();
    for (const review::ReviewedDecision& d : r.decisions) {
        auto* item = new QListWidgetItem(decisionText(d), list_);
        item->setData(Qt::UserRole, static_cast<int>(d.grade.mark));
        if (d.grade.mark != review::Mark::None) {  // the ones to look at stand out
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }
    const review::SeatReview* you = r.seats.empty() ? nullptr : &r.seats.front();
    if (!you || you->decisions == 0) {
        summary_->setText(tr("You had no choice to make in this deal."));
    } else {
        QString luck;
        const review::DealLuck* mine = nullptr;
        for (const review::DealLuck& l : r.luck)
            if (l.seat == 0) mine = &l;
        if (mine)
            luck = tr(" Your draws from the stock were worth %1 points against the average card.")
                       .arg(points(mine->luck));
        summary_->setText(tr("%1 decisions graded; on average each gave away %2 points: %3.")
                              .arg(you->decisions)
                              .arg(points(you->meanLoss()),
                                   ratingName(review::ratingOf(r.variant, you->meanLoss()))) +
                          luck);
    }
    reviewed_ = true;
    emit reviewDone(true);
}

}  // namespace rummy
