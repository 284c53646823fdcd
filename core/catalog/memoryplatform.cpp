// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/memoryplatform.h"

#include "core/model/csvresource.h"
#include "core/model/partenums.h"

#include <QHash>

#include <utility>

namespace rigsmith::core {
namespace {

struct PlatformRow
{
    QString socket; // normalised()
    QString chipset; // normalised(); empty: every chipset of the socket
    DimmSupport kinds;
    QString source; // the first URL of the row
};

QString normalised(QString socket)
{
    // The catalog writes "LGA 2066" and "LGA2066" both.
    socket.remove(u' ');
    return socket.toLower();
}

// The platform table the generator writes into the catalog's boards (db/curated/dimm_platforms.csv,
// each row with its source and quote), for boards that carry no kind of their own. Rows only where a
// source states the kinds: single-socket X99/C612, W790, C422 and LGA 4189 have none and read as unknown.
// Board rows are the catalog's business and are left out here.
QList<PlatformRow> load()
{
    QList<PlatformRow> rows;
    for (const CsvRow &r : readCsvResource(QStringLiteral(":/rigsmith/catalog/dimm_platforms.csv"))) {
        const auto kinds = fromKey<DimmSupport>(r.value(QStringLiteral("dimms")));
        const QString source = r.value(QStringLiteral("url")).section(u'|', 0, 0).trimmed();
        if (!r.value(QStringLiteral("board")).isEmpty() || !kinds || *kinds == DimmSupport::Unknown
            || source.isEmpty())
            continue;
        rows.append({normalised(r.value(QStringLiteral("socket"))),
            normalised(r.value(QStringLiteral("chipset"))), *kinds, source});
    }
    return rows;
}

// Sockets whose platforms include registered-only ones (workstation and server sockets): on these an
// unconfirmed kind is named, whatever the kit.
constexpr const char *kMixedSockets[] = {
    "LGA 2011", "LGA 2011-3", "LGA 2066", "LGA 3647", "LGA 4189", "LGA 4677", "SP3", "SP5", "sWRX8", "sTR5"};

DimmRequirement tableRow(const MotherboardSpec &board);

DimmRequirement platformRow(const MotherboardSpec &board)
{
    // Asked for each memory kit against each board the advisor tries: the answers are kept per socket and
    // chipset, per thread (the advisor searches in its own).
    thread_local QHash<std::pair<QString, QString>, DimmRequirement> known;
    const std::pair<QString, QString> key {board.socket, board.chipset};
    if (const auto found = known.constFind(key); found != known.cend())
        return *found;
    return *known.insert(key, tableRow(board));
}

DimmRequirement tableRow(const MotherboardSpec &board)
{
    static const QList<PlatformRow> rows = load();
    const QString socket = normalised(board.socket);
    const QString chipset = normalised(board.chipset);
    // A chipset row decides before its socket's row: on LGA 2066 the kind goes with the chipset.
    for (const bool chipsetRows : {true, false}) {
        for (const PlatformRow &row : rows) {
            if (row.chipset.isEmpty() == chipsetRows || row.socket != socket)
                continue;
            if (!chipsetRows || row.chipset == chipset)
                return {row.kinds, row.source};
        }
    }
    return {};
}

} // namespace

DimmRequirement dimmRequirement(const MotherboardSpec &board)
{
    // The board's own field decides; its source is the platform row it came from when one agrees.
    const DimmRequirement row = platformRow(board);
    if (board.dimms != DimmSupport::Unknown)
        return {board.dimms, row.kinds == board.dimms ? row.source : QStringLiteral("board")};
    return row;
}

bool mixedKindSocket(const MotherboardSpec &board)
{
    // "2 x LGA 2011-3": dual-socket boards are server boards.
    const QString socket = normalised(board.socket);
    if (socket.startsWith(u"2x"))
        return true;
    for (const char *s : kMixedSockets) {
        if (normalised(QString::fromLatin1(s)) == socket)
            return true;
    }
    return false;
}

std::optional<Gigabytes> perSlotLimit(const MotherboardSpec &board)
{
    if (board.memorySlots <= 0 || board.maxMemory.value() <= 0)
        return std::nullopt;
    return Gigabytes(board.maxMemory.value() / board.memorySlots);
}

int memoryModules(const Build &b)
{
    int n = 0;
    for (const Counted<Memory> &m : b.memory)
        n += m.part.spec.modules * m.quantity;
    return n;
}

} // namespace rigsmith::core
