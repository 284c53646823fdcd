// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::db {

// Keys that two catalog entries of the same real product share although the datasets name them
// differently ("Asus AMD TRX40 Prime TRX40-Pro sTRX4 DDR4 ATX" and "ASUS Prime TRX40-Pro AMD TRX40
// Chipset ATX Motherboard"): the maker, the sorted words of the name without the maker's own name
// and the words that only repeat what the spec says, and that spec.
// A board: the name without socket, memory type, form factor and "motherboard"; the memory type
// and form factor are part of the key (a DDR4 and a DDR5 variant are two products). A word
// counts once: board names repeat their chipset ("MSI X299 MEG X299 CREATION").
QString boardKey(
    const QString &manufacturer, const QString &name, const QString &memoryType, const QString &formFactor);
// A graphics card: the name without "graphics card"; the memory size is part of the key. Repeated
// words count ("XC GAMING ... Black" is not "XC BLACK GAMING ... Black").
QString gpuKey(const QString &manufacturer, const QString &name, double memoryGb);
// A processor: the model's words (letters and digits; "i9-9900K" and "i9 9900K" are one model) without
// the maker's name, which the datasets sometimes leave out, and its socket. "OEM/Tray" stays: a tray
// part is sold without the boxed cooler.
QString cpuKey(const QString &name, const QString &socket);

} // namespace rigsmith::db
