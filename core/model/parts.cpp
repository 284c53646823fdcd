// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parts.h"

#include <algorithm>

namespace rigsmith::core {

bool PartId::isValidKey(const QString &key)
{
    if (key.isEmpty() || key.size() > 160)
        return false;
    return std::all_of(key.cbegin(), key.cend(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'_' || c == u'.'
            || c == u'/' || c == u'+';
    });
}

const PcieSlot *MotherboardSpec::slotAt(int position) const
{
    const auto it = std::find_if(
        slots.cbegin(), slots.cend(), [position](const PcieSlot &s) { return s.position == position; });
    return it == slots.cend() ? nullptr : &*it;
}

bool MotherboardSpec::switchWiringUnknown() const
{
    return std::any_of(switches.cbegin(), switches.cend(), [this](const PcieSwitch &sw) {
        return std::none_of(
            slots.cbegin(), slots.cend(), [&](const PcieSlot &s) { return s.switchId == sw.id; });
    });
}

Lanes PcieSlot::lanesWith(const QList<int> &populated) const
{
    const bool shared = std::any_of(sharesLanesWith.cbegin(), sharesLanesWith.cend(),
        [&populated](int other) { return populated.contains(other); });
    return shared ? Lanes(lanesWhenShared) : maxLanes;
}

// The variant's alternatives are declared in PartKind order.
static_assert(std::variant_size_v<PartSpec> == kPartKindCount);
static_assert(std::is_same_v<std::variant_alternative_t<int(PartKind::Storage), PartSpec>, StorageSpec>);

PartKind kindOf(const PartSpec &spec)
{
    return static_cast<PartKind>(spec.index());
}

PartKind Part::kind() const
{
    return kindOf(spec);
}

} // namespace rigsmith::core
