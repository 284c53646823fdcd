// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the PCPartPicker list reader. Any input is either refused with a reason, or read
// into a whole list: a currency, the footer's day, parts counted at least once, prices above zero in
// the list's currency. Its corpus is the real exports in tests/data/pcpartpicker.
#include "db/prices/pcpartpickerlist.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace rigsmith;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QDate today(2026, 12, 6);
    const db::PartList list = db::parsePartList(bytes, today);
    if (!list.ok())
        return 0;
    if (list.currency.size() != 3 || !list.date.isValid() || list.date > today.addDays(1)
        || list.lines.isEmpty())
        std::abort();
    for (const db::ListLine &l : list.lines) {
        if (l.quantity < 1 || l.line < 1
            || (l.price && (l.price->cents() <= 0 || l.price->currency() != list.currency)))
            std::abort();
    }
    return 0;
}
