// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace rummy {

// File writes on a thread of their own, run one after the other in the order they were
// posted, so that the GUI thread never waits for the disk: QSaveFile syncs each file to the
// disk before its rename, which costs milliseconds (bench_autosave). A task posted with a key
// is skipped when the next task in the queue has the same key: a newer autosave replaces one
// that was never written, and the queue cannot grow behind a slow disk.
class WriteQueue {
public:
    WriteQueue();
    ~WriteQueue();  // runs what is queued, then stops
    WriteQueue(const WriteQueue&) = delete;
    WriteQueue& operator=(const WriteQueue&) = delete;

    void post(std::function<void()> task, int key = 0);
    // Returns once every task posted so far has run (or been skipped).
    void flush();

private:
    void run();

    struct Task {
        std::function<void()> run;
        int key = 0;
    };
    std::mutex mutex_;
    std::condition_variable wake_, idle_;
    std::deque<Task> tasks_;
    bool busy_ = false;
    bool stop_ = false;
    std::thread thread_;  // last: started once the members above exist
};

}  // namespace rummy
