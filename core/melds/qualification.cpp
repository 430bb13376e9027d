// SPDX-License-Identifier: GPL-3.0-or-later
#include "melds/qualification.h"

namespace rummy {

Declaration checkDeclaration(const std::vector<std::vector<Face>>& groups, const MeldRules& rules,
                             const WildCards& wild, const Qualification& q, int requiredCards) {
    Declaration d;
    d.kinds.reserve(groups.size());
    int total = 0;
    for (const auto& group : groups) {
        const MeldKind k = classify(group, rules, wild);
        d.kinds.push_back(k);
        total += static_cast<int>(group.size());
        const bool pure =
            k == MeldKind::PureRun || (k == MeldKind::Tunnela && q.tunnelaCountsAsPure);
        d.pureSequences += pure;
        d.sequences += pure || k == MeldKind::ImpureRun;
        d.invalidGroups += k == MeldKind::None;
    }
    d.valid = total == requiredCards && d.invalidGroups == 0 && q.met(d.pureSequences, d.sequences);
    return d;
}

}  // namespace rummy
