// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/addpartcommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {
namespace {

template<typename T>
void addTo(QList<Counted<T>> &list, const T &part, int quantity)
{
    for (Counted<T> &c : list) {
        if (c.part.info.id == part.info.id) {
            c.quantity = std::min(Build::kMaxQuantity, c.quantity + quantity);
            return;
        }
    }
    list.append(Counted<T> {part, std::min(Build::kMaxQuantity, quantity)});
}

template<typename T>
void removeFrom(QList<Counted<T>> &list, int index, int quantity)
{
    if (index < 0 || index >= list.size())
        return;
    list[index].quantity -= quantity;
    if (list[index].quantity <= 0)
        list.removeAt(index);
}

ChangeEvent eventFor(PartKind kind)
{
    return ChangeEvent {kind == PartKind::Memory ? ChangeEvent::What::MemoryKits : ChangeEvent::What::Drives};
}

} // namespace

bool AddPartCommand::accepts(const Part &part)
{
    return part.kind() == PartKind::Memory || part.kind() == PartKind::Storage;
}

AddPartCommand::AddPartCommand(BuildDocument *document, const Part &part, int quantity)
    : BuildEditCommand(
        document, QCoreApplication::translate("AddPart", "Add %1").arg(part.info.name), eventFor(part.kind()))
{
    Q_ASSERT(accepts(part));
    Build b = before();
    if (auto kit = Memory::from(part))
        addTo(b.memory, *kit, quantity);
    else if (auto drive = Storage::from(part))
        addTo(b.storage, *drive, quantity);
    setAfter(std::move(b));
}

RemovePartCommand::RemovePartCommand(BuildDocument *document, PartKind kind, int index, int quantity)
    : BuildEditCommand(document, QCoreApplication::translate("AddPart", "Remove part"), eventFor(kind))
{
    Build b = before();
    // Named after the part it removes, as its Add was.
    const QString name = kind == PartKind::Memory && index >= 0 && index < b.memory.size()
        ? b.memory[index].part.info.name
        : kind == PartKind::Storage && index >= 0 && index < b.storage.size()
        ? b.storage[index].part.info.name
        : QString();
    if (!name.isEmpty())
        setText(QCoreApplication::translate("AddPart", "Remove %1").arg(name));
    if (kind == PartKind::Memory)
        removeFrom(b.memory, index, quantity);
    else if (kind == PartKind::Storage)
        removeFrom(b.storage, index, quantity);
    setAfter(std::move(b));
}

} // namespace rigsmith::core
