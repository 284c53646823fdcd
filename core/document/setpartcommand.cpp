// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/setpartcommand.h"

#include <QCoreApplication>
#include <QSet>

namespace rigsmith::core {
namespace {

template<typename T>
void assign(std::optional<T> &slot, const std::optional<Part> &part)
{
    slot = part ? T::from(*part) : std::nullopt;
}

void reseatGpus(Build &b)
{
    if (!b.motherboard)
        return;
    const QList<PcieSlot> &slots = b.motherboard->spec.slots;
    QSet<int> taken;
    QList<GpuPlacement> kept;
    QList<GpuPlacement> homeless;
    for (const GpuPlacement &p : b.gpus) {
        if (b.motherboard->spec.slotAt(p.slot) && !taken.contains(p.slot)) {
            taken.insert(p.slot);
            kept.append(p);
        } else {
            homeless.append(p);
        }
    }
    for (GpuPlacement p : homeless) {
        for (const PcieSlot &s : slots) {
            if (!taken.contains(s.position)) {
                p.slot = s.position;
                taken.insert(s.position);
                kept.append(p);
                break;
            }
        }
    }
    std::sort(kept.begin(), kept.end(),
        [](const GpuPlacement &l, const GpuPlacement &r) { return l.slot < r.slot; });
    b.gpus = kept;
}

QString textFor(PartKind role, const std::optional<Part> &part)
{
    if (part)
        return QCoreApplication::translate("SetPart", "Choose %1").arg(part->info.name);
    return QCoreApplication::translate("SetPart", "Remove %1").arg(displayName(role));
}

} // namespace

bool SetPartCommand::isSingleRole(PartKind kind)
{
    switch (kind) {
    case PartKind::Case:
    case PartKind::Motherboard:
    case PartKind::Cpu:
    case PartKind::Cooler:
    case PartKind::Psu:
        return true;
    case PartKind::Gpu:
    case PartKind::Memory:
    case PartKind::Storage:
        return false;
    }
    return false;
}

SetPartCommand::SetPartCommand(BuildDocument *document, PartKind role, const std::optional<Part> &part)
    : BuildEditCommand(document, textFor(role, part), ChangeEvent {ChangeEvent::What::Part, role})
{
    Q_ASSERT(isSingleRole(role));
    Q_ASSERT(!part || part->kind() == role);
    Build b = before();
    switch (role) {
    case PartKind::Case:
        assign(b.chassis, part);
        break;
    case PartKind::Motherboard:
        assign(b.motherboard, part);
        reseatGpus(b);
        break;
    case PartKind::Cpu:
        assign(b.cpu, part);
        break;
    case PartKind::Cooler:
        assign(b.cooler, part);
        break;
    case PartKind::Psu:
        assign(b.psu, part);
        break;
    case PartKind::Gpu:
    case PartKind::Memory:
    case PartKind::Storage:
        break;
    }
    setAfter(std::move(b));
}

} // namespace rigsmith::core
