// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a fuzz harness over files, as libFuzzer does with file arguments, in the builds that have
// no libFuzzer (GCC, the sanitizer build): every file named, and every file in each directory
// named. The corpus inputs, crashes found once included, are then tests of the normal suite.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int runFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return 1;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    int files = 0, bad = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path p(argv[i]);
        if (std::filesystem::is_directory(p)) {
            for (const auto& e : std::filesystem::directory_iterator(p))
                if (e.is_regular_file()) bad += runFile(e.path()), ++files;
        } else {
            bad += runFile(p), ++files;
        }
    }
    std::printf("%d inputs replayed\n", files);
    return bad == 0 && files > 0 ? 0 : 1;
}
