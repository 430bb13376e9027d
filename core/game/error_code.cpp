// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/result.h"

namespace rummy {

const char* errorCodeName(ErrorCode code) {
    switch (code) {
        case ErrorCode::None:
            return "none";
        case ErrorCode::NotYourTurn:
            return "not_your_turn";
        case ErrorCode::WrongPhase:
            return "wrong_phase";
        case ErrorCode::CardNotInHand:
            return "card_not_in_hand";
        case ErrorCode::JokerFromOpenDeck:
            return "joker_from_open_deck";
        case ErrorCode::OpenDeckEmpty:
            return "open_deck_empty";
        case ErrorCode::DropNotAllowed:
            return "drop_not_allowed";
        case ErrorCode::BadGroups:
            return "bad_groups";
        case ErrorCode::PlayerNotActive:
            return "player_not_active";
        case ErrorCode::RoundOver:
            return "round_over";
        case ErrorCode::MatchOver:
            return "match_over";
        case ErrorCode::RejoinNotAllowed:
            return "rejoin_not_allowed";
        case ErrorCode::BadRules:
            return "bad_rules";
        case ErrorCode::Parse:
            return "parse";
        case ErrorCode::BadCount:
            return "bad_count";
        case ErrorCode::TooManyCopies:
            return "too_many_copies";
        case ErrorCode::NotInThisGame:
            return "not_in_this_game";
        case ErrorCode::Limit:
            return "limit";
        case ErrorCode::KnockTooHigh:
            return "knock_too_high";
        case ErrorCode::TakenCardBack:
            return "taken_card_back";
        case ErrorCode::MustKnock:
            return "must_knock";
        case ErrorCode::NoSuchMeld:
            return "no_such_meld";
        case ErrorCode::MeldLimit:
            return "meld_limit";
        case ErrorCode::NotOpened:
            return "not_opened";
        case ErrorCode::OpeningTooLow:
            return "opening_too_low";
        case ErrorCode::MustPlayCard:
            return "must_play_card";
        case ErrorCode::MustDiscard:
            return "must_discard";
        case ErrorCode::StockEmpty:
            return "stock_empty";
        case ErrorCode::PlayableDiscard:
            return "playable_discard";
    }
    return "unknown";
}

}  // namespace rummy
