// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rummy {

// The players' rules pages embedded from resources/help/: `page` is "indian13", "indian21" or
// "gin". The page in the language of the interface (resources/help/<lang>/<page>.md, the
// language of the default QLocale, which TranslationLoader::install sets) when there is one,
// else the English page; empty when neither is embedded.
QString helpPageText(const QString& page);
// The same for a language code ("hi", "de"; "" or "en": English).
QString helpPageText(const QString& page, const QString& language);

}  // namespace rummy
