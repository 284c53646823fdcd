// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rigsmith::ui {

// The words a user reads for a part's spec field as the catalog names it ("pcieLanes" → "PCIe
// lanes"), joined for a list of estimated fields; an unknown key is shown as it is.
QString fieldName(const QString &key);
QString fieldNames(const QStringList &keys);

} // namespace rigsmith::ui
