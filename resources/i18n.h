// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCoreApplication;

namespace rigsmith {

// Installs the translation for the user's locale (or RIGSMITH_LANG, e.g. "zh_CN"), when one
// ships. English is the source language and needs none.
void installTranslations(QCoreApplication &app);

} // namespace rigsmith
