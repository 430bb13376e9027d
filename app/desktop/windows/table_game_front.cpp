// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/table_game_front.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

#include "bot.h"
#include "io/deal_code.h"
#include "scene/table_game_scene.h"
#include "scene/table_game_texts.h"
#include "settings/app_settings.h"
#include "settings/settings_game_page.h"
#include "store/stats_store.h"
#include "store/table_game_stats_recorder.h"
#include "text/help_pages.h"
#include "text/move_words.h"
#include "text/table_rules_summary.h"
#include "windows/match_header.h"
#include "windows/stats_dialog.h"

namespace rummy {

TableGameFront::TableGameFront(const Window& window, const TableGameController::Options& options,
                               const QString& statsPath)
    : GameFront(window), meld_(new TableGameController(options, this)) {
    scene_ = new TableGameScene(meld_, w_.cache, this);
    setTable(scene_);
    connect(meld_, &TableGameController::illegalMove, this, [this](ErrorCode code) {
        // The scene's refusals say more (problem, below, first); this says those from
        // elsewhere (the toolbar).
        emit problem(TableGameTexts::refusal(code, meld_->view()));
    });
    connect(scene_, &TableGameScene::problem, this, &GameFront::problem);
    connect(scene_, &TableGameScene::selectionChanged, this, [this] {
        if (shown()) emit statusChanged();
    });
    connect(scene_, &TableGameScene::nextHandRequested, meld_, &TableGameController::nextHand);
    recorder_ = new TableGameStatsRecorder(meld_, this, statsPath);
    connectRecorder(recorder_);
    buildActions();
}

GameController* TableGameFront::controller() const {
    return meld_;
}

void TableGameFront::buildActions() {
    bar_ = makeToolBar(tr("Rummy moves"), "meldMoves");
    auto add = [this](const QString& text, const char* name, Qt::Key key, auto slot) {
        QAction* a = bar_->addAction(text, this, slot);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(QKeySequence(key));
        a->setToolTip(text + QStringLiteral(" (%1)").arg(a->shortcut().toString()));
        return a;
    };
    draw_ = add(tr("Draw"), "meldDraw", Qt::Key_C, [this] { (void)scene_->drawStock(); });
    take_ = add(tr("Take discard"), "meldTake", Qt::Key_O, [this] {
        const int n = static_cast<int>(meld_->round().pile().size());
        (void)scene_->takeFromPile(n - 1);
    });
    bar_->addSeparator();
    meldAction_ = add(tr("Meld"), "meldMeld", Qt::Key_M, [this] { (void)scene_->meldSelection(); });
    layOff_ =
        add(tr("Lay off"), "meldLayOff", Qt::Key_L, [this] { (void)scene_->layOffSelection(); });
    discard_ =
        add(tr("Discard"), "meldDiscard", Qt::Key_D, [this] { (void)scene_->discardSelection(); });
    done_ = add(tr("End turn"), "meldDone", Qt::Key_E, [this] { (void)scene_->done(); });
    next_ = add(tr("Next hand"), "meldNext", Qt::Key_N, [this] { meld_->nextHand(); });
    hint_ = add(tr("Hint"), "meldHint", Qt::Key_H, [this] { showHint(); });
    bar_->addSeparator();
    bar_->addAction(w_.newGame);
}

int TableGameFront::dealWinner() const {
    return meld_->round().outcome().winner;
}

void TableGameFront::start(const TableGameController::Options& options) {
    meld_->start(options);
}

void TableGameFront::resumeGame(const TableGame& game,
                                const TableGameController::Options& options) {
    meld_->resume(game, options);
}

void TableGameFront::showHint() {
    if (!meld_->humansTurn()) return;
    // The Hard bot's move for the player's seat, seeded like seat 0's bot.
    const PlayerView v = meld_->view();
    const auto bot = Bot::create(meld_->variant(), BotLevel::Hard,
                                 meld_->botSeed(TableGameController::kHumanSeat));
    const Move move = bot->decide(v).move;
    std::vector<Card> cards;
    if (const auto* m = std::get_if<moves::Meld>(&move))
        for (const auto& meld : m->melds)
            for (const MeldCard& c : meld) cards.push_back(c.card);
    if (auto c = cardOf(move)) cards.push_back(*c);
    if (!cards.empty()) scene_->setSelection(cards);
    emit problem(tr("Hint: %1.").arg(text::moveWords(move)));
}

// The game's name: the window system adds the application's ("Kaluki — Rummy").
QString TableGameFront::title() const {
    return SettingsGamePage::gameTitle(meld_->options().rules.variant);
}

void TableGameFront::showHeader(MatchHeader* header) const {
    header->show();
    header->showTable(meld_);
}

void TableGameFront::setNextOptions(const AppSettings& settings) {
    meld_->setNextGameOptions(settings.toTableGameOptions(meld_->options().seed + 1));
}

void TableGameFront::newGame() {
    meld_->newGame();
}

QString TableGameFront::abandonQuestion() const {
    return tr("Abandon this game and start a new one?");
}

void TableGameFront::recordAbandoned(StatsStore& store) const {
    store.recordAbandonedTableGame(meld_->game().rules().variant);
}

void TableGameFront::setStatsPath(const QString& path) {
    recorder_->setPath(path);
}

void TableGameFront::showStatistics(StatsDialog& dialog) const {
    dialog.showTableGame(meld_->game().rules().variant);
}

void TableGameFront::showRules(QWidget* parent) {
    const TableRules& r = meld_->game().rules();
    // Kaluki is a preset of 51: its page has a section of its own.
    const QString page = r.variant == Variant::Straight   ? QStringLiteral("straight")
                         : r.variant == Variant::Rummy500 ? QStringLiteral("rummy500")
                                                          : QStringLiteral("rummy51");
    QString body = helpPageText(page);
    if (body.isEmpty()) body = tr("The rules text is missing.");
    QString markdown = TableRulesSummary::markdown(r, meld_->game().players());
    markdown += QStringLiteral("\n---\n\n") + body;
    QDialog dialog(parent);
    dialog.setWindowTitle(SettingsGamePage::gameTitle(r.variant));
    auto* layout = new QVBoxLayout(&dialog);
    auto* browser = new QTextBrowser;
    browser->setAccessibleName(tr("Rules"));
    browser->setOpenExternalLinks(true);
    browser->setMarkdown(markdown);
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(720, 600);
    dialog.exec();
}

void TableGameFront::resume(const SaveStore::LoadResult& loaded) {
    resumeGame(loaded.table()->game, loaded.table()->options);
}

QString TableGameFront::statusLine(bool, const QString& problem) {
    const TableRound& round = meld_->round();
    const PlayerView v = meld_->view();
    auto legalKind = [&](MoveKind k) {
        return std::any_of(v.legal.begin(), v.legal.end(),
                           [k](const Move& m) { return kindOf(m) == k; });
    };
    QString line;
    if (meld_->game().isOver())
        line = tr("The game is over: press New game to play again.");
    else if (round.isOver())
        line = tr("The hand is over: press Next hand to deal the next one.");
    // The hand's code where it can be selected and copied (Game → Play a deal by code).
    if (round.isOver())
        line += QStringLiteral("  ") +
                tr("Code of this hand: %1")
                    .arg(QString::fromStdString(DealCode::of(meld_->game()).toString()));
    else if (meld_->humansTurn())
        line = v.table().phase != TablePhase::Draw
                   ? tr("Select cards and Meld (M), drag a card onto a meld to lay it off, "
                        "or onto the pile to discard (D).")
               : legalKind(MoveKind::DrawOpen)
                   ? tr("Your turn: click the stock or the discard pile to draw (C, O).")
               : legalKind(MoveKind::Take)
                   ? tr("Your turn: click the stock to draw (C), or take a card from an "
                        "opponent's meld of four or more into a new meld.")
                   : tr("Your turn: click the stock to draw (C).");
    else
        line = tr("%1's turn.").arg(meld_->seatName(round.currentSeat()));
    const bool mine = meld_->humansTurn();
    draw_->setEnabled(mine && legalKind(MoveKind::DrawClosed));
    take_->setEnabled(mine && legalKind(MoveKind::DrawOpen));
    const bool play = mine && v.table().phase == TablePhase::Play;
    meldAction_->setEnabled(play);
    layOff_->setEnabled(play);
    discard_->setEnabled(play);
    done_->setEnabled(mine && legalKind(MoveKind::Done));
    next_->setEnabled(round.isOver());
    hint_->setEnabled(mine);
    return withMoves(line, problem);
}

}  // namespace rummy
