// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::core {

// Text from a file, a catalog or the user as every view shows it (the window, the build sheet, the
// shopping lists, the CLI), so a name cannot recolour a terminal, reverse what follows it or forge a
// line of its own.

// Control characters (C0 but line feed and tab, DEL, C1, U+2028, U+2029) and the marks that change
// direction (embeddings, overrides, isolates, U+200E/F, U+061C) removed, line breaks other than a line
// feed with them: text for a terminal, whose own layout is its line feeds.
QString withoutControls(const QString &text);

// Control characters (C0 but line feed and tab, DEL, C1) and the marks that change direction
// (embeddings, overrides, isolates, U+200E/F, U+061C) removed; line breaks kept.
QString shownText(const QString &text);

// The same on one line: every line break (CR LF, CR, LF, VT, FF, NEL, U+2028, U+2029) becomes
// `lineBreak` ("⏎" unless a view wants a space), a tab a space.
QString shownLine(const QString &text, QStringView lineBreak = u"⏎");

// A name as a file's base name ("Quad 3090 box: v2" → "Quad 3090 box- v2"): on one line, no
// character a file system or a dialog gives a meaning (/ \ : * ? " < > |), no leading dot, at most 100
// characters; empty when nothing is left.
QString fileBaseName(const QString &name);

} // namespace rigsmith::core
