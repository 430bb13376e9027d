// SPDX-License-Identifier: GPL-3.0-or-later
#include "huge_page_allocator.h"

#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace rummy::detail {

namespace {
std::size_t roundedUp(std::size_t bytes) {
    return (bytes + kLargeBlock - 1) / kLargeBlock * kLargeBlock;
}
}  // namespace

void* allocateLarge(std::size_t bytes) {
#if defined(_WIN32)
    void* p = std::malloc(bytes);  // no aligned_alloc there; the hint below is Linux's anyway
#else
    void* p = std::aligned_alloc(kLargeBlock, roundedUp(bytes));
#endif
    if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // A hint: when the system has no huge pages to give, the memory works as before.
    madvise(p, roundedUp(bytes), MADV_HUGEPAGE);
#endif
    return p;
}

void releaseLarge(void* p, std::size_t) noexcept {
    std::free(p);
}

}  // namespace rummy::detail
