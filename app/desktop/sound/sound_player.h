// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <cstdint>

class QSoundEffect;

namespace rummy {

// The table's sound effects (resources/sounds, made by generate_sounds.py).
enum class Sound : std::uint8_t { Deal, Draw, Discard, YourTurn, TimerWarning, Declare, Win, Loss };
inline constexpr int kSoundCount = 8;

// Plays the sound effects through Qt Multimedia, each loaded the first time it is heard.
// Off, at volume 0, or on the offscreen platform (the tests', where nobody listens and loading
// the audio back end would only slow them) nothing is loaded; `requested` still reports what
// would have played, so the table's choice of sounds is testable without a speaker.
class SoundPlayer : public QObject {
    Q_OBJECT
public:
    explicit SoundPlayer(QObject* parent = nullptr);
    void setEnabled(bool on) { enabled_ = on; }
    bool enabled() const { return enabled_; }
    void setVolume(int percent);  // 0..100
    int volume() const { return volume_; }
    bool audible() const;
    void play(Sound sound);
    static QString resourceOf(Sound sound);  // "qrc:/resources/sounds/draw.wav"

signals:
    void requested(rummy::Sound sound);  // every play() while enabled, heard or not

private:
    bool enabled_ = true;
    int volume_ = 70;
    std::array<QSoundEffect*, kSoundCount> effects_{};
};

}  // namespace rummy

Q_DECLARE_METATYPE(rummy::Sound)
