// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

namespace rummy::detail {

// A fixed-size array of T that starts all zero, with its memory from calloc. A large calloc is
// fresh pages that the system zeroes when they are first touched, so a big table that a run
// uses only a little of costs only what it uses: the solver's 16 MB memo made the first
// `rummy-cli eval` spend most of its time writing zeros. T must be trivially copyable and its
// all-zero bytes must be its empty value; an aggregate (an implicit-lifetime type) comes into
// being in the zeroed storage as C++20 allows.
template <typename T>
class ZeroedArray {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t n)
        : raw_(std::calloc(n * sizeof(T) + alignof(T), 1)), size_(n) {
        if (!raw_) throw std::bad_alloc();
        // calloc promises only max_align_t; T may ask for a cache line.
        const auto at = reinterpret_cast<std::uintptr_t>(raw_.get());
        const auto aligned = (at + alignof(T) - 1) & ~(std::uintptr_t{alignof(T)} - 1);
        data_ = std::launder(reinterpret_cast<T*>(aligned));
    }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    T* begin() { return data_; }
    T* end() { return data_ + size_; }
    const T* begin() const { return data_; }
    const T* end() const { return data_ + size_; }

private:
    struct Free {
        void operator()(void* p) const { std::free(p); }
    };
    std::unique_ptr<void, Free> raw_;
    T* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace rummy::detail
