// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound/sound_player.h"

#include <QAudioDevice>
#include <QGuiApplication>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#include <algorithm>

namespace rummy {

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) {}

void SoundPlayer::setVolume(int percent) {
    volume_ = std::clamp(percent, 0, 100);
    for (QSoundEffect* e : effects_)
        if (e) e->setVolume(volume_ / 100.0f);
}

bool SoundPlayer::audible() const {
    return enabled_ && volume_ > 0 && QGuiApplication::platformName() != QLatin1String("offscreen");
}

QString SoundPlayer::resourceOf(Sound sound) {
    static constexpr std::array<const char*, kSoundCount> kNames{
        "deal", "draw", "discard", "your-turn", "timer-warning", "declare", "win", "loss"};
    return QStringLiteral("qrc:/resources/sounds/%1.wav")
        .arg(QLatin1String(kNames[static_cast<std::size_t>(sound)]));
}

void SoundPlayer::play(Sound sound) {
    if (!enabled_) return;
    emit requested(sound);
    if (!audible()) return;
    QSoundEffect*& effect = effects_[static_cast<std::size_t>(sound)];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(resourceOf(sound)));
        effect->setVolume(volume_ / 100.0f);
    }
    effect->play();
}

}  // namespace rummy
