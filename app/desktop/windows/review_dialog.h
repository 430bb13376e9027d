// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <atomic>
#include <memory>

#include "io/game_record.h"
#include "review/record_review.h"

class QLabel;
class QListWidget;
class QProgressBar;
class QTimer;
template <typename T>
class QFutureWatcher;

namespace rummy {

// "Review last deal": the player's decisions in one deal of the game on the table, graded by
// the Expert's search (ai/review/) on a worker thread while a progress bar moves (Cancel stops
// it), then listed one a line with their marks and what each cost against the engine's best,
// above the player's rating for the deal and the luck of their draws (docs/review.md).
class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    // Worlds a decision: the review's default, which grades a 13-card deal in about a second.
    static constexpr int kWorlds = 128;

    // `record`: the game so far; `deal`: which of its deals (from 0); the player is seat 0.
    ReviewDialog(GameRecord record, int deal, QWidget* parent = nullptr);
    ~ReviewDialog() override;

    bool reviewed() const { return reviewed_; }
    QListWidget* decisions() const { return list_; }
    QLabel* summary() const { return summary_; }

    // One graded decision in words: "Move 7: you chose to discard 7♥ — bad: about 6.2 points
    // worse than to discard K♦."
    static QString decisionText(const review::ReviewedDecision& d);
    static QString markName(review::Mark mark);
    static QString ratingName(const char* rating);

signals:
    void reviewDone(bool reviewed);  // the review is in (true) or was cancelled (false)

private:
    void showReview(const review::RecordReview& r);

    std::shared_ptr<std::atomic<int>> done_ = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<std::atomic<int>> total_ = std::make_shared<std::atomic<int>>(1);
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
    QFutureWatcher<review::RecordReview>* watcher_;
    QProgressBar* progress_;
    QLabel* summary_;
    QListWidget* list_;
    QTimer* poll_;
    bool reviewed_ = false;
};

}  // namespace rummy
