#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The style check (CTest: format_check): every C++ file of the tree must be what clang-format
# makes of it with the repository's .clang-format. Fails naming the files that are not;
# `clang-format -i FILE...` fixes them.
#
#   check_format.sh SOURCE_DIR
#
# Files: those git tracks plus the untracked ones it does not ignore (a file is checked before
# its first commit, as CI will check it after), in core/ ai/ app/ tests/ bench/ packaging/;
# every *.cpp and *.h there when SOURCE_DIR is not a git checkout. CLANG_FORMAT names another
# binary. Exit status: 0 formatted, 1 not, 77 (skip) without clang-format.
set -euo pipefail

src=${1:?usage: check_format.sh SOURCE_DIR}
cd "$src"
dirs=(core ai app tests bench packaging)

clang_format=${CLANG_FORMAT:-clang-format}
if ! command -v "$clang_format" >/dev/null 2>&1; then
    echo "format_check: $clang_format not found; skipped"
    exit 77
fi
[[ -f .clang-format ]] || {
    echo "format_check: no .clang-format in $src" >&2
    exit 1
}

files=()
if command -v git >/dev/null 2>&1 && git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r -d '' f; do
        # A tracked file deleted in the working tree is still listed by git.
        [[ -f $f ]] && files+=("$f")
    done < <(git ls-files -z --cached --others --exclude-standard -- \
        "${dirs[@]/%//*.cpp}" "${dirs[@]/%//*.h}" | sort -zu)
else
    existing=()
    for d in "${dirs[@]}"; do [[ -d $d ]] && existing+=("$d"); done
    if ((${#existing[@]})); then
        while IFS= read -r -d '' f; do files+=("$f"); done < <(
            find "${existing[@]}" -type f \( -name '*.cpp' -o -name '*.h' \) -print0 | sort -z)
    fi
fi
if ((${#files[@]} == 0)); then
    echo "format_check: no C++ files found under $src" >&2
    exit 1
fi

# One clang-format for hundreds of files: its diagnostics name each file that is not formatted
# ("FILE:LINE:COL: error: code should be clang-formatted"). A process per file took two minutes
# of CI, most of it starting clang-format; this takes a few seconds.
report=$(printf '%s\0' "${files[@]}" |
    xargs -0 -n 512 "$clang_format" --style=file --dry-run -Werror 2>&1 >/dev/null || true)
bad=()
while IFS= read -r f; do
    [[ -n $f ]] && bad+=("$f")
done < <(printf '%s\n' "$report" | sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*$/\1/p' |
    sort -u)
# A batch that failed in another way (clang-format crashed, a file vanished) names no file.
if ((${#bad[@]} == 0)) && grep -q 'error' <<<"$report"; then
    echo "format_check: clang-format failed:" >&2
    printf '%s\n' "$report" | head -n 20 >&2
    exit 1
fi
version=$("$clang_format" --version)
if ((${#bad[@]})); then
    echo "format_check: ${#bad[@]} of ${#files[@]} C++ files are not clang-formatted ($version):"
    printf '  %s\n' "${bad[@]}"
    echo "fix with: clang-format -i ${bad[*]}"
    exit 1
fi
echo "format_check: ${#files[@]} C++ files clang-formatted ($version)"
