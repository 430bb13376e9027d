// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

#include "controller/gin_controller.h"
#include "windows/game_front.h"

namespace rummy {

class GinHintProvider;
class GinStatsRecorder;
class GinTableScene;

// Gin Rummy's part of the window (made when Gin is first played): the Gin controller, table and
// toolbar (Draw, Take discard, Pass, Discard, Sort, Knock, Next hand, Hint), the knock's
// question and the status line of a Gin hand.
class GinFront : public GameFront {
    Q_OBJECT
public:
    GinFront(const Window& window, const GinController::Options& options, const QString& statsPath);

    GinController* gin() const { return gin_; }
    GinTableScene* scene() const { return scene_; }
    // A game with exactly these options (their seed), or one that goes on from `game`.
    void start(const GinController::Options& options);
    void resumeGame(const GinGame& game, const GinController::Options& options);
    // The Knock button and the Knock target: asks "Knock, discarding 7♥? Deadwood 6" (or
    // "Gin!") and knocks on Yes. No card: the one that leaves least deadwood.
    void confirmKnock(std::optional<Card> card = std::nullopt);

    GameController* controller() const override;
    QString title() const override;
    void showHeader(MatchHeader* header) const override;
    QString statusLine(bool keyboard, const QString& problem) override;
    void setNextOptions(const AppSettings& settings) override;
    void newGame() override;
    QString abandonQuestion() const override;
    void recordAbandoned(StatsStore& store) const override;
    void setStatsPath(const QString& path) override;
    void showRules(QWidget* parent) override;
    void showStatistics(StatsDialog& dialog) const override;
    void resume(const SaveStore::LoadResult& loaded) override;

protected:
    int dealWinner() const override;

private:
    void buildActions();

    GinController* gin_;
    GinTableScene* scene_;
    GinStatsRecorder* recorder_;
    GinHintProvider* hints_ = nullptr;
    QToolBar* bar_ = nullptr;
    QAction* draw_ = nullptr;
    QAction* take_ = nullptr;
    QAction* pass_ = nullptr;
    QAction* discard_ = nullptr;
    QAction* knock_ = nullptr;
    QAction* next_ = nullptr;
};

}  // namespace rummy
