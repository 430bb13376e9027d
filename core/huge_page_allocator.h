// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <new>

namespace rummy::detail {

// Large blocks (2 MB and more) aligned to 2 MB and, where the system offers it, backed by huge
// pages. The solver's memo is a table of several megabytes read at random: with ordinary 4 kB
// pages most reads also miss the address-translation cache, which costs as much as the read.
void* allocateLarge(std::size_t bytes);
void releaseLarge(void* p, std::size_t bytes) noexcept;
inline constexpr std::size_t kLargeBlock = std::size_t{2} << 20;

// An allocator for std::vector that takes large buffers from allocateLarge().
template <class T>
struct LargePageAllocator {
    using value_type = T;
    LargePageAllocator() = default;
    template <class U>
    LargePageAllocator(const LargePageAllocator<U>&) noexcept {}

    T* allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kLargeBlock) return static_cast<T*>(::operator new(bytes));
        return static_cast<T*>(allocateLarge(bytes));
    }
    void deallocate(T* p, std::size_t n) noexcept {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kLargeBlock) {
            ::operator delete(p);
        } else {
            releaseLarge(p, bytes);
        }
    }
    template <class U>
    bool operator==(const LargePageAllocator<U>&) const noexcept {
        return true;
    }
};

}  // namespace rummy::detail
