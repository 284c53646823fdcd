// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QByteArray>
#include <QString>

namespace rigsmith::core {

// The build's parts as a shopping list, the way people post part lists: kind, part, quantity, price
// with its date and source, the catalog id (so `prices import` reads the CSV back), and a total in
// the build's currency that says it is a lower bound when parts have no price. `rigsmith-cli export BUILD
// --parts-csv OUT / --parts-md OUT` and the window's File ▸ Export shopping list write these.
QByteArray partsCsv(const Build &build);
QString partsMarkdown(const Build &build);

// One cell of a CSV shopping list: no line breaks, no formula, quoted where it must be.
QString csvCell(const QString &text);
// One cell of a Markdown table: no line breaks, every Markdown and HTML character escaped.
QString mdCell(const QString &text);

} // namespace rigsmith::core
