// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/write_queue.h"

namespace rummy {

WriteQueue::WriteQueue() : thread_([this] { run(); }) {}

WriteQueue::~WriteQueue() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

void WriteQueue::post(std::function<void()> task, int key) {
    {
        std::lock_guard lock(mutex_);
        tasks_.push_back({std::move(task), key});
    }
    wake_.notify_one();
}

void WriteQueue::flush() {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return tasks_.empty() && !busy_; });
}

void WriteQueue::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stop_ || !tasks_.empty(); });
        if (tasks_.empty()) return;  // stopping, and everything ran
        Task task = std::move(tasks_.front());
        tasks_.pop_front();
        const bool replaced = task.key != 0 && !tasks_.empty() && tasks_.front().key == task.key;
        if (!replaced) {
            busy_ = true;
            lock.unlock();
            task.run();
            lock.lock();
            busy_ = false;
        }
        if (tasks_.empty()) idle_.notify_all();
    }
}

}  // namespace rummy
